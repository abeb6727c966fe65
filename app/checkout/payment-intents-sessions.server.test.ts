/**
 * createRegistrationPayment with dated sessions: the seat held with the order, the next buyer
 * told it is full, the waiting list's offer; the rest of it in payment-intents.server.test.ts.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';

import { closeDb, db } from '~/db/client.server';
import { lockKey } from '~/db/locks.server';
import { seatKey } from '~/sessions/seat-key';

import { createTestDatabase, resetDatabase } from '../../tests/support/database';
import { withFutureSession } from '../../tests/support/price-list';
import { customer, startTestStripe } from '../../tests/support/stripe';
import { insertLiveOffer } from '../../tests/support/waiting-list';
import type { PriceList } from '../prices/price-list';
import { loadPriceList } from '../prices/price-list.server';
import { createRegistrationPayment, PAYMENT_RATE_LIMIT } from './payment-intents.server';
import { PAYMENTS_AT_ONCE } from './payment-turns.server';

const { sql, url } = await createTestDatabase();
process.env.DATABASE_URL = url;
afterAll(closeDb);
const { stripe } = await startTestStripe();

beforeEach(async () => {
  await resetDatabase(sql);
});

describe('sessions', () => {
  const withSession = async (capacity: number) =>
    withFutureSession(await loadPriceList(), 'clinical1', capacity);
  const payFor = (
    priceList: PriceList,
    email: string,
    sessions?: Record<string, string>,
    offer?: string,
  ) =>
    createRegistrationPayment(
      { customer: { ...customer, email }, selectedItems: ['clinical1'], sessions, offer },
      { stripe, priceList },
    );

  it('holds the chosen session’s seat with the order, and tells the next buyer it is full', async () => {
    const priceList = await withSession(1);
    const first = await payFor(priceList, 'first@example.com', { clinical1: 'c1-2099-04' });
    expect(first.ok).toBe(true);
    const seats = await sql`select session_key, status from session_seats`;
    expect(seats).toEqual([{ session_key: 'c1-2099-04', status: 'held' }]);
    // The same request again (a retry) keeps its seat.
    expect((await payFor(priceList, 'first@example.com', { clinical1: 'c1-2099-04' })).ok).toBe(
      true,
    );
    expect(await payFor(priceList, 'second@example.com', { clinical1: 'c1-2099-04' })).toEqual({
      ok: false,
      reason: 'full',
      error: 'Basic and Intermediate Surgery (Beverly Hills), Apr 5-10, 2099, is full.',
      message: {
        key: 'register.errors.full',
        values: {
          course: 'Basic and Intermediate Surgery (Beverly Hills)',
          date: 'Apr 5-10, 2099',
          // The page finds the session by these, whatever language it names it in.
          courseId: 'clinical1',
          sessionKey: 'c1-2099-04',
        },
      },
    });
    // The refused buyer left no order behind.
    expect(await sql`select 1 from orders where email = 'second@example.com'`).toHaveLength(0);
  });

  it('refuses a buyer the session filled up for while they waited for a connection, without its lock', async () => {
    const priceList = await withSession(1);
    const chosen = { clinical1: 'c1-2099-04' };
    // Another buyer's transaction holds the session's lock until the test ends.
    let endLocker!: () => void;
    const lockerEnds = new Promise<void>((resolve) => (endLocker = resolve));
    let locker: Promise<void> | undefined;
    // The second buyer's first look finds a seat; by the time its transaction starts (as after
    // a wait for a connection in a rush), the first buyer holds it and the lock is taken.
    const begin = async (...args: unknown[]) => {
      expect((await payFor(priceList, 'first@example.com', chosen)).ok).toBe(true);
      await new Promise<void>((locked) => {
        locker = sql.begin(async (tx) => {
          await lockKey(tx, 'seats', seatKey('clinical1', 'c1-2099-04'));
          locked();
          await lockerEnds;
        });
      });
      return (db().begin as (...a: unknown[]) => Promise<unknown>)(...args);
    };
    const waited = new Proxy(db(), {
      get: (target, key) => (key === 'begin' ? begin : Reflect.get(target, key)),
    });
    try {
      const second = await createRegistrationPayment(
        {
          customer: { ...customer, email: 'second@example.com' },
          selectedItems: ['clinical1'],
          sessions: chosen,
        },
        { stripe, priceList, sql: waited },
      );
      // Refused at once: waiting for the lock would end in a lock timeout (an error, not this).
      expect(second).toMatchObject({ ok: false, reason: 'full' });
      expect(await sql`select 1 from orders where email = 'second@example.com'`).toHaveLength(0);
    } finally {
      endLocker();
      await locker;
    }
  });

  it('a rush of buyers for the last seat: one holds it, the rest are told without a transaction each', async () => {
    const priceList = await withSession(1);
    let transactions = 0;
    const counted = new Proxy(db(), {
      get: (target, key) => {
        if (key !== 'begin') return Reflect.get(target, key);
        return (...args: unknown[]) => {
          transactions++;
          return (target.begin as (...a: unknown[]) => Promise<unknown>)(...args);
        };
      },
    });
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        createRegistrationPayment(
          {
            customer: { ...customer, email: `buyer${i}@example.com` },
            selectedItems: ['clinical1'],
            sessions: { clinical1: 'c1-2099-04' },
          },
          { stripe, priceList, sql: counted },
        ),
      ),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok && result.reason === 'full')).toHaveLength(29);
    // Only those let in with the first (PAYMENTS_AT_ONCE) looked before its hold was committed;
    // all at once, each of the 30 would have.
    expect(transactions).toBeLessThanOrEqual(PAYMENTS_AT_ONCE);
  });

  it('counts only requests that may place an order towards the address’s limit, not those told a session is full', async () => {
    const priceList = await withSession(1);
    const address = '198.51.100.9';
    const from = (email: string, selectedItems = ['clinical1']) =>
      createRegistrationPayment(
        {
          customer: { ...customer, email },
          selectedItems,
          sessions: selectedItems.includes('clinical1') ? { clinical1: 'c1-2099-04' } : undefined,
        },
        { stripe, priceList, clientAddress: address },
      );
    const hits = async () =>
      (await sql`select 1 from rate_limit_hits where key = ${address}`).length;
    expect((await from('first@example.com')).ok).toBe(true);
    expect(await hits()).toBe(1);
    expect(await from('second@example.com')).toMatchObject({ ok: false, reason: 'full' });
    expect(await hits()).toBe(1);
    // At its limit, the address is still told the session is full, and refused anything else.
    await sql`
      insert into rate_limit_hits (bucket, key, expires_at)
      select ${PAYMENT_RATE_LIMIT.bucket}, ${address}, now() + interval '10 minutes'
      from generate_series(2, ${PAYMENT_RATE_LIMIT.limit})`;
    expect(await from('third@example.com')).toMatchObject({ ok: false, reason: 'full' });
    expect(await from('third@example.com', ['module1'])).toMatchObject({
      ok: false,
      reason: 'rate-limited',
    });
    expect(await sql`select 1 from orders`).toHaveLength(1);
  });

  it('ends a request’s turn before Stripe’s answer: a slow Stripe does not keep the next buyers waiting', async () => {
    const buyers = PAYMENTS_AT_ONCE + 1;
    let arrived = 0;
    let allArrived!: () => void;
    const everyone = new Promise<void>((resolve) => (allArrived = resolve));
    // Stripe answers nobody until every buyer's intent has been asked for.
    const paymentIntents = new Proxy(stripe.paymentIntents, {
      get: (target, key) =>
        key === 'create'
          ? async (...args: Parameters<typeof target.create>) => {
              if (++arrived === buyers) allArrived();
              await everyone;
              return target.create(...args);
            }
          : Reflect.get(target, key),
    });
    const slowStripe = new Proxy(stripe, {
      get: (target, key) => (key === 'paymentIntents' ? paymentIntents : Reflect.get(target, key)),
    });
    try {
      const results = await Promise.all(
        Array.from({ length: buyers }, (_, i) =>
          createRegistrationPayment(
            {
              customer: { ...customer, email: `slow${i}@example.com` },
              selectedItems: ['module1'],
            },
            { stripe: slowStripe },
          ),
        ),
      );
      expect(results.every((result) => result.ok)).toBe(true);
    } finally {
      // Failed (the last buyer never got a turn): the others' turns end for the next tests.
      allArrived();
    }
  });

  it('lets a buyer holding the last seat edit their details and keep it', async () => {
    const priceList = await withSession(1);
    const chosen = { clinical1: 'c1-2099-04' };
    expect((await payFor(priceList, 'first@example.com', chosen)).ok).toBe(true);
    expect(await payFor(priceList, 'second@example.com', chosen)).toMatchObject({ reason: 'full' });
    // Another name is another order: it takes over the e-mail's hold, the session being full.
    const edited = await createRegistrationPayment(
      {
        customer: { ...customer, name: 'Dr. Edited', email: 'first@example.com' },
        selectedItems: ['clinical1'],
        sessions: chosen,
      },
      { stripe, priceList },
    );
    expect(edited.ok).toBe(true);
    const seats = await sql`
      select o.name, s.status from session_seats s join orders o on o.id = s.order_id
      order by o.created_at`;
    expect(seats).toEqual([
      { name: customer.name, status: 'released' },
      { name: 'Dr. Edited', status: 'held' },
    ]);
  });

  it('gives the seat a waiting-list offer holds to the order that brings its token', async () => {
    const priceList = await withSession(1);
    const token = 'T'.repeat(43);
    await insertLiveOffer(sql, { courseId: 'clinical1', sessionKey: 'c1-2099-04', token });
    const chosen = { clinical1: 'c1-2099-04' };
    expect(await payFor(priceList, 'other@example.com', chosen)).toMatchObject({ reason: 'full' });
    expect(await payFor(priceList, 'other@example.com', chosen, 'U'.repeat(43))).toMatchObject({
      reason: 'full',
    });
    const ada = await payFor(priceList, 'ada@example.com', chosen, token);
    expect(ada.ok).toBe(true);
    const [claimed] = await sql`select order_id from waiting_list`;
    expect(claimed!.order_id).toBe(ada.ok && ada.orderId);
    expect(await payFor(priceList, 'other@example.com', chosen)).toMatchObject({ reason: 'full' });
  });

  it('needs a session for a course that has bookable ones, and refuses unknown or past ones', async () => {
    const priceList = await withSession(6);
    expect(await payFor(priceList, 'a@example.com')).toMatchObject({
      ok: false,
      reason: 'invalid',
      error: 'Please choose a session for Basic and Intermediate Surgery (Beverly Hills).',
    });
    expect(await payFor(priceList, 'a@example.com', { clinical1: 'nope' })).toMatchObject({
      reason: 'invalid',
      error: 'Unknown session for Basic and Intermediate Surgery (Beverly Hills).',
    });
    const past = priceList.courses.find((course) => course.courseId === 'clinical1')!.sessions[0]!;
    expect(await payFor(priceList, 'a@example.com', { clinical1: past.key })).toMatchObject({
      reason: 'invalid',
      error: `Basic and Intermediate Surgery (Beverly Hills), ${past.dateText}, has already started.`,
    });
    expect(await payFor(priceList, 'a@example.com', { module1: 'x' })).toMatchObject({
      reason: 'invalid',
      error: 'Unknown session for module1.',
    });
  });
});
