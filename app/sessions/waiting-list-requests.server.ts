/**
 * What the /waiting-list pages' buttons do (join, confirm, leave): the rate limit, the session
 * from the price list, one transaction a request, and the offers that follow.
 */
import { ownedAddress } from '~/auth/owned-address';
import type { Sql } from '~/db/client.server';
import { oncePerRequest } from '~/db/once-per-request.server';
import { loadEmailAcademy } from '~/email/academy.server';
import type { Language } from '~/i18n/config';
import { addressKey } from '~/lib/client-address.server';
import { normalizeEmail } from '~/lib/email-address';
import { loadCourseNamesIn, loadPriceList } from '~/prices/price-list.server';
import { hit } from '~/rate-limit/rate-limit.server';

import { openSessionsOf } from './bookable';
import type { WaitingListEntry } from './waiting-list';
import {
  confirmEntry,
  joinWaitingList,
  leaveEntry,
  linePosition,
  queueListedEmail,
  type SeatRef,
} from './waiting-list-entries.server';
import { sendWaitingListOffers } from './waiting-list-offers.server';

/** Joins one client address may make within ten minutes (whatever their outcome). */
export const WAITING_LIST_RATE_LIMIT = { bucket: 'waiting-list', limit: 10, windowSeconds: 600 };

export type JoinResult =
  | {
      ok: true;
      joined: 'joined' | 'already' | 'confirm' | 'pending';
      /** The place in line, when in line (joined, or already waiting). */
      position?: number | null;
    }
  | {
      ok: false;
      error: 'unknownSession' | 'tooMany' | 'seatsFree' | 'tooManyFromClient' | 'tooManyForEmail';
    };

/**
 * The /waiting-list form's work: the session must be bookable (a past session has no waiting
 * list) and full, the client address within its limits. `user` is the signed-in user, if any:
 * their own confirmed address needs no link.
 */
export async function joinSessionWaitingList(
  sql: Sql,
  entry: WaitingListEntry,
  request: {
    clientAddress: string | undefined;
    language: Language;
    user?: { email: string; emailVerified: boolean } | null;
  },
): Promise<JoinResult> {
  // In the joiner's language: the e-mail names the session as the page did.
  const priceList = await loadPriceList(request.language);
  const session = openSessionsOf(priceList).find(
    (open) => open.courseId === entry.course && open.sessionKey === entry.session,
  );
  if (!session) return { ok: false, error: 'unknownSession' };
  const limited = await hit(sql, {
    ...WAITING_LIST_RATE_LIMIT,
    key: request.clientAddress ?? 'unknown',
  });
  if (!limited.allowed) return { ok: false, error: 'tooMany' };
  const { user } = request;
  const owned = user ? ownedAddress(user) : null;
  const confirmed = owned !== null && normalizeEmail(owned) === normalizeEmail(entry.email);
  const academy = await loadEmailAcademy();
  const outcome = await sql.begin((tx) =>
    oncePerRequest(tx, () =>
      joinWaitingList(
        tx,
        {
          courseId: session.courseId,
          sessionKey: session.sessionKey,
          name: entry.name,
          email: entry.email,
          phone: entry.phone,
          language: request.language,
        },
        {
          session,
          confirmed,
          clientAddress: request.clientAddress ? addressKey(request.clientAddress) : null,
          academy,
        },
      ),
    ),
  );
  switch (outcome) {
    // A cancelled session is not open: as for a date gone from content.
    case 'closed':
      return { ok: false, error: 'unknownSession' };
    case 'seatsFree':
    case 'tooManyFromClient':
    case 'tooManyForEmail':
      return { ok: false, error: outcome };
    case 'joined':
    case 'already':
      return {
        ok: true,
        joined: outcome,
        position: await linePosition(sql, entry.email, session.courseId, session.sessionKey),
      };
    default:
      return { ok: true, joined: outcome };
  }
}

/**
 * The confirm page's button: the entry is in line from now, the e-mail with its place and the
 * link to leave is queued, and if a place is free by now the first in line is offered it at once.
 * Null for a used, lapsed or made-up link; `position` is the place in line on confirming.
 */
export async function confirmSessionWaitingList(
  sql: Sql,
  token: string,
): Promise<(SeatRef & { email: string; position: number | null }) | null> {
  const [priceList, academy, courseNamesIn] = await Promise.all([
    loadPriceList(),
    loadEmailAcademy(),
    loadCourseNamesIn(),
  ]);
  const confirmed = await sql.begin((tx) =>
    oncePerRequest(tx, async () => {
      const entry = await confirmEntry(tx, token);
      if (!entry) return null;
      const session = openSessionsOf(priceList).find(
        (open) => open.courseId === entry.courseId && open.sessionKey === entry.sessionKey,
      );
      if (session) await queueListedEmail(tx, entry, session, { academy, courseNamesIn });
      const position = await linePosition(tx, entry.email, entry.courseId, entry.sessionKey);
      return {
        courseId: entry.courseId,
        sessionKey: entry.sessionKey,
        email: entry.email,
        position,
      };
    }),
  );
  if (confirmed) await sendWaitingListOffers(sql, { priceList });
  return confirmed;
}

/**
 * The leave page's button: the entry is off the list, and a seat its offer held goes to the next
 * person at once. Null for a used or made-up link.
 */
export async function leaveSessionWaitingList(
  sql: Sql,
  token: string,
): Promise<(SeatRef & { email: string }) | null> {
  const left = await sql.begin((tx) => oncePerRequest(tx, () => leaveEntry(tx, token)));
  if (left) await sendWaitingListOffers(sql);
  return left;
}
