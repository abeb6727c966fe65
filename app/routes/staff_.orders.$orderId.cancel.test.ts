/**
 * /staff/orders/<id>: staff enter a cancellation received by e-mail, on real PostgreSQL with
 * refunds through the Stripe stand-in. The policy is applied at the received time (read in Los
 * Angeles time), shown first and applied as shown; a changed quote is shown again; bad entries
 * are refused with their reason; anyone but staff gets the 404.
 */
import type Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { StaffCancelAnswer } from '~/cancellations/staff-entry';
import { creditBalance } from '~/credits/ledger.server';
import { localTimeOf } from '~/lib/zoned-time';
import { createRegistrationPayment } from '~/payments/payment-intents.server';
import { handleStripeWebhook } from '~/payments/webhook.server';

import { insertOrder, signedInUser, uniqueEmail, useTestDatabase } from '../../tests/support/auth';
import { resetDatabase } from '../../tests/support/database';
import { sessionsFor } from '../../tests/support/price-list';
import { type OrderPage, page, post } from '../../tests/support/staff-order-route';
import { customer, lastEventOf, signedEvent, startTestStripe } from '../../tests/support/stripe';

const { sql } = await useTestDatabase();
const { standIn, stripe } = await startTestStripe();
const quiet = { info() {}, warn() {}, error() {} };
const LA = 'America/Los_Angeles';

/**
 * Clinical 1's April 2027 session starts on Thursday 15 April; Los Angeles is on daylight time
 * (UTC−7). "Now", for the page, is noon of Saturday 10 April there unless a case says otherwise.
 */
const NOW = '2027-04-10T19:00:00Z';

afterEach(() => {
  vi.useRealTimers();
});

/** The page's clock at `now` (Date only: timers, and the database's clock, stay real). */
function clockAt(now: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(now));
}

const signedIn = (options: { staff?: boolean } = {}) => signedInUser(sql, options);

let staff: Awaited<ReturnType<typeof signedIn>>;

// Each test on an empty database: the session's seats are few.
beforeEach(async () => {
  await resetDatabase(sql);
  staff = await signedIn({ staff: true });
});

/** Clinical 1 bought (its 2027-04 session booked) and paid by card, fulfilled by the webhook. */
async function paidOrder() {
  const buyer = { ...customer, email: uniqueEmail('buyer') };
  const order = await createRegistrationPayment(
    { customer: buyer, selectedItems: ['clinical1'], sessions: sessionsFor(['clinical1']) },
    { stripe },
  );
  if (!order.ok) throw new Error(order.error);
  await stripe.paymentIntents.confirm(order.paymentIntentId, {
    payment_method_data: {
      type: 'card',
      card: { number: '4242424242424242' },
    } as unknown as Stripe.PaymentIntentConfirmParams.PaymentMethodData,
  });
  const { payload, signature } = signedEvent(
    lastEventOf(standIn, 'payment_intent.succeeded', order.paymentIntentId),
  );
  await handleStripeWebhook(payload, signature, { stripe, log: quiet });
  return { ...order, email: buyer.email };
}

const entry = (received: string, more: Record<string, string> = {}) => ({
  courseId: 'clinical1',
  received,
  destination: 'card',
  ...more,
});

/** Step 1, then step 2 with the quote shown, as the page's two forms post them. */
async function quoteThenConfirm(orderId: string, fields: Record<string, string>) {
  const quoted = await post(staff.cookie, orderId, { intent: 'cancel-quote', ...fields });
  expect(quoted.status).toBe(200);
  const { quote } = quoted.body as StaffCancelAnswer;
  const confirmed = await post(staff.cookie, orderId, {
    intent: 'cancel-confirm',
    ...fields,
    expectedPercent: String(quote!.percent),
    expectedCents: String(quote!.amountCents),
  });
  return { quote: quote!, confirmed };
}

const cancellationRows = (orderId: string) =>
  sql`
    select course_id, channel, requested_at, actor_kind, actor, session_key, percent,
           amount_cents, destination
    from cancellations where order_id = ${orderId}`;
const seatOf = async (orderId: string) =>
  (
    await sql<{ status: string }[]>`
      select status from session_seats where order_id = ${orderId} and course_id = 'clinical1'`
  )[0]?.status;
const stripeRefunds = async (intentId: string) =>
  (await stripe.refunds.list({ payment_intent: intentId, limit: 100 })).data.map(
    (refund) => refund.amount,
  );

describe('entering a cancellation received by e-mail', () => {
  it.each([
    // 15 days before, its last minute (academy time): the full price.
    ['2027-03-31T23:59', '2027-04-01T06:59:00.000Z', 100, 650_000],
    // 14 days before, its first minute: half.
    ['2027-04-01T00:00', '2027-04-01T07:00:00.000Z', 50, 325_000],
    // 7 days before, its last minute: half; 6 days before, its first minute: nothing.
    ['2027-04-08T23:59', '2027-04-09T06:59:00.000Z', 50, 325_000],
    ['2027-04-09T00:00', '2027-04-09T07:00:00.000Z', 0, 0],
  ])(
    'received %s in Los Angeles (%s): %i%%, shown first, then refunded to the cent',
    async (received, instant, percent, amountCents) => {
      const order = await paidOrder();
      clockAt(NOW);
      const { quote, confirmed } = await quoteThenConfirm(order.orderId, entry(received));
      expect(quote).toEqual({
        courseId: 'clinical1',
        received,
        receivedAt: instant,
        destination: 'card',
        percent,
        amountCents,
        sessionKey: 'clinical1-2027-04',
        firstDay: '2027-04-15',
      });
      expect(confirmed.status).toBe(302);
      expect(confirmed.headers.get('Location')).toBe(
        `/staff/orders/${order.orderId}?logged=cancelled#cancellations-title`,
      );
      expect(await stripeRefunds(order.paymentIntentId)).toEqual(amountCents ? [amountCents] : []);
      expect(await cancellationRows(order.orderId)).toEqual([
        {
          course_id: 'clinical1',
          channel: 'email',
          requested_at: new Date(instant),
          actor_kind: 'staff',
          actor: staff.email,
          session_key: 'clinical1-2027-04',
          percent,
          amount_cents: amountCents,
          destination: 'card',
        },
      ]);
      expect(await seatOf(order.orderId)).toBe('released');
    },
  );

  it('shows the quote without doing anything, and the page then lists the cancellation and its log line', async () => {
    const order = await paidOrder();
    clockAt(NOW);
    const before = (await page(staff.cookie, order.orderId)).body as OrderPage;
    const [paid] = await sql<{ completed_at: Date }[]>`
      select completed_at from orders where id = ${order.orderId}`;
    expect(before.cancelEntry).toEqual({
      courseIds: ['clinical1'],
      min: localTimeOf(paid!.completed_at, LA),
      max: '2027-04-10T12:00',
      timeZone: LA,
    });
    expect(before.cancellations).toEqual([]);

    const quoted = await post(staff.cookie, order.orderId, {
      intent: 'cancel-quote',
      ...entry('2027-04-01T00:00'),
    });
    expect(quoted.body).toMatchObject({ error: null, changed: false, quote: { percent: 50 } });
    expect(await cancellationRows(order.orderId)).toEqual([]);
    expect(await seatOf(order.orderId)).toBe('booked');
    expect(await stripeRefunds(order.paymentIntentId)).toEqual([]);

    await quoteThenConfirm(order.orderId, entry('2027-04-01T00:00'));
    const after = (await page(staff.cookie, order.orderId)).body as OrderPage;
    expect(after.cancelEntry?.courseIds).toEqual([]);
    expect(after.cancellations).toEqual([
      expect.objectContaining({
        courseId: 'clinical1',
        channel: 'email',
        requestedAt: '2027-04-01T07:00:00.000Z',
        actorKind: 'staff',
        actor: staff.email,
        percent: 50,
        amountCents: 325_000,
        destination: 'card',
        firstDay: '2027-04-15',
      }),
    ]);
    expect(after.ledger.log.find((logged) => logged.event === 'cancelled')).toMatchObject({
      actorKind: 'staff',
      actor: staff.email,
      details: {
        courseId: 'clinical1',
        channel: 'email',
        requestedAt: '2027-04-01T07:00:00.000Z',
        percent: 50,
        amountCents: 325_000,
        destination: 'card',
      },
    });
    // Entering it again: already cancelled, at either step.
    for (const intent of ['cancel-quote', 'cancel-confirm']) {
      const again = await post(staff.cookie, order.orderId, {
        intent,
        ...entry('2027-04-01T00:00'),
        expectedPercent: '50',
        expectedCents: '325000',
      });
      expect(again.status).toBe(400);
      expect(again.body).toMatchObject({ error: 'alreadyCancelled' });
    }
    expect(await stripeRefunds(order.paymentIntentId)).toEqual([325_000]);
  });

  it('gives credit instead when chosen: no refund is asked of Stripe', async () => {
    const order = await paidOrder();
    clockAt(NOW);
    const { quote, confirmed } = await quoteThenConfirm(
      order.orderId,
      entry('2027-03-31T23:59', { destination: 'credit' }),
    );
    expect(quote).toMatchObject({ destination: 'credit', percent: 100, amountCents: 650_000 });
    expect(confirmed.status).toBe(302);
    expect(await stripeRefunds(order.paymentIntentId)).toEqual([]);
    vi.useRealTimers();
    expect((await creditBalance(sql, order.email)).availableCents).toBe(650_000);
  });

  it('shows a quote that changed since it was shown again, and applies nothing', async () => {
    const order = await paidOrder();
    clockAt(NOW);
    // Shown at 15 days before (100%); the form comes back with 14 days (50%).
    const changed = await post(staff.cookie, order.orderId, {
      intent: 'cancel-confirm',
      ...entry('2027-04-01T00:00'),
      expectedPercent: '100',
      expectedCents: '650000',
    });
    expect(changed.status).toBe(409);
    expect(changed.body).toEqual({
      form: 'cancel',
      fields: entry('2027-04-01T00:00'),
      error: null,
      changed: true,
      quote: expect.objectContaining({ percent: 50, amountCents: 325_000 }),
    });
    expect(await cancellationRows(order.orderId)).toEqual([]);
    expect(await seatOf(order.orderId)).toBe('booked');
    expect(await stripeRefunds(order.paymentIntentId)).toEqual([]);
  });

  it.each([
    ['no course', { courseId: '' }, NOW, 'lineRequired'],
    ['a course the order did not buy', { courseId: 'clinical2' }, NOW, 'unknownLine'],
    ['a course id that cannot be one', { courseId: "clinical1' --" }, NOW, 'unknownLine'],
    ['no received time', { received: '' }, NOW, 'receivedRequired'],
    ['a received time that is not one', { received: '31/03/2027 10:00' }, NOW, 'receivedInvalid'],
    ['a day that does not exist', { received: '2027-02-29T10:00' }, NOW, 'receivedInvalid'],
    // NOW is 12:00 in Los Angeles.
    ['a received time in the future', { received: '2027-04-10T12:01' }, NOW, 'receivedFuture'],
    [
      'a received time before the payment',
      { received: '2026-01-05T09:00' },
      NOW,
      'receivedBeforePaid',
    ],
    ['no destination', { destination: '' }, NOW, 'destinationRequired'],
    // Received on the first day of the session (after midnight in Los Angeles).
    ['a session begun', { received: '2027-04-15T00:00' }, '2027-04-20T19:00:00Z', 'started'],
  ] as const)('refuses %s, at either step, with a 400', async (_what, change, now, error) => {
    const order = await paidOrder();
    clockAt(now);
    for (const intent of ['cancel-quote', 'cancel-confirm']) {
      const refused = await post(staff.cookie, order.orderId, {
        intent,
        ...entry('2027-04-01T00:00', change),
        expectedPercent: '50',
        expectedCents: '325000',
      });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ form: 'cancel', error, quote: null });
    }
    expect(await cancellationRows(order.orderId)).toEqual([]);
    expect(await seatOf(order.orderId)).toBe('booked');
  });

  it('refuses a confirmation without the quote shown, and a course of an unpaid order', async () => {
    const order = await paidOrder();
    clockAt(NOW);
    const unconfirmed = await post(staff.cookie, order.orderId, {
      intent: 'cancel-confirm',
      ...entry('2027-04-01T00:00'),
    });
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.body).toMatchObject({ error: 'quoteMissing' });

    const unpaid = await insertOrder(sql, {
      email: uniqueEmail('unpaid'),
      items: ['clinical1'],
      amountCents: 650_000,
      status: 'pending',
    });
    expect(((await page(staff.cookie, unpaid)).body as OrderPage).cancelEntry).toBeNull();
    const refused = await post(staff.cookie, unpaid, {
      intent: 'cancel-quote',
      ...entry('2027-04-01T00:00'),
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: 'notPaid' });
  });

  it('takes a received time from the minute of the payment to the minute of now', async () => {
    const order = await paidOrder();
    const [paid] = await sql<{ completed_at: Date }[]>`
      select completed_at from orders where id = ${order.orderId}`;
    const paidAt = paid!.completed_at;
    // "Now" is a day after the payment; the times are the readings in Los Angeles.
    const now = new Date(paidAt.getTime() + 24 * 60 * 60 * 1000);
    clockAt(now.toISOString());
    const minute = 60_000;
    for (const [instant, error] of [
      [paidAt.getTime() - minute, 'receivedBeforePaid'],
      [paidAt.getTime(), null],
      [now.getTime(), null],
      [now.getTime() + minute, 'receivedFuture'],
    ] as const) {
      const received = localTimeOf(new Date(instant), LA);
      const answer = await post(staff.cookie, order.orderId, {
        intent: 'cancel-quote',
        ...entry(received),
      });
      expect([received, answer.status, (answer.body as StaffCancelAnswer).error]).toEqual([
        received,
        error ? 400 : 200,
        error,
      ]);
    }
  });

  it('is the 404 of an unknown address for a visitor and a student, who cancel nothing', async () => {
    const order = await paidOrder();
    const student = await signedIn();
    clockAt(NOW);
    for (const cookie of ['', student.cookie]) {
      for (const intent of ['cancel-quote', 'cancel-confirm']) {
        const result = await post(cookie, order.orderId, {
          intent,
          ...entry('2027-03-31T23:59'),
          expectedPercent: '100',
          expectedCents: '650000',
        });
        expect(result.status).toBe(404);
        expect(result.body).toMatchObject({ kind: 'not-found' });
      }
    }
    // An order that does not exist, for staff.
    const unknown = await post(staff.cookie, '00000000-0000-4000-8000-000000000000', {
      intent: 'cancel-quote',
      ...entry('2027-03-31T23:59'),
    });
    expect(unknown.status).toBe(404);
    expect(await cancellationRows(order.orderId)).toEqual([]);
    expect(await stripeRefunds(order.paymentIntentId)).toEqual([]);
  });
});
