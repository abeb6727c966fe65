/**
 * The notes a registration's payment sends to the academy's registration address (queued in the
 * outbox with the order's change), in English: staff read them whatever language the buyer used.
 */
import type { ComposedEmail } from '~/email/outbox.server';
import { formatCents, formatDay, sessionDays } from '~/i18n/format';
import { staffWords } from '~/i18n/sent-words';

import { orderReference } from '../lib/order-reference';
import {
  contactRows,
  formatAmount,
  type NotedOrder,
  orderRows,
  row,
  staffEmail,
} from '../orders/staff-notes';
import { courseDisplayName } from '../prices/course-names';
import type { PaidOrder, PaymentEmailContext } from './emails';

const englishName = (id: string, context: PaymentEmailContext) =>
  courseDisplayName(id, context.courseNames);

/** Who paid, and in which language they registered. */
const buyerRows = (order: PaidOrder): Array<[string, string]> => [
  ...contactRows(order),
  [row('language'), staffWords('languages')(order.language)],
];

/** An order its credit paid in full has no PaymentIntent. */
const intentRow = (order: PaidOrder): [string, string] => [
  row('stripeIntent'),
  order.paymentIntentId ?? row('noIntent'),
];

/**
 * What a paid order's money came from: the card, and the student's credit when it paid part. A
 * monthly plan's: what its first payment collected of the total, and what is still due and when
 * (not the program's price as if it were paid).
 */
const moneyRows = (order: PaidOrder): Array<[string, string]> =>
  order.plan
    ? [
        [
          row('amount'),
          row('planPaid', {
            first: formatCents(order.plan.firstCents, 'en'),
            total: formatCents(order.plan.totalCents, 'en'),
            monthly: formatCents(order.plan.monthlyCents, 'en'),
            day: formatDay(order.plan.nextDueDate, 'en'),
          }),
        ],
        [
          row('stillDue'),
          row('planDue', {
            due: formatCents(order.plan.totalCents - order.plan.firstCents, 'en'),
            payments: order.plan.count,
            monthly: formatCents(order.plan.monthlyCents, 'en'),
          }),
        ],
      ]
    : order.creditCents === 0
      ? [[row('amount'), formatCents(order.amountCents, 'en')]]
      : [
          [row('amount'), formatCents(order.amountCents, 'en')],
          [row('paidWithCredit'), formatCents(order.creditCents, 'en')],
          [row('chargedToCard'), formatCents(order.amountCents - order.creditCents, 'en')],
        ];

/** An order paid for a session that filled after its seat was given back: staff must act. */
export function attentionEmail(
  order: PaidOrder,
  unbooked: ReadonlyArray<{ courseId: string; sessionKey: string }>,
  context: PaymentEmailContext,
): ComposedEmail {
  const words = staffWords('attention');
  return staffEmail('order-attention', order, context, words('subject', { name: order.name }), [
    { type: 'paragraph', text: words('body') },
    {
      type: 'list',
      items: unbooked.map((seat) =>
        words('seat', { course: englishName(seat.courseId, context), session: seat.sessionKey }),
      ),
    },
    {
      type: 'fields',
      rows: [...buyerRows(order), [row('order'), orderReference(order.id)], intentRow(order)],
    },
  ]);
}

export function academyNoticeEmail(order: PaidOrder, context: PaymentEmailContext): ComposedEmail {
  const words = staffWords('paid');
  return staffEmail('order-notification', order, context, words('subject', { name: order.name }), [
    {
      type: 'paragraph',
      text: order.paymentIntentId === null ? words('byCredit') : words('byCard'),
    },
    {
      type: 'fields',
      rows: [
        ...buyerRows(order),
        [row('chosen'), order.selectedItems.map((id) => englishName(id, context)).join(', ')],
      ],
    },
    {
      type: 'list',
      title: words('courses'),
      items: order.courseIds.map((id) => englishName(id, context)),
    },
    {
      type: 'list',
      title: words('sessions'),
      // Every granted course: its booked session, or that the student chooses one in the account.
      items: order.courseIds.map((id) => {
        const session = order.sessions.find((booked) => booked.courseId === id);
        return session
          ? words('session', {
              course: englishName(id, context),
              days: sessionDays(session, 'en'),
              location: session.location,
            })
          : words('noSession', { course: englishName(id, context) });
      }),
    },
    {
      type: 'fields',
      rows: [...moneyRows(order), [row('order'), orderReference(order.id)], intentRow(order)],
    },
    { type: 'paragraph', text: words('followUp') },
  ]);
}

/** A payment succeeded that does not match its order: nothing was granted; staff must act. */
export function mismatchEmail(
  order: NotedOrder,
  problem: string,
  context: PaymentEmailContext,
): ComposedEmail {
  const words = staffWords('mismatch');
  return staffEmail(
    'order-payment-mismatch',
    order,
    context,
    words('subject', { name: order.name }),
    [
      { type: 'paragraph', text: words('body', { problem }) },
      { type: 'fields', rows: orderRows(order) },
    ],
  );
}

/** A chargeback was opened on an order's payment: staff must answer it in Stripe. */
export function disputeEmail(
  order: NotedOrder,
  dispute: { id: string; reason: string; amountCents: number; currency: string },
  context: PaymentEmailContext,
): ComposedEmail {
  const words = staffWords('dispute');
  return staffEmail('order-dispute', order, context, words('subject', { name: order.name }), [
    {
      type: 'paragraph',
      text: words('body', {
        reason: dispute.reason,
        amount: formatAmount(dispute.amountCents, dispute.currency),
      }),
    },
    { type: 'fields', rows: [...orderRows(order), [row('stripeDispute'), dispute.id]] },
  ]);
}
