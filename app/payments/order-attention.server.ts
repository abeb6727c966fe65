/**
 * What staff must hear of (a payment that does not match its order, a dispute, a partial refund)
 * is written on the order and e-mailed to the academy in the same transaction, once: a repeated
 * or reordered event finds it already written and sends nothing more.
 */
import type Stripe from 'stripe';

import { queueComposedEmail } from '~/email/outbox.server';

import {
  disputeEmail,
  formatAmount,
  mismatchEmail,
  type NotedOrder,
  partialRefundEmail,
} from './academy-emails';
import type { FulfilmentContext, FulfilmentResult } from './fulfilment.server';
import { lockOrderOf, type OrderRow, type Tx } from './intent-order.server';

/**
 * Adds `note` to the order's attention, after any earlier note (a lapsed hold, a dispute);
 * false when it is already there, so whoever calls it e-mails staff once per note.
 */
export async function noteAttention(tx: Tx, orderId: string, note: string): Promise<boolean> {
  const [noted] = await tx`
    update orders
    set attention = left(coalesce(attention || '; ', '') || ${note}, 1000), updated_at = now()
    where id = ${orderId} and strpos(coalesce(attention, ''), ${note}) = 0
    returning id`;
  return Boolean(noted);
}

const noted = (order: OrderRow, intentId: string): NotedOrder => ({
  id: order.id,
  name: order.name,
  email: order.email,
  phone: order.phone,
  amountCents: order.amount_cents,
  currency: order.currency,
  paymentIntentId: intentId,
});

/** A succeeded payment that cannot complete its order: marked and e-mailed, not fulfilled. */
export async function noteMismatch(
  tx: Tx,
  order: OrderRow,
  intent: Stripe.PaymentIntent,
  problem: string,
  context: FulfilmentContext,
) {
  if (await noteAttention(tx, order.id, `Payment does not match: ${problem}`)) {
    await queueComposedEmail(
      tx,
      mismatchEmail(noted(order, intent.id), problem, context),
      context.academy,
    );
  }
}

/**
 * Part of the payment was refunded: the amount is recorded (the newest total, whatever order
 * the refunds' events arrive in) and the academy told; grants and seats are kept.
 */
export async function recordPartialRefund(
  tx: Tx,
  order: OrderRow,
  intentId: string,
  refundedCents: number,
  context: FulfilmentContext,
): Promise<boolean> {
  const [recorded] = await tx`
    update orders set refunded_cents = ${refundedCents}, updated_at = now()
    where id = ${order.id} and refunded_cents < ${refundedCents}
    returning id`;
  if (!recorded) return false;
  await queueComposedEmail(
    tx,
    partialRefundEmail(noted(order, intentId), refundedCents, context),
    context.academy,
  );
  return true;
}

/** A dispute as Stripe's `charge.dispute.created` event carries it. */
export interface DisputeInfo {
  id: string;
  amountCents: number;
  currency: string;
  reason: string;
}

/**
 * A chargeback on the order's payment: recorded on the order, the order marked for attention and
 * the academy e-mailed, once per dispute. The grants stay: the dispute may be won, and staff
 * decide (a refund, or losing the dispute and refunding, takes them back).
 */
export async function applyDisputeToOrder(
  tx: Tx,
  intent: Stripe.PaymentIntent,
  dispute: DisputeInfo,
  context: FulfilmentContext,
): Promise<FulfilmentResult> {
  const order = await lockOrderOf(tx, intent);
  if (!order) return 'no-order';
  const reason = dispute.reason.slice(0, 100);
  const [recorded] = await tx`
    update orders
    set dispute_id = ${dispute.id}, disputed_at = now(), dispute_reason = ${reason},
        dispute_amount_cents = ${dispute.amountCents}, updated_at = now()
    where id = ${order.id} and dispute_id is distinct from ${dispute.id}
    returning id`;
  if (!recorded) return 'unchanged';
  const amount = formatAmount(dispute.amountCents, dispute.currency);
  await noteAttention(tx, order.id, `Disputed (${reason}, ${amount}): ${dispute.id}`);
  await queueComposedEmail(
    tx,
    disputeEmail(noted(order, intent.id), { ...dispute, reason }, context),
    context.academy,
  );
  return 'disputed';
}
