/**
 * Cancelling exactly once (two at once, a program's courses at once, refund events before
 * Stripe's answer, a lost answer) and refunds that do not go as asked (failing, pending).
 */
import Stripe from 'stripe';
import { beforeEach, describe, expect, it } from 'vitest';

import { followUpRefunds } from '~/refunds/stripe-refunds.server';

import {
  cancellationHarness,
  CLINICAL1_DAYS_BEFORE,
  student,
} from '../../tests/support/cancellations';
import { resetDatabase } from '../../tests/support/database';
import { quiet } from '../../tests/support/paid-orders';
import { lastEventOf } from '../../tests/support/stripe';
import { cancelCourse } from './cancel.server';

const {
  sql,
  standIn,
  stripe,
  deliver,
  paidOrder,
  cancel,
  policy,
  refundRows,
  logOf,
  emails,
  stripeRefunds,
} = await cancellationHarness();

beforeEach(() => resetDatabase(sql));

describe('exactly once', () => {
  it('two cancellations of one course at once: one cancels, one refund', async () => {
    const order = await paidOrder(['clinical1']);
    const results = await Promise.all([
      cancel(order.orderId, 'clinical1', CLINICAL1_DAYS_BEFORE[16]),
      cancel(order.orderId, 'clinical1', CLINICAL1_DAYS_BEFORE[16]),
    ]);
    expect(results.map((result) => result.kind).sort()).toEqual(['cancelled', 'not-cancellable']);
    expect(results.find((result) => result.kind === 'not-cancellable')).toEqual({
      kind: 'not-cancellable',
      reason: 'already-cancelled',
    });
    expect((await stripeRefunds(order.paymentIntentId)).map((refund) => refund.amount)).toEqual([
      650_000,
    ]);
  });

  it('two courses of one program cancelled at once: each its share, never more than was paid', async () => {
    const order = await paidOrder(['fellowship']);
    const results = await Promise.all(
      ['module1', 'module2', 'clinical1'].map((courseId) =>
        cancel(order.orderId, courseId, CLINICAL1_DAYS_BEFORE[16]),
      ),
    );
    expect(results.every((result) => result.kind === 'cancelled')).toBe(true);
    const refunded = (await stripeRefunds(order.paymentIntentId)).reduce(
      (sum, r) => sum + r.amount,
      0,
    );
    expect(refunded).toBe(1_200_000);
  });

  it("a refund's events arriving before Stripe's answer fill in the same row", async () => {
    const order = await paidOrder(['clinical1']);
    // Stripe's events are delivered while the request is still waiting for its answer.
    const eager = Object.create(stripe) as Stripe;
    Object.defineProperty(eager, 'refunds', {
      value: {
        ...stripe.refunds,
        list: stripe.refunds.list.bind(stripe.refunds),
        create: async (...args: Parameters<Stripe['refunds']['create']>) => {
          const refund = await stripe.refunds.create(...args);
          expect(await deliver(lastEventOf(standIn, 'refund.created', order.paymentIntentId))).toBe(
            'refund-recorded',
          );
          return refund;
        },
      },
    });
    await cancelCourse(
      {
        orderId: order.orderId,
        courseId: 'clinical1',
        channel: 'account',
        requestedAt: new Date(CLINICAL1_DAYS_BEFORE[8]),
        actor: student,
        destination: 'card',
        ownerEmail: student.email,
      },
      { sql, stripe: eager, policy, log: quiet },
    );
    const refunds = await stripeRefunds(order.paymentIntentId);
    expect(await refundRows(order.orderId)).toEqual([
      { amount_cents: 325_000, status: 'succeeded', stripe_id: refunds[0]!.id },
    ]);
    expect((await emails()).map((email) => email.kind)).not.toContain('order-partial-refund');
  });

  it('a refund whose answer was lost is found, not made again; one never asked is asked', async () => {
    const lost = await paidOrder(['clinical1']);
    const unasked = await paidOrder(['module2']);
    let calls = 0;
    const flaky = Object.create(stripe) as Stripe;
    Object.defineProperty(flaky, 'refunds', {
      value: {
        ...stripe.refunds,
        create: async (...args: Parameters<Stripe['refunds']['create']>) => {
          calls += 1;
          // The first is made at Stripe and its answer lost; the second never reaches Stripe.
          if (calls === 1) await stripe.refunds.create(...args);
          throw new Stripe.errors.StripeConnectionError({ message: 'socket hang up' });
        },
      },
    });
    for (const [order, courseId] of [
      [lost, 'clinical1'],
      [unasked, 'module2'],
    ] as const) {
      const result = await cancelCourse(
        {
          orderId: order.orderId,
          courseId,
          channel: 'account',
          requestedAt: new Date('2027-01-05T19:00:00Z'),
          actor: student,
          destination: 'card',
          ownerEmail: student.email,
        },
        { sql, stripe: flaky, policy, log: quiet },
      );
      expect(result).toMatchObject({ kind: 'cancelled', refunds: [{ status: 'requested' }] });
    }
    // The background job, a minute later.
    await sql`update order_payments set created_at = now() - interval '2 minutes' where status = 'requested'`;
    expect(await followUpRefunds({ sql, stripe, log: quiet })).toBe(2);
    expect((await stripeRefunds(lost.paymentIntentId)).map((r) => r.amount)).toEqual([650_000]);
    expect((await stripeRefunds(unasked.paymentIntentId)).map((r) => r.amount)).toEqual([285_000]);
    expect((await refundRows(lost.orderId)).map((row) => row.status)).toEqual(['succeeded']);
    expect((await refundRows(unasked.orderId)).map((row) => row.status)).toEqual(['succeeded']);
    expect(await followUpRefunds({ sql, stripe, log: quiet })).toBe(0);
  });
});

describe('refunds that do not go as asked', () => {
  it('a refund that fails later (card 5126): staff see it in the log and the academy is e-mailed once', async () => {
    const order = await paidOrder(['clinical1'], '4000000000005126');
    await cancel(order.orderId, 'clinical1', CLINICAL1_DAYS_BEFORE[16]);
    standIn.settleRefunds();
    const failed = lastEventOf(standIn, 'refund.failed', order.paymentIntentId);
    expect(await deliver(failed)).toBe('refund-recorded');
    expect(await deliver({ ...failed, id: `${failed.id}_again` })).toBe('unchanged');
    expect((await refundRows(order.orderId)).map((row) => row.status)).toEqual(['failed']);
    expect(await logOf(order.orderId)).toEqual([
      'paid',
      'cancelled',
      'refund-issued',
      'refund-succeeded',
      'refund-failed',
      'needs-attention',
    ]);
    const notes = (await emails()).filter((email) => email.kind === 'order-refund-failed');
    expect(notes).toHaveLength(1);
    expect(notes[0]!.text_body).toContain('6500.00 USD failed (expired_or_canceled_card)');
  });

  it('a refund still pending after a day (card 7726): staff are told once; its success is recorded', async () => {
    const order = await paidOrder(['clinical1'], '4000000000007726');
    await cancel(order.orderId, 'clinical1', CLINICAL1_DAYS_BEFORE[16]);
    expect((await refundRows(order.orderId)).map((row) => row.status)).toEqual(['pending']);
    await sql`update order_payments set created_at = now() - interval '25 hours' where kind = 'refund'`;
    expect(await followUpRefunds({ sql, stripe, log: quiet })).toBe(1);
    expect(await followUpRefunds({ sql, stripe, log: quiet })).toBe(1);
    expect((await emails()).filter((email) => email.kind === 'order-refund-pending')).toHaveLength(
      1,
    );
    standIn.settleRefunds();
    expect(await followUpRefunds({ sql, stripe, log: quiet })).toBe(1);
    expect((await refundRows(order.orderId)).map((row) => row.status)).toEqual(['succeeded']);
    expect(await followUpRefunds({ sql, stripe, log: quiet })).toBe(0);
  });
});
