import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';

import { WaitingListLeavePage } from '~/components/sessions/WaitingListLeavePage';
import { db } from '~/db/client.server';
import { keepFormOnFailure } from '~/forms/client-action';
import { parseForm } from '~/forms/parse-form';
import { getLanguage } from '~/i18n/i18n.server';
import type { RouteHandle } from '~/root';
import { leaveSchema } from '~/sessions/waiting-list';
import { entryView, leavingEntry } from '~/sessions/waiting-list-reads.server';
import { leaveSessionWaitingList } from '~/sessions/waiting-list-requests.server';

// The link's token is in the URL: no cache may keep the page.
const NO_STORE = { 'Cache-Control': 'private, no-store' };
// The document too (not only its data): without this it got the site's public default, and
// the page cache kept a link's page, token and all, for every visitor of that URL.
export const headers = () => NO_STORE;

const GONE = 'waitingList.leaveGone';
const FAILED = 'waitingList.errors.failed';

/** GET /waiting-list/leave?token=...: whose place the link gives up, and a button. Changes nothing. */
export const handle: RouteHandle = { texts: ['registration'] };

export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const found = await leavingEntry(db(), token);
  const entry = found
    ? {
        ...(await entryView(found, await getLanguage(request), { orKeys: true }))!,
        offered: found.offered,
      }
    : null;
  return data(
    { entry, token: entry ? token : '' },
    { status: entry ? 200 : 404, headers: NO_STORE },
  );
}

/** POST: the button. The entry leaves; a seat its offer held goes to the next person. */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData().catch(() => new FormData());
  const submission = parseForm(form, leaveSchema);
  if (submission.status !== 'success')
    return data(submission.reply(), { status: 400, headers: NO_STORE });
  try {
    const left = await leaveSessionWaitingList(db(), submission.value.token);
    if (!left)
      return data(submission.reply({ formErrors: [GONE] }), { status: 400, headers: NO_STORE });
    return data(
      {
        ...submission.reply(),
        left: await entryView(left, await getLanguage(request), { orKeys: true }),
      },
      { headers: NO_STORE },
    );
  } catch (error) {
    console.error('Waiting-list entry could not be removed:', error);
    return data(submission.reply({ formErrors: [FAILED] }), { status: 503, headers: NO_STORE });
  }
}

export const clientAction = keepFormOnFailure(FAILED);

export const meta: MetaFunction = () => [
  { title: 'Leave the waiting list' },
  { name: 'robots', content: 'noindex' },
];

export default function WaitingListLeave() {
  const loaderData = useLoaderData<typeof loader>();
  const result = useActionData<typeof clientAction>();
  return <WaitingListLeavePage {...loaderData} result={result} />;
}
