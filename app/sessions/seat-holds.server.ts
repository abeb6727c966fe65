/**
 * Holding seats for a payment request (holdSeats), and refusing a full session before its lock
 * (fullWithoutLock); the lock and the counts are seats.server.ts's.
 */
import type postgres from 'postgres';

import type { Queryable } from '~/db/client.server';
import { lockKey } from '~/db/locks.server';
import { normalizeEmail } from '~/lib/email-address';

import { seatKey } from './seat-key';
import { lockSessions, placesTaken, type SeatRequest } from './seats.server';

type Tx = postgres.TransactionSql;

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
export async function releaseEmailHolds(
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
