import { afterAll, beforeEach, describe, expect, it } from 'vitest';

import { closeDb } from '~/db/client.server';
import { loadOrderContext } from '~/orders/order-context.server';

import { createTestDatabase, resetDatabase } from '../../tests/support/database';
import { customer, startTestStripe } from '../../tests/support/stripe';
import { loadPriceList } from '../prices/price-list.server';
import { createRegistrationPayment } from './payment-intents.server';
import { recheckPrice } from './price-recheck.server';
import { endLapsedOrders } from './unpaid-orders.server';

const { sql, url } = await createTestDatabase();
process.env.DATABASE_URL = url;
afterAll(closeDb);
const { stripe } = await startTestStripe();

// Clinical 1's April 2027 session (first day 15 April): early ($6,500) until 15 March 2027.
const SESSION = { clinical1: 'clinical1-2027-04' };
const early = await loadPriceList(undefined, '2026-12-01');
const late = await loadPriceList(undefined, '2027-03-16');
const fulfilment = async () => (await loadOrderContext(early)).context;
const quiet = { info() {}, warn() {} };

async function placeEarly() {
  const result = await createRegistrationPayment(
    { customer, selectedItems: ['clinical1'], sessions: SESSION },
    { stripe, priceList: early },
  );
  if (!result.ok) throw new Error(`not placed: ${result.error}`);
  expect(result.amountCents).toBe(650_000);
  return result;
}

const lapse = (orderId: string) =>
  sql`update session_seats set held_until = now() - interval '1 second' where order_id = ${orderId}`;

beforeEach(async () => {
  await resetDatabase(sql);
});

describe('recheckPrice', () => {
  it('keeps the early price while the seat is held, even after the deadline', async () => {
    const placed = await placeEarly();
    expect(await recheckPrice(sql, stripe, placed.clientSecret, late, fulfilment)).toEqual({
      ok: true,
    });
    const intent = await stripe.paymentIntents.retrieve(placed.paymentIntentId);
    expect(intent.status).toBe('requires_payment_method');
  });

  it('prices a lapsed hold again after the deadline: the old payment is canceled', async () => {
    const placed = await placeEarly();
    await lapse(placed.orderId);
    expect(await recheckPrice(sql, stripe, placed.clientSecret, late, fulfilment)).toEqual({
      ok: false,
      amountCents: 750_000,
    });
    const intent = await stripe.paymentIntents.retrieve(placed.paymentIntentId);
    expect(intent.status).toBe('canceled');
    const [order] = await sql`select status from orders where id = ${placed.orderId}`;
    expect(order!.status).toBe('failed');
    // Asked again, the registration is a new order at the new price.
    const again = await createRegistrationPayment(
      { customer, selectedItems: ['clinical1'], sessions: SESSION },
      { stripe, priceList: late },
    );
    expect(again).toMatchObject({ ok: true, reused: false, amountCents: 750_000 });
  });

  it('lets a lapsed hold go on when its price is still the same', async () => {
    const placed = await placeEarly();
    await lapse(placed.orderId);
    expect(await recheckPrice(sql, stripe, placed.clientSecret, early, fulfilment)).toEqual({
      ok: true,
    });
    expect((await stripe.paymentIntents.retrieve(placed.paymentIntentId)).status).toBe(
      'requires_payment_method',
    );
  });

  it('tells the page a registration that ended with its hold, at the same price (0091)', async () => {
    const placed = await placeEarly();
    await lapse(placed.orderId);
    expect(await endLapsedOrders({ sql, stripe, context: fulfilment, log: quiet })).toBe(1);
    expect(await recheckPrice(sql, stripe, placed.clientSecret, early, fulfilment)).toEqual({
      ok: false,
      amountCents: 650_000,
      ended: true,
    });
    const forged = `${placed.paymentIntentId}_secret_forged123`;
    expect(await recheckPrice(sql, stripe, forged, early, fulfilment)).toEqual({ ok: true });
  });

  it('cancels nothing for a client secret that is not the intent’s', async () => {
    const placed = await placeEarly();
    await lapse(placed.orderId);
    const forged = `${placed.paymentIntentId}_secret_forged123`;
    expect(await recheckPrice(sql, stripe, forged, late, fulfilment)).toEqual({ ok: true });
    expect((await stripe.paymentIntents.retrieve(placed.paymentIntentId)).status).toBe(
      'requires_payment_method',
    );
  });
});
