/**
 * What Stripe says of an order's refunds, applied in the caller's transaction with the order's
 * row locked: each refund's row (refund-records.server.ts), and what staff must hear of, once
 * per refund: one that failed, one made outside the site that returned part of the payment, and
 * (from the background job) one still pending after a day.
 */
import type Stripe from 'stripe';

import { queueComposedEmail } from '~/email/outbox.server';

import { formatAmount, partialRefundEmail } from '../fulfilment/academy-emails';
import type { FulfilmentContext } from '../fulfilment/fulfilment.server';
import {
  intentActor,
  noted,
  type OrderRow,
  outcomeOf,
  type Tx,
} from '../orders/intent-order.server';
import { flagAttention } from '../orders/ledger.server';
import { refundFailedEmail, refundPendingEmail } from './refund-emails';
import { recordRefund, type RefundChange } from './refund-records.server';

/** A refund pending this long is staff's to follow (Stripe settles card refunds in minutes). */
export const PENDING_REFUND_ALERT_MS = 24 * 60 * 60 * 1000;

/**
 * Records the intent's refunds (as listed from Stripe) on its order and tells staff what they
 * must hear of. Returns the changes.
 */
export async function applyRefundsToOrder(
  tx: Tx,
  order: OrderRow,
  intent: Stripe.PaymentIntent,
  refunds: readonly Stripe.Refund[],
  context: Pick<FulfilmentContext, 'academy' | 'courseNames' | 'actor'>,
): Promise<RefundChange[]> {
  const changes: RefundChange[] = [];
  const outcome = outcomeOf(intent);
  const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
  // Oldest first, so the log reads in the order they were made.
  for (const refund of [...refunds].sort((a, b) => a.created - b.created)) {
    const change = await recordRefund(tx, order.id, refund, intentActor(context));
    if (!change) continue;
    changes.push(change);
    await noticeRefundChange(tx, order, change, context, {
      paymentIntent: intent.id,
      reason: refund.failure_reason ?? null,
      partlyRefundedTo: outcome.kind === 'succeeded' ? (charge?.amount_refunded ?? null) : null,
    });
  }
  return changes;
}

/** A changed refund that staff must hear of: logged for attention and e-mailed, once. */
export async function noticeRefundChange(
  tx: Tx,
  order: OrderRow,
  change: RefundChange,
  context: Pick<FulfilmentContext, 'academy' | 'courseNames' | 'actor'>,
  about: {
    paymentIntent: string;
    reason: string | null;
    /** The charge's refunded total when the payment is kept in part; null otherwise. */
    partlyRefundedTo: number | null;
  },
): Promise<void> {
  if (change.status === 'failed' || change.status === 'canceled') {
    const flagged = await flagAttention(tx, order.id, {
      note: `Refund ${change.stripeId} of ${formatAmount(change.amountCents, order.currency)} ${change.status} (${about.reason ?? 'no reason given'}): the money did not go back`,
      dedupeKey: `refund-failed:${change.stripeId}`,
      actor: intentActor(context),
    });
    if (flagged) {
      await queueComposedEmail(
        tx,
        refundFailedEmail(noted(order, about.paymentIntent), change, about.reason, context),
        context.academy,
      );
    }
    return;
  }
  // A refund made in the Dashboard that left the payment partly kept: staff hear of it, as
  // before refund events were handled.
  if (change.external && change.status === 'succeeded' && about.partlyRefundedTo !== null) {
    await queueComposedEmail(
      tx,
      partialRefundEmail(noted(order, about.paymentIntent), about.partlyRefundedTo, context),
      context.academy,
    );
  }
}

/** A refund still pending after PENDING_REFUND_ALERT_MS: staff are told, once. */
export async function noticeLongPendingRefund(
  tx: Tx,
  order: OrderRow,
  refund: { stripeId: string; amountCents: number; paymentIntent: string },
  context: Pick<FulfilmentContext, 'academy' | 'courseNames'>,
): Promise<boolean> {
  const flagged = await flagAttention(tx, order.id, {
    note: `Refund ${refund.stripeId} of ${formatAmount(refund.amountCents, order.currency)} is still pending after a day`,
    dedupeKey: `refund-pending:${refund.stripeId}`,
  });
  if (flagged) {
    await queueComposedEmail(
      tx,
      refundPendingEmail(noted(order, refund.paymentIntent), refund, context),
      context.academy,
    );
  }
  return flagged;
}
