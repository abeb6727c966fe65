import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';

import { WaitingListConfirmPage } from '~/components/sessions/WaitingListConfirmPage';
import { db } from '~/db/client.server';
import { keepFormOnFailure } from '~/forms/client-action';
import { parseForm } from '~/forms/parse-form';
import { getLanguage } from '~/i18n/i18n.server';
import type { RouteHandle } from '~/root';
import { confirmSchema } from '~/sessions/waiting-list';
import { entryView, pendingEntry } from '~/sessions/waiting-list-reads.server';
import { confirmSessionWaitingList } from '~/sessions/waiting-list-requests.server';

// The link's token is in the URL: no cache may keep the page.
const NO_STORE = { 'Cache-Control': 'private, no-store' };
// The document too (not only its data): without this it got the site's public default, and
// the page cache kept a link's page, token and all, for every visitor of that URL.
export const headers = () => NO_STORE;

const GONE = 'waitingList.confirmGone';
const FAILED = 'waitingList.errors.failed';

/** GET /waiting-list/confirm?token=...: what the link confirms, and a button. Confirms nothing. */
export const handle: RouteHandle = { texts: ['registration'] };

export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const pending = await pendingEntry(db(), token);
  const entry = pending ? await entryView(pending, await getLanguage(request)) : null;
  return data(
    { entry, token: entry ? token : '' },
    { status: entry ? 200 : 404, headers: NO_STORE },
  );
}

/** POST: the button. The entry is in line from now; a used, lapsed or made-up link is 400. */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData().catch(() => new FormData());
  const submission = parseForm(form, confirmSchema);
  if (submission.status !== 'success')
    return data(submission.reply(), { status: 400, headers: NO_STORE });
  try {
    const confirmed = await confirmSessionWaitingList(db(), submission.value.token);
    const entry = confirmed ? await entryView(confirmed, await getLanguage(request)) : null;
    if (!entry)
      return data(submission.reply({ formErrors: [GONE] }), { status: 400, headers: NO_STORE });
    return data(
      { ...submission.reply(), confirmed: { ...entry, position: confirmed!.position } },
      { headers: NO_STORE },
    );
  } catch (error) {
    console.error('Waiting-list entry could not be confirmed:', error);
    return data(submission.reply({ formErrors: [FAILED] }), { status: 503, headers: NO_STORE });
  }
}

export const clientAction = keepFormOnFailure(FAILED);

export const meta: MetaFunction = () => [
  { title: 'Confirm your place on the waiting list' },
  { name: 'robots', content: 'noindex' },
];

export default function WaitingListConfirm() {
  const loaderData = useLoaderData<typeof loader>();
  const result = useActionData<typeof clientAction>();
  return <WaitingListConfirmPage {...loaderData} result={result} />;
}
