import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data, redirect } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';

import { type Choice, choiceOffer, settleChoice } from '~/cancellations/session-choice.server';
import { SessionChoicePage } from '~/components/sessions/SessionChoicePage';
import type { RouteHandle } from '~/root';

// The link's token is in the URL: no cache may keep the page.
const NO_STORE = { 'Cache-Control': 'private, no-store' };
export const headers = () => NO_STORE;

const DONE = ['moved', 'refunded', 'credited', 'used'] as const;
type Done = (typeof DONE)[number];

/**
 * GET /session-choice?token=…: a registrant of a session the academy closed chooses another
 * session of the course, a refund or credit (docs/decisions/0060). `?done=…` says what was done.
 */
export const handle: RouteHandle = { texts: ['registration'] };

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const done = url.searchParams.get('done') as Done | null;
  if (done && DONE.includes(done)) {
    return data({ done, offer: null, token: '', full: false }, { headers: NO_STORE });
  }
  const token = url.searchParams.get('token') ?? '';
  const offer = /^[\w-]{43}$/.test(token) ? await choiceOffer(token) : null;
  return data(
    {
      done: offer?.chosen ? ('used' as const) : null,
      offer: offer && !offer.chosen ? publicView(offer) : null,
      token: offer ? token : '',
      full: url.searchParams.get('full') === '1',
    },
    { status: offer ? 200 : 404, headers: NO_STORE },
  );
}

/** What the page shows of the offer: no e-mail address, no ids beyond the link's own. */
function publicView(offer: NonNullable<Awaited<ReturnType<typeof choiceOffer>>>) {
  return {
    courseName: offer.courseName,
    closedSession: offer.closedSession,
    closedKey: offer.closedKey,
    kind: offer.kind,
    name: offer.name,
    amountCents: offer.amountCents,
    sessions: offer.sessions,
  };
}

/** POST `token` and `choice=move:<session>|refund|credit`. 400 for a bad form. */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData().catch(() => new FormData());
  const token = String(form.get('token') ?? '');
  const picked = String(form.get('choice') ?? '');
  if (!/^[\w-]{43}$/.test(token)) {
    return data({ error: 'unknown' }, { status: 400, headers: NO_STORE });
  }
  const choice: Choice | null =
    picked === 'refund' || picked === 'credit'
      ? { kind: picked }
      : picked.startsWith('move:')
        ? { kind: 'move', sessionKey: picked.slice('move:'.length) }
        : null;
  if (!choice) return data({ error: 'choose' }, { status: 400, headers: NO_STORE });
  const result = await settleChoice(token, choice);
  if (result === 'unknown') return data({ error: 'unknown' }, { status: 400, headers: NO_STORE });
  if (result === 'full') {
    return redirect(`/session-choice?${new URLSearchParams({ token, full: '1' })}`);
  }
  return redirect(`/session-choice?done=${result}`);
}

export const meta: MetaFunction = () => [
  { title: 'Your registration' },
  { name: 'robots', content: 'noindex' },
];

export default function SessionChoice() {
  return <SessionChoicePage {...useLoaderData<typeof loader>()} />;
}
