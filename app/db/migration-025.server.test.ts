/**
 * Migration 025 on a database shaped like the one before it: every order, grant and seat is
 * kept, and payments, refunds and notes move into the ledger (docs/decisions/0056).
 */
import { describe, expect, it } from 'vitest';

import { databaseBefore } from '../../tests/support/migrations';
import { migrate } from './migrate.server';

describe('migration 025 on data shaped like before', () => {
  it('025 keeps every order, grant and seat and moves payments, refunds and notes into the ledger', async () => {
    const sql = await databaseBefore('025');

    // Orders shaped like today's: one of each state the payment flows leave behind.
    const order = async (
      key: string,
      fields: {
        status: 'pending' | 'completed' | 'failed' | 'refunded';
        amount?: number;
        intent?: string | null;
        error?: string | null;
        refunded?: number;
        attention?: string | null;
        duplicateOf?: string | null;
        dispute?: boolean;
      },
    ) => {
      const paid = fields.status === 'completed' || fields.status === 'refunded';
      const [row] = await sql<{ id: string }[]>`
        insert into orders (
          email, name, phone, selected_items, course_ids, amount_cents, status, payment_intent_id,
          request_fingerprint, last_payment_error, created_at, updated_at, completed_at,
          refunded_at, refunded_cents, attention, duplicate_of, dispute_id, disputed_at,
          dispute_reason, dispute_amount_cents
        ) values (
          ${`${key}@example.com`}, ${`Dr. ${key}`}, '+1 310 555 0100', ${sql.array(['clinical1'])},
          ${sql.array(['clinical1'])}, ${fields.amount ?? 650_000}, ${fields.status},
          ${fields.intent === undefined ? `pi_${key}` : fields.intent}, ${`fp-${key}`},
          ${fields.error ?? null}, '2026-10-01T10:00:00Z', '2026-10-02T10:00:00Z',
          ${paid ? '2026-10-01T10:05:00Z' : null},
          ${fields.status === 'refunded' ? '2026-10-03T10:00:00Z' : null},
          ${fields.refunded ?? 0}, ${fields.attention ?? null}, ${fields.duplicateOf ?? null},
          ${fields.dispute ? `dp_${key}` : null}, ${fields.dispute ? '2026-10-04T10:00:00Z' : null},
          ${fields.dispute ? 'fraudulent' : null}, ${fields.dispute ? 650_000 : null}
        )
        returning id`;
      return row!.id;
    };
    const completed = await order('completed', { status: 'completed' });
    const failed = await order('failed', { status: 'failed', error: 'Your card was declined.' });
    const pending = await order('pending', { status: 'pending', intent: null });
    const refunded = await order('refunded', { status: 'refunded', refunded: 650_000 });
    const partly = await order('partly', { status: 'completed', refunded: 50_000 });
    const duplicate = await order('duplicate', {
      status: 'completed',
      duplicateOf: completed,
      attention:
        'Duplicate payment: order X already paid for these courses; refundable from /staff',
    });
    const disputed = await order('disputed', {
      status: 'completed',
      dispute: true,
      attention: 'Disputed (fraudulent, 6500.00 USD): dp_disputed',
    });
    const lapsed = await order('lapsed', {
      status: 'completed',
      attention: 'Paid after its hold lapsed; full: clinical1/c1-2027-04',
    });
    for (const id of [completed, partly, duplicate, disputed, lapsed]) {
      await sql`
        insert into course_grants (email_normalized, course_id, order_id, granted_at)
        select email_normalized, 'clinical1', id, '2026-10-01T10:05:00Z' from orders
        where id = ${id}
        on conflict do nothing`;
    }
    for (const [id, status] of [
      [completed, 'booked'],
      [refunded, 'released'],
      [lapsed, 'released'],
      [pending, 'held'],
    ] as const) {
      await sql`
        insert into session_seats (course_id, session_key, order_id, email_normalized, status,
                                   held_until, capacity, booked_at, released_at)
        select 'clinical1', 'c1-2027-04', id, email_normalized, ${status},
               '2026-10-01T10:20:00Z', 6,
               ${status === 'booked' ? '2026-10-01T10:05:00Z' : null},
               ${status === 'released' ? '2026-10-03T10:00:00Z' : null}
        from orders where id = ${id}`;
    }
    const snapshot = async () => ({
      orders: await sql`
        select id, email, name, phone, selected_items, course_ids, amount_cents, currency, status,
               payment_intent_id, created_at, completed_at, refunded_at, duplicate_of, dispute_id
        from orders order by id`,
      grants: await sql`select * from course_grants order by order_id, course_id`,
      seats: await sql`select * from session_seats order by order_id, course_id`,
    });
    const kept = await snapshot();

    expect(await migrate(sql)).toContain('025_order_ledger.sql');

    expect(await snapshot()).toEqual(kept);
    const columns = await sql<{ name: string }[]>`
      select column_name as name from information_schema.columns
      where table_name = 'orders' and column_name in ('attention', 'refunded_cents')`;
    expect(columns).toEqual([]);

    const payments = await sql<
      {
        order_id: string;
        kind: string;
        stripe_id: string | null;
        amount_cents: number;
        status: string;
        failure_reason: string | null;
        succeeded_at: Date | null;
      }[]
    >`
      select order_id, kind, stripe_id, amount_cents, status, failure_reason, succeeded_at
      from order_payments order by kind, stripe_id nulls last, amount_cents`;
    const paidAt = new Date('2026-10-01T10:05:00Z');
    const charge = (id: string, key: string) => ({
      order_id: id,
      kind: 'charge',
      stripe_id: `pi_${key}`,
      amount_cents: 650_000,
      status: 'succeeded',
      failure_reason: null,
      succeeded_at: paidAt,
    });
    expect(payments).toEqual([
      charge(completed, 'completed'),
      charge(disputed, 'disputed'),
      charge(duplicate, 'duplicate'),
      {
        order_id: failed,
        kind: 'charge',
        stripe_id: 'pi_failed',
        amount_cents: 650_000,
        status: 'failed',
        failure_reason: 'Your card was declined.',
        succeeded_at: null,
      },
      charge(lapsed, 'lapsed'),
      charge(partly, 'partly'),
      charge(refunded, 'refunded'),
      {
        order_id: partly,
        kind: 'refund',
        stripe_id: null,
        amount_cents: 50_000,
        status: 'succeeded',
        failure_reason: null,
        succeeded_at: new Date('2026-10-02T10:00:00Z'),
      },
      {
        order_id: refunded,
        kind: 'refund',
        stripe_id: null,
        amount_cents: 650_000,
        status: 'succeeded',
        failure_reason: null,
        succeeded_at: new Date('2026-10-03T10:00:00Z'),
      },
    ]);

    const log = await sql<
      { order_id: string; event: string; actor_kind: string; details: object }[]
    >`
      select order_id, event, actor_kind, details from order_log order by id`;
    expect(log).toHaveLength(5);
    expect(log).toEqual(
      expect.arrayContaining([
        {
          order_id: duplicate,
          event: 'duplicate',
          actor_kind: 'system',
          details: { duplicateOf: completed },
        },
        {
          order_id: disputed,
          event: 'dispute',
          actor_kind: 'stripe',
          details: { disputeId: 'dp_disputed', reason: 'fraudulent', amountCents: 650_000 },
        },
        ...[duplicate, disputed, lapsed].map((id) => ({
          order_id: id,
          event: 'needs-attention',
          actor_kind: 'system',
          details: { note: expect.any(String) },
        })),
      ]),
    );
    const notes = await sql<{ note: string }[]>`
      select details ->> 'note' as note from order_log where order_id = ${lapsed}`;
    expect(notes).toEqual([{ note: 'Paid after its hold lapsed; full: clinical1/c1-2027-04' }]);

    // The balance: what was paid less what was refunded, from the rows.
    const balances = await sql<{ order_id: string; balance_cents: number }[]>`
      select order_id, balance_cents from order_balances`;
    const balanceOf = Object.fromEntries(balances.map((row) => [row.order_id, row.balance_cents]));
    expect(balanceOf).toEqual({
      [completed]: 650_000,
      [failed]: 0,
      [pending]: 0,
      [refunded]: 0,
      [partly]: 600_000,
      [duplicate]: 650_000,
      [disputed]: 650_000,
      [lapsed]: 650_000,
    });
  });
});
