/**
 * The e-mails a paid registration sends (queued in the outbox with the order's completion):
 * a confirmation to the buyer and a notice to the academy's registration address.
 */
import { calendarOf } from '~/email/ics';
import { formatCents } from '~/lib/money';

import { courseDisplayName } from './course-names';

export interface PaidOrder {
  id: string;
  name: string;
  email: string;
  phone: string;
  selectedItems: string[];
  courseIds: string[];
  amountCents: number;
  paymentIntentId: string;
  /** The sessions booked with the order. */
  sessions: BookedSession[];
}

export interface BookedSession {
  courseId: string;
  dateText: string;
  startDate: string | null;
  endDate: string | null;
  location: string;
}

interface Context {
  academyName: string;
  registrationEmail: string;
  courseNames: Record<string, string>;
}

const list = (ids: string[], names: Record<string, string>) =>
  ids.map((id) => `- ${courseDisplayName(id, names)}`).join('\n');

export function buyerConfirmationEmail(order: PaidOrder, context: Context) {
  // A program lists what it includes; individual courses are the list itself.
  const program = order.selectedItems.join(',') !== order.courseIds.join(',');
  return {
    kind: 'order-confirmation',
    to: order.email,
    replyTo: context.registrationEmail,
    subject: `Your registration with ${context.academyName}`,
    text: [
      `Dear ${order.name},`,
      '',
      `Thank you for registering with ${context.academyName}. We received your payment of ${formatCents(order.amountCents)}.`,
      '',
      program ? `${list(order.selectedItems, context.courseNames)}, which includes:` : 'Courses:',
      list(order.courseIds, context.courseNames),
      '',
      ...(order.sessions.length
        ? [
            'Your sessions (also attached as a calendar file):',
            ...order.sessions.map(
              (session) =>
                `- ${courseDisplayName(session.courseId, context.courseNames)}: ${session.dateText}, ${session.location}`,
            ),
            '',
          ]
        : []),
      'A confirmation e-mail with your course details follows within 1-2 business days.',
      `Questions? Reply to this e-mail or write to ${context.registrationEmail}.`,
      '',
      `Order reference: ${order.id}`,
      '',
      context.academyName,
    ].join('\n'),
    calendar: sessionsCalendar(order, context),
  };
}

/** The order's sessions as calendar events; none when nothing is dated. */
function sessionsCalendar(order: PaidOrder, context: Context): string | null {
  const events = order.sessions.flatMap((session) =>
    session.startDate
      ? [
          {
            uid: `${order.id}-${session.courseId}@${context.academyName.replace(/\W+/g, '-').toLowerCase()}`,
            title: `${courseDisplayName(session.courseId, context.courseNames)} (${context.academyName})`,
            location: session.location,
            firstDay: session.startDate,
            lastDay: session.endDate ?? session.startDate,
          },
        ]
      : [],
  );
  return events.length ? calendarOf(events) : null;
}

/** An order paid for a session that filled after its seat's hold lapsed: staff must act. */
export function attentionEmail(
  order: PaidOrder,
  unbooked: ReadonlyArray<{ courseId: string; sessionKey: string }>,
  context: Context,
) {
  return {
    kind: 'order-attention',
    to: context.registrationEmail,
    replyTo: order.email,
    subject: `Paid registration needs attention: ${order.name}`,
    text: [
      'A registration was paid after its seat hold lapsed, and these sessions filled meanwhile.',
      'No seat was taken for them; please offer the student another session or a refund.',
      '',
      ...unbooked.map(
        (seat) =>
          `- ${courseDisplayName(seat.courseId, context.courseNames)}, session ${seat.sessionKey}`,
      ),
      '',
      `Name: ${order.name}`,
      `E-mail: ${order.email}`,
      `Phone: ${order.phone}`,
      `Order: ${order.id}`,
      `Stripe PaymentIntent: ${order.paymentIntentId}`,
    ].join('\n'),
  };
}

export function academyNoticeEmail(order: PaidOrder, context: Context) {
  return {
    kind: 'order-notification',
    to: context.registrationEmail,
    replyTo: order.email,
    subject: `New paid registration: ${order.name}`,
    text: [
      'A registration was paid on the website.',
      '',
      `Name: ${order.name}`,
      `E-mail: ${order.email}`,
      `Phone: ${order.phone}`,
      `Chosen: ${order.selectedItems.map((id) => courseDisplayName(id, context.courseNames)).join(', ')}`,
      'Courses granted:',
      list(order.courseIds, context.courseNames),
      `Amount: ${formatCents(order.amountCents)}`,
      `Order: ${order.id}`,
      `Stripe PaymentIntent: ${order.paymentIntentId}`,
      '',
      'Please send the course confirmation within 1-2 business days.',
    ].join('\n'),
  };
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

const orderLines = (order: NotedOrder) => [
  `Name: ${order.name}`,
  `E-mail: ${order.email}`,
  `Phone: ${order.phone}`,
  `Order: ${order.id} (${formatAmount(order.amountCents, order.currency)})`,
  `Stripe PaymentIntent: ${order.paymentIntentId}`,
];

/** A payment succeeded that does not match its order: nothing was granted; staff must act. */
export function mismatchEmail(order: NotedOrder, problem: string, context: Context) {
  return {
    kind: 'order-payment-mismatch',
    to: context.registrationEmail,
    replyTo: order.email,
    subject: `Payment does not match its registration: ${order.name}`,
    text: [
      `A card payment succeeded but does not match its registration: ${problem}.`,
      'The registration was not completed and no course was granted. Please check the payment',
      'in the Stripe Dashboard, then refund it or complete the registration by hand.',
      '',
      ...orderLines(order),
    ].join('\n'),
  };
}

/** A chargeback was opened on an order's payment: staff must answer it in Stripe. */
export function disputeEmail(
  order: NotedOrder,
  dispute: { id: string; reason: string; amountCents: number; currency: string },
  context: Context,
) {
  return {
    kind: 'order-dispute',
    to: context.registrationEmail,
    replyTo: order.email,
    subject: `Payment disputed: ${order.name}`,
    text: [
      `The card holder disputed the payment of a registration (reason: ${dispute.reason}, amount: ${formatAmount(dispute.amountCents, dispute.currency)}).`,
      'Stripe has taken the disputed amount back until the dispute is decided. Please respond in',
      'the Stripe Dashboard before its deadline. The courses stay granted until you decide otherwise.',
      '',
      ...orderLines(order),
      `Stripe dispute: ${dispute.id}`,
    ].join('\n'),
  };
}

/** Part of a paid order was refunded: recorded; the courses and seats are kept. */
export function partialRefundEmail(order: NotedOrder, refundedCents: number, context: Context) {
  return {
    kind: 'order-partial-refund',
    to: context.registrationEmail,
    replyTo: order.email,
    subject: `Partial refund recorded: ${order.name}`,
    text: [
      `${formatAmount(refundedCents, order.currency)} of ${formatAmount(order.amountCents, order.currency)} has now been refunded for this registration.`,
      'The registration stays paid: its courses and session seats are kept. To take a course',
      'back, refund the payment in full.',
      '',
      ...orderLines(order),
    ].join('\n'),
  };
}
