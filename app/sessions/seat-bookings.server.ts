/**
 * Booking seats (a paid order, a granted course) and giving them back (a failed payment, a
 * cancelled course), and announcing the holds and offers that lapsed by time.
 */
import type postgres from 'postgres';

import { CONTENT_CHANNEL } from '~/content/content-channel.server';
import type { Queryable, Sql } from '~/db/client.server';
import { normalizeEmail } from '~/lib/email-address';
import { env } from '~/lib/env.server';
import { logOrderEvent } from '~/orders/ledger.server';
import { bookingsRefusedForPlan } from '~/orders/plan-standings.server';

import { SEAT_CHANGE_PAYLOAD } from './seat-changes.server';
import { releaseEmailHolds } from './seat-holds.server';
import { lockSession, lockSessions, placesTaken, type SeatRequest } from './seats.server';

type Tx = postgres.TransactionSql;

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

/**
 * The order's seats, and which of them its session has no place for now (full, or closed: a
 * closed session takes every place), for a payment after its hold lapsed (docs/decisions/0091).
 * The sessions stay locked until the transaction ends, so booking them next finds the same room.
 */
export async function seatsWithoutRoom(
  tx: Tx,
  orderId: string,
): Promise<{ seats: SeatRequest[]; full: SeatRequest[] }> {
  const rows = await tx<{ course_id: string; session_key: string; capacity: number }[]>`
    select course_id, session_key, capacity from session_seats
    where order_id = ${orderId} and status <> 'booked'
    order by course_id, session_key`;
  const seats = rows.map((row) => ({
    courseId: row.course_id,
    sessionKey: row.session_key,
    capacity: row.capacity,
  }));
  await lockSessions(tx, seats);
  const full: SeatRequest[] = [];
  for (const seat of seats) {
    const taken = await placesTaken(tx, seat.courseId, seat.sessionKey, { orderId });
    if (taken >= seat.capacity) full.push(seat);
  }
  return { seats, full };
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
