/**
 * The price of an unpaid order, checked again just before its card is charged
 * (docs/decisions/0066-early-registration-prices.md). An order keeps the prices it was placed at
 * for the life of its seat holds. Once a hold lapsed, a course whose session now costs another
 * price (its early deadline passed meanwhile) is priced again: the order's PaymentIntent is
 * canceled, so the old price can no longer be charged, and the page asks for the new one.
 */
import Stripe from 'stripe';

import type { Sql } from '~/db/client.server';

import { applyIntentToOrder, type FulfilmentContext } from '../fulfilment/fulfilment.server';
import type { PriceList } from '../prices/price-list';
import { priceSelection } from '../prices/selection-price';

export type PriceRecheck =
  | { ok: true }
  /**
   * The order was priced again: its intent is canceled; `amountCents` is today's price.
   * `ended`: the order had already ended with its hold (the unpaid-orders job, decision 0091),
   * at the same price: the page registers again rather than confirm a canceled payment.
   */
  | { ok: false; amountCents: number; ended?: true };

interface OrderLineHold {
  order_id: string;
  status: string;
  course_id: string;
  list_price_cents: number | null;
  session_key: string | null;
  held: boolean;
}

/** The order of a PaymentIntent, each course bought on its own with its seat and whether it is held. */
async function orderHolds(sql: Sql, paymentIntentId: string): Promise<OrderLineHold[]> {
  return sql<OrderLineHold[]>`
    select o.id as order_id, o.status, l.course_id, l.list_price_cents, s.session_key,
           coalesce(s.status = 'held' and s.held_until > now(), false) as held
    from orders o
    join order_lines l on l.order_id = o.id and l.program_id is null
    left join session_seats s on s.order_id = o.id and s.course_id = l.course_id
    where o.payment_intent_id = ${paymentIntentId}
    order by l.course_id`;
}

/** The intent's charge is known canceled: its order ended unpaid. */
async function intentCanceled(sql: Sql, paymentIntentId: string): Promise<boolean> {
  const rows = await sql`
    select 1 from order_payments
    where stripe_id = ${paymentIntentId} and kind = 'charge' and status = 'canceled'`;
  return rows.length > 0;
}

/** A PaymentIntent's client secret, as Stripe.js holds it: `pi_…_secret_…`. */
export const CLIENT_SECRET = /^(pi_[A-Za-z0-9]{1,64})_secret_[A-Za-z0-9]{1,64}$/;

/**
 * Checks the price of the order the page is about to pay, by its intent's client secret (only
 * the buyer's page holds it: nobody else can cancel their payment).
 */
export async function recheckPrice(
  sql: Sql,
  stripe: Stripe,
  clientSecret: string,
  priceList: PriceList,
  fulfilment: () => Promise<FulfilmentContext>,
): Promise<PriceRecheck> {
  const paymentIntentId = CLIENT_SECRET.exec(clientSecret)?.[1];
  if (!paymentIntentId) return { ok: true };
  const lines = await orderHolds(sql, paymentIntentId);
  const unpaid = lines.filter((line) => line.status === 'pending' || line.status === 'failed');
  // Only a session whose hold lapsed is priced again; a held one keeps its price.
  if (!unpaid.some((line) => line.session_key !== null && !line.held)) return { ok: true };
  const sessions = Object.fromEntries(
    unpaid.flatMap((line) => (line.session_key ? [[line.course_id, line.session_key]] : [])),
  );
  const today = priceSelection(
    priceList,
    unpaid.map((line) => line.course_id),
    sessions,
  );
  if (!today.ok) return { ok: true };
  const changed = today.coursePrices.some(
    (price) =>
      price.cents !== unpaid.find((line) => line.course_id === price.courseId)?.list_price_cents,
  );
  if (!changed) {
    // Ended by the job (its intent canceled): the page is told, not left to Stripe's refusal.
    if (!(await intentCanceled(sql, paymentIntentId))) return { ok: true };
    const current = await stripe.paymentIntents.retrieve(paymentIntentId);
    if (current.client_secret !== clientSecret || current.status !== 'canceled') {
      return { ok: true };
    }
    return { ok: false, amountCents: today.amountCents, ended: true };
  }
  const current = await stripe.paymentIntents.retrieve(paymentIntentId);
  if (current.client_secret !== clientSecret) return { ok: true };
  await stripe.paymentIntents
    .cancel(paymentIntentId, { cancellation_reason: 'abandoned' })
    .catch((error: unknown) => {
      // Paid or being paid meanwhile: the intent re-read below says which.
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
    });
  const intent = await stripe.paymentIntents.retrieve(paymentIntentId, {
    expand: ['latest_charge'],
  });
  if (intent.status !== 'canceled') return { ok: true };
  // The order follows its intent as the webhook would have it: failed, seats and credit freed.
  const context = await fulfilment();
  await sql.begin((tx) => applyIntentToOrder(tx, intent, context));
  return { ok: false, amountCents: today.amountCents };
}
