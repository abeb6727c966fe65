/**
 * The charging job against a real database and the Stripe stand-in: a payment is charged from its
 * due day in the academy zone, and once when two instances run at once and when the job dies
 * between Stripe's answer and its write. Declines: charging-declines.server.test.ts.
 */
import { describe, expect, it } from 'vitest';

import { connect } from '~/db/client.server';

import { at, chargingHarness } from '../../tests/support/plans';
import { chargeDuePayments } from './charging.server';
import { planOfOrder } from './plan-reads.server';

const { sql, standIn, deliver, deps, newPlan, chargesAtStripe } = await chargingHarness();

describe('chargeDuePayments', () => {
  it('charges nothing before the due day begins in the academy zone', async () => {
    const { planId } = await newPlan('pm_card_visa');
    // 2027-02-15T07:59Z is still February 14 in Los Angeles.
    const early = await chargeDuePayments({ ...deps, now: at('2027-02-15T07:59:00Z') });
    expect(chargesAtStripe(planId, 2)).toHaveLength(0);
    expect(early.paid).toBe(0);
    const due = await chargeDuePayments({ ...deps, now: at('2027-02-15T08:00:00Z') });
    expect(due.paid).toBeGreaterThanOrEqual(1);
    expect(chargesAtStripe(planId, 2)).toHaveLength(1);
    expect(chargesAtStripe(planId, 3)).toHaveLength(0);
  });

  it('charges each due payment once when two instances run the job at once', async () => {
    const plans = await Promise.all([newPlan('pm_card_visa'), newPlan('pm_card_visa')]);
    const url = process.env.DATABASE_URL!;
    const [one, two] = [connect(url, { max: 2 }), connect(url, { max: 2 })];
    const now = at('2027-03-20T18:00:00Z');
    const planCharges = () =>
      standIn.events.filter(
        (event) =>
          event.type === 'charge.succeeded' &&
          (event.data.object as { metadata?: Record<string, string> }).metadata?.plan_id,
      ).length;
    const before = planCharges();
    try {
      const results = await Promise.all([
        chargeDuePayments({ ...deps, sql: one, now }),
        chargeDuePayments({ ...deps, sql: two, now }),
        chargeDuePayments({ ...deps, sql: one, now }),
      ]);
      // Every payment the runs recorded paid is one charge at Stripe, and no more.
      const paid = results.reduce((total, result) => total + result.paid, 0);
      expect(paid).toBeGreaterThanOrEqual(4);
      expect(planCharges() - before).toBe(paid);
    } finally {
      await Promise.all([one.end(), two.end()]);
    }
    for (const { planId, orderId } of plans) {
      for (const number of [2, 3]) expect(chargesAtStripe(planId, number)).toHaveLength(1);
      const plan = await planOfOrder(sql, orderId);
      expect(plan!.status).toBe('completed');
      expect(plan!.payments.map((payment) => payment.status)).toEqual(['paid', 'paid', 'paid']);
      const [charges] = await sql<{ count: number; cents: number }[]>`
        select count(*)::int as count, sum(amount_cents)::int as cents from order_payments
        where order_id = ${orderId} and kind = 'charge' and status = 'succeeded'`;
      // The order's own charge (payment 1 here) and the two monthly ones.
      expect(charges!.count).toBe(3);
      expect(charges!.cents - (await firstChargeCents(orderId))).toBe(2 * 1_166_666);
    }
  });

  it('a job killed between Stripe’s answer and its write charges once when run again', async () => {
    const { planId, orderId } = await newPlan('pm_card_visa', { months: 2 });
    const now = at('2027-02-16T18:00:00Z');
    const keys: string[] = [];
    await expect(
      chargeDuePayments({
        ...deps,
        now,
        afterStripeAnswered: async (key) => {
          keys.push(key);
          throw new Error('killed');
        },
      }),
    ).rejects.toThrow('killed');
    expect(keys).toEqual([`plan:${planId}:payment:2`]);
    expect(chargesAtStripe(planId, 2)).toHaveLength(1);
    const before = await planOfOrder(sql, orderId);
    expect(before!.payments[1]).toMatchObject({ status: 'due', attempts: 0 });

    const again = await chargeDuePayments({ ...deps, now });
    expect(again.paid).toBeGreaterThanOrEqual(1);
    // Stripe answered the same key with the same intent: still one charge.
    expect(chargesAtStripe(planId, 2)).toHaveLength(1);
    const intentId = (chargesAtStripe(planId, 2)[0]!.data.object as { payment_intent: string })
      .payment_intent;
    const rows = await sql<{ stripe_id: string }[]>`
      select stripe_id from order_payments where order_id = ${orderId} and stripe_id = ${intentId}`;
    expect(rows).toHaveLength(1);
    expect((await planOfOrder(sql, orderId))!.payments[1]).toMatchObject({
      status: 'paid',
      attempts: 1,
    });
  });

  it('a job killed after Stripe answered is recorded by the webhook from the intent’s metadata', async () => {
    const { planId, orderId } = await newPlan('pm_card_visa', { months: 2 });
    const now = at('2027-02-16T18:00:00Z');
    const kill = async () => {
      throw new Error('killed');
    };
    await expect(chargeDuePayments({ ...deps, now, afterStripeAnswered: kill })).rejects.toThrow(
      'killed',
    );
    const succeeded = standIn.events.findLast(
      (event) =>
        event.type === 'payment_intent.succeeded' &&
        (event.data.object as { metadata?: Record<string, string> }).metadata?.plan_id === planId,
    )!;
    expect(await deliver(succeeded)).toBe('plan-payment');
    expect((await planOfOrder(sql, orderId))!.payments[1]).toMatchObject({
      status: 'paid',
      attempts: 1,
    });
    // Delivered again, or the job run again: nothing more is recorded or charged.
    expect(await deliver({ ...succeeded, id: `${succeeded.id}_again` })).toBe('plan-payment');
    const after = await chargeDuePayments({ ...deps, now });
    expect(chargesAtStripe(planId, 2)).toHaveLength(1);
    const rows = await sql<{ count: number }[]>`
      select count(*)::int as count from order_payments
      where order_id = ${orderId} and kind = 'charge'`;
    expect(rows[0]!.count).toBe(2);
    const log = await sql<{ count: number }[]>`
      select count(*)::int as count from order_log
      where order_id = ${orderId} and event = 'plan-payment-paid'`;
    expect(log[0]!.count).toBe(1);
    expect(after.declined).toBe(0);
  });
});

async function firstChargeCents(orderId: string): Promise<number> {
  const [row] = await sql<{ amount_cents: number }[]>`
    select p.amount_cents from order_payments p join payment_plans pl on pl.order_id = p.order_id
    join plan_payments pp on pp.plan_id = pl.id and pp.number = 1 and pp.order_payment_id = p.id
    where p.order_id = ${orderId}`;
  return row!.amount_cents;
}
