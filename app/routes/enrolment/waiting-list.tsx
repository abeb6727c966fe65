import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';

import { registrationPrefill } from '~/accounts/account.server';
import { getLoginSessionUser, getUser } from '~/auth/login-session-cookie.server';
import { WaitingListPage } from '~/components/sessions/WaitingListPage';
import { db } from '~/db/client.server';
import { keepFormOnFailure } from '~/forms/client-action';
import { parseForm } from '~/forms/parse-form';
import { getLanguage } from '~/i18n/i18n.server';
import { clientAddress } from '~/lib/client-address.server';
import { env } from '~/lib/env.server';
import { loadPriceList } from '~/prices/price-list.server';
import type { RouteHandle } from '~/root';
import { openSessionsOf } from '~/sessions/bookable';
import { seatKey } from '~/sessions/seat-key';
import { seatsLeft } from '~/sessions/seats.server';
import { waitingListSchema } from '~/sessions/waiting-list';
import { joinSessionWaitingList } from '~/sessions/waiting-list-requests.server';

// The form can hold a signed-in user's details.
const NO_STORE = { 'Cache-Control': 'private, no-store' };
// The document too (not only its data): without this it got the site's public default, and
// the page cache kept a link's page, token and all, for every visitor of that URL.
export const headers = () => NO_STORE;

const FAILED = 'waitingList.errors.failed';

const ERROR_STATUS = {
  unknownSession: 400,
  tooManyForEmail: 400,
  tooMany: 429,
  tooManyFromClient: 429,
} as const;

/** GET /waiting-list?course=<courseId>&session=<_key>: the form for a full session. */
export const handle: RouteHandle = { texts: ['registration'] };

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const courseId = url.searchParams.get('course') ?? '';
  const sessionKey = url.searchParams.get('session') ?? '';
  const session =
    openSessionsOf(await loadPriceList(await getLanguage(request))).find(
      (open) => open.courseId === courseId && open.sessionKey === sessionKey,
    ) ?? null;
  const user = await getUser(request);
  const seats = session
    ? ((await seatsLeft(db(), [session])).get(seatKey(courseId, sessionKey)) ?? 0)
    : 0;
  // A session the academy closed has no waiting list: as for one that is not open.
  const open = seats === 'cancelled' ? null : session;
  const left = seats === 'cancelled' ? 0 : seats;
  return data(
    {
      session: open,
      seatsLeft: left,
      offerHours: env().WAITING_LIST_OFFER_HOURS,
      prefill: user ? await registrationPrefill(db(), user.id) : null,
    },
    // A session that is not open (unknown, past, 'TBD') has no waiting list.
    { status: open ? 200 : 404, headers: NO_STORE },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData().catch(() => new FormData());
  const submission = parseForm(form, waitingListSchema);
  if (submission.status !== 'success')
    return data(submission.reply(), { status: 400, headers: NO_STORE });
  try {
    const result = await joinSessionWaitingList(db(), submission.value, {
      clientAddress: clientAddress(request, context),
      language: await getLanguage(request),
      user: await getLoginSessionUser(request),
    });
    if (!result.ok) {
      const reply = submission.reply({ formErrors: [`waitingList.errors.${result.error}`] });
      if (result.error === 'seatsFree') {
        // Not full: the session is booked on /register, with it chosen.
        const { course, session } = submission.value;
        const register = `/register?${new URLSearchParams({ course, session }).toString()}`;
        return data({ ...reply, register }, { status: 409, headers: NO_STORE });
      }
      return data(reply, { status: ERROR_STATUS[result.error], headers: NO_STORE });
    }
    // A reply without errors, and whether they were on the list already.
    return data(
      { ...submission.reply(), joined: result.joined, position: result.position ?? null },
      { headers: NO_STORE },
    );
  } catch (error) {
    console.error('Waiting-list entry could not be stored:', error);
    return data(submission.reply({ formErrors: [FAILED] }), { status: 503, headers: NO_STORE });
  }
}

export const clientAction = keepFormOnFailure(FAILED);

export const meta: MetaFunction = () => [
  { title: 'Join the waiting list' },
  { name: 'robots', content: 'noindex' },
];

export default function WaitingList() {
  const loaderData = useLoaderData<typeof loader>();
  const result = useActionData<typeof clientAction>();
  return <WaitingListPage {...loaderData} result={result} />;
}
