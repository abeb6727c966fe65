/**
 * The waiting list of full sessions (db/migrations/008_waiting_list.sql,
 * docs/decisions/0019-waiting-list.md). People join a full session and confirm their address
 * with an e-mailed link (docs/decisions/0038-waiting-list-confirmation.md); when a place frees (a hold
 * lapses, a payment fails, a student moves, staff raise the capacity), `offerFreedSeats` (waiting-list-offers.server.ts) offers
 * it to the first confirmed person in line: the offer itself holds the seat for `offerHours`, and its e-mail
 * carries a link to /register that only the reader has. An unused offer lapses and the seat
 * goes to the next person. Sessions that are past are never offered: the caller passes only
 * bookable ones.
 */
import { randomBytes } from 'node:crypto';

import type postgres from 'postgres';

import type { Queryable, Sql } from '~/db/client.server';
import { lockKey } from '~/db/locks.server';
import { loadEmailAcademy } from '~/email/academy.server';
import type { EmailAcademy } from '~/email/message';
import { queueComposedEmail } from '~/email/outbox.server';
import type { Language } from '~/i18n/config';
import { addressKey } from '~/lib/client-address.server';
import { normalizeEmail } from '~/lib/email-address';
import { oncePerRequest } from '~/lib/once-per-request.server';
import { loadCourseNamesIn, loadPriceList } from '~/payments/price-list.server';
import { hit } from '~/rate-limit/rate-limit.server';

import { type OpenSession, openSessionsOf } from './bookable';
import { seatKey } from './seat-key';
import { lockSession, placesTaken, sessionClosed } from './seats.server';
import {
  type EntryView,
  OFFER_TOKEN,
  type WaitingListEntry,
  type WaitingPerson,
} from './waiting-list';
import { confirmationEmail, listedEmail } from './waiting-list-emails';
import {
  hashOfferToken,
  type OfferContext,
  sendWaitingListOffers,
} from './waiting-list-offers.server';

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
async function queueListedEmail(
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

/** The unconfirmed entry a confirmation link's token opens, while the link works. */
export async function pendingEntry(
  sql: Queryable,
  token: string,
): Promise<{ id: string; courseId: string; sessionKey: string; email: string } | null> {
  if (!OFFER_TOKEN.test(token)) return null;
  const [row] = await sql<{ id: string; course_id: string; session_key: string; email: string }[]>`
    select id, course_id, session_key, email from waiting_list
    where confirm_token_hash = ${hashOfferToken(token)} and status = 'unconfirmed'
      and confirm_until > now()`;
  return row
    ? { id: row.id, courseId: row.course_id, sessionKey: row.session_key, email: row.email }
    : null;
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

/** The entry a leave link's token opens: in line or holding an offer. */
export async function leavingEntry(
  sql: Queryable,
  token: string,
): Promise<(SeatRef & { email: string; offered: boolean }) | null> {
  if (!OFFER_TOKEN.test(token)) return null;
  const [row] = await sql<
    { course_id: string; session_key: string; email: string; offered: boolean }[]
  >`
    select course_id, session_key, email, status = 'offered' as offered from waiting_list
    where leave_token_hash = ${hashOfferToken(token)}
      and (status = 'waiting' or (status = 'offered' and offer_until > now()))`;
  return row
    ? {
        courseId: row.course_id,
        sessionKey: row.session_key,
        email: row.email,
        offered: row.offered,
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

type SeatRef = { courseId: string; sessionKey: string };

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
  const confirmed =
    !!user?.emailVerified && normalizeEmail(user.email) === normalizeEmail(entry.email);
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

/**
 * Who waits for each session (in line, or holding a live offer), keyed by seatKey: offers
 * first, then the line in order, so the list's order is the order seats go in.
 */
export async function waitingPeople(
  sql: Queryable,
  sessions: readonly SeatRef[],
): Promise<Map<string, WaitingPerson[]>> {
  const people = new Map<string, WaitingPerson[]>();
  if (sessions.length === 0) return people;
  const rows = await sql<
    {
      course_id: string;
      session_key: string;
      name: string;
      email: string;
      phone: string;
      status: 'waiting' | 'offered';
      asked_at: Date | null;
      confirmed_at: Date | null;
      offer_until: Date | null;
    }[]
  >`
    select course_id, session_key, name, email, phone, status, asked_at,
           coalesce(confirmed_at, joined_at) as confirmed_at,
           case when status = 'offered' then offer_until end as offer_until
    from waiting_list
    where (course_id, session_key) in (
      select * from unnest(${sql.array(sessions.map((s) => s.courseId))}::text[],
                           ${sql.array(sessions.map((s) => s.sessionKey))}::text[]))
      and (status = 'waiting' or (status = 'offered' and offer_until > now()))
    order by course_id, session_key, status = 'waiting', joined_at, id`;
  for (const row of rows) {
    const key = seatKey(row.course_id, row.session_key);
    const list = people.get(key) ?? [];
    list.push({
      name: row.name,
      email: row.email,
      phone: row.phone,
      status: row.status,
      askedAt: row.asked_at?.toISOString() ?? null,
      confirmedAt: row.confirmed_at?.toISOString() ?? null,
      offerUntil: row.offer_until?.toISOString() ?? null,
    });
    people.set(key, list);
  }
  return people;
}

/**
 * An entry's session named in `language` while it can still be booked; once it cannot (past, or
 * gone from content), null, or with `orKeys` its ids stand in for the names.
 */
export async function entryView(
  entry: { courseId: string; sessionKey: string; email: string },
  language: Language,
  { orKeys = false } = {},
): Promise<EntryView | null> {
  const session = openSessionsOf(await loadPriceList(language)).find(
    (open) => open.courseId === entry.courseId && open.sessionKey === entry.sessionKey,
  );
  if (!session && !orKeys) return null;
  return {
    email: entry.email,
    courseName: session?.courseName ?? entry.courseId,
    dateText: session?.dateText ?? entry.sessionKey,
    startDate: session?.startDate ?? null,
    endDate: session?.endDate ?? null,
    location: session?.location ?? '',
  };
}
