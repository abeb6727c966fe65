/** The webhook's edge cases: payments that do not match, disputes, partial and full refunds. */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';

import { closeDb } from '~/db/client.server';

import { createTestDatabase, resetDatabase } from '../../tests/support/database';
import { sessionsFor } from '../../tests/support/price-list';
import {
  customer,
  disputeEvent,
  lastEventOf,
  signedEvent,
  startTestStripe,
} from '../../tests/support/stripe';
import { createRegistrationPayment } from '../checkout/payment-intents.server';
import { orderReference } from '../lib/order-reference';
import { flagAttention } from '../orders/ledger.server';
import { grantedCourseIds, ordersForEmail } from '../orders/orders.server';
import { handleStripeWebhook } from './webhook.server';

const { sql, url } = await createTestDatabase();
process.env.DATABASE_URL = url;
afterAll(closeDb);
const { standIn, stripe } = await startTestStripe();
const quiet = { info() {}, warn() {}, error() {} };
const deliver = async (event: object) => {
  const { payload, signature } = signedEvent(event);
  const result = await handleStripeWebhook(payload, signature, { stripe, log: quiet });
  return 'result' in result.body ? result.body.result : result.body.error;
};
const lastEvent = (type: string, intentId: string) => lastEventOf(standIn, type, intentId);
const REGISTRATION = 'registration@bhimplantacademy.com';

async function openOrder(items: string[]) {
  const result = await createRegistrationPayment(
    { customer, selectedItems: items, sessions: sessionsFor(items) },
    { stripe },
  );
  if (!result.ok) throw new Error(result.error);
  return result;
}

/** An order paid and fulfilled by its webhook. */
async function paidOrder(items = ['module1', 'module2']) {
  const order = await openOrder(items);
  await stripe.paymentIntents.confirm(order.paymentIntentId, { payment_method: 'pm_card_visa' });
  expect(await deliver(lastEvent('payment_intent.succeeded', order.paymentIntentId))).toBe(
    'completed',
  );
  return order;
}

/** The order with its attention notes and refunded cents as its ledger has them. */
const orderRow = async (id: string) =>
  (
    await sql<
      {
        status: string;
        attention: string | null;
        refunded_cents: number;
        dispute_id: string | null;
        disputed_at: Date | null;
        dispute_reason: string | null;
        dispute_amount_cents: number | null;
      }[]
    >`
    select status,
           (select string_agg(l.details ->> 'note', '; ' order by l.id) from order_log l
            where l.order_id = orders.id and l.event = 'needs-attention') as attention,
           (select coalesce(sum(p.amount_cents), 0)::integer from order_payments p
            where p.order_id = orders.id and p.kind = 'refund' and p.status = 'succeeded')
             as refunded_cents,
           dispute_id, disputed_at, dispute_reason, dispute_amount_cents
    from orders where id = ${id}`
  )[0]!;
const outbox = () =>
  sql<{ kind: string; to_address: string; subject: string; text_body: string }[]>`
    select kind, to_address, subject, text_body from outbox_emails
    where receipt_id is null order by id`;

/** The receipts issued (app/receipts): kind, amount and the payment receipt a refund names. */
const receipts = () =>
  sql<{ kind: string; amount_cents: number; refund_of: string | null }[]>`
    select r.kind, r.amount_cents, p.number as refund_of
    from receipts r left join receipts p on p.id = r.refund_of
    order by r.year, r.sequence`;
const seatsOf = async (orderId: string) =>
  (
    await sql<{ status: string }[]>`select status from session_seats where order_id = ${orderId}`
  ).map((seat) => seat.status);

beforeEach(async () => {
  await resetDatabase(sql);
});

describe('a succeeded payment that does not match its order', () => {
  it('marks the order for attention and e-mails the academy once, however often it is told', async () => {
    const order = await openOrder(['module1']);
    // Someone changed the intent's amount outside the site before it was paid.
    await stripe.paymentIntents.update(order.paymentIntentId, { amount: 100_000 });
    await stripe.paymentIntents.confirm(order.paymentIntentId, { payment_method: 'pm_card_visa' });
    const event = lastEvent('payment_intent.succeeded', order.paymentIntentId);

    expect(await deliver(event)).toBe('mismatch');
    expect(await deliver(event)).toBe('duplicate');
    // The same news in other events (Stripe's own copies, a late charge event) changes nothing more.
    expect(await deliver({ ...event, id: 'evt_mismatch_again' })).toBe('mismatch');
    expect(await deliver({ ...event, id: 'evt_mismatch_third' })).toBe('mismatch');

    const row = await orderRow(order.orderId);
    expect(row.status).toBe('pending');
    expect(row.attention).toBe('Payment does not match: received 1000.00 USD, priced 2850.00 USD');
    expect(await grantedCourseIds(sql, customer.email)).toEqual([]);
    const emails = await outbox();
    expect(emails.map((email) => [email.kind, email.to_address])).toEqual([
      ['order-payment-mismatch', REGISTRATION],
    ]);
    expect(emails[0]!.text_body).toContain('received 1000.00 USD, priced 2850.00 USD');
    expect(emails[0]!.text_body).toContain(order.paymentIntentId);
    expect(emails[0]!.text_body).toContain('no course was granted');
    // The ledger: the money taken, the mismatch and the flag logged once, by the first event.
    expect(
      await sql`
        select kind, stripe_id, amount_cents, status from order_payments
        where order_id = ${order.orderId}`,
    ).toEqual([
      {
        kind: 'charge',
        stripe_id: order.paymentIntentId,
        amount_cents: 100_000,
        status: 'succeeded',
      },
    ]);
    expect(
      await sql`
        select event, actor_kind, actor from order_log where order_id = ${order.orderId}
        order by id`,
    ).toEqual([
      { event: 'mismatch', actor_kind: 'stripe', actor: event.id },
      { event: 'needs-attention', actor_kind: 'stripe', actor: event.id },
    ]);
  });

  it('does so for a payment in another currency too', async () => {
    const order = await openOrder(['module1']);
    await sql`update orders set currency = 'eur' where id = ${order.orderId}`;
    await stripe.paymentIntents.confirm(order.paymentIntentId, { payment_method: 'pm_card_visa' });
    expect(await deliver(lastEvent('payment_intent.succeeded', order.paymentIntentId))).toBe(
      'mismatch',
    );
    expect((await orderRow(order.orderId)).attention).toBe(
      'Payment does not match: received 2850.00 USD, priced 2850.00 EUR',
    );
    expect((await outbox()).map((email) => email.kind)).toEqual(['order-payment-mismatch']);
  });
});

describe('charge.dispute.created', () => {
  async function chargeOf(intentId: string) {
    const intent = await stripe.paymentIntents.retrieve(intentId);
    return String(intent.latest_charge);
  }

  it('records the dispute, marks the order, e-mails the academy once, and keeps the grants', async () => {
    const order = await paidOrder(['module1', 'module2']);
    const event = disputeEvent({
      paymentIntentId: order.paymentIntentId,
      chargeId: await chargeOf(order.paymentIntentId),
      amount: 570_000,
      reason: 'fraudulent',
    });

    expect(await deliver(event)).toBe('disputed');
    expect(await deliver(event)).toBe('duplicate');
    expect(await deliver({ ...event, id: 'evt_dispute_copy' })).toBe('unchanged');

    const row = await orderRow(order.orderId);
    expect(row).toMatchObject({
      status: 'completed',
      dispute_id: event.data.object.id,
      dispute_reason: 'fraudulent',
      dispute_amount_cents: 570_000,
      attention: `Disputed (fraudulent, 5700.00 USD): ${event.data.object.id}`,
    });
    expect(row.disputed_at).toBeInstanceOf(Date);
    expect((await grantedCourseIds(sql, customer.email)).sort()).toEqual(['module1', 'module2']);
    expect(await seatsOf(order.orderId)).toEqual(['booked']);

    const emails = await outbox();
    expect(emails.map((email) => email.kind)).toEqual([
      'order-confirmation',
      'order-notification',
      'order-dispute',
    ]);
    const notice = emails[2]!;
    expect(notice.to_address).toBe(REGISTRATION);
    expect(notice.subject).toBe(`Payment disputed: ${customer.name}`);
    expect(notice.text_body).toContain('reason: fraudulent, amount: 5700.00 USD');
    expect(notice.text_body).toContain(`Order: ${orderReference(order.orderId)}`);
  });

  it('keeps an earlier attention note beside the dispute', async () => {
    const order = await paidOrder(['module1']);
    await flagAttention(sql, order.orderId, {
      note: 'Paid after its hold lapsed; full: x/y',
      dedupeKey: 'lapsed-hold',
    });
    const event = disputeEvent({
      paymentIntentId: order.paymentIntentId,
      chargeId: await chargeOf(order.paymentIntentId),
      amount: 285_000,
      reason: 'product_not_received',
    });
    expect(await deliver(event)).toBe('disputed');
    expect((await orderRow(order.orderId)).attention).toBe(
      `Paid after its hold lapsed; full: x/y; Disputed (product_not_received, 2850.00 USD): ${event.data.object.id}`,
    );
  });

  it('ignores a dispute of a payment that is not ours', async () => {
    const event = disputeEvent({ paymentIntentId: 'pi_not_here', chargeId: 'ch_x', amount: 100 });
    expect(await deliver(event)).toBe('ignored');
    expect(await outbox()).toEqual([]);
  });
});

describe('charge.refunded', () => {
  it('records a partial refund, keeps the grants and seats, and tells the academy', async () => {
    const order = await paidOrder(['module1', 'module2']);
    await stripe.refunds.create({ payment_intent: order.paymentIntentId, amount: 50_000 });
    const first = lastEvent('charge.refunded', order.paymentIntentId);
    expect(await deliver(first)).toBe('partially-refunded');

    let row = await orderRow(order.orderId);
    expect(row).toMatchObject({ status: 'completed', refunded_cents: 50_000, attention: null });
    expect((await grantedCourseIds(sql, customer.email)).sort()).toEqual(['module1', 'module2']);
    expect(await seatsOf(order.orderId)).toEqual(['booked']);
    expect((await ordersForEmail(sql, customer.email))[0]).toMatchObject({
      status: 'completed',
      amountCents: 570_000,
      refundedCents: 50_000,
    });

    // A second partial refund; the first one's event arriving again late changes nothing.
    await stripe.refunds.create({ payment_intent: order.paymentIntentId, amount: 20_000 });
    expect(await deliver(lastEvent('charge.refunded', order.paymentIntentId))).toBe(
      'partially-refunded',
    );
    expect(await deliver({ ...first, id: 'evt_first_refund_late' })).toBe('unchanged');
    row = await orderRow(order.orderId);
    expect(row.refunded_cents).toBe(70_000);

    const notes = (await outbox()).filter((email) => email.kind === 'order-partial-refund');
    expect(notes.map((email) => email.to_address)).toEqual([REGISTRATION, REGISTRATION]);
    expect(notes[0]!.text_body).toContain('500.00 USD of 5700.00 USD has now been refunded');
    expect(notes[1]!.text_body).toContain('700.00 USD of 5700.00 USD has now been refunded');
    expect(notes[0]!.text_body).toContain('courses and session seats are kept');
    // One refund row per new total, for the difference; the late event added none.
    expect(
      await sql`
        select kind, amount_cents, status from order_payments
        where order_id = ${order.orderId} order by created_at, kind`,
    ).toEqual([
      { kind: 'charge', amount_cents: 570_000, status: 'succeeded' },
      { kind: 'refund', amount_cents: 50_000, status: 'succeeded' },
      { kind: 'refund', amount_cents: 20_000, status: 'succeeded' },
    ]);
    const logged = await sql<{ event: string; cents: string | null }[]>`
      select event, details ->> 'amountCents' as cents from order_log
      where order_id = ${order.orderId} order by id`;
    expect(logged).toEqual([
      { event: 'paid', cents: '570000' },
      { event: 'refund-succeeded', cents: '50000' },
      { event: 'refund-succeeded', cents: '20000' },
    ]);
  });

  it('still revokes a full refund, releasing the seats, and records the whole amount', async () => {
    const order = await paidOrder(['module1', 'module2']);
    await stripe.refunds.create({ payment_intent: order.paymentIntentId, amount: 100_000 });
    expect(await deliver(lastEvent('charge.refunded', order.paymentIntentId))).toBe(
      'partially-refunded',
    );
    // The rest: the refund is now full.
    await stripe.refunds.create({ payment_intent: order.paymentIntentId });
    expect(await deliver(lastEvent('charge.refunded', order.paymentIntentId))).toBe('refunded');

    const row = await orderRow(order.orderId);
    expect(row).toMatchObject({ status: 'refunded', refunded_cents: 570_000 });
    // The full refund's row is what was left: 570,000 − 100,000.
    expect(
      await sql`
        select amount_cents from order_payments
        where order_id = ${order.orderId} and kind = 'refund' order by created_at`,
    ).toEqual([{ amount_cents: 100_000 }, { amount_cents: 470_000 }]);
    expect(await grantedCourseIds(sql, customer.email)).toEqual([]);
    expect(await seatsOf(order.orderId)).toEqual(['released']);
    expect((await ordersForEmail(sql, customer.email))[0]).toMatchObject({
      status: 'refunded',
      refundedCents: 570_000,
    });
  });

  it('refunds in full at once as before, with no partial-refund note', async () => {
    const order = await paidOrder(['module2']);
    await stripe.refunds.create({ payment_intent: order.paymentIntentId });
    expect(await deliver(lastEvent('charge.refunded', order.paymentIntentId))).toBe('refunded');
    expect(await orderRow(order.orderId)).toMatchObject({
      status: 'refunded',
      refunded_cents: 285_000,
      attention: null,
    });
    expect(await grantedCourseIds(sql, customer.email)).toEqual([]);
    expect((await outbox()).map((email) => email.kind)).toEqual([
      'order-confirmation',
      'order-notification',
    ]);
    const [payment] = await sql<{ number: string }[]>`
      select number from receipts order by year, sequence`;
    expect(await receipts()).toEqual([
      { kind: 'payment', amount_cents: 285_000, refund_of: null },
      { kind: 'refund', amount_cents: 285_000, refund_of: payment!.number },
    ]);
  });

  it('completes an order whose success event is late when a partial refund arrives first', async () => {
    const order = await openOrder(['module1']);
    await stripe.paymentIntents.confirm(order.paymentIntentId, { payment_method: 'pm_card_visa' });
    await stripe.refunds.create({ payment_intent: order.paymentIntentId, amount: 10_000 });
    expect(await deliver(lastEvent('charge.refunded', order.paymentIntentId))).toBe('completed');
    expect(await orderRow(order.orderId)).toMatchObject({
      status: 'completed',
      refunded_cents: 10_000,
    });
    expect(await grantedCourseIds(sql, customer.email)).toEqual(['module1']);
    expect((await outbox()).map((email) => email.kind)).toEqual([
      'order-confirmation',
      'order-notification',
      'order-partial-refund',
    ]);
    // Both recorded at once: the payment's receipt first, the refund's naming it.
    const numbered = await receipts();
    expect(numbered.map(({ kind, amount_cents }) => [kind, amount_cents])).toEqual([
      ['payment', 285_000],
      ['refund', 10_000],
    ]);
    expect(numbered[1]!.refund_of).toMatch(/^\d{4}-000001$/);
  });
});
