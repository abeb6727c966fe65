/**
 * Staff refund a paid duplicate (an order marked `duplicate_of`, fulfilment.server.ts) in full
 * from /staff. The refund is made through Stripe's Refunds API with the idempotency key
 * `refund-<orderId>-duplicate`, so a second click or a retry never refunds twice; the intent is
 * then re-read and applied as the webhook applies `charge.refunded` (the webhook's own delivery
 * later finds the order refunded and changes nothing).
 */
import Stripe from 'stripe';

import { db, type Sql } from '~/db/client.server';
import { sendWaitingListOffers } from '~/sessions/waiting-list-offers.server';

import { applyIntentToOrder } from './fulfilment.server';
import { stripeClient } from './stripe.server';
import { loadFulfilmentContext } from './webhook.server';

export type DuplicateRefund = 'refunded' | 'not-refundable';

export async function refundDuplicate(
  orderId: string,
  deps: { sql?: Sql; stripe?: Stripe } = {},
): Promise<DuplicateRefund> {
  const sql = deps.sql ?? db();
  const [order] = await sql<{ payment_intent_id: string }[]>`
    select payment_intent_id from orders
    where id = ${orderId} and duplicate_of is not null and status = 'completed'
      and payment_intent_id is not null`;
  if (!order) return 'not-refundable';
  const stripe = deps.stripe ?? stripeClient();
  try {
    await stripe.refunds.create(
      { payment_intent: order.payment_intent_id },
      { idempotencyKey: `refund-${orderId}-duplicate` },
    );
  } catch (error) {
    // Refunded meanwhile (the Dashboard): the intent re-read below says so. Anything else throws.
    if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
  }
  const [intent, { context, priceList }] = await Promise.all([
    stripe.paymentIntents.retrieve(order.payment_intent_id, { expand: ['latest_charge'] }),
    loadFulfilmentContext(),
  ]);
  const result = await sql.begin((tx) => applyIntentToOrder(tx, intent, context));
  // Its seats are free again: the waiting list hears now, as after the webhook's refund.
  if (result === 'refunded') await sendWaitingListOffers(sql, { priceList });
  const [after] = await sql<{ status: string }[]>`select status from orders where id = ${orderId}`;
  return after?.status === 'refunded' ? 'refunded' : 'not-refundable';
}
