/**
 * Seats of dated sessions (db/migrations/005_session_seats.sql). A session's capacity comes
 * from content; taking a seat happens under a transaction-scoped advisory lock per session, so
 * concurrent buyers of the last seat are served one at a time and nothing is oversold.
 * Seats left = capacity − the session's places (booked seats, holds that have not lapsed and
 * live waiting-list offers: the `session_places` view of db/migrations/008_waiting_list.sql).
 * This module: the session lock and the places counted; seats are held in seat-holds.server.ts
 * and booked or given back in seat-bookings.server.ts.
 */
import type postgres from 'postgres';

import type { Queryable } from '~/db/client.server';
import { lockKey, lockKeys } from '~/db/locks.server';

import { seatKey, type SeatsLeft } from './seat-key';

type Tx = postgres.TransactionSql;

/** A seat wanted in one session of a course, with the session's capacity from content. */
export interface SeatRequest {
  courseId: string;
  sessionKey: string;
  capacity: number;
}

/** Serialises everything that takes or offers a place in the session, until the commit. */
export async function lockSession(tx: Tx, courseId: string, sessionKey: string) {
  await lockKey(tx, 'seats', seatKey(courseId, sessionKey));
}

/** lockSession for several sessions at once, in lockKeys' order (two callers cannot deadlock). */
export async function lockSessions(
  tx: Tx,
  sessions: readonly { courseId: string; sessionKey: string }[],
) {
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

/**
 * Seats left in each session, keyed `courseId:sessionKey` (never below 0), or 'cancelled' for a
 * session the academy closed (docs/decisions/0060): every page shows it cancelled and offers
 * nothing, not full with a waiting list. The seat a waiting-list offer holds for its reader
 * (`exceptOfferId`) is left to them.
 */
export async function seatsLeft(
  sql: Queryable,
  sessions: readonly SeatRequest[],
  exceptOfferId: string | null = null,
): Promise<Map<string, SeatsLeft>> {
  const left = new Map<string, SeatsLeft>(
    sessions.map((session) => [seatKey(session.courseId, session.sessionKey), session.capacity]),
  );
  if (sessions.length === 0) return left;
  const closed = await sql<{ course_id: string; session_key: string }[]>`
    select course_id, session_key from session_closures`;
  // Every session with a place taken: a few rows per dated session, however many seats.
  const rows = await sql<{ course_id: string; session_key: string; taken: number }[]>`
    select course_id, session_key, count(*)::int as taken from session_places
    where coalesce(offer_id <> ${exceptOfferId}::uuid, true)
    group by course_id, session_key`;
  for (const row of rows) {
    const id = seatKey(row.course_id, row.session_key);
    const capacity = left.get(id);
    if (typeof capacity === 'number') left.set(id, Math.max(0, capacity - row.taken));
  }
  for (const row of closed) {
    const id = seatKey(row.course_id, row.session_key);
    if (left.has(id)) left.set(id, 'cancelled');
  }
  return left;
}
