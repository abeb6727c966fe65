/**
 * What staff must hear of (a payment that does not match its order, a dispute, a partial refund,
 * a second payment for courses already paid) is written in the order's log (docs/decisions/0056) and e-mailed to the academy in the same
 * transaction, once: a repeated or reordered event finds its entry already logged (its dedupe
 * key) and sends nothing more.
 */
import type Stripe from 'stripe';

import { queueComposedEmail } from '~/email/outbox.server';
import { logNote } from '~/orders/log-note';

import { orderReference } from '../lib/order-reference';
import {
  intentActor,
  lockOrderOf,
  noted,
  type OrderRow,
  type Tx,
} from '../orders/intent-order.server';
import { flagAttention, logOrderEvent } from '../orders/ledger.server';
import { formatAmount } from '../orders/staff-notes';
import type { OrderContext } from '../orders/transitions.server';
import { recordRefundedTotal } from '../refunds/lifecycle.server';
import { partialRefundEmail } from '../refunds/refund-emails';
import { disputeEmail, mismatchEmail } from './academy-emails';

/** A succeeded payment that cannot complete its order: marked and e-mailed, not fulfilled. */
export async function noteMismatch(
  tx: Tx,
  order: OrderRow,
  intent: Stripe.PaymentIntent,
  problem: string,
  context: OrderContext,
) {
  const flagged = await flagAttention(tx, order.id, {
    note: logNote('mismatch', { problem }),
    dedupeKey: `mismatch:${intent.id}:${problem}`,
    actor: intentActor(context),
    fact: { event: 'mismatch', details: { intentId: intent.id, problem } },
  });
  if (flagged) {
    await queueComposedEmail(
      tx,
      mismatchEmail(noted(order, intent.id), problem, context),
      context.academy,
    );
  }
}

/**
 * Stripe says the intent's charge is refunded up to `refundedToCents`: what was not recorded yet
 * becomes one refund row, logged (docs/decisions/0056: refunds known by their total until refund
 * events are handled). Returns the cents recorded; 0 for a total already recorded, however the
 * events are ordered or repeated.
 */
export async function recordRefunded(
  tx: Tx,
  order: OrderRow,
  intentId: string,
  refundedToCents: number,
  context: OrderContext,
): Promise<number> {
  const cents = await recordRefundedTotal(tx, order.id, {
    refundedToCents,
    currency: order.currency,
  });
  if (cents > 0) {
    await logOrderEvent(tx, order.id, {
      event: 'refund-succeeded',
      actor: intentActor(context),
      details: { intentId, amountCents: cents, refundedToCents },
    });
  }
  return cents;
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
  context: OrderContext,
): Promise<boolean> {
  if ((await recordRefunded(tx, order, intentId, refundedCents, context)) === 0) return false;
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
  context: OrderContext,
): Promise<'disputed' | 'unchanged' | 'no-order'> {
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
  await flagAttention(tx, order.id, {
    note: logNote('dispute', { reason, amount, disputeId: dispute.id }),
    dedupeKey: `dispute:${dispute.id}`,
    actor: intentActor(context),
    fact: {
      event: 'dispute',
      details: { disputeId: dispute.id, reason, amountCents: dispute.amountCents },
    },
  });
  await queueComposedEmail(
    tx,
    disputeEmail(noted(order, intent.id), { ...dispute, reason }, context),
    context.academy,
  );
  return 'disputed';
}

/**
 * A second paid order for courses an earlier paid order of the address already covers (two tabs,
 * two intents both paid), not confirmed as a second seat: marked for staff, who may refund it in
 * full from /staff (duplicate-refund.server.ts). The courses stay granted by the earlier order.
 */
export async function noteDuplicate(tx: Tx, order: OrderRow, context: OrderContext) {
  const [earlier] = await tx<{ id: string }[]>`
    select id from orders
    where email_normalized = ${order.email_normalized} and status = 'completed'
      and id <> ${order.id} and course_ids && ${tx.array(order.course_ids)}::text[]
    order by completed_at, id
    limit 1`;
  if (!earlier) return;
  await tx`update orders set duplicate_of = ${earlier.id} where id = ${order.id}`;
  await flagAttention(tx, order.id, {
    note: logNote('duplicate', { order: orderReference(earlier.id) }),
    dedupeKey: 'duplicate',
    actor: intentActor(context),
    fact: { event: 'duplicate', details: { duplicateOf: earlier.id } },
  });
}
