/**
 * Credit held by a student's own unpaid registrations (a checkout left open, or replaced by
 * Edit Information), taken back for a new one when the student asks (`takeOverCredit`,
 * docs/decisions/0061). The earlier payment is canceled at Stripe first and its order then
 * follows its intent as the webhook would have it: canceled, it gives the credit back; paid
 * meanwhile, it is completed and keeps it. A credit never pays twice.
 */
import Stripe from 'stripe';

import { orderSpends } from '~/credits/ledger.server';
import type { Sql } from '~/db/client.server';
import { normalizeEmail } from '~/lib/email-address';
import { releaseOrderSeats } from '~/sessions/seat-bookings.server';

import { applyIntentToOrder, type FulfilmentContext } from '../fulfilment/fulfilment.server';
import { lockOrder } from '../orders/intent-order.server';
import type { Actor } from '../orders/ledger.server';
import { returnOrderCredit } from '../orders/order-credit.server';
import { orderFailed } from '../orders/transitions.server';

/**
 * An order whose intent was never made may be a request still on its way to Stripe: only one
 * older than this is taken over (its request failed, or its instance stopped).
 */
const INTENTLESS_AFTER_MINUTES = 10;

/**
 * Cancels the address's unpaid registrations that hold credit and gives that credit back.
 * Returns how many gave theirs back (their seats are free: the caller offers them to the waiting
 * list once its own order holds its seats).
 */
export async function releaseHeldCredit(
  sql: Sql,
  stripe: Stripe,
  request: { email: string; actor: Actor; fulfilment: () => Promise<FulfilmentContext> },
): Promise<number> {
  const orders = await sql<{ id: string; payment_intent_id: string | null; stale: boolean }[]>`
    select id, payment_intent_id,
           created_at < now() - make_interval(mins => ${INTENTLESS_AFTER_MINUTES}) as stale
    from orders
    where email_normalized = ${normalizeEmail(request.email)}
      and status in ('pending', 'failed') and credit_cents > 0
    order by created_at, id`;
  let released = 0;
  for (const order of orders) {
    const spends = await orderSpends(sql, order.id);
    if (!spends.some((spend) => !spend.returned)) continue;
    if (order.payment_intent_id) {
      await stripe.paymentIntents
        .cancel(order.payment_intent_id, { cancellation_reason: 'abandoned' })
        .catch((error: unknown) => {
          // Canceled already, paid or being paid: the intent re-read below says which.
          if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
        });
      const intent = await stripe.paymentIntents.retrieve(order.payment_intent_id, {
        expand: ['latest_charge'],
      });
      const context = { ...(await request.fulfilment()), actor: request.actor };
      const result = await sql.begin((tx) => applyIntentToOrder(tx, intent, context));
      if (result === 'failed' || result === 'unchanged') released += 1;
    } else if (order.stale) {
      const gaveBack = await sql.begin(async (tx) => {
        const locked = await lockOrder(tx, order.id);
        if (!locked || locked.payment_intent_id !== null) return false;
        if (locked.status !== 'pending' && locked.status !== 'failed') return false;
        await orderFailed(tx, order.id, {
          reason: 'Replaced by a later registration before its payment was set up',
        });
        await releaseOrderSeats(tx, order.id);
        return (await returnOrderCredit(tx, order.id, request.actor)) > 0;
      });
      if (gaveBack) released += 1;
    }
  }
  return released;
}
