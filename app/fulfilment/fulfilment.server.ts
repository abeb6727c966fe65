/**
 * What a PaymentIntent's state means for its order, applied inside the caller's transaction with
 * the order row locked. Only forward moves: pending/failed → completed (grants the courses and
 * queues the two e-mails, once), completed → refunded (takes the grants back), pending →
 * failed. A completed order never goes back to pending or failed, whatever arrives late. A
 * payment after the order's hold lapsed completes it only at the price and with the seats of the
 * moment; else it is refunded in full and the order ends refunded, never completed
 * (late-payment.server.ts, docs/decisions/0091).
 *
 * What the intent says is read by orders/intent-order.server.ts; the order's status changes by
 * orders/transitions.server.ts, whose paid hooks do what a paid order does (its seats and
 * e-mails: order-completion.server.ts; a plan's start: app/plans); what staff must hear of is
 * written by order-attention.server.ts.
 */
import type Stripe from 'stripe';

import { releaseOrderSeats } from '~/sessions/seat-bookings.server';

import { grantOrders } from '../orders/grants.server';
import {
  intentActor,
  lockOrderOf,
  type OrderRow,
  outcomeOf,
  registrationChargeOf,
  type Tx,
} from '../orders/intent-order.server';
import { recordCharge } from '../orders/ledger.server';
import {
  giveBackKeptCredit,
  holdOrderCredit,
  returnOrderCredit,
} from '../orders/order-credit.server';
import { formatAmount } from '../orders/staff-notes';
import {
  type OrderContext,
  orderFailed,
  orderPaid,
  orderRefunded,
  paymentsRecorded,
} from '../orders/transitions.server';
import type { PriceList } from '../prices/price-list';
import { lateChange, refuseLatePayment } from './late-payment.server';
import { noteMismatch, recordPartialRefund, recordRefunded } from './order-attention.server';

export type FulfilmentResult =
  | 'completed'
  | 'refunded'
  /** Paid after its hold lapsed when the price or seat had changed: refunded, not completed. */
  | 'refunded-late'
  | 'partially-refunded'
  | 'disputed'
  | 'failed'
  | 'unchanged'
  | 'no-order'
  | 'mismatch';

export interface FulfilmentContext extends OrderContext {
  /**
   * The intent's refunds were listed and are recorded by their ids (refunds/stripe-refunds.server.ts):
   * the charge's refunded total is not recorded here.
   */
  refundsListed?: boolean;
  /**
   * What is for sale and at what price at this moment: a payment after its order's hold lapsed
   * completes it only at these prices (late-payment.server.ts).
   */
  priceList: PriceList;
}

/**
 * Applies the intent, then tells what money it recorded (a payment that completed the order, a
 * refunded total): its receipts are issued last, as the receipt counter's lock is (0063).
 */
export async function applyIntentToOrder(
  tx: Tx,
  intent: Stripe.PaymentIntent,
  context: FulfilmentContext,
): Promise<FulfilmentResult> {
  const result = await applyIntent(tx, intent, context);
  const orderId = typeof intent.metadata?.order_id === 'string' ? intent.metadata.order_id : null;
  if (result !== 'no-order' && orderId) {
    await paymentsRecorded(tx, { orderId, context, intent });
  }
  return result;
}

async function applyIntent(
  tx: Tx,
  intent: Stripe.PaymentIntent,
  context: FulfilmentContext,
): Promise<FulfilmentResult> {
  const order = await lockOrderOf(tx, intent);
  if (!order) return 'no-order';
  const outcome = outcomeOf(intent);
  if (order.payment_intent_id !== null && order.payment_intent_id !== intent.id) {
    // Money taken on an intent that is not the order's own: staff must sort it out.
    if (outcome.kind === 'succeeded') {
      await recordCharge(tx, order.id, {
        stripeId: intent.id,
        amountCents: intent.amount_received,
        currency: intent.currency,
        status: 'succeeded',
      });
      await noteMismatch(
        tx,
        order,
        intent,
        `payment ${intent.id} is not the registration's payment ${order.payment_intent_id}`,
        context,
      );
    }
    return 'mismatch';
  }

  switch (outcome.kind) {
    case 'succeeded': {
      let result: FulfilmentResult = 'unchanged';
      // The money was taken, whatever becomes of the order: its charge is in the ledger.
      await recordCharge(tx, order.id, {
        stripeId: intent.id,
        amountCents: intent.amount_received,
        currency: intent.currency,
        status: 'succeeded',
      });
      if (order.status === 'pending' || order.status === 'failed') {
        // The server decides: only the amount it priced for the card (the price less the credit
        // the order counts on, or a plan's first payment), in its currency, completes the order.
        const charged = registrationChargeOf(order);
        const received = formatAmount(intent.amount_received, intent.currency);
        if (intent.amount_received !== charged || intent.currency !== order.currency) {
          const priced = formatAmount(order.amount_cents, order.currency);
          const problem = order.plan_months
            ? `received ${received}, priced ${formatAmount(charged, order.currency)} (payment 1 of ${order.plan_months} of ${priced})`
            : order.credit_cents > 0
              ? `received ${received}, priced ${priced} less ${formatAmount(order.credit_cents, order.currency)} of credit`
              : `received ${received}, priced ${priced}`;
          await noteMismatch(tx, order, intent, problem, context);
          return 'mismatch';
        }
        // After its hold lapsed, the order is sold at the price of the moment only (0091).
        const repriced = await lateChange(tx, order, context.priceList, 'price');
        if (repriced) {
          await refuseLatePayment(tx, order, intent, repriced, context);
          return 'refunded-late';
        }
        // Credit given back when an earlier attempt failed is taken again; gone meanwhile, the
        // card paid too little.
        const held = await holdOrderCredit(
          tx,
          {
            id: order.id,
            email: order.email,
            creditCents: order.credit_cents,
            currency: order.currency,
          },
          intentActor(context),
        );
        if (!held.ok) {
          const credit = formatAmount(order.credit_cents, order.currency);
          const left = formatAmount(held.availableCents, order.currency);
          await noteMismatch(
            tx,
            order,
            intent,
            `received ${received}, but the ${credit} of credit the rest was to come from is no longer available (${left} left)`,
            context,
          );
          return 'mismatch';
        }
        // Its seats, after the credit (the locks' order): still room in sessions still open.
        const seatGone = await lateChange(tx, order, context.priceList, 'seat');
        if (seatGone) {
          await refuseLatePayment(tx, order, intent, seatGone, context);
          return 'refunded-late';
        }
        // Its paid hooks book its seats, queue its e-mails and start its plan.
        await orderPaid(tx, order, { kind: 'card', intent }, context);
        result = 'completed';
      }
      if (outcome.refundedCents > 0 && order.status !== 'refunded' && !context.refundsListed) {
        const recorded = await recordPartialRefund(
          tx,
          order,
          intent.id,
          outcome.refundedCents,
          context,
        );
        if (recorded && result === 'unchanged') result = 'partially-refunded';
      }
      return result;
    }
    case 'refunded':
      if (order.status === 'refunded') return 'unchanged';
      await refund(tx, order, intent.id, context);
      return 'refunded';
    case 'failed': {
      if (order.status !== 'pending' && order.status !== 'failed') return 'unchanged';
      const status = intent.status === 'canceled' ? 'canceled' : 'failed';
      const changed = await recordCharge(tx, order.id, {
        stripeId: intent.id,
        amountCents: intent.amount,
        currency: intent.currency,
        status,
        failureReason: outcome.message,
      });
      const reason = outcome.message.slice(0, 1000);
      await orderFailed(tx, order.id, {
        reason,
        intentId: intent.id,
        // Logged once per change of its charge: a re-delivered failure logs nothing more.
        ...(changed && {
          log: {
            event: 'payment-failed',
            actor: intentActor(context),
            details: { intentId: intent.id, status, reason },
          },
        }),
      });
      await releaseOrderSeats(tx, order.id);
      // Its credit goes back to the student, as its seats do (taken again if it is paid).
      await returnOrderCredit(tx, order.id, intentActor(context));
      return order.status === 'failed' ? 'unchanged' : 'failed';
    }
    case 'none':
      return 'unchanged';
  }
}

/**
 * A full refund takes back what this order granted, unless another paid order covers it. What
 * had not been recorded as refunded yet becomes one refund row (recordRefunded).
 */
async function refund(tx: Tx, order: OrderRow, intentId: string, context: FulfilmentContext) {
  await orderRefunded(tx, order.id, { intentId });
  // The card's whole charge: the price less the credit, or a plan's first payment.
  if (!context.refundsListed)
    await recordRefunded(tx, order, intentId, registrationChargeOf(order), context);
  // The credit it still keeps goes back to the student: refunded in full, nothing stays paid.
  await giveBackKeptCredit(tx, order, intentActor(context));
  await tx`delete from course_grants where order_id = ${order.id}`;
  await releaseOrderSeats(tx, order.id);
  const others = await tx<{ id: string }[]>`
    select id from orders
    where email_normalized = ${order.email_normalized} and status = 'completed'
    order by completed_at`;
  await grantOrders(
    tx,
    order.email_normalized,
    others.map((other) => other.id),
  );
}
