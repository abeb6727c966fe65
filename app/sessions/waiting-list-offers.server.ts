/**
 * Waiting-list offers: a freed seat goes to the first person in line, held for them for
 * WAITING_LIST_OFFER_HOURS with an e-mailed link (decision 0019). Joining, confirming and leaving
 * are in waiting-list-entries.server.ts.
 */

import { createHash, randomBytes } from 'node:crypto';

import type { Queryable, Sql } from '~/db/client.server';
import { loadEmailAcademy } from '~/email/academy.server';
import type { EmailAcademy } from '~/email/message';
import { queueComposedEmail } from '~/email/outbox.server';
import type { Language } from '~/i18n/config';
import { env } from '~/lib/env.server';
import type { PriceList } from '~/prices/price-list';
import { loadCourseNamesIn, loadPriceList } from '~/prices/price-list.server';

import { type OpenSession, openSessionsOf } from './bookable';
import type { ClaimedOffer } from './seat-holds.server';
import { seatKey } from './seat-key';
import { lockSession, placesTaken } from './seats.server';
import { offerEmail } from './waiting-list-emails';

export const hashOfferToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Lapses the entries whose confirmation link went unused. */
export async function lapseUnconfirmed(sql: Queryable): Promise<void> {
  await sql`
    update waiting_list set status = 'lapsed', confirm_token_hash = null
    where status = 'unconfirmed' and confirm_until <= now()`;
}

/** A live offer (not lapsed, not booked) by its link's token. */
export async function liveOffer(
  sql: Queryable,
  token: string,
): Promise<(ClaimedOffer & { name: string; email: string; phone: string }) | null> {
  const [row] = await sql<
    {
      id: string;
      course_id: string;
      session_key: string;
      offer_until: Date;
      name: string;
      email: string;
      phone: string;
    }[]
  >`
    select id, course_id, session_key, offer_until, name, email, phone from waiting_list
    where offer_token_hash = ${hashOfferToken(token)} and status = 'offered'
      and offer_until > now()`;
  return row
    ? {
        id: row.id,
        courseId: row.course_id,
        sessionKey: row.session_key,
        offerUntil: row.offer_until,
        name: row.name,
        email: row.email,
        phone: row.phone,
      }
    : null;
}

export interface OfferContext {
  /** The e-mails' sender and contact block; their links start with its origin (emailLinkOrigin). */
  academy: EmailAcademy;
  /** How long an offer holds its seat (WAITING_LIST_OFFER_HOURS). */
  offerHours: number;
  /** Course names by language: each offer names the course in its reader's language. */
  courseNamesIn?: Partial<Record<Language, Record<string, string>>>;
}

/**
 * Lapses the offers whose time ran out and the entries never confirmed, then offers each free place of the given (bookable)
 * sessions to the first person waiting for it, with the e-mail queued in the same transaction.
 * Safe to run anywhere at any time: each session is handled under its seat lock. Returns how
 * many offers were made.
 */
export async function offerFreedSeats(
  sql: Sql,
  sessions: readonly OpenSession[],
  context: OfferContext,
): Promise<number> {
  await sql`
    update waiting_list set status = 'lapsed'
    where status = 'offered' and offer_until <= now()`;
  await lapseUnconfirmed(sql);
  // Only confirmed entries ('waiting') are ever offered a place.
  const waiting = new Set(
    (
      await sql<{ course_id: string; session_key: string }[]>`
        select distinct course_id, session_key from waiting_list where status = 'waiting'`
    ).map((row) => seatKey(row.course_id, row.session_key)),
  );
  let offered = 0;
  for (const session of sessions) {
    if (!waiting.has(seatKey(session.courseId, session.sessionKey))) continue;
    offered += await sql.begin(async (tx) => {
      await lockSession(tx, session.courseId, session.sessionKey);
      const free = session.capacity - (await placesTaken(tx, session.courseId, session.sessionKey));
      if (free <= 0) return 0;
      const next = await tx<{ id: string; name: string; email: string; language: Language }[]>`
        select id, name, email, language from waiting_list
        where course_id = ${session.courseId} and session_key = ${session.sessionKey}
          and status = 'waiting'
        order by joined_at, id
        limit ${free}`;
      let made = 0;
      for (const person of next) {
        const token = randomBytes(32).toString('base64url');
        const [offer] = await tx<{ offer_until: Date }[]>`
          update waiting_list
          set status = 'offered', offered_at = now(),
              offer_until = now() + make_interval(hours => ${context.offerHours}),
              offer_token_hash = ${hashOfferToken(token)}
          where id = ${person.id}
          returning offer_until`;
        // Gone meanwhile (deleted by hand): nobody to offer the place to.
        if (!offer) continue;
        await queueComposedEmail(
          tx,
          offerEmail({ ...person, token, offerUntil: offer.offer_until }, session, context),
          context.academy,
        );
        made += 1;
      }
      return made;
    });
  }
  return offered;
}

/**
 * Offers the places free now, with the published price list (or the one the caller just booked
 * with) and the site's settings: run by the background jobs, and at once after a seat is given
 * back (a failed or refunded payment, a move) or someone joins. Never throws: a failure is
 * logged and the next run tries again.
 */
export async function sendWaitingListOffers(
  sql: Sql,
  options: {
    priceList?: PriceList;
    logger?: Pick<Console, 'warn'> & Partial<Pick<Console, 'info'>>;
  } = {},
): Promise<number> {
  const { logger = console } = options;
  try {
    const [priceList, academy, courseNamesIn] = await Promise.all([
      options.priceList ?? loadPriceList(),
      loadEmailAcademy(),
      loadCourseNamesIn(),
    ]);
    const offered = await offerFreedSeats(sql, openSessionsOf(priceList), {
      academy,
      offerHours: env().WAITING_LIST_OFFER_HOURS,
      courseNamesIn,
    });
    if (offered > 0) logger.info?.(`Waiting list: ${offered} seat(s) offered`);
    return offered;
  } catch (error) {
    logger.warn(
      'Waiting-list offers failed:',
      error instanceof Error ? error.message : String(error),
    );
    return 0;
  }
}
