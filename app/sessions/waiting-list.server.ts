/**
 * The waiting list of full sessions (db/migrations/008_waiting_list.sql,
 * docs/decisions/0019-waiting-list.md). People join a full session; when a place frees (a hold
 * lapses, a payment fails, a student moves, staff raise the capacity), `offerFreedSeats` offers
 * it to the first in line: the offer itself holds the seat for `offerHours`, and its e-mail
 * carries a link to /register that only the reader has. An unused offer lapses and the seat
 * goes to the next person. Sessions that are past are never offered: the caller passes only
 * bookable ones.
 */
import { createHash, randomBytes } from 'node:crypto';

import type { Queryable, Sql } from '~/db/client.server';
import { loadEmailAcademy } from '~/email/academy.server';
import type { EmailAcademy } from '~/email/message';
import { queueComposedEmail } from '~/email/outbox.server';
import { env } from '~/env.server';
import type { Language } from '~/i18n/config';
import { normalizeEmail } from '~/lib/email-address';
import { oncePerRequest } from '~/lib/once-per-request.server';
import { loadPaymentCatalog } from '~/payments/catalog.server';
import type { PaymentCatalog } from '~/payments/registration';
import { hit } from '~/rate-limit/rate-limit.server';

import { seatKey } from './seat-key';
import { type ClaimedOffer, lockSession, placesTaken, type SeatRequest } from './seats.server';
import type { WaitingListEntry } from './waiting-list';
import { offerEmail } from './waiting-list-emails';

export const hashOfferToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Adds the person to the session's line. One entry per e-mail and session: joining again is
 * 'already', unless their earlier offer lapsed, which puts them at the back of the line again.
 */
export async function joinWaitingList(
  sql: Queryable,
  entry: SeatRef & { name: string; email: string; phone: string; language: Language },
): Promise<'joined' | 'already'> {
  const rows = await sql`
    insert into waiting_list (
      course_id, session_key, name, email, email_normalized, phone, language
    ) values (
      ${entry.courseId}, ${entry.sessionKey}, ${entry.name}, ${entry.email},
      ${normalizeEmail(entry.email)}, ${entry.phone}, ${entry.language}
    )
    on conflict (email_normalized, course_id, session_key) do update
    set status = 'waiting', joined_at = now(), name = excluded.name, email = excluded.email,
        phone = excluded.phone, language = excluded.language, offered_at = null,
        offer_until = null, offer_token_hash = null, order_id = null
    where waiting_list.status = 'lapsed'
    returning id`;
  return rows.length > 0 ? 'joined' : 'already';
}

type SeatRef = { courseId: string; sessionKey: string };

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

/** A bookable session, as its offer e-mail names it. */
export interface OpenSession extends SeatRequest {
  courseName: string;
  dateText: string;
  location: string;
}

export interface OfferContext {
  /** The e-mails' sender and contact block; their links start with its origin (emailLinkOrigin). */
  academy: EmailAcademy;
  /** How long an offer holds its seat (WAITING_LIST_OFFER_HOURS). */
  offerHours: number;
}

/**
 * Lapses the offers whose time ran out, then offers each free place of the given (bookable)
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
      for (const person of next) {
        const token = randomBytes(32).toString('base64url');
        const [offer] = await tx<{ offer_until: Date }[]>`
          update waiting_list
          set status = 'offered', offered_at = now(),
              offer_until = now() + make_interval(hours => ${context.offerHours}),
              offer_token_hash = ${hashOfferToken(token)}
          where id = ${person.id}
          returning offer_until`;
        await queueComposedEmail(
          tx,
          offerEmail({ ...person, token, offerUntil: offer!.offer_until }, session, context),
          context.academy,
        );
      }
      return next.length;
    });
  }
  return offered;
}

/** How many people wait for each session (in line or holding an offer), keyed by seatKey. */
export async function waitingCounts(
  sql: Queryable,
  sessions: readonly SeatRef[],
): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (sessions.length === 0) return counts;
  const rows = await sql<{ course_id: string; session_key: string; waiting: number }[]>`
    select course_id, session_key, count(*)::int as waiting from waiting_list
    where (course_id, session_key) in (
      select * from unnest(${sql.array(sessions.map((s) => s.courseId))}::text[],
                           ${sql.array(sessions.map((s) => s.sessionKey))}::text[]))
      and (status = 'waiting' or (status = 'offered' and offer_until > now()))
    group by course_id, session_key`;
  for (const row of rows) counts.set(seatKey(row.course_id, row.session_key), row.waiting);
  return counts;
}

/** The bookable sessions of the catalog, as offers name them. */
export function openSessionsOf(catalog: PaymentCatalog): OpenSession[] {
  return catalog.courses.flatMap((course) =>
    course.sessions
      .filter((session) => session.bookable)
      .map((session) => ({
        courseId: course.courseId,
        sessionKey: session.key,
        capacity: session.capacity,
        courseName: course.displayName,
        dateText: session.dateText,
        location: session.location,
      })),
  );
}

/**
 * Offers the places free now, with the published catalog (or the one the caller just booked
 * with) and the site's settings: run by the background jobs, and at once after a seat is given
 * back (a failed or refunded payment, a move) or someone joins. Never throws: a failure is
 * logged and the next run tries again.
 */
export async function sendWaitingListOffers(
  sql: Sql,
  options: {
    catalog?: PaymentCatalog;
    logger?: Pick<Console, 'warn'> & Partial<Pick<Console, 'info'>>;
  } = {},
): Promise<number> {
  const { logger = console } = options;
  try {
    const [catalog, academy] = await Promise.all([
      options.catalog ?? loadPaymentCatalog(),
      loadEmailAcademy(),
    ]);
    const offered = await offerFreedSeats(sql, openSessionsOf(catalog), {
      academy,
      offerHours: env().WAITING_LIST_OFFER_HOURS,
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

/** Joins one client address may make within ten minutes. */
export const WAITING_LIST_RATE_LIMIT = { bucket: 'waiting-list', limit: 10, windowSeconds: 600 };

export type JoinResult =
  { ok: true; joined: 'joined' | 'already' } | { ok: false; error: 'unknownSession' | 'tooMany' };

/**
 * The /waiting-list form's work: the session must be bookable (a past session has no waiting
 * list), the address within its limit. If a place is in fact free by now, the first in line
 * (perhaps this person) is offered it at once.
 */
export async function joinSessionWaitingList(
  sql: Sql,
  entry: WaitingListEntry,
  request: { clientAddress: string | undefined; language: Language },
): Promise<JoinResult> {
  const catalog = await loadPaymentCatalog();
  const session = openSessionsOf(catalog).find(
    (open) => open.courseId === entry.course && open.sessionKey === entry.session,
  );
  if (!session) return { ok: false, error: 'unknownSession' };
  const limited = await hit(sql, {
    ...WAITING_LIST_RATE_LIMIT,
    key: request.clientAddress ?? 'unknown',
  });
  if (!limited.allowed) return { ok: false, error: 'tooMany' };
  const joined = await sql.begin((tx) =>
    oncePerRequest(tx, () =>
      joinWaitingList(tx, {
        courseId: session.courseId,
        sessionKey: session.sessionKey,
        name: entry.name,
        email: entry.email,
        phone: entry.phone,
        language: request.language,
      }),
    ),
  );
  if (joined === 'joined') await sendWaitingListOffers(sql, { catalog });
  return { ok: true, joined };
}
