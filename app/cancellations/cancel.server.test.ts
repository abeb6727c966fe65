/**
 * Cancelling a paid course on real PostgreSQL, with refunds through the Stripe stand-in: the
 * policy's boundaries end to end, a quote that changed, programs, credit, concurrency, refund
 * events arriving before Stripe's answer, a lost answer asked again, and refunds that fail.
 */
import Stripe from 'stripe';
import { beforeEach, describe, expect, it } from 'vitest';

import { creditBalance } from '~/credits/ledger.server';
import { grantedCourseIds } from '~/payments/orders.server';
import { followUpRefunds } from '~/payments/refund-issuing.server';
import { bookGrantedSeat } from '~/sessions/seats.server';

import { resetDatabase } from '../../tests/support/database';
import { paidOrdersHarness, quiet } from '../../tests/support/paid-orders';
import { customer, lastEventOf } from '../../tests/support/stripe';
import { cancelCourse, type CancelRequest } from './cancel.server';
import { loadCancelPolicy } from './policy.server';

const { sql, standIn, stripe, deliver, paidOrder: payFor } = await paidOrdersHarness();
const policy = await loadCancelPolicy();
const student = { kind: 'student' as const, email: customer.email };

/** Clinical 1's April 2027 session starts on Thursday 15 April (Pacific daylight time, UTC−7). */
const CLINICAL1_DAYS_BEFORE = {
  16: '2027-03-30T19:00:00Z',
  '15, its last instant': '2027-04-01T06:59:59.999Z',
  '14, its first instant': '2027-04-01T07:00:00Z',
  8: '2027-04-07T19:00:00Z',
  '7, its last instant': '2027-04-09T06:59:59.999Z',
  '6, its first instant': '2027-04-09T07:00:00Z',
} as const;

/** An order paid (by a test card's number, Visa by default) and fulfilled by its webhook. */
const paidOrder = (items: string[], card?: string) => payFor(items, { card });

const cancel = (orderId: string, courseId: string, at: string, more: Partial<CancelRequest> = {}) =>
  cancelCourse(
    {
      orderId,
      courseId,
      channel: 'account',
      requestedAt: new Date(at),
      actor: student,
      destination: 'card',
      ownerEmail: customer.email,
      ...more,
    },
    { sql, stripe, policy, log: quiet },
  );

const refundRows = (orderId: string) =>
  sql<{ amount_cents: number; status: string; stripe_id: string | null }[]>`
    select amount_cents, status, stripe_id from order_payments
    where order_id = ${orderId} and kind = 'refund' order by created_at, id`;
const logOf = async (orderId: string) =>
  (
    await sql<
      { event: string }[]
    >`select event from order_log where order_id = ${orderId} order by id`
  ).map((row) => row.event);
const seatOf = async (orderId: string, courseId: string) =>
  (
    await sql<{ status: string }[]>`
      select status from session_seats where order_id = ${orderId} and course_id = ${courseId}`
  )[0]?.status;
const emails = () =>
  sql<
    {
      kind: string;
      to_address: string;
      subject: string;
      text_body: string;
      calendar: string | null;
    }[]
  >`
    select kind, to_address, subject, text_body, calendar from outbox_emails order by id`;
const stripeRefunds = async (intentId: string) =>
  (await stripe.refunds.list({ payment_intent: intentId, limit: 100 })).data;

beforeEach(() => resetDatabase(sql));

describe('cancelling a course by the refund policy', () => {
  it.each([
    ['16', 100, 650_000],
    ['15, its last instant', 100, 650_000],
    ['14, its first instant', 50, 325_000],
    ['8', 50, 325_000],
    ['7, its last instant', 50, 325_000],
    ['6, its first instant', 0, 0],
  ] as const)('%s days before the first day: %i%%', async (days, percent, amountCents) => {
    const order = await paidOrder(['clinical1']);
    const result = await cancel(order.orderId, 'clinical1', CLINICAL1_DAYS_BEFORE[days]);
    expect(result).toMatchObject({ kind: 'cancelled', percent, amountCents, destination: 'card' });
    // What Stripe refunded is the quote, to the cent; nothing is asked for a refund of nothing.
    const refunds = await stripeRefunds(order.paymentIntentId);
    expect(refunds.map((refund) => refund.amount)).toEqual(amountCents ? [amountCents] : []);
    expect(await refundRows(order.orderId)).toEqual(
      amountCents
        ? [{ amount_cents: amountCents, status: 'succeeded', stripe_id: refunds[0]!.id }]
        : [],
    );
    expect(await seatOf(order.orderId, 'clinical1')).toBe('released');
    expect(await grantedCourseIds(sql, customer.email)).toEqual([]);
  });

  it('refunds to the card, e-mails the student (with the calendar cancellation) and the academy, and logs it', async () => {
    const order = await paidOrder(['clinical1']);
    await cancel(order.orderId, 'clinical1', CLINICAL1_DAYS_BEFORE['14, its first instant']);
    expect(await logOf(order.orderId)).toEqual([
      'paid',
      'cancelled',
      'refund-issued',
      'refund-succeeded',
    ]);
    const sent = (await emails()).filter((email) => email.kind.startsWith('course-cancelled'));
    expect(sent.map((email) => [email.kind, email.to_address])).toEqual([
      ['course-cancelled', customer.email],
      ['course-cancelled-notification', 'registration@bhimplantacademy.com'],
    ]);
    expect(sent[0]!.text_body).toContain(
      '$3,250.00 (50% of what the course cost) is refunded to the card',
    );
    expect(sent[0]!.calendar).toContain('METHOD:CANCEL');
    expect(sent[1]!.text_body).toContain('Counted from: 2027-04-01T07:00:00.000Z');

    // Stripe's events then arrive: the refund is known, and the whole payment is not refunded.
    expect(await deliver(lastEventOf(standIn, 'refund.created', order.paymentIntentId))).toBe(
      'unchanged',
    );
    expect(await deliver(lastEventOf(standIn, 'charge.refunded', order.paymentIntentId))).toBe(
      'unchanged',
    );
    expect(await refundRows(order.orderId)).toHaveLength(1);
    expect((await emails()).map((email) => email.kind)).not.toContain('order-partial-refund');
  });

  it('a full refund of the only course leaves the order refunded when Stripe says so', async () => {
    const order = await paidOrder(['clinical1']);
    await cancel(order.orderId, 'clinical1', CLINICAL1_DAYS_BEFORE[16]);
    expect(await deliver(lastEventOf(standIn, 'charge.refunded', order.paymentIntentId))).toBe(
      'refunded',
    );
    const [row] = await sql`
      select o.status, b.refunded_cents from orders o join order_balances b on b.order_id = o.id
      where o.id = ${order.orderId}`;
    expect(row).toEqual({ status: 'refunded', refunded_cents: 650_000 });
    expect(await refundRows(order.orderId)).toHaveLength(1);
  });

  it('answers a quote that changed since it was shown, and changes nothing', async () => {
    const order = await paidOrder(['clinical1']);
    const result = await cancel(
      order.orderId,
      'clinical1',
      CLINICAL1_DAYS_BEFORE['14, its first instant'],
      {
        expected: { percent: 100, amountCents: 650_000 },
      },
    );
    expect(result).toMatchObject({
      kind: 'quote-changed',
      assessment: { percent: 50, amountCents: 325_000, until: '2027-04-08' },
    });
    expect(await seatOf(order.orderId, 'clinical1')).toBe('booked');
    expect(await stripeRefunds(order.paymentIntentId)).toEqual([]);
    expect(
      await cancel(order.orderId, 'clinical1', CLINICAL1_DAYS_BEFORE['14, its first instant'], {
        expected: { percent: 50, amountCents: 325_000 },
      }),
    ).toMatchObject({ kind: 'cancelled', amountCents: 325_000 });
  });

  it.each([
    ['its first day has begun', 'clinical1', '2027-04-15T07:00:00Z', {}, 'started'],
    [
      'another address',
      'clinical1',
      '2027-03-01T19:00:00Z',
      { ownerEmail: 'someone@else.test' },
      'no-line',
    ],
    ['a course the order did not buy', 'clinical2', '2027-03-01T19:00:00Z', {}, 'no-line'],
  ] as const)('refuses %s', async (_what, courseId, at, more, reason) => {
    const order = await paidOrder(['clinical1']);
    expect(await cancel(order.orderId, courseId, at, more)).toEqual({
      kind: 'not-cancellable',
      reason,
    });
    expect(await seatOf(order.orderId, 'clinical1')).toBe('booked');
  });

  it("refunds a program course's share, keeping the program's other courses", async () => {
    const order = await paidOrder(['fellowship']);
    const [line] = await sql<{ paid_cents: number }[]>`
      select paid_cents from order_lines where order_id = ${order.orderId} and course_id = 'clinical1'`;
    // A program's courses are booked in the account; Module 1 has no session (refunded in full).
    const seat = { courseId: 'clinical1', sessionKey: 'clinical1-2027-04', capacity: 10 };
    expect(await bookGrantedSeat(sql, { email: customer.email, seat })).toBe('booked');
    const result = await cancel(order.orderId, 'clinical1', CLINICAL1_DAYS_BEFORE[8]);
    expect(await seatOf(order.orderId, 'clinical1')).toBe('released');
    expect(result).toMatchObject({
      kind: 'cancelled',
      percent: 50,
      amountCents: Math.floor(line!.paid_cents / 2),
    });
    expect((await grantedCourseIds(sql, customer.email)).sort()).toEqual(['module1', 'module2']);
  });

  it('gives credit instead when the student prefers it: no refund is asked', async () => {
    const order = await paidOrder(['clinical1']);
    const result = await cancel(order.orderId, 'clinical1', CLINICAL1_DAYS_BEFORE[16], {
      destination: 'credit',
    });
    expect(result).toMatchObject({
      kind: 'cancelled',
      amountCents: 650_000,
      destination: 'credit',
    });
    expect(await stripeRefunds(order.paymentIntentId)).toEqual([]);
    expect((await creditBalance(sql, customer.email)).availableCents).toBe(650_000);
    expect(await logOf(order.orderId)).toEqual(['paid', 'cancelled', 'credit-granted']);
    const [mail] = (await emails()).filter((email) => email.kind === 'course-cancelled');
    expect(mail!.text_body).toContain('is added to your credit at the academy');
  });
});

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
