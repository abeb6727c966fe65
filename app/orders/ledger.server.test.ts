/** The order's ledger on real PostgreSQL: its triggers, writers, backfill and reader. */
import { beforeEach, describe, expect, it } from 'vitest';

import { connect } from '~/db/client.server';

import { createTestDatabase, resetDatabase } from '../../tests/support/database';
import { loadPriceList } from '../prices/price-list.server';
import { recordRefundedTotal, refundedCents } from '../refunds/lifecycle.server';
import { attentionOrders } from './attention-orders.server';
import {
  addStaffEntry,
  backfillOrderLines,
  flagAttention,
  logOrderEvent,
  recordCharge,
  SYSTEM,
  writeOrderLines,
} from './ledger.server';
import { orderLedger } from './ledger-view.server';

const { sql, url } = await createTestDatabase();
const priceList = await loadPriceList();

beforeEach(() => resetDatabase(sql));

async function newOrder(
  fields: { items?: string[]; courseIds?: string[]; amountCents?: number; status?: string } = {},
) {
  const items = fields.items ?? ['clinical1'];
  const [row] = await sql<{ id: string }[]>`
    insert into orders (email, name, phone, selected_items, course_ids, amount_cents, status,
                        request_fingerprint, completed_at)
    values ('buyer@example.com', 'Dr. Buyer', '+1 310 555 0100', ${sql.array(items)},
            ${sql.array(fields.courseIds ?? items)}, ${fields.amountCents ?? 650_000},
            ${fields.status ?? 'completed'}, ${`fp-${Math.random()}`},
            ${(fields.status ?? 'completed') === 'completed' ? sql`now()` : null})
    returning id`;
  return row!.id;
}

const line = (courseId: string, paidCents: number) => ({
  courseId,
  programId: null,
  listPriceCents: paidCents,
  paidCents,
  priceTier: 'registration' as const,
});

describe('order_log', () => {
  it('refuses to change or delete an entry', async () => {
    const orderId = await newOrder();
    await logOrderEvent(sql, orderId, { event: 'note', actor: SYSTEM, details: { note: 'first' } });
    await expect(sql`update order_log set details = '{}'`).rejects.toThrow(/append-only/);
    await expect(sql`delete from order_log`).rejects.toThrow(/append-only/);
    const rows = await sql`select details from order_log`;
    expect(rows).toEqual([{ details: { note: 'first' } }]);
  });

  it('logs an entry once per order and dedupe key', async () => {
    const orderId = await newOrder();
    const other = await newOrder();
    const flag = { note: 'Disputed', dedupeKey: 'dispute:dp_1' };
    expect(await flagAttention(sql, orderId, flag)).toBe(true);
    expect(await flagAttention(sql, orderId, flag)).toBe(false);
    expect(await flagAttention(sql, other, flag)).toBe(true);
    // Entries without a key are never merged.
    await logOrderEvent(sql, orderId, { event: 'note', actor: SYSTEM });
    await logOrderEvent(sql, orderId, { event: 'note', actor: SYSTEM });
    const [count] = await sql<{ n: number }[]>`
      select count(*)::int as n from order_log where order_id = ${orderId}`;
    expect(count!.n).toBe(3);
  });

  it('refuses an event not in its list and a staff entry without the staff member', async () => {
    const orderId = await newOrder();
    await expect(
      sql`insert into order_log (order_id, actor_kind, event) values (${orderId}, 'system', 'oops')`,
    ).rejects.toThrow(/check/);
    await expect(
      sql`insert into order_log (order_id, actor_kind, event) values (${orderId}, 'staff', 'note')`,
    ).rejects.toThrow(/check/);
  });
});

describe('order_lines', () => {
  it('must add up to the order’s amount when the transaction commits', async () => {
    const orderId = await newOrder({
      items: ['module2', 'clinical1'],
      amountCents: 935_000,
    });
    await expect(
      sql.begin((tx) => writeOrderLines(tx, orderId, [line('module2', 285_000)])),
    ).rejects.toThrow(/add up to 285000 cents, not its amount 935000/);
    // Written one statement at a time, checked once at the end.
    await sql.begin(async (tx) => {
      await writeOrderLines(tx, orderId, [line('module2', 285_000)]);
      await writeOrderLines(tx, orderId, [line('clinical1', 650_000)]);
    });
    await expect(
      sql`update order_lines set paid_cents = paid_cents + 1 where course_id = 'module2'`,
    ).rejects.toThrow(/add up/);
    const rows = await sql`select course_id, paid_cents from order_lines order by course_id`;
    expect(rows).toEqual([
      { course_id: 'clinical1', paid_cents: 650_000 },
      { course_id: 'module2', paid_cents: 285_000 },
    ]);
  });
});

describe('payments and refunds', () => {
  it('records a charge once per status, never back from succeeded', async () => {
    const orderId = await newOrder({ status: 'pending' });
    const charge = { stripeId: 'pi_1', amountCents: 650_000, currency: 'usd' };
    expect(
      await recordCharge(sql, orderId, { ...charge, status: 'failed', failureReason: 'Declined' }),
    ).toBe(true);
    expect(
      await recordCharge(sql, orderId, { ...charge, status: 'failed', failureReason: 'Declined' }),
    ).toBe(false);
    expect(await recordCharge(sql, orderId, { ...charge, status: 'succeeded' })).toBe(true);
    expect(await recordCharge(sql, orderId, { ...charge, status: 'succeeded' })).toBe(false);
    expect(
      await recordCharge(sql, orderId, { ...charge, status: 'failed', failureReason: 'Late' }),
    ).toBe(false);
    const rows = await sql`
      select kind, stripe_id, status, failure_reason, succeeded_at is not null as succeeded,
             failed_at is not null as failed
      from order_payments`;
    expect(rows).toEqual([
      {
        kind: 'charge',
        stripe_id: 'pi_1',
        status: 'succeeded',
        failure_reason: null,
        succeeded: true,
        failed: true,
      },
    ]);
  });

  it('records each new refunded total as the difference, and an old or repeated one as nothing', async () => {
    const orderId = await newOrder();
    await recordCharge(sql, orderId, {
      stripeId: 'pi_2',
      amountCents: 650_000,
      currency: 'usd',
      status: 'succeeded',
    });
    const total = (cents: number) =>
      recordRefundedTotal(sql, orderId, { refundedToCents: cents, currency: 'usd' });
    expect(await total(50_000)).toBe(50_000);
    expect(await total(50_000)).toBe(0);
    expect(await total(120_000)).toBe(70_000);
    expect(await total(50_000)).toBe(0);
    expect(await refundedCents(sql, orderId)).toBe(120_000);
    const [balance] = await sql`
      select paid_cents, refunded_cents, balance_cents from order_balances
      where order_id = ${orderId}`;
    expect(balance).toEqual({
      paid_cents: 650_000,
      refunded_cents: 120_000,
      balance_cents: 530_000,
    });
  });
});

describe('orderLedger and the attention list', () => {
  it('reads an order’s lines with their sessions, its payments, balance and log', async () => {
    const orderId = await newOrder({ items: ['module2', 'clinical1'], amountCents: 935_000 });
    await sql.begin((tx) =>
      writeOrderLines(tx, orderId, [line('module2', 285_000), line('clinical1', 650_000)]),
    );
    await sql`
      insert into session_seats (course_id, session_key, order_id, email_normalized, status,
                                 held_until, capacity, booked_at)
      values ('clinical1', 'c1-2027-04', ${orderId}, 'buyer@example.com', 'booked', now(), 6,
              now())`;
    await recordCharge(sql, orderId, {
      stripeId: 'pi_3',
      amountCents: 935_000,
      currency: 'usd',
      status: 'succeeded',
    });
    await logOrderEvent(sql, orderId, {
      event: 'paid',
      actor: { kind: 'stripe', eventId: 'evt_1' },
      details: { amountCents: 935_000 },
    });

    const ledger = await orderLedger(sql, orderId);
    expect(ledger?.order).toMatchObject({ id: orderId, name: 'Dr. Buyer', amountCents: 935_000 });
    expect(ledger?.lines).toEqual([
      expect.objectContaining({ courseId: 'module2', paidCents: 285_000, sessionKey: null }),
      expect.objectContaining({
        courseId: 'clinical1',
        paidCents: 650_000,
        sessionKey: 'c1-2027-04',
        seatStatus: 'booked',
      }),
    ]);
    expect(ledger?.payments).toEqual([
      expect.objectContaining({ kind: 'charge', stripeId: 'pi_3', status: 'succeeded' }),
    ]);
    expect(ledger?.balance).toEqual({
      paidCents: 935_000,
      refundedCents: 0,
      balanceCents: 935_000,
    });
    expect(ledger?.log).toEqual([
      expect.objectContaining({
        event: 'paid',
        actorKind: 'stripe',
        actor: 'evt_1',
        details: { amountCents: 935_000 },
      }),
    ]);
    expect(ledger?.needsAttention).toBe(false);
    expect(await orderLedger(sql, '00000000-0000-4000-8000-000000000000')).toBeNull();
  });

  it('lists an order until staff resolve it, with the notes flagged since', async () => {
    const orderId = await newOrder();
    await flagAttention(sql, orderId, { note: 'Paid after its hold lapsed', dedupeKey: 'a' });
    await flagAttention(sql, orderId, { note: 'Disputed', dedupeKey: 'b' });
    expect((await attentionOrders(sql)).map((order) => order.notes)).toEqual([
      ['Paid after its hold lapsed', 'Disputed'],
    ]);

    const staff = { staffEmail: 'registrar@example.com', note: 'Called the bank' };
    expect(await addStaffEntry(sql, orderId, { kind: 'resolve', ...staff })).toBe('logged');
    expect(await attentionOrders(sql)).toEqual([]);
    expect(await addStaffEntry(sql, orderId, { kind: 'resolve', ...staff })).toBe(
      'nothing-to-resolve',
    );

    await flagAttention(sql, orderId, { note: 'Refund failed', dedupeKey: 'c' });
    expect((await attentionOrders(sql)).map((order) => order.notes)).toEqual([['Refund failed']]);
    const ledger = await orderLedger(sql, orderId);
    expect(ledger?.needsAttention).toBe(true);
    expect(ledger?.log.map((entry) => [entry.event, entry.actorKind, entry.actor])).toEqual([
      ['needs-attention', 'system', null],
      ['needs-attention', 'system', null],
      ['attention-resolved', 'staff', 'registrar@example.com'],
      ['needs-attention', 'system', null],
    ]);
  });

  it('logs one resolution when two staff resolve at once', async () => {
    const orderId = await newOrder();
    await flagAttention(sql, orderId, { note: 'Disputed', dedupeKey: 'd' });
    const resolve = (staffEmail: string) =>
      addStaffEntry(sql, orderId, { kind: 'resolve', staffEmail, note: '' });
    const results = await Promise.all([resolve('a@example.com'), resolve('b@example.com')]);
    expect(results.sort()).toEqual(['logged', 'nothing-to-resolve']);
  });
});

describe('backfillOrderLines', () => {
  it('shares an old order’s amount by today’s prices, once, and says so in its log', async () => {
    const fellowship = await newOrder({
      items: ['fellowship'],
      courseIds: ['module1', 'module2', 'clinical1'],
      amountCents: 1_200_000,
    });
    const single = await newOrder({ items: ['clinical1'], amountCents: 650_000 });
    const recorded = await newOrder({ items: ['module2'], amountCents: 285_000 });
    await sql.begin((tx) => writeOrderLines(tx, recorded, [line('module2', 285_000)]));

    expect(await backfillOrderLines(sql, priceList)).toBe(2);
    expect(await backfillOrderLines(sql, priceList)).toBe(0);

    const lines = await sql`
      select order_id, course_id, program_id, list_price_cents, paid_cents, price_tier
      from order_lines where order_id <> ${recorded}
      order by order_id = ${single}, paid_cents, course_id`;
    const backfilled = { list_price_cents: null, price_tier: 'unrecorded' };
    expect(lines).toEqual([
      {
        order_id: fellowship,
        course_id: 'module1',
        program_id: 'fellowship',
        paid_cents: 280_328,
        ...backfilled,
      },
      {
        order_id: fellowship,
        course_id: 'module2',
        program_id: 'fellowship',
        paid_cents: 280_328,
        ...backfilled,
      },
      {
        order_id: fellowship,
        course_id: 'clinical1',
        program_id: 'fellowship',
        paid_cents: 639_344,
        ...backfilled,
      },
      {
        order_id: single,
        course_id: 'clinical1',
        program_id: null,
        paid_cents: 650_000,
        ...backfilled,
      },
    ]);
    const log = await sql`select order_id, event from order_log order by order_id = ${single}`;
    expect(log).toEqual([
      { order_id: fellowship, event: 'backfilled' },
      { order_id: single, event: 'backfilled' },
    ]);
  });

  it('writes each order once when two instances backfill at the same moment', async () => {
    const orders = await Promise.all(
      Array.from({ length: 6 }, () => newOrder({ items: ['clinical1'], amountCents: 650_000 })),
    );
    const other = connect(url, { max: 2 });
    try {
      const [a, b] = await Promise.all([
        backfillOrderLines(sql, priceList),
        backfillOrderLines(other, priceList),
      ]);
      expect(a + b).toBe(orders.length);
    } finally {
      await other.end();
    }
    const [counts] = await sql<{ lines: number; entries: number }[]>`
      select (select count(*)::int from order_lines) as lines,
             (select count(*)::int from order_log where event = 'backfilled') as entries`;
    expect(counts).toEqual({ lines: orders.length, entries: orders.length });
  });
});
