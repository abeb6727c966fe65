/**
 * Seats of dated sessions (db/migrations/005_session_seats.sql). A session's capacity comes
 * from content; taking a seat happens under a transaction-scoped advisory lock per session, so
 * concurrent buyers of the last seat are served one at a time and nothing is oversold.
 * Seats left = capacity − the session's places (booked seats, holds that have not lapsed and
 * live waiting-list offers: the `session_places` view of db/migrations/008_waiting_list.sql).
 */
import type postgres from 'postgres';

import { CONTENT_CHANNEL } from '~/content/content-channel.server';
import type { Queryable, Sql } from '~/db/client.server';
import { lockKey, lockKeys } from '~/db/locks.server';
import { env } from '~/env.server';
import { normalizeEmail } from '~/lib/email-address';
import { logOrderEvent } from '~/payments/ledger.server';
import { bookingsRefusedForPlan } from '~/plans/plans.server';

import { SEAT_CHANGE_PAYLOAD } from './seat-changes.server';
import { seatKey } from './seat-key';

type Tx = postgres.TransactionSql;

/** A seat wanted in one session of a course, with the session's capacity from content. */
export interface SeatRequest {
  courseId: string;
  sessionKey: string;
  capacity: number;
}

/** Thrown inside a transaction when a session has no seat left: the caller's work rolls back. */
export class SessionFull extends Error {
  constructor(readonly session: SeatRequest) {
    super(`Session ${session.courseId}/${session.sessionKey} is full`);
    this.name = 'SessionFull';
  }
}

/**
 * Thrown inside a transaction when the client address already holds as many unpaid seats as it
 * may: the caller's work rolls back. `retryAfterSeconds`: until the first of them lapses.
 */
export class TooManyHolds extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('Too many seats held from one address');
    this.name = 'TooManyHolds';
  }
}

/** Serialises everything that takes or offers a place in the session, until the commit. */
export async function lockSession(tx: Tx, courseId: string, sessionKey: string) {
  await lockKey(tx, 'seats', seatKey(courseId, sessionKey));
}

/** lockSession for several sessions at once, in lockKeys' order (two callers cannot deadlock). */
async function lockSessions(tx: Tx, sessions: readonly { courseId: string; sessionKey: string }[]) {
  await lockKeys(
    tx,
    'seats',
    sessions.map((session) => seatKey(session.courseId, session.sessionKey)),
  );
}

/**
 * The academy cancelled or postponed the session (session_closures): it takes every place (see
 * the session_places view), and its waiting list is closed.
 */
export async function sessionClosed(
  sql: Queryable,
  courseId: string,
  sessionKey: string,
): Promise<boolean> {
  const rows = await sql`
    select 1 from session_closures where course_id = ${courseId} and session_key = ${sessionKey}`;
  return rows.length > 0;
}

/** The places taken in a session, other than the order's or the offer's own. */
export async function placesTaken(
  tx: Queryable,
  courseId: string,
  sessionKey: string,
  except: { orderId?: string; offerId?: string } = {},
): Promise<number> {
  const [row] = await tx<{ taken: number }[]>`
    select count(*)::int as taken from session_places
    where course_id = ${courseId} and session_key = ${sessionKey}
      and coalesce(order_id <> ${except.orderId ?? null}::uuid, true)
      and coalesce(offer_id <> ${except.offerId ?? null}::uuid, true)`;
  return row!.taken;
}

/** Marks the e-mail's (or the order's) place on a session's waiting list as booked. */
async function leaveWaitingList(
  tx: Queryable,
  seat: { courseId: string; sessionKey: string; email: string; orderId: string },
) {
  await tx`
    update waiting_list set status = 'booked'
    where course_id = ${seat.courseId} and session_key = ${seat.sessionKey}
      and status in ('unconfirmed', 'waiting', 'offered', 'lapsed')
      and (email_normalized = ${seat.email} or order_id = ${seat.orderId})`;
}

/**
 * Seats left in each session, keyed `courseId:sessionKey` (never below 0). The seat a
 * waiting-list offer holds for its reader (`exceptOfferId`) is left to them.
 */
export async function seatsLeft(
  sql: Queryable,
  sessions: readonly SeatRequest[],
  exceptOfferId: string | null = null,
): Promise<Map<string, number>> {
  const left = new Map(
    sessions.map((session) => [seatKey(session.courseId, session.sessionKey), session.capacity]),
  );
  if (sessions.length === 0) return left;
  // Every session with a place taken: a few rows per dated session, however many seats.
  const rows = await sql<{ course_id: string; session_key: string; taken: number }[]>`
    select course_id, session_key, count(*)::int as taken from session_places
    where coalesce(offer_id <> ${exceptOfferId}::uuid, true)
    group by course_id, session_key`;
  for (const row of rows) {
    const id = seatKey(row.course_id, row.session_key);
    const capacity = left.get(id);
    if (capacity !== undefined) left.set(id, Math.max(0, capacity - row.taken));
  }
  return left;
}

/**
 * The first session (in seat-key order) that places already committed fill, among those in which
 * the e-mail holds or booked nothing: a buyer who would be refused, found without the session's
 * lock (docs/decisions/0071). Only ever a refusal: a seat is taken under the lock (holdSeats).
 * The read sees the places committed when it ran, during the request, so a refusal is the answer
 * the locked count would have given at that instant; a seat freed after it is there for the next
 * request. Sessions the e-mail has a seat in are left to holdSeats, which takes that seat over.
 */
export async function fullWithoutLock(
  sql: Queryable,
  seats: readonly SeatRequest[],
  email: string,
): Promise<SeatRequest | null> {
  if (seats.length === 0) return null;
  const rows = await sql<{ course_id: string; session_key: string; taken: number }[]>`
    select p.course_id, p.session_key, count(*)::int as taken
    from session_places p
    join unnest(${sql.array(seats.map((seat) => seat.courseId))}::text[],
                ${sql.array(seats.map((seat) => seat.sessionKey))}::text[])
      as wanted(course_id, session_key)
      on p.course_id = wanted.course_id and p.session_key = wanted.session_key
    where not exists (
      select 1 from session_seats mine
      where mine.email_normalized = ${normalizeEmail(email)}
        and mine.course_id = p.course_id and mine.session_key = p.session_key
        and mine.status <> 'released')
    group by p.course_id, p.session_key`;
  const taken = new Map(rows.map((row) => [seatKey(row.course_id, row.session_key), row.taken]));
  const sorted = [...seats].sort((a, b) =>
    seatKey(a.courseId, a.sessionKey).localeCompare(seatKey(b.courseId, b.sessionKey)),
  );
  return (
    sorted.find(
      (seat) => (taken.get(seatKey(seat.courseId, seat.sessionKey)) ?? 0) >= seat.capacity,
    ) ?? null
  );
}

/** A waiting-list offer being taken up: the seat it holds is its reader's. */
export interface ClaimedOffer {
  id: string;
  courseId: string;
  sessionKey: string;
  offerUntil: Date;
}

/**
 * Holds a seat in each session for the order, for `holdMinutes`, inside the caller's
 * transaction. Its sessions are locked together first (lockKeys: two orders never deadlock), then
 * handled in seat-key order, so the session named by SessionFull does not depend on the form's
 * order. The order's own seat (a repeated request) is renewed rather than counted against it; a seat
 * of the order in another session of the same course moves. A live waiting-list offer for one
 * of the sessions gives the order that seat, held as long as the offer runs. Throws SessionFull.
 */
export async function holdSeats(
  tx: Tx,
  hold: {
    orderId: string;
    email: string;
    seats: readonly SeatRequest[];
    holdMinutes: number;
    offer?: ClaimedOffer | null;
    /** The address (addressKey) the request came from, and how many live holds it may have. */
    from?: { address: string; maxHolds: number } | null;
  },
): Promise<void> {
  const seats = [...hold.seats].sort((a, b) =>
    seatKey(a.courseId, a.sessionKey).localeCompare(seatKey(b.courseId, b.sessionKey)),
  );
  const email = normalizeEmail(hold.email);
  if (hold.from && seats.length > 0)
    await checkHoldsFrom(tx, hold.from, hold.orderId, email, seats);
  await lockSessions(tx, seats);
  for (const seat of seats) {
    const offer =
      hold.offer?.courseId === seat.courseId && hold.offer.sessionKey === seat.sessionKey
        ? hold.offer
        : null;
    // One hold per e-mail and session: an edited or repeated registration takes it over.
    await releaseEmailHolds(tx, { ...seat, email, exceptOrderId: hold.orderId });
    const taken = await placesTaken(tx, seat.courseId, seat.sessionKey, {
      orderId: hold.orderId,
      offerId: offer?.id,
    });
    if (taken >= seat.capacity) throw new SessionFull(seat);
    await tx`
      insert into session_seats (
        course_id, session_key, order_id, email_normalized, status, held_until, capacity,
        client_address
      ) values (
        ${seat.courseId}, ${seat.sessionKey}, ${hold.orderId}, ${email},
        'held',
        greatest(now() + make_interval(mins => ${hold.holdMinutes}), ${offer?.offerUntil ?? null}),
        ${seat.capacity}, ${hold.from?.address ?? null}
      )
      on conflict (order_id, course_id) do update
      set session_key = excluded.session_key, status = 'held', held_until = excluded.held_until,
          capacity = excluded.capacity, booked_at = null, released_at = null,
          client_address = coalesce(excluded.client_address, session_seats.client_address)`;
    if (offer) await claimOffer(tx, offer, hold.orderId);
  }
}

/**
 * Refuses (TooManyHolds) when the address would have more unpaid orders holding seats than its
 * share. Orders count, not seats: one buyer registering for every course holds a seat in each of
 * their sessions with one order, while a stranger needs an order (an e-mail) per seat they take in
 * a session. Holds this request renews or takes over from the same e-mail do not count. The lock on the
 * address makes two requests from it arriving together count one after the other.
 */
async function checkHoldsFrom(
  tx: Tx,
  from: { address: string; maxHolds: number },
  orderId: string,
  email: string,
  seats: readonly SeatRequest[],
) {
  await lockKey(tx, 'holdsPerAddress', from.address);
  const wanted = seats.map((seat) => seatKey(seat.courseId, seat.sessionKey));
  const [row] = await tx<{ held: number; first_lapse_seconds: number | null }[]>`
    select count(distinct order_id)::int as held,
           ceil(extract(epoch from min(held_until) - now()))::int as first_lapse_seconds
    from session_seats
    where client_address = ${from.address} and status = 'held' and held_until > now()
      and order_id <> ${orderId}
      and not (email_normalized = ${email}
               and course_id || ':' || session_key = any(${tx.array(wanted)}::text[]))`;
  if (row!.held + 1 > from.maxHolds) {
    throw new TooManyHolds(Math.max(1, row!.first_lapse_seconds ?? 60));
  }
}

/**
 * Releases the unpaid holds of the e-mail in this session but the given order's: only 'held'
 * seats, so a paid (booked) seat is never touched. An order whose hold was taken over and is
 * paid after all is booked as a payment after a lapsed hold is (bookOrderSeats).
 */
async function releaseEmailHolds(
  tx: Tx,
  seat: { courseId: string; sessionKey: string; email: string; exceptOrderId: string },
) {
  await tx`
    update session_seats set status = 'released', released_at = now()
    where email_normalized = ${seat.email} and course_id = ${seat.courseId}
      and session_key = ${seat.sessionKey} and status = 'held'
      and order_id <> ${seat.exceptOrderId}`;
}

/**
 * Ties the offer to the order now holding its seat. An earlier order of the same offer (the
 * details were edited, so a new order was made) gives its unpaid seat back.
 */
async function claimOffer(tx: Tx, offer: ClaimedOffer, orderId: string) {
  const [previous] = await tx<{ order_id: string | null }[]>`
    select order_id from waiting_list where id = ${offer.id} for update`;
  if (previous?.order_id && previous.order_id !== orderId) {
    await tx`
      update session_seats set status = 'released', released_at = now()
      where order_id = ${previous.order_id} and course_id = ${offer.courseId}
        and status = 'held'`;
  }
  await tx`update waiting_list set order_id = ${orderId} where id = ${offer.id}`;
}

/**
 * The order was paid: its seats become bookings. A seat whose hold lapsed (or that a failed
 * attempt released) is booked if its session still has room; the ones that could not be are
 * released and returned, for the order to be marked for attention.
 */
export async function bookOrderSeats(tx: Tx, orderId: string): Promise<SeatRequest[]> {
  const seats = await tx<
    {
      course_id: string;
      session_key: string;
      email_normalized: string;
      live: boolean;
      capacity: number;
    }[]
  >`
    select course_id, session_key, email_normalized, capacity,
           (status = 'held' and held_until > now()) as live
    from session_seats
    where order_id = ${orderId} and status <> 'booked'
    order by course_id, session_key`;
  // Only a seat without a live hold takes a place anew: its session is locked before counting.
  await lockSessions(
    tx,
    seats
      .filter((seat) => !seat.live)
      .map((seat) => ({ courseId: seat.course_id, sessionKey: seat.session_key })),
  );
  const unbooked: SeatRequest[] = [];
  for (const seat of seats) {
    if (!seat.live) {
      // The paid order takes back its e-mail's hold that a later unpaid order took over.
      await releaseEmailHolds(tx, {
        courseId: seat.course_id,
        sessionKey: seat.session_key,
        email: seat.email_normalized,
        exceptOrderId: orderId,
      });
      const taken = await placesTaken(tx, seat.course_id, seat.session_key, { orderId });
      if (taken >= seat.capacity) {
        await tx`
          update session_seats set status = 'released', released_at = now()
          where order_id = ${orderId} and course_id = ${seat.course_id}`;
        unbooked.push({
          courseId: seat.course_id,
          sessionKey: seat.session_key,
          capacity: seat.capacity,
        });
        continue;
      }
    }
    await tx`
      update session_seats set status = 'booked', booked_at = now(), released_at = null
      where order_id = ${orderId} and course_id = ${seat.course_id}`;
    await leaveWaitingList(tx, {
      courseId: seat.course_id,
      sessionKey: seat.session_key,
      email: seat.email_normalized,
      orderId,
    });
  }
  return unbooked;
}

/** The payment failed or was refunded: the order's seats are free again. */
export async function releaseOrderSeats(tx: Queryable, orderId: string): Promise<void> {
  await tx`
    update session_seats set status = 'released', released_at = now()
    where order_id = ${orderId} and status <> 'released'`;
}

/**
 * Frees the order's seat for one course (a cancelled course): the session it was in and how
 * often it had moved (its calendar event's SEQUENCE), or null without a seat.
 */
export async function releaseCourseSeat(
  tx: Queryable,
  orderId: string,
  courseId: string,
): Promise<{ sessionKey: string; moves: number } | null> {
  const [seat] = await tx<{ session_key: string; moves: number }[]>`
    update session_seats set status = 'released', released_at = now()
    where order_id = ${orderId} and course_id = ${courseId} and status <> 'released'
    returning session_key, moves`;
  return seat ? { sessionKey: seat.session_key, moves: seat.moves } : null;
}

/** The sessions an order holds or booked, by course id. */
export async function orderSessionKeys(
  sql: Queryable,
  orderId: string,
): Promise<Record<string, string>> {
  const rows = await sql<{ course_id: string; session_key: string }[]>`
    select course_id, session_key from session_seats
    where order_id = ${orderId} and status <> 'released'`;
  return Object.fromEntries(rows.map((row) => [row.course_id, row.session_key]));
}

/** The sessions an e-mail has a booked seat in, by course id. */
export async function bookedSessionKeys(
  sql: Queryable,
  email: string,
): Promise<Record<string, string>> {
  const rows = await sql<{ course_id: string; session_key: string }[]>`
    select course_id, session_key from session_seats
    where email_normalized = ${normalizeEmail(email)} and status = 'booked'
    order by booked_at`;
  return Object.fromEntries(rows.map((row) => [row.course_id, row.session_key]));
}

/** A booked seat moved to another session of its course (db/migrations/023_session_moves.sql). */
export interface SeatMove {
  orderId: string;
  courseId: string;
  fromKey: string;
  toKey: string;
  /** How many times this seat has moved, this move included (the calendar files' SEQUENCE). */
  moves: number;
  /** Whether the seat had moved before: its calendar event is then the one a move sent. */
  movedBefore: boolean;
}

/**
 * Books (or moves) a student's seat for a course they were granted, with no payment: the seat
 * belongs to the order that granted the course. Same capacity rule as a paid seat. A move keeps
 * the first booking time and records where from and when, in the order's log too (by the
 * student); `onMoved` runs in the same transaction (to queue its e-mails with it).
 */
export async function bookGrantedSeat(
  sql: Sql,
  booking: { email: string; seat: SeatRequest },
  onMoved?: (tx: Tx, move: SeatMove) => Promise<void>,
): Promise<'booked' | 'full' | 'not-granted' | 'plan-past-due'> {
  const email = normalizeEmail(booking.email);
  const { courseId, sessionKey, capacity } = booking.seat;
  return sql.begin(async (tx) => {
    const [grant] = await tx<{ order_id: string }[]>`
      select order_id from course_grants
      where email_normalized = ${email} and course_id = ${courseId}`;
    if (!grant) return 'not-granted';
    // A program paid monthly and past due beyond its grace period books no new session until
    // paid (docs/decisions/0064); a seat already booked can still be moved.
    const [booked] = await tx`
      select 1 from session_seats
      where order_id = ${grant.order_id} and course_id = ${courseId} and status = 'booked'`;
    if (
      !booked &&
      (await bookingsRefusedForPlan(tx, grant.order_id, {
        now: new Date(),
        graceDays: env().PLAN_GRACE_DAYS,
      }))
    ) {
      return 'plan-past-due';
    }
    await lockSession(tx, courseId, sessionKey);
    const taken = await placesTaken(tx, courseId, sessionKey, { orderId: grant.order_id });
    if (taken >= capacity) return 'full';
    const [before] = await tx<{ session_key: string; moves: number }[]>`
      select session_key, moves from session_seats
      where order_id = ${grant.order_id} and course_id = ${courseId} and status = 'booked'
      for update`;
    const moving = before !== undefined && before.session_key !== sessionKey;
    await tx`
      insert into session_seats (
        course_id, session_key, order_id, email_normalized, status, held_until, capacity, booked_at
      ) values (
        ${courseId}, ${sessionKey}, ${grant.order_id}, ${email}, 'booked', now(), ${capacity},
        now()
      )
      on conflict (order_id, course_id) do update
      set session_key = excluded.session_key, status = 'booked', capacity = excluded.capacity,
          released_at = null,
          booked_at = case when ${moving} then session_seats.booked_at else now() end,
          moved_from = case when ${moving} then session_seats.session_key
                            else session_seats.moved_from end,
          moved_at = case when ${moving} then now() else session_seats.moved_at end,
          moves = session_seats.moves + case when ${moving} then 1 else 0 end`;
    await leaveWaitingList(tx, { courseId, sessionKey, email, orderId: grant.order_id });
    if (moving) {
      await logOrderEvent(tx, grant.order_id, {
        event: 'seat-moved',
        actor: { kind: 'student', email },
        details: { courseId, from: before.session_key, to: sessionKey },
      });
    }
    if (moving && onMoved) {
      await onMoved(tx, {
        orderId: grant.order_id,
        courseId,
        fromKey: before.session_key,
        toKey: sessionKey,
        moves: before.moves + 1,
        movedBefore: before.moves > 0,
      });
    }
    return 'booked';
  });
}

/**
 * A hold or an offer lapses by time, with no write to announce it: every instance's sweep
 * (server/background-jobs.ts) asks whether one lapsed after `since` and, if so, tells every
 * instance (seat-changes.server.ts). Returns the database's time it looked up to: the next
 * sweep's `since` (the database's clock, not this machine's).
 */
export async function announceLapsedPlaces(sql: Queryable, since: Date): Promise<Date> {
  const [row] = await sql<{ now: Date; lapsed: boolean }[]>`
    select now() as now, (
      exists (
        select 1 from session_seats
        where status = 'held' and held_until > ${since} and held_until <= now()
      ) or exists (
        select 1 from waiting_list
        where status = 'offered' and offer_until > ${since} and offer_until <= now()
      )
    ) as lapsed`;
  if (row!.lapsed) await sql`select pg_notify(${CONTENT_CHANNEL}, ${SEAT_CHANGE_PAYLOAD})`;
  return row!.now;
}
