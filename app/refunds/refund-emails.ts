/**
 * The academy's notes about refunds that did not go as asked (refund-events.server.ts), in
 * English like every note to staff (academy-emails.ts).
 */
import type { ComposedEmail } from '~/email/outbox.server';

import { formatAmount, type NotedOrder, orderRows, staffEmail } from '../fulfilment/academy-emails';
import type { PaymentEmailContext } from '../fulfilment/emails';

/** A refund failed or was canceled: the student has not had the money back; staff must act. */
export function refundFailedEmail(
  order: NotedOrder,
  refund: { stripeId: string; amountCents: number; status: string },
  reason: string | null,
  context: PaymentEmailContext,
): ComposedEmail {
  return staffEmail('order-refund-failed', order, context, `Refund failed: ${order.name}`, [
    {
      type: 'paragraph',
      text: `A refund of ${formatAmount(refund.amountCents, order.currency)} ${refund.status === 'canceled' ? 'was canceled' : 'failed'} (${reason ?? 'no reason given'}): the money did not go back to the card.\nPlease contact the student and return the amount another way (a bank transfer or a credit). The order page on /staff shows its log.`,
    },
    { type: 'fields', rows: [...orderRows(order), ['Stripe refund', refund.stripeId]] },
  ]);
}

/** A refund is still pending a day after it was made: staff should check it in Stripe. */
export function refundPendingEmail(
  order: NotedOrder,
  refund: { stripeId: string; amountCents: number },
  context: PaymentEmailContext,
): ComposedEmail {
  return staffEmail('order-refund-pending', order, context, `Refund still pending: ${order.name}`, [
    {
      type: 'paragraph',
      text: `A refund of ${formatAmount(refund.amountCents, order.currency)} is still pending a day after it was made.\nPlease check it in the Stripe Dashboard; the site records its outcome when Stripe reports it.`,
    },
    { type: 'fields', rows: [...orderRows(order), ['Stripe refund', refund.stripeId]] },
  ]);
}
