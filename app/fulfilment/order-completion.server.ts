/**
 * What a paid order does besides completing (orders/transitions.server.ts completes it, logs it
 * and grants its courses): its seats booked, the two e-mails queued, and staff told of a seat
 * given back meanwhile (a failed attempt) that filled. Run as the first paid hook
 * (app/order-hooks.server.ts). A card's intent completes an order through fulfilment.server.ts;
 * an order its credit pays in full, here, when it is placed.
 */
import { queueComposedEmail } from '~/email/outbox.server';
import { logNote } from '~/orders/log-note';
import { bookOrderSeats, orderSessionKeys } from '~/sessions/seat-bookings.server';

import { lockOrder, type Tx } from '../orders/intent-order.server';
import { flagAttention } from '../orders/ledger.server';
import {
  type OrderContext,
  orderPaid,
  type PaidEvent,
  paymentsRecorded,
} from '../orders/transitions.server';
import { academyNoticeEmail, attentionEmail } from './academy-emails';
import { buyerConfirmationEmail } from './emails';
import { noteDuplicate } from './order-attention.server';
import { paidOrderOf } from './paid-order.server';

/**
 * An order its credit pays in full (docs/decisions/0061), completed in the transaction that
 * placed it and spent the credit: the same fulfilment as a paid card's (grants, seats, e-mails),
 * with no PaymentIntent.
 */
export async function completePaidByCredit(
  tx: Tx,
  orderId: string,
  context: OrderContext,
): Promise<void> {
  const order = await lockOrder(tx, orderId);
  if (!order || order.credit_cents !== order.amount_cents) {
    throw new Error(`Order ${orderId} is not paid in full by credit`);
  }
  if (!(await orderPaid(tx, order, { kind: 'credit' }, context))) return;
  await paymentsRecorded(tx, { orderId: order.id, context, intent: null });
}

/** The paid hook of fulfilment: a duplicate noted, the seats booked, the e-mails queued. */
export async function fulfilPaidOrder(tx: Tx, { order, payment, context }: PaidEvent) {
  const intentId = payment.kind === 'card' ? payment.intent.id : null;
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
      note: logNote('seatGivenBack', { sessions }),
      dedupeKey: `lapsed-hold:${intentId ?? 'credit'}`,
    });
    if (flagged) {
      await queueComposedEmail(tx, attentionEmail(paid, unbooked, context), context.academy);
    }
  }
}
