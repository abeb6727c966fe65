import type Stripe from 'stripe';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';

import { closeDb, connect } from '~/db/client.server';

import { createTestDatabase, resetDatabase } from '../../tests/support/database';
import { sessionsFor } from '../../tests/support/price-list';
import { customer, lastEventOf, signedEvent, startTestStripe } from '../../tests/support/stripe';
import { createRegistrationPayment } from '../checkout/payment-intents.server';
import { grantedCourseIds, ordersForEmail } from '../orders/orders.server';
import { STAND_IN_KEYS } from '../stripe/stripe.server';
import { applyIntentToOrder } from './fulfilment.server';
import { handleStripeWebhook } from './webhook.server';

const { sql, url } = await createTestDatabase();
process.env.DATABASE_URL = url;
afterAll(closeDb);
const { standIn, stripe } = await startTestStripe();
const quiet = { info() {}, warn() {}, error() {} };
const deliver = (event: object, deps = {}) => {
  const { payload, signature } = signedEvent(event);
  return handleStripeWebhook(payload, signature, { stripe, log: quiet, ...deps });
};

/** A pending order with its intent, as POST /api/create-payment-intent leaves it. */
async function openOrder(items = ['fellowship'], email = customer.email) {
  const result = await createRegistrationPayment(
    { customer: { ...customer, email }, selectedItems: items, sessions: sessionsFor(items) },
    { stripe },
  );
  if (!result.ok) throw new Error(result.error);
  return result;
}

const lastEvent = (type: string, intentId: string) => lastEventOf(standIn, type, intentId);

async function paid(items = ['fellowship'], email = customer.email) {
  const order = await openOrder(items, email);
  await stripe.paymentIntents.confirm(order.paymentIntentId, { payment_method: 'pm_card_visa' });
  return { order, event: lastEvent('payment_intent.succeeded', order.paymentIntentId) };
}

const outbox = () =>
  sql<{ kind: string; to_address: string; subject: string; text_body: string }[]>`
    select kind, to_address, subject, text_body from outbox_emails
    where receipt_id is null order by id`;

/** Receipts' e-mails (app/receipts), apart from the confirmation and notices read here. */
const receiptEmails = () =>
  sql<{ kind: string; to_address: string; number: string }[]>`
    select e.kind, e.to_address, r.number from outbox_emails e join receipts r on r.id = e.receipt_id
    order by e.id`;

beforeEach(async () => {
  await resetDatabase(sql);
});

describe('signature', () => {
  it('refuses a wrong, missing or stale signature and a changed body, changing nothing', async () => {
    const { order, event } = await paid();
    const { payload, signature } = signedEvent(event);
    const wrongSecret = signedEvent(event, 'whsec_someone_else').signature;
    const stale = `t=${Math.floor(Date.now() / 1000) - 3600},${signature.split(',')[1]}`;
    const tampered = payload.replace(order.orderId, '00000000-0000-0000-0000-000000000000');
    for (const [body, header] of [
      [payload, wrongSecret],
      [payload, null],
      [payload, 'garbage'],
      [payload, stale],
      [tampered, signature],
    ] as const) {
      const result = await handleStripeWebhook(body, header, { stripe, log: quiet });
      expect(result.status).toBe(400);
    }
    expect(await sql`select 1 from stripe_events`).toHaveLength(0);
    expect((await ordersForEmail(sql, customer.email))[0]!.status).toBe('pending');
  });

  it('accepts what the stand-in signs, as Stripe signs', async () => {
    const { event } = await paid();
    expect(await deliver(event)).toEqual({
      status: 200,
      body: { received: true, result: 'completed' },
    });
  });
});

describe('payment_intent.succeeded', () => {
  it('completes the order, grants the program courses and queues both e-mails in one go', async () => {
    const { order, event } = await paid(['fellowship']);
    await deliver(event);

    const [row] = await sql`select status, completed_at, amount_cents, selected_items from orders`;
    expect(row).toMatchObject({
      status: 'completed',
      amount_cents: 1_200_000,
      selected_items: ['fellowship'],
    });
    expect(row!.completed_at).toBeInstanceOf(Date);
    expect(await grantedCourseIds(sql, ' JANE.doe@example.com ')).toEqual([
      'clinical1',
      'module1',
      'module2',
    ]);
    const emails = await outbox();
    expect(emails.map((email) => [email.kind, email.to_address])).toEqual([
      ['order-confirmation', customer.email],
      ['order-notification', 'registration@bhimplantacademy.com'],
    ]);
    expect(emails[0]!.text_body).toContain('Fellowship Program');
    expect(emails[0]!.text_body).toContain('$12,000.00');
    expect(emails[0]!.text_body).toContain('within 1-2 business days');
    expect(emails[1]!.text_body).toContain(order.paymentIntentId);
    expect(emails[1]!.text_body).toContain('Basic and Intermediate Surgery (Beverly Hills)');
  });

  it('grants all six courses for the Mastership', async () => {
    const { event } = await paid(['mastership']);
    await deliver(event);
    expect((await grantedCourseIds(sql, customer.email)).sort()).toEqual([
      'clinical1',
      'clinical2',
      'module1',
      'module2',
      'module3',
      'module4',
    ]);
  });

  it('handles ten deliveries of one event once', async () => {
    const { event } = await paid();
    const results = [];
    for (let i = 0; i < 10; i++) results.push((await deliver(event)).body);
    expect(results[0]).toEqual({ received: true, result: 'completed' });
    expect(results.slice(1)).toEqual(Array(9).fill({ received: true, result: 'duplicate' }));
    expect(await sql`select 1 from course_grants`).toHaveLength(3);
    expect(await outbox()).toHaveLength(2);
    // One receipt, e-mailed once to the buyer and once to the registrar.
    expect((await receiptEmails()).map((email) => email.kind)).toEqual(['receipt', 'receipt-copy']);
  });

  it('grants once when ten deliveries arrive together, the same event or ten different ones', async () => {
    const same = await paid(['module1', 'clinical2']);
    const sameResults = await Promise.all(Array.from({ length: 10 }, () => deliver(same.event)));
    expect(
      sameResults.filter((r) => 'result' in r.body && r.body.result === 'completed'),
    ).toHaveLength(1);

    const other = await paid(['module3'], 'other@example.com');
    const distinct = Array.from({ length: 10 }, (_, i) => ({
      ...other.event,
      id: `evt_copy_${i}`,
    }));
    const distinctResults = await Promise.all(distinct.map((event) => deliver(event)));
    expect(distinctResults.every((r) => r.status === 200)).toBe(true);
    expect(
      distinctResults.filter((r) => 'result' in r.body && r.body.result === 'completed'),
    ).toHaveLength(1);

    expect(await sql`select email_normalized, course_id from course_grants order by 1, 2`).toEqual([
      { email_normalized: 'jane.doe@example.com', course_id: 'clinical2' },
      { email_normalized: 'jane.doe@example.com', course_id: 'module1' },
      { email_normalized: 'other@example.com', course_id: 'module3' },
    ]);
    expect(await outbox()).toHaveLength(4);
    expect(await sql`select 1 from stripe_events`).toHaveLength(11);
  });

  it('does not trust the event: a forged success for an unpaid intent completes nothing', async () => {
    const order = await openOrder();
    const forged = {
      id: 'evt_forged',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: {
        object: { id: order.paymentIntentId, object: 'payment_intent', status: 'succeeded' },
      },
    };
    expect((await deliver(forged)).body).toEqual({ received: true, result: 'unchanged' });
    expect((await ordersForEmail(sql, customer.email))[0]!.status).toBe('pending');
    expect(await outbox()).toHaveLength(0);
  });
});

describe('failures, cancellations, refunds', () => {
  it('marks a declined payment failed, then completed when a retry succeeds', async () => {
    const order = await openOrder(['module2']);
    await expect(
      stripe.paymentIntents.confirm(order.paymentIntentId, {
        payment_method: 'pm_card_chargeDeclined',
      }),
    ).rejects.toThrow('Your card was declined.');
    await deliver(lastEvent('payment_intent.payment_failed', order.paymentIntentId));
    const [failed] = await sql`select status, last_payment_error from orders`;
    expect(failed).toEqual({ status: 'failed', last_payment_error: 'Your card was declined.' });
    expect(await sql`select 1 from course_grants`).toHaveLength(0);

    await stripe.paymentIntents.confirm(order.paymentIntentId, { payment_method: 'pm_card_visa' });
    await deliver(lastEvent('payment_intent.succeeded', order.paymentIntentId));
    expect((await ordersForEmail(sql, customer.email))[0]!.status).toBe('completed');
  });

  it('never downgrades a completed order: a failure or cancel arriving late changes nothing', async () => {
    const order = await openOrder(['module2']);
    await expect(
      stripe.paymentIntents.confirm(order.paymentIntentId, {
        payment_method: 'pm_card_chargeDeclined',
      }),
    ).rejects.toThrow();
    const failedEvent = lastEvent('payment_intent.payment_failed', order.paymentIntentId);
    await stripe.paymentIntents.confirm(order.paymentIntentId, { payment_method: 'pm_card_visa' });
    await deliver(lastEvent('payment_intent.succeeded', order.paymentIntentId));

    // Out of order: the earlier failure arrives after the success.
    expect((await deliver(failedEvent)).body).toEqual({ received: true, result: 'unchanged' });
    const forgedCancel = { ...failedEvent, id: 'evt_late_cancel', type: 'payment_intent.canceled' };
    expect((await deliver(forgedCancel)).body).toEqual({ received: true, result: 'unchanged' });
    expect(await sql`select status from orders`).toEqual([{ status: 'completed' }]);
    expect(await sql`select 1 from course_grants`).toHaveLength(1);
    expect(await outbox()).toHaveLength(2);
  });

  it('keeps a completed order completed whatever state it is later handed', async () => {
    const { order, event } = await paid(['module1']);
    await deliver(event);
    const context = {
      academy: {
        name: 'A',
        addressLines: [],
        phone: '1',
        phoneHref: 'tel:1',
        email: 'r@example.com',
        origin: 'https://academy.example',
      },
      courseNames: {},
      courseSessions: {},
      priceList: { courses: [], programs: [] },
    };
    for (const state of [
      { status: 'canceled', cancellation_reason: 'abandoned' },
      { status: 'requires_payment_method', last_payment_error: { message: 'Declined' } },
      { status: 'processing' },
    ]) {
      const stale = {
        id: order.paymentIntentId,
        metadata: { order_id: order.orderId },
        latest_charge: null,
        ...state,
      } as unknown as Stripe.PaymentIntent;
      expect(await sql.begin((tx) => applyIntentToOrder(tx, stale, context))).toBe('unchanged');
    }
    expect(await sql`select status, last_payment_error from orders`).toEqual([
      { status: 'completed', last_payment_error: null },
    ]);
  });

  it('marks a canceled intent failed', async () => {
    const order = await openOrder(['module1']);
    await stripe.paymentIntents.cancel(order.paymentIntentId);
    await deliver(lastEvent('payment_intent.canceled', order.paymentIntentId));
    expect(await sql`select status, last_payment_error from orders`).toEqual([
      { status: 'failed', last_payment_error: 'Payment canceled (requested_by_customer)' },
    ]);
  });

  it('marks a refunded order refunded and takes back only what no other paid order covers', async () => {
    // Both paid before either was recorded (two tabs): a second purchase of module2 is refused
    // once the first is recorded (decision 0044).
    const first = await paid(['module1', 'module2']);
    const second = await paid(['module2', 'clinical1']);
    await deliver(first.event);
    await deliver(second.event);

    await stripe.refunds.create({ payment_intent: first.order.paymentIntentId });
    const refunded = lastEvent('charge.refunded', first.order.paymentIntentId);
    expect((await deliver(refunded)).body).toEqual({ received: true, result: 'refunded' });
    const statuses = await sql`select id, status, refunded_at from orders order by created_at`;
    expect(statuses.map((row) => row.status)).toEqual(['refunded', 'completed']);
    expect(statuses[0]!.refunded_at).toBeInstanceOf(Date);
    expect((await grantedCourseIds(sql, customer.email)).sort()).toEqual(['clinical1', 'module2']);
    // A late success event does not undo the refund.
    expect((await deliver({ ...first.event, id: 'evt_late_success' })).body).toEqual({
      received: true,
      result: 'unchanged',
    });
  });
});

describe('when the database fails', () => {
  it('throws (the route answers 500), records nothing, and the redelivery then succeeds', async () => {
    const { order, event } = await paid();
    // Another transaction holds the order row; the handler's connection gives up quickly,
    // as it would in an outage.
    const holder = connect(url, { max: 1 });
    const impatient = connect(url, { max: 2, connection: { lock_timeout: 300 } });
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    try {
      let locked!: () => void;
      const isLocked = new Promise<void>((resolve) => (locked = resolve));
      const holding = holder.begin(async (tx) => {
        await tx`select 1 from orders where id = ${order.orderId} for update`;
        locked();
        await released;
      });
      await isLocked;
      await expect(deliver(event, { sql: impatient })).rejects.toThrow(/lock timeout/);
      release();
      await holding;
      expect(await sql`select 1 from stripe_events`).toHaveLength(0);
      expect(await outbox()).toHaveLength(0);

      expect((await deliver(event, { sql: impatient })).body).toEqual({
        received: true,
        result: 'completed',
      });
    } finally {
      release();
      await holder.end();
      await impatient.end();
    }
  });

  it('ignores event types it does not handle, and intents that are not ours', async () => {
    const { order } = await paid();
    expect((await deliver(lastEvent('charge.succeeded', order.paymentIntentId))).body).toEqual({
      received: true,
      result: 'ignored',
    });
    const unknown = {
      id: 'evt_unknown_intent',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: { id: 'pi_not_here', object: 'payment_intent' } },
    };
    expect((await deliver(unknown)).body).toEqual({ received: true, result: 'ignored' });
    expect(STAND_IN_KEYS.webhookSecret).toMatch(/^whsec_/);
  });
});
