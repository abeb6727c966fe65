import { describe, expect, it } from 'vitest';

import { april, june, seatsDatabase } from '../../tests/support/seats';
import { orderSessionKeys, releaseOrderSeats } from './seat-bookings.server';
import { fullWithoutLock, SessionFull } from './seat-holds.server';
import type { SeatRequest } from './seats.server';

const { sql, newOrder, hold, left, lapse } = await seatsDatabase();

describe('seat holds', () => {
  it('counts holds against capacity and refuses the seat after the last', async () => {
    const [first, second, third] = [await newOrder(), await newOrder(), await newOrder()];
    await hold(first, [april]);
    expect(await left(april)).toBe(1);
    await hold(second, [april]);
    expect(await left(april)).toBe(0);
    await expect(hold(third, [april])).rejects.toBeInstanceOf(SessionFull);
    expect(await left(april)).toBe(0);
  });

  it('renews an order’s own hold instead of counting it twice, and moves it between sessions', async () => {
    const order = await newOrder();
    await hold(order, [april]);
    await hold(order, [april]);
    expect(await left(april)).toBe(1);
    await hold(order, [june]);
    expect(await left(april)).toBe(2);
    expect(await left(june)).toBe(5);
    expect(await orderSessionKeys(sql, order.id)).toEqual({ clinical1: 'c1-2027-06' });
  });

  it('frees a seat when its hold lapses or the payment fails', async () => {
    const [first, second] = [await newOrder(), await newOrder()];
    await hold(first, [april]);
    await hold(second, [april]);
    await lapse(first.id);
    expect(await left(april)).toBe(1);
    await releaseOrderSeats(sql, second.id);
    expect(await left(april)).toBe(2);
  });

  it('takes nothing when one of several sessions is full', async () => {
    const module2: SeatRequest = { courseId: 'module2', sessionKey: 'm2-2027-05', capacity: 1 };
    const [first, second] = [await newOrder(), await newOrder()];
    await hold(first, [module2]);
    await expect(hold(second, [april, module2])).rejects.toBeInstanceOf(SessionFull);
    expect(await left(april)).toBe(2);
  });

  it('20 buyers at once for the last seat: exactly one holds it', async () => {
    const session: SeatRequest = { ...april, capacity: 1 };
    const orders = await Promise.all(Array.from({ length: 20 }, () => newOrder()));
    const results = await Promise.allSettled(orders.map((order) => hold(order, [session])));
    const held = results.filter((result) => result.status === 'fulfilled').length;
    const full = results.filter(
      (result) => result.status === 'rejected' && result.reason instanceof SessionFull,
    ).length;
    console.log(`20 parallel buyers for 1 seat: ${held} held, ${full} told it is full`);
    expect([held, full]).toEqual([1, 19]);
    expect(await left(session)).toBe(0);
  });
});

describe('a full session found without its lock (decision 0071)', () => {
  const fullFor = (email: string, seats: SeatRequest[]) => fullWithoutLock(sql, seats, email);

  it('names a session its places fill, and none once a hold lapses or is released', async () => {
    const [first, second, third] = [await newOrder(), await newOrder(), await newOrder()];
    await hold(first, [april]);
    expect(await fullFor(third.email, [april])).toBeNull();
    await hold(second, [april]);
    expect(await fullFor(third.email, [april])).toEqual(april);
    await expect(hold(third, [april])).rejects.toBeInstanceOf(SessionFull);
    await lapse(first.id);
    expect(await fullFor(third.email, [april])).toBeNull();
    await hold(third, [april]);
    expect(await fullFor('someone@example.com', [april])).toEqual(april);
    await releaseOrderSeats(sql, second.id);
    expect(await fullFor('someone@example.com', [april])).toBeNull();
  });

  it('leaves a full session to the locked hold when the e-mail has a seat in it', async () => {
    const [first, second] = [await newOrder(), await newOrder()];
    await hold(first, [april]);
    await hold(second, [april]);
    expect(await fullFor(first.email, [april])).toBeNull();
    expect(await fullFor(first.email.toUpperCase(), [april])).toBeNull();
    // An edited registration (a new order) of the same e-mail takes its hold over.
    const edited = { id: (await newOrder()).id, email: first.email };
    await hold(edited, [april]);
    expect(await orderSessionKeys(sql, edited.id)).toEqual({ clinical1: 'c1-2027-04' });
    expect(await left(april)).toBe(0);
  });

  it('names the first full session in seat-key order, whatever the order asked', async () => {
    const module2: SeatRequest = { courseId: 'module2', sessionKey: 'm2-2027-05', capacity: 1 };
    await hold(await newOrder(), [module2]);
    expect(await fullFor('late@example.com', [module2, june])).toEqual(module2);
    await hold(await newOrder(), [april]);
    await hold(await newOrder(), [april]);
    expect(await fullFor('late@example.com', [module2, april, june])).toEqual(april);
    expect(await fullFor('late@example.com', [])).toBeNull();
  });

  it('counts a session the academy closed as full', async () => {
    await sql`
      insert into session_closures (course_id, session_key, kind, remedy, actor)
      values ('clinical1', 'c1-2027-06', 'cancelled', 'refund', 'staff@example.com')`;
    expect(await fullFor('late@example.com', [june])).toEqual(june);
    await expect(hold(await newOrder(), [june])).rejects.toBeInstanceOf(SessionFull);
  });
});
