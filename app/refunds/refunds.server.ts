/**
 * Staff refund a paid duplicate (an order marked `duplicate_of`, order-attention.server.ts) in full
 * from /staff. The refund is made through Stripe's Refunds API with the idempotency key
 * `refund-<orderId>-duplicate`, so a second click or a retry never refunds twice; the intent is
 * then re-read and applied as the webhook applies `charge.refunded` (the webhook's own delivery
 * later finds the order refunded and changes nothing). The refund is logged as issued by the
 * staff member, and the refund row gets Stripe's refund id.
 */
import Stripe from 'stripe';

import { db, type Queryable, type Sql } from '~/db/client.server';
import { sendWaitingListOffers } from '~/sessions/waiting-list-offers.server';

import { applyIntentToOrder } from '../fulfilment/fulfilment.server';
import { loadFulfilmentContext } from '../fulfilment/webhook.server';
import { logOrderEvent, SYSTEM } from '../orders/ledger.server';
import { stripeClient } from '../stripe/stripe.server';

export type DuplicateRefund = 'refunded' | 'not-refundable';

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
    loadFulfilmentContext(),
  ]);
  const result = await sql.begin(async (tx) => {
    const applied = await applyIntentToOrder(tx, intent, context);
    if (issued) await recordIssuedRefund(tx, orderId, issued, deps.staffEmail);
    return applied;
  });
  // Its seats are free again: the waiting list hears now, as after the webhook's refund.
  if (result === 'refunded') await sendWaitingListOffers(sql, { priceList });
  const [after] = await sql<{ status: string }[]>`select status from orders where id = ${orderId}`;
  return after?.status === 'refunded' ? 'refunded' : 'not-refundable';
}

/**
 * The refund staff asked for, in the order's log (once per Stripe refund: a retry gets the same
 * refund back), and its id on the refund row the refunded total made (docs/decisions/0056).
 */
async function recordIssuedRefund(
  tx: Queryable,
  orderId: string,
  refund: Stripe.Refund,
  staffEmail: string | undefined,
) {
  await logOrderEvent(tx, orderId, {
    event: 'refund-issued',
    actor: staffEmail ? { kind: 'staff', email: staffEmail } : SYSTEM,
    details: { stripeRefundId: refund.id, amountCents: refund.amount, reason: 'duplicate' },
    dedupeKey: `refund-issued:${refund.id}`,
  });
  await tx`
    update order_payments set stripe_id = ${refund.id}, updated_at = now()
    where id = (
      select id from order_payments
      where order_id = ${orderId} and kind = 'refund' and stripe_id is null
        and amount_cents = ${refund.amount}
      order by created_at desc, id
      limit 1)
      and not exists (select 1 from order_payments where stripe_id = ${refund.id})`;
}
