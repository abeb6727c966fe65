/**
 * Cancelling a paid course on real PostgreSQL, with refunds through the Stripe stand-in: the
 * policy's boundaries end to end, e-mails and log, a quote that changed, refusals, programs and
 * credit. Exactly once and refunds that go wrong: cancel-refunds.server.test.ts.
 */
import { beforeEach, describe, expect, it } from 'vitest';

import { creditBalance } from '~/credits/ledger.server';
import { grantedCourseIds } from '~/orders/orders.server';
import { bookGrantedSeat } from '~/sessions/seat-bookings.server';

import { cancellationHarness, CLINICAL1_DAYS_BEFORE } from '../../tests/support/cancellations';
import { resetDatabase } from '../../tests/support/database';
import { customer, lastEventOf } from '../../tests/support/stripe';

const {
  sql,
  standIn,
  deliver,
  paidOrder,
  cancel,
  refundRows,
  logOf,
  seatOf,
  emails,
  stripeRefunds,
} = await cancellationHarness();

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
    // The academy's time, not the instant in UTC (2027-04-01T07:00:00.000Z).
    expect(sent[1]!.text_body).toContain('Counted from: Apr 1, 2027, 00:00 PDT');

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
