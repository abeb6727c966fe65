/**
 * The job ending unpaid orders whose hold is over (docs/decisions/0091): their intents canceled
 * at Stripe once however many instances run it, live holds left alone, and an intent paid
 * meanwhile applied as the webhook would (refunded when the price changed).
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';

import { closeDb } from '~/db/client.server';
import { loadOrderContext } from '~/orders/order-context.server';

import { createTestDatabase, resetDatabase } from '../../tests/support/database';
import { customer, startTestStripe } from '../../tests/support/stripe';
import { loadPriceList } from '../prices/price-list.server';
import { createRegistrationPayment } from './payment-intents.server';
import { endLapsedOrders } from './unpaid-orders.server';

const { sql, url } = await createTestDatabase();
process.env.DATABASE_URL = url;
afterAll(closeDb);
const { standIn, stripe } = await startTestStripe();
const quiet = { info() {}, warn() {} };

// Clinical 1's April 2027 session: early ($6,500) until 15 March 2027, then $7,500.
const SESSION = { clinical1: 'clinical1-2027-04' };
const early = await loadPriceList(undefined, '2026-12-01');
const late = await loadPriceList(undefined, '2027-03-16');
const run = () =>
  endLapsedOrders({
    sql,
    stripe,
    context: async () => (await loadOrderContext(late)).context,
    log: quiet,
  });

async function placeEarly(email = customer.email, items = ['clinical1']) {
  const placed = await createRegistrationPayment(
    {
      customer: { ...customer, email },
      selectedItems: items,
      sessions: items.includes('clinical1') ? SESSION : {},
    },
    { stripe, priceList: early },
  );
  if (!placed.ok) throw new Error(`not placed: ${placed.error}`);
  return placed;
}
const lapse = (orderId: string) =>
  sql`update session_seats set held_until = now() - interval '1 second' where order_id = ${orderId}`;
const intentStatus = async (id: string) => (await stripe.paymentIntents.retrieve(id)).status;
const orderStatus = async (orderId: string) =>
  (await sql<{ status: string }[]>`select status from orders where id = ${orderId}`)[0]!.status;
const cancelEvents = (intentId: string) =>
  standIn.events.filter(
    (event) =>
      event.type === 'payment_intent.canceled' &&
      (event.data.object as { id?: string }).id === intentId,
  ).length;

beforeEach(async () => {
  await resetDatabase(sql);
});

describe('endLapsedOrders', () => {
  it('cancels a lapsed order’s intent and ends the order, once with two runs at the same time', async () => {
    const placed = await placeEarly();
    await lapse(placed.orderId);
    const ended = await Promise.all([run(), run()]);
    expect(ended.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(await intentStatus(placed.paymentIntentId)).toBe('canceled');
    expect(cancelEvents(placed.paymentIntentId)).toBe(1);
    expect(await orderStatus(placed.orderId)).toBe('failed');
    expect(
      await sql`
        select kind, status from order_payments where order_id = ${placed.orderId}`,
    ).toEqual([{ kind: 'charge', status: 'canceled' }]);
    expect(
      await sql`select event from order_log where order_id = ${placed.orderId} order by id`,
    ).toEqual([{ event: 'payment-failed' }, { event: 'note' }]);
    // Ended, it is never claimed again; the old price can no longer be charged.
    expect(await run()).toBe(0);
    await expect(
      stripe.paymentIntents.confirm(placed.paymentIntentId, { payment_method: 'pm_card_visa' }),
    ).rejects.toMatchObject({ code: 'payment_intent_unexpected_state' });
  });

  it('ends an order whose intent Stripe does not know, and the others still get their turn', async () => {
    const lost = await placeEarly('lost@example.com', ['module1']);
    const placed = await placeEarly();
    await sql`
      update orders set payment_intent_id = 'pi_Unknown123', created_at = now() - interval '2 hours'
      where id = ${lost.orderId}`;
    await lapse(placed.orderId);
    expect(await run()).toBe(2);
    expect(await orderStatus(lost.orderId)).toBe('failed');
    expect(await intentStatus(placed.paymentIntentId)).toBe('canceled');
    expect(await run()).toBe(0);
  });

  it('leaves an order alone while its hold runs, and one without a seat for its hour', async () => {
    const held = await placeEarly('held@example.com');
    const undated = await placeEarly('undated@example.com', ['module1']);
    expect(await run()).toBe(0);
    expect(await intentStatus(held.paymentIntentId)).toBe('requires_payment_method');
    expect(await intentStatus(undated.paymentIntentId)).toBe('requires_payment_method');
    // An order without a seat ends once the hour an identical request reuses it is over.
    await sql`update orders set created_at = now() - interval '61 minutes' where id = ${undated.orderId}`;
    expect(await run()).toBe(1);
    expect(await intentStatus(undated.paymentIntentId)).toBe('canceled');
    expect(await intentStatus(held.paymentIntentId)).toBe('requires_payment_method');
  });

  it('refunds an intent paid meanwhile at the early price after the deadline, never ending it as unpaid', async () => {
    const placed = await placeEarly();
    await lapse(placed.orderId);
    // Paid just before the job asked: Stripe refuses to cancel a succeeded intent.
    await stripe.paymentIntents.confirm(placed.paymentIntentId, { payment_method: 'pm_card_visa' });
    expect(await run()).toBe(0);
    expect(await intentStatus(placed.paymentIntentId)).toBe('succeeded');
    expect(await orderStatus(placed.orderId)).toBe('refunded');
    const refunds = await stripe.refunds.list({ payment_intent: placed.paymentIntentId });
    expect(refunds.data.map((refund) => refund.amount)).toEqual([650_000]);
    expect((await sql`select kind from outbox_emails order by id`).map((row) => row.kind)).toEqual([
      'order-late-refund',
      'order-late-refund-note',
    ]);
    expect(await run()).toBe(0);
    expect(
      (await stripe.refunds.list({ payment_intent: placed.paymentIntentId })).data,
    ).toHaveLength(1);
  });
});
