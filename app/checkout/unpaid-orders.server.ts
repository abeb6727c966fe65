/**
 * The background job that ends unpaid orders whose hold is over (docs/decisions/0091): their
 * PaymentIntent is canceled at Stripe, so the price they were placed at can no longer be
 * charged, and the order follows its intent as the webhook would have it (failed, its credit
 * given back, logged). Safe on every instance at once: each order is claimed under its row lock
 * (`FOR UPDATE SKIP LOCKED`), held while Stripe is asked and until the answer is written, and
 * an order whose intent is known canceled (or paid) is never claimed again.
 *
 * An intent Stripe will not cancel was paid (or is being paid) meanwhile: re-read, it is applied
 * as the webhook applies it, so a payment after the hold is completed only at the price and with
 * the seat of the moment, else refunded (late-payment.server.ts). An order whose intent was
 * never made is left alone: nothing can charge it.
 */
import type postgres from 'postgres';
import Stripe from 'stripe';

import type { Sql } from '~/db/client.server';
import { logNote, noteDetails } from '~/orders/log-note';
import { loadOrderContext } from '~/orders/order-context.server';
import { releaseOrderSeats } from '~/sessions/seat-bookings.server';

import {
  applyIntentToOrder,
  type FulfilmentContext,
  type FulfilmentResult,
} from '../fulfilment/fulfilment.server';
import { holdOver } from '../fulfilment/late-payment.server';
import { issueLateRefunds } from '../fulfilment/late-refunds.server';
import { lockOrder, registrationChargeOf } from '../orders/intent-order.server';
import { logOrderEvent, recordCharge, SYSTEM } from '../orders/ledger.server';
import { returnOrderCredit } from '../orders/order-credit.server';
import { orderFailed } from '../orders/transitions.server';
import { stripeClient } from '../stripe/stripe.server';

export interface UnpaidOrderDependencies {
  sql: Sql;
  stripe?: Stripe;
  /** What applying an intent needs from content; loaded only when an order is to be ended. */
  context?: () => Promise<FulfilmentContext>;
  log?: Pick<Console, 'info' | 'warn'>;
  /** Most orders looked at in one run. */
  limit?: number;
}

/** Unpaid orders with an intent not known canceled or paid, whose hold is over (alias `o`). */
const lapsedUnpaid = (sql: Sql | postgres.TransactionSql) => sql`
  o.status in ('pending', 'failed') and o.payment_intent_id is not null
  and not exists (
    select 1 from order_payments p
    where p.order_id = o.id and p.kind = 'charge' and p.stripe_id = o.payment_intent_id
      and p.status in ('succeeded', 'canceled'))
  and ${holdOver(sql)}`;

async function defaultContext(): Promise<FulfilmentContext> {
  return (await loadOrderContext()).context;
}

/** Ends the unpaid orders whose hold is over, one transaction each. Returns how many it ended. */
export async function endLapsedOrders(deps: UnpaidOrderDependencies): Promise<number> {
  const { sql } = deps;
  // A look without locks first: content is loaded only when there is something to end.
  const [any] = await sql`select 1 from orders o where ${lapsedUnpaid(sql)} limit 1`;
  if (!any) return 0;
  const stripe = deps.stripe ?? stripeClient();
  const context = { ...(await (deps.context ?? defaultContext)()), actor: SYSTEM };
  const tried: string[] = [];
  let ended = 0;
  for (let count = 0; count < (deps.limit ?? 100); count++) {
    let claimed: string | null = null;
    const next = await endNextOrder(sql, stripe, context, tried, (id) => {
      claimed = id;
    }).catch((error: unknown) => {
      // Stripe unreachable, or this order's intent unreadable: the others still get their turn,
      // this one is asked again at the next run.
      if (claimed === null) throw error;
      (deps.log ?? console).warn(
        `Ending unpaid order ${claimed as string} failed (asked again later): ${error instanceof Error ? error.message : String(error)}`,
      );
      return { orderId: claimed as string, result: 'unchanged' as const, canceled: false };
    });
    if (!next) break;
    tried.push(next.orderId);
    if (next.canceled) ended += 1;
    if (next.result === 'refunded-late') {
      await issueLateRefunds(sql, next.orderId, { stripe, context: async () => context });
    }
  }
  if (ended > 0) (deps.log ?? console).info(`Unpaid orders ended after their hold: ${ended}`);
  return ended;
}

/**
 * Claims one order (not among `tried`, which this run already looked at) and cancels its intent;
 * null when there is none left, or every one is being handled by another instance.
 */
async function endNextOrder(
  sql: Sql,
  stripe: Stripe,
  context: FulfilmentContext,
  tried: readonly string[],
  onClaim: (orderId: string) => void,
): Promise<{ orderId: string; result: FulfilmentResult; canceled: boolean } | null> {
  return sql.begin(async (tx) => {
    const [order] = await tx<{ id: string; payment_intent_id: string }[]>`
      select o.id, o.payment_intent_id from orders o
      where ${lapsedUnpaid(tx)} and o.id <> all(${tx.array([...tried])}::uuid[])
      order by o.created_at, o.id
      limit 1
      for update of o skip locked`;
    if (!order) return null;
    onClaim(order.id);
    await stripe.paymentIntents
      .cancel(order.payment_intent_id, { cancellation_reason: 'abandoned' })
      .catch((error: unknown) => {
        // Canceled already, paid or being paid: the intent re-read below says which.
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
      });
    const intent = await stripe.paymentIntents
      .retrieve(order.payment_intent_id, { expand: ['latest_charge'] })
      .catch((error: unknown) => {
        // Not in this account (a deleted test object, another account's key): nothing can
        // charge it, so the order ends as a canceled one would.
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) {
          return null;
        }
        throw error;
      });
    if (!intent) {
      await endUnknownIntent(tx, order.id, order.payment_intent_id);
      return { orderId: order.id, result: 'failed' as const, canceled: true };
    }
    const result = await applyIntentToOrder(tx, intent, context);
    const canceled = intent.status === 'canceled';
    if (canceled) {
      await logOrderEvent(tx, order.id, {
        event: 'note',
        actor: SYSTEM,
        details: noteDetails(logNote('holdOver')),
        dedupeKey: `hold-over:${intent.id}`,
      });
    }
    return { orderId: order.id, result, canceled };
  });
}

/** The order's intent is unknown to Stripe: the order fails, its seats and credit given back. */
async function endUnknownIntent(tx: postgres.TransactionSql, orderId: string, intentId: string) {
  const order = await lockOrder(tx, orderId);
  if (!order) return;
  const reason = 'Its payment is unknown to Stripe';
  await orderFailed(tx, orderId, { reason });
  await releaseOrderSeats(tx, orderId);
  await recordCharge(tx, orderId, {
    stripeId: intentId,
    amountCents: registrationChargeOf(order),
    currency: order.currency,
    status: 'canceled',
    failureReason: reason,
  });
  await returnOrderCredit(tx, orderId, SYSTEM);
  // Logged after its credit went back, as it always was (the log's order is what staff read).
  await logOrderEvent(tx, orderId, {
    event: 'payment-failed',
    actor: SYSTEM,
    details: { intentId, status: 'canceled', reason },
    dedupeKey: `hold-over:${intentId}`,
  });
}
