/**
 * Staff refund a paid duplicate (an order marked `duplicate_of`, order-attention.server.ts) in
 * full from /staff under the key `refund-<orderId>-duplicate`, so a second click or a retry never
 * refunds twice; the intent is then re-read and applied as the webhook applies `charge.refunded`.
 */
import Stripe from 'stripe';

import { db, type Sql } from '~/db/client.server';
import { type Actor, SYSTEM } from '~/orders/ledger.server';
import { loadOrderContext } from '~/orders/order-context.server';
import { recordIssuedRefund } from '~/refunds/lifecycle.server';
import { sendWaitingListOffers } from '~/sessions/waiting-list-offers.server';
import { stripeClient } from '~/stripe/stripe.server';

import { applyIntentToOrder } from './fulfilment.server';

export type DuplicateRefund = 'refunded' | 'not-refundable';

/** Staff refund a paid duplicate in full (see the header); 'refunded' once it is. */
export async function refundDuplicate(
  orderId: string,
  deps: { sql?: Sql; stripe?: Stripe; staffEmail?: string } = {},
): Promise<DuplicateRefund> {
  const sql = deps.sql ?? db();
  const [order] = await sql<{ payment_intent_id: string }[]>`
    select payment_intent_id from orders
    where id = ${orderId} and duplicate_of is not null and status = 'completed'
      and payment_intent_id is not null`;
  if (!order) return 'not-refundable';
  const stripe = deps.stripe ?? stripeClient();
  let issued: Stripe.Refund | null = null;
  try {
    issued = await stripe.refunds.create(
      { payment_intent: order.payment_intent_id },
      { idempotencyKey: `refund-${orderId}-duplicate` },
    );
  } catch (error) {
    // Refunded meanwhile (the Dashboard): the intent re-read below says so. Anything else throws.
    if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
  }
  const [intent, { context, priceList }] = await Promise.all([
    stripe.paymentIntents.retrieve(order.payment_intent_id, { expand: ['latest_charge'] }),
    loadOrderContext(),
  ]);
  const result = await sql.begin(async (tx) => {
    const applied = await applyIntentToOrder(tx, intent, context);
    if (issued) {
      const actor: Actor = deps.staffEmail ? { kind: 'staff', email: deps.staffEmail } : SYSTEM;
      await recordIssuedRefund(tx, orderId, issued, actor);
    }
    return applied;
  });
  // Its seats are free again: the waiting list hears now, as after the webhook's refund.
  if (result === 'refunded') await sendWaitingListOffers(sql, { priceList });
  const [after] = await sql<{ status: string }[]>`select status from orders where id = ${orderId}`;
  return after?.status === 'refunded' ? 'refunded' : 'not-refundable';
}
