/**
 * The seat modules' tests (app/sessions/seat-holds.server.test.ts, seat-bookings.server.test.ts):
 * a database of the file's own, emptied before each test, two sessions of Clinical 1, orders,
 * their holds, the seats left and a hold's lapse.
 */
import { beforeEach } from 'vitest';

import type { Sql } from '~/db/client.server';
import { holdSeats } from '~/sessions/seat-holds.server';
import { seatKey } from '~/sessions/seat-key';
import { type SeatRequest, seatsLeft } from '~/sessions/seats.server';

import { createTestDatabase, resetDatabase } from './database';

export const april: SeatRequest = { courseId: 'clinical1', sessionKey: 'c1-2027-04', capacity: 2 };
export const june: SeatRequest = { courseId: 'clinical1', sessionKey: 'c1-2027-06', capacity: 6 };

/** An unpaid order for Clinical 1 (what a seat is held for), with its fingerprint. */
export async function unpaidOrder(
  sql: Sql,
  email: string,
  fingerprint: string,
): Promise<{ id: string; email: string }> {
  const [row] = await sql<{ id: string }[]>`
    insert into orders (email, name, phone, selected_items, course_ids, amount_cents,
                        request_fingerprint)
    values (${email}, 'Buyer', '310 555 0100', ${sql.array(['clinical1'])},
            ${sql.array(['clinical1'])}, 750000, ${fingerprint})
    returning id`;
  return { id: row!.id, email };
}

export async function seatsDatabase() {
  const { sql } = await createTestDatabase();

  let buyer = 0;
  const newOrder = () => unpaidOrder(sql, `buyer${++buyer}@example.com`, `fp-${buyer}`);

  const hold = (order: { id: string; email: string }, seats: SeatRequest[], holdMinutes = 30) =>
    sql.begin((tx) => holdSeats(tx, { orderId: order.id, email: order.email, seats, holdMinutes }));

  const left = async (session: SeatRequest) =>
    (await seatsLeft(sql, [session])).get(seatKey(session.courseId, session.sessionKey));

  /** Makes an order's holds lapse, as 30 minutes would. */
  const lapse = (orderId: string) =>
    sql`update session_seats set held_until = now() - interval '1 second' where order_id = ${orderId}`;

  beforeEach(async () => {
    await resetDatabase(sql);
  });

  return { sql, newOrder, hold, left, lapse };
}
