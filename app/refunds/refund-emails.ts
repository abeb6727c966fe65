/**
 * The academy's notes about refunds that did not go as asked (stripe-refunds.server.ts), in
 * English like every note to staff (orders/staff-notes.ts).
 */
import type { EmailAcademy } from '~/email/message';
import type { ComposedEmail } from '~/email/outbox.server';
import { staffWords } from '~/i18n/sent-words';

import { formatAmount, type NotedOrder, orderRows, staffEmail } from '../orders/staff-notes';

/** A refund failed or was canceled: the student has not had the money back; staff must act. */
export function refundFailedEmail(
  order: NotedOrder,
  refund: { stripeId: string; amountCents: number; status: string },
  reason: string | null,
  context: { academy: EmailAcademy },
): ComposedEmail {
  const words = staffWords('refundFailed');
  return staffEmail('order-refund-failed', order, context, words('subject', { name: order.name }), [
    {
      type: 'paragraph',
      text: words(refund.status === 'canceled' ? 'canceled' : 'failed', {
        amount: formatAmount(refund.amountCents, order.currency),
        reason: reason ?? words('noReason'),
      }),
    },
    {
      type: 'fields',
      rows: [...orderRows(order), [staffWords('rows')('stripeRefund'), refund.stripeId]],
    },
  ]);
}

/** A refund is still pending a day after it was made: staff should check it in Stripe. */
export function refundPendingEmail(
  order: NotedOrder,
  refund: { stripeId: string; amountCents: number },
  context: { academy: EmailAcademy },
): ComposedEmail {
  const words = staffWords('refundPending');
  return staffEmail(
    'order-refund-pending',
    order,
    context,
    words('subject', { name: order.name }),
    [
      {
        type: 'paragraph',
        text: words('body', { amount: formatAmount(refund.amountCents, order.currency) }),
      },
      {
        type: 'fields',
        rows: [...orderRows(order), [staffWords('rows')('stripeRefund'), refund.stripeId]],
      },
    ],
  );
}

/** Part of a paid order was refunded: recorded; the courses and seats are kept. */
export function partialRefundEmail(
  order: NotedOrder,
  refundedCents: number,
  context: { academy: EmailAcademy },
): ComposedEmail {
  const words = staffWords('partialRefund');
  return staffEmail(
    'order-partial-refund',
    order,
    context,
    words('subject', { name: order.name }),
    [
      {
        type: 'paragraph',
        text: words('body', {
          refunded: formatAmount(refundedCents, order.currency),
          amount: formatAmount(order.amountCents, order.currency),
        }),
      },
      { type: 'fields', rows: orderRows(order) },
    ],
  );
}
