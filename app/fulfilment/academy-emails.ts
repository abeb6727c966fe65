/**
 * The notes a registration's payment sends to the academy's registration address (queued in the
 * outbox with the order's change), in English: staff read them whatever language the buyer used.
 */
import type { EmailBlock } from '~/email/message';
import type { ComposedEmail } from '~/email/outbox.server';
import type { Language } from '~/i18n/config';
import { formatCents, formatDay, sessionDays } from '~/i18n/format';

import { orderReference } from '../orders/order-reference';
import { courseDisplayName } from '../prices/course-names';
import type { PaidOrder, PaymentEmailContext } from './emails';

/** The academy's notes are English: staff read them, whatever language the buyer used. */
export const staffEmail = (
  kind: string,
  order: { email: string },
  context: PaymentEmailContext,
  subject: string,
  blocks: EmailBlock[],
): ComposedEmail => ({
  kind,
  to: context.academy.email,
  replyTo: order.email,
  content: { language: 'en', subject, blocks },
});

const englishName = (id: string, context: PaymentEmailContext) =>
  courseDisplayName(id, context.courseNames);

const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Spanish' };

/** Who paid, as staff reach them. */
const contactRows = (person: {
  name: string;
  email: string;
  phone: string;
}): Array<[string, string]> => [
  ['Name', person.name],
  ['E-mail', person.email],
  ['Phone', person.phone],
];

/** Who paid, and in which language they registered. */
const buyerRows = (order: PaidOrder): Array<[string, string]> => [
  ...contactRows(order),
  ['Language', LANGUAGE_NAMES[order.language]],
];

/** An order its credit paid in full has no PaymentIntent. */
const NO_INTENT = 'none (paid in full with credit)';

/**
 * What a paid order's money came from: the card, and the student's credit when it paid part. A
 * monthly plan's: what its first payment collected of the total, and what is still due and when
 * (not the program's price as if it were paid).
 */
const moneyRows = (order: PaidOrder): Array<[string, string]> =>
  order.plan
    ? [
        [
          'Amount',
          `Paid ${formatCents(order.plan.firstCents, 'en')} of ${formatCents(order.plan.totalCents, 'en')} · next ${formatCents(order.plan.monthlyCents, 'en')} on ${formatDay(order.plan.nextDueDate, 'en')}`,
        ],
        [
          'Still due',
          `${formatCents(order.plan.totalCents - order.plan.firstCents, 'en')} in ${order.plan.count} monthly payments of ${formatCents(order.plan.monthlyCents, 'en')}`,
        ],
      ]
    : order.creditCents === 0
      ? [['Amount', formatCents(order.amountCents, 'en')]]
      : [
          ['Amount', formatCents(order.amountCents, 'en')],
          ['Paid with credit', formatCents(order.creditCents, 'en')],
          ['Charged to the card', formatCents(order.amountCents - order.creditCents, 'en')],
        ];

/** An order paid for a session that filled after its seat was given back: staff must act. */
export function attentionEmail(
  order: PaidOrder,
  unbooked: ReadonlyArray<{ courseId: string; sessionKey: string }>,
  context: PaymentEmailContext,
): ComposedEmail {
  return staffEmail(
    'order-attention',
    order,
    context,
    `Paid registration needs attention: ${order.name}`,
    [
      {
        type: 'paragraph',
        text: 'A registration was paid after its seat was given back (an earlier card attempt failed), and these sessions filled meanwhile.\nNo seat was taken for them; please offer the student another session or a refund.',
      },
      {
        type: 'list',
        items: unbooked.map(
          (seat) => `${englishName(seat.courseId, context)}, session ${seat.sessionKey}`,
        ),
      },
      {
        type: 'fields',
        rows: [
          ...buyerRows(order),
          ['Order', orderReference(order.id)],
          ['Stripe PaymentIntent', order.paymentIntentId ?? NO_INTENT],
        ],
      },
    ],
  );
}

export function academyNoticeEmail(order: PaidOrder, context: PaymentEmailContext): ComposedEmail {
  return staffEmail('order-notification', order, context, `New paid registration: ${order.name}`, [
    {
      type: 'paragraph',
      text:
        order.paymentIntentId === null
          ? "A registration was paid on the website with the student's credit (no card payment)."
          : 'A registration was paid on the website.',
    },
    {
      type: 'fields',
      rows: [
        ...buyerRows(order),
        ['Chosen', order.selectedItems.map((id) => englishName(id, context)).join(', ')],
      ],
    },
    {
      type: 'list',
      title: 'Courses granted:',
      items: order.courseIds.map((id) => englishName(id, context)),
    },
    {
      type: 'list',
      title: 'Sessions:',
      // Every granted course: its booked session, or that the student chooses one in the account.
      items: order.courseIds.map((id) => {
        const session = order.sessions.find((booked) => booked.courseId === id);
        return session
          ? `${englishName(id, context)}: ${sessionDays(session, 'en')}, ${session.location}`
          : `${englishName(id, context)}: no session chosen yet (the student chooses it in the account)`;
      }),
    },
    {
      type: 'fields',
      rows: [
        ...moneyRows(order),
        ['Order', orderReference(order.id)],
        ['Stripe PaymentIntent', order.paymentIntentId ?? NO_INTENT],
      ],
    },
    { type: 'paragraph', text: 'Please send the course confirmation within 1-2 business days.' },
  ]);
}

/** The order as the academy's notes about a payment name it. */
export interface NotedOrder {
  id: string;
  name: string;
  email: string;
  phone: string;
  amountCents: number;
  currency: string;
  paymentIntentId: string;
}

/** Cents in any currency, for staff: 1200000, 'usd' → "12000.00 USD". */
export function formatAmount(cents: number, currency: string): string {
  return `${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`;
}

export const orderRows = (order: NotedOrder): Array<[string, string]> => [
  ...contactRows(order),
  ['Order', `${orderReference(order.id)} (${formatAmount(order.amountCents, order.currency)})`],
  ['Stripe PaymentIntent', order.paymentIntentId],
];

/** A payment succeeded that does not match its order: nothing was granted; staff must act. */
export function mismatchEmail(
  order: NotedOrder,
  problem: string,
  context: PaymentEmailContext,
): ComposedEmail {
  return staffEmail(
    'order-payment-mismatch',
    order,
    context,
    `Payment does not match its registration: ${order.name}`,
    [
      {
        type: 'paragraph',
        text: `A card payment succeeded but does not match its registration: ${problem}.\nThe registration was not completed and no course was granted. Please check the payment in the Stripe Dashboard, then refund it or complete the registration by hand.`,
      },
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
  return staffEmail('order-dispute', order, context, `Payment disputed: ${order.name}`, [
    {
      type: 'paragraph',
      text: `The card holder disputed the payment of a registration (reason: ${dispute.reason}, amount: ${formatAmount(dispute.amountCents, dispute.currency)}).\nStripe has taken the disputed amount back until the dispute is decided. Please respond in the Stripe Dashboard before its deadline. The courses stay granted until you decide otherwise.`,
    },
    { type: 'fields', rows: [...orderRows(order), ['Stripe dispute', dispute.id]] },
  ]);
}

/** Part of a paid order was refunded: recorded; the courses and seats are kept. */
export function partialRefundEmail(
  order: NotedOrder,
  refundedCents: number,
  context: PaymentEmailContext,
): ComposedEmail {
  return staffEmail(
    'order-partial-refund',
    order,
    context,
    `Partial refund recorded: ${order.name}`,
    [
      {
        type: 'paragraph',
        text: `${formatAmount(refundedCents, order.currency)} of ${formatAmount(order.amountCents, order.currency)} has now been refunded for this registration.\nThe registration stays paid: its courses and session seats are kept. To take a course back, refund the payment in full.`,
      },
      { type: 'fields', rows: orderRows(order) },
    ],
  );
}
