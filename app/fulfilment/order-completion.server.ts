/**
 * Completing a paid order, inside the caller's transaction with the order row locked: the order
 * marked completed and its payment logged, the courses granted, its seats booked, the two
 * e-mails queued, and staff told of a seat given back meanwhile (a failed attempt) that filled. A card's intent completes it
 * through fulfilment.server.ts; an order its credit pays in full, here, when it is placed.
 */
import { queueComposedEmail } from '~/email/outbox.server';
import { issueReceipts } from '~/receipts/issue.server';
import { bookOrderSeats, orderSessionKeys } from '~/sessions/seat-bookings.server';

import { grantOrders } from '../orders/grants.server';
import { flagAttention, logOrderEvent } from '../orders/ledger.server';
import { noteDuplicate } from '../orders/order-attention.server';
import { academyNoticeEmail, attentionEmail } from './academy-emails';
import { buyerConfirmationEmail } from './emails';
import type { FulfilmentContext } from './fulfilment.server';
import { intentActor, lockOrder, type OrderRow, type Tx } from './intent-order.server';
import { paidOrderOf } from './paid-order.server';

/** How an order is paid: its PaymentIntent (what the card gave), or its credit alone. */
type OrderPayment =
  { kind: 'card'; intentId: string; receivedCents: number; currency: string } | { kind: 'credit' };

/**
 * An order its credit pays in full (docs/decisions/0061), completed in the transaction that
 * placed it and spent the credit: the same fulfilment as a paid card's (grants, seats, e-mails),
 * with no PaymentIntent.
 */
export async function completePaidByCredit(
  tx: Tx,
  orderId: string,
  context: FulfilmentContext,
): Promise<void> {
  const order = await lockOrder(tx, orderId);
  if (!order || order.credit_cents !== order.amount_cents) {
    throw new Error(`Order ${orderId} is not paid in full by credit`);
  }
  if (order.status !== 'pending' && order.status !== 'failed') return;
  await complete(tx, order, { kind: 'credit' }, context);
  await issueReceipts(tx, order.id, context);
}

export async function complete(
  tx: Tx,
  order: OrderRow,
  payment: OrderPayment,
  context: FulfilmentContext,
) {
  const intentId = payment.kind === 'card' ? payment.intentId : null;
  await tx`
    update orders
    set status = 'completed', completed_at = now(),
        payment_intent_id = coalesce(${intentId}, payment_intent_id),
        last_payment_error = null, updated_at = now()
    where id = ${order.id}`;
  const credit: Record<string, number> =
    order.credit_cents > 0 ? { creditCents: order.credit_cents } : {};
  await logOrderEvent(
    tx,
    order.id,
    payment.kind === 'card'
      ? {
          event: 'paid',
          actor: intentActor(context),
          details: {
            intentId: payment.intentId,
            amountCents: payment.receivedCents,
            currency: payment.currency,
            ...credit,
          },
          dedupeKey: `paid:${payment.intentId}`,
        }
      : {
          event: 'paid',
          actor: intentActor(context),
          details: { amountCents: 0, currency: order.currency, ...credit },
          dedupeKey: 'paid:credit',
        },
  );
  await grantOrders(tx, order.email_normalized, [order.id]);
  if (!order.repeat_confirmed) await noteDuplicate(tx, order, context);
  const unbooked = await bookOrderSeats(tx, order.id);
  const booked = await orderSessionKeys(tx, order.id);
  const paid = paidOrderOf(order, intentId, booked, context.courseSessions);
  await queueComposedEmail(tx, buyerConfirmationEmail(paid, context), context.academy);
  await queueComposedEmail(tx, academyNoticeEmail(paid, context), context.academy);
  if (unbooked.length > 0) {
    const sessions = unbooked.map((seat) => `${seat.courseId}/${seat.sessionKey}`).join(', ');
    const flagged = await flagAttention(tx, order.id, {
      // Its hold still ran (a lapsed one is refunded when full: late-payment.server.ts), but a
      // failed attempt or a later registration of the e-mail had given the seat back.
      note: `Paid after its seat was given back; full: ${sessions}`,
      dedupeKey: `lapsed-hold:${intentId ?? 'credit'}`,
    });
    if (flagged) {
      await queueComposedEmail(tx, attentionEmail(paid, unbooked, context), context.academy);
    }
  }
}
