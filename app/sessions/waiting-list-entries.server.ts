/**
 * The waiting_list table's entries (db/migrations/008_waiting_list.sql, decisions 0019 and 0038):
 * joining within the caps, the place in line, confirming and leaving by the e-mailed links.
 */
import { randomBytes } from 'node:crypto';

import type postgres from 'postgres';

import type { Queryable } from '~/db/client.server';
import { lockKey } from '~/db/locks.server';
import type { EmailAcademy } from '~/email/message';
import { queueComposedEmail } from '~/email/outbox.server';
import type { Language } from '~/i18n/config';
import { normalizeEmail } from '~/lib/email-address';

import type { OpenSession } from './bookable';
import { lockSession, placesTaken, sessionClosed } from './seats.server';
import { OFFER_TOKEN } from './waiting-list';
import { confirmationEmail, listedEmail } from './waiting-list-emails';
import { hashOfferToken, type OfferContext } from './waiting-list-offers.server';

type Tx = postgres.TransactionSql;

/** How long a join's confirmation link works; an entry not confirmed by then lapses. */
export const CONFIRM_HOURS = 24;
/** Live entries (unconfirmed, waiting or offered) one e-mail address may have, all sessions. */
export const MAX_LIVE_PER_EMAIL = 5;
/** Live entries the joins of one client address (an IPv6 /64) may have, all sessions. */
export const MAX_LIVE_PER_CLIENT = 10;

export type JoinOutcome =
  /** In line now (a signed-in user whose confirmed address it is). */
  | 'joined'
  /** Unconfirmed: a link was e-mailed. */
  | 'confirm'
  /** Already in line, offered or booked. */
  | 'already'
  /** Unconfirmed, and the link e-mailed earlier still works: nothing is sent again. */
  | 'pending'
  /** The session has a free place: book it instead. */
  | 'seatsFree'
  /** The academy cancelled or postponed the session: its list is closed. */
  | 'closed'
  | 'tooManyFromClient'
  | 'tooManyForEmail';

/** Entries that hold a place in line or may come to: counted by the caps. */
const live = (sql: Queryable) => sql`(
  status = 'waiting'
  or (status = 'unconfirmed' and confirm_until > now())
  or (status = 'offered' and offer_until > now()))`;

/**
 * Adds the person to the session's line, in the caller's transaction, only while the session is
 * full (checked under its seat lock). One entry per e-mail and session. Unless `confirmed` (the
 * signed-in owner of the address), the entry is 'unconfirmed' and takes part in nothing until
 * the e-mailed link is used; the e-mail is queued here. Joining again after a lapse (an unused
 * offer or link) starts over at the back of the line.
 */
export async function joinWaitingList(
  tx: Tx,
  entry: SeatRef & { name: string; email: string; phone: string; language: Language },
  options: {
    session: OpenSession;
    confirmed: boolean;
    clientAddress: string | null;
    academy: EmailAcademy;
  },
): Promise<JoinOutcome> {
  const { session } = options;
  const email = normalizeEmail(entry.email);
  await lockSession(tx, entry.courseId, entry.sessionKey);
  if (await sessionClosed(tx, entry.courseId, entry.sessionKey)) return 'closed';
  if (session.capacity - (await placesTaken(tx, entry.courseId, entry.sessionKey)) > 0) {
    return 'seatsFree';
  }
  const [existing] = await tx<{ status: string; link_live: boolean }[]>`
    select status, coalesce(confirm_until > now(), false) as link_live from waiting_list
    where email_normalized = ${email} and course_id = ${entry.courseId}
      and session_key = ${entry.sessionKey}`;
  const pending = existing?.status === 'unconfirmed' && existing.link_live;
  if (existing && ['waiting', 'offered', 'booked'].includes(existing.status)) return 'already';
  if (pending && !options.confirmed) return 'pending';
  // A live unconfirmed entry being confirmed is counted already. Each count is taken under a
  // lock of its own (always after the session's, so two joins never wait on each other).
  if (!pending) {
    if (options.clientAddress) {
      await lockKey(tx, 'waitingListPerClient', options.clientAddress);
      const [byClient] = await tx<{ count: number }[]>`
        select count(*)::int as count from waiting_list
        where client_address = ${options.clientAddress} and ${live(tx)}`;
      if (byClient!.count >= MAX_LIVE_PER_CLIENT) return 'tooManyFromClient';
    }
    await lockKey(tx, 'waitingListPerEmail', email);
    const [byEmail] = await tx<{ count: number }[]>`
      select count(*)::int as count from waiting_list
      where email_normalized = ${email} and ${live(tx)}`;
    if (byEmail!.count >= MAX_LIVE_PER_EMAIL) return 'tooManyForEmail';
  }
  const token = options.confirmed ? null : randomBytes(32).toString('base64url');
  // In line at once: the link to leave goes out now (with a confirmation link, on confirming).
  const leaveToken = token ? null : randomBytes(32).toString('base64url');
  await tx`
    insert into waiting_list (
      course_id, session_key, name, email, email_normalized, phone, language, status,
      confirmed_at, confirm_token_hash, confirm_until, client_address, asked_at, leave_token_hash
    ) values (
      ${entry.courseId}, ${entry.sessionKey}, ${entry.name}, ${entry.email}, ${email},
      ${entry.phone}, ${entry.language}, ${token ? 'unconfirmed' : 'waiting'},
      ${token ? null : tx`now()`}, ${token ? hashOfferToken(token) : null},
      ${token ? tx`now() + make_interval(hours => ${CONFIRM_HOURS})` : null},
      ${options.clientAddress}, now(), ${leaveToken ? hashOfferToken(leaveToken) : null}
    )
    on conflict (email_normalized, course_id, session_key) do update
    set status = excluded.status, joined_at = now(), name = excluded.name, email = excluded.email,
        phone = excluded.phone, language = excluded.language, confirmed_at = excluded.confirmed_at,
        confirm_token_hash = excluded.confirm_token_hash, confirm_until = excluded.confirm_until,
        client_address = excluded.client_address, offered_at = null, offer_until = null,
        offer_token_hash = null, order_id = null, asked_at = now(),
        leave_token_hash = excluded.leave_token_hash, left_at = null`;
  if (leaveToken) {
    await queueListedEmail(tx, { ...entry, email: entry.email.trim(), leaveToken }, session, {
      academy: options.academy,
    });
    return 'joined';
  }
  if (!token) return 'joined';
  await queueComposedEmail(
    tx,
    confirmationEmail({ email: entry.email.trim(), language: entry.language, token }, session, {
      academy: options.academy,
      confirmHours: CONFIRM_HOURS,
    }),
    options.academy,
  );
  return 'confirm';
}

/**
 * The person's place among those waiting for the session (1 is next), or null when they are
 * not waiting (unconfirmed, offered, booked, gone). Those holding an offer are not counted: their
 * seat is already set aside.
 */
export async function linePosition(
  sql: Queryable,
  email: string,
  courseId: string,
  sessionKey: string,
): Promise<number | null> {
  const [row] = await sql<{ position: number }[]>`
    select (
      select count(*)::int from waiting_list w
      where w.course_id = me.course_id and w.session_key = me.session_key
        and w.status = 'waiting' and (w.joined_at, w.id) <= (me.joined_at, me.id)
    ) as position
    from waiting_list me
    where me.email_normalized = ${normalizeEmail(email)} and me.course_id = ${courseId}
      and me.session_key = ${sessionKey} and me.status = 'waiting'`;
  return row?.position ?? null;
}

/** The 'you are on the list' e-mail, with the place in line and the link to leave. */
export async function queueListedEmail(
  tx: Tx,
  entry: SeatRef & { name: string; email: string; language: Language; leaveToken: string },
  session: OpenSession,
  context: { academy: EmailAcademy; courseNamesIn?: OfferContext['courseNamesIn'] },
) {
  const position = await linePosition(tx, entry.email, entry.courseId, entry.sessionKey);
  if (position === null) return;
  await queueComposedEmail(
    tx,
    listedEmail(
      {
        name: entry.name,
        email: entry.email,
        language: entry.language,
        token: entry.leaveToken,
        position,
      },
      session,
      context,
    ),
    context.academy,
  );
}

/**
 * Confirms the entry of a link's token: it is 'waiting', in line from now, the link is used up,
 * and a link to leave is made (returned as `leaveToken`; only its hash is kept). Null for a used,
 * lapsed or made-up token.
 */
export async function confirmEntry(
  sql: Queryable,
  token: string,
): Promise<
  (SeatRef & { email: string; name: string; language: Language; leaveToken: string }) | null
> {
  if (!OFFER_TOKEN.test(token)) return null;
  const leaveToken = randomBytes(32).toString('base64url');
  const [row] = await sql<
    { course_id: string; session_key: string; email: string; name: string; language: Language }[]
  >`
    update waiting_list
    set status = 'waiting', joined_at = now(), confirmed_at = now(), confirm_token_hash = null,
        leave_token_hash = ${hashOfferToken(leaveToken)}
    where confirm_token_hash = ${hashOfferToken(token)} and status = 'unconfirmed'
      and confirm_until > now()
    returning course_id, session_key, email, name, language`;
  return row
    ? {
        courseId: row.course_id,
        sessionKey: row.session_key,
        email: row.email,
        name: row.name,
        language: row.language,
        leaveToken,
      }
    : null;
}

/**
 * Takes the entry of a leave link's token off the list: 'left', its links dead, its place in
 * line given up (an offer it held no longer counts, so the seat is free for the next). Null for
 * a used or made-up token, or an entry no longer waiting.
 */
export async function leaveEntry(
  sql: Queryable,
  token: string,
): Promise<(SeatRef & { email: string }) | null> {
  if (!OFFER_TOKEN.test(token)) return null;
  const [row] = await sql<{ course_id: string; session_key: string; email: string }[]>`
    update waiting_list
    set status = 'left', left_at = now(), leave_token_hash = null, offer_token_hash = null
    where leave_token_hash = ${hashOfferToken(token)}
      and (status = 'waiting' or (status = 'offered' and offer_until > now()))
    returning course_id, session_key, email`;
  return row ? { courseId: row.course_id, sessionKey: row.session_key, email: row.email } : null;
}

export type SeatRef = { courseId: string; sessionKey: string };
