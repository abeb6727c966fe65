import { describe, expect, it } from 'vitest';

import { april, seatsDatabase } from '../../tests/support/seats';
import { bookOrderSeats, releaseOrderSeats } from './seat-bookings.server';

const { sql, newOrder, hold, left, lapse } = await seatsDatabase();

describe('bookings on payment', () => {
  it('books a live hold', async () => {
    const order = await newOrder();
    await hold(order, [april]);
    expect(await sql.begin((tx) => bookOrderSeats(tx, order.id))).toEqual([]);
    const [seat] = await sql`select status from session_seats where order_id = ${order.id}`;
    expect(seat!.status).toBe('booked');
    expect(await left(april)).toBe(1);
  });

  it('books a lapsed hold while its session has room, never beyond capacity', async () => {
    const [late, other, later] = [await newOrder(), await newOrder(), await newOrder()];
    await hold(late, [april]);
    await lapse(late.id);
    await hold(other, [april]);
    expect(await sql.begin((tx) => bookOrderSeats(tx, late.id))).toEqual([]);
    expect(await left(april)).toBe(0);

    // The session is full now: a payment after a lapsed hold gets no seat and is reported.
    await hold(later, [{ ...april, capacity: 3 }]);
    await lapse(later.id);
    await hold(await newOrder(), [{ ...april, capacity: 3 }]);
    expect(await sql.begin((tx) => bookOrderSeats(tx, later.id))).toEqual([
      { courseId: 'clinical1', sessionKey: 'c1-2027-04', capacity: 3 },
    ]);
    const [seat] = await sql`select status from session_seats where order_id = ${later.id}`;
    expect(seat!.status).toBe('released');
    const [{ booked }] = await sql<[{ booked: number }]>`
      select count(*)::int as booked from session_seats where status = 'booked'`;
    expect(booked).toBe(1);
  });

  it('books a seat released by a failed attempt when a later attempt pays and there is room', async () => {
    const order = await newOrder();
    await hold(order, [april]);
    await releaseOrderSeats(sql, order.id);
    expect(await sql.begin((tx) => bookOrderSeats(tx, order.id))).toEqual([]);
    expect(await left(april)).toBe(1);
  });
});
