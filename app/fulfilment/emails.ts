/**
 * The buyer's e-mail of a paid registration (queued in the outbox with the order's change), in
 * the language of the page they paid on; the academy's notes are in academy-emails.ts.
 */
import { calendarOf } from '~/email/ics';
import type { EmailAcademy, EmailBlock } from '~/email/message';
import { signOff, siteLink } from '~/email/message';
import type { ComposedEmail } from '~/email/outbox.server';
import type { Language } from '~/i18n/config';
import { sessionDays } from '~/i18n/format';
import { formatCents } from '~/i18n/format';
import { emailWords } from '~/i18n/sent-words';

import { orderReference } from '../lib/order-reference';
import { courseDisplayName } from '../prices/course-names';
import { sessionEventUid } from '../sessions/seat-key';

export interface PaidOrder {
  id: string;
  name: string;
  email: string;
  phone: string;
  selectedItems: string[];
  courseIds: string[];
  amountCents: number;
  /** The part of amountCents the student's credit paid; the card paid the rest. */
  creditCents: number;
  /** Null for an order its credit paid in full: no card was charged. */
  paymentIntentId: string | null;
  /** The language of the page the order was made on: the buyer's confirmation is in it. */
  language: Language;
  /** The sessions booked with the order. */
  sessions: BookedSession[];
  /**
   * Paid monthly (docs/decisions/0070): the first payment taken, then `count` of `monthlyCents`,
   * the first of them due on `nextDueDate` ('YYYY-MM-DD'); `totalCents`: price and fee.
   */
  plan?: {
    firstCents: number;
    count: number;
    monthlyCents: number;
    totalCents: number;
    nextDueDate: string;
  };
}

export interface BookedSession {
  courseId: string;
  dateText: string;
  startDate: string | null;
  endDate: string | null;
  location: string;
}

export interface PaymentEmailContext {
  academy: EmailAcademy;
  /** Course names in English (the academy's e-mails). */
  courseNames: Record<string, string>;
  /** Course names in the buyer's language, when content has them. */
  courseNamesIn?: Partial<Record<Language, Record<string, string>>>;
}

/** Program names and the names of unknown ids in Spanish; courses are named by the content. */
/** An item's name (docs/product.md#courses-and-prices) in the e-mail's language. */
export function itemName(
  id: string,
  names: Readonly<Record<string, string>>,
  language: Language,
): string {
  return courseDisplayName(id, names, language);
}

export function buyerConfirmationEmail(
  order: PaidOrder,
  context: PaymentEmailContext,
): ComposedEmail {
  const { language } = order;
  const words = emailWords(language, 'confirmation');
  const frame = emailWords(language, 'frame');
  const name = (id: string) => itemName(id, buyerNames(order, context), language);
  const amount = formatCents(order.amountCents, language);
  const charged = order.amountCents - order.creditCents;
  // Paid by card, by credit alone, or by both: the e-mail names what was taken from each.
  const thanks = order.plan
    ? words('thanksPlan', {
        academy: context.academy.name,
        first: formatCents(order.plan.firstCents, language),
        count: order.plan.count,
        monthly: formatCents(order.plan.monthlyCents, language),
      })
    : order.creditCents === 0
      ? words('thanks', { academy: context.academy.name, amount })
      : charged === 0
        ? words('thanksCredit', { academy: context.academy.name, amount })
        : words('thanksPart', {
            academy: context.academy.name,
            charged: formatCents(charged, language),
            credit: formatCents(order.creditCents, language),
            amount,
          });
  // A program lists what it includes; individual courses are the list itself.
  const program = order.selectedItems.join(',') !== order.courseIds.join(',');
  const undated = order.courseIds.filter(
    (id) => !order.sessions.some((session) => session.courseId === id),
  );
  const blocks: EmailBlock[] = [
    { type: 'paragraph', text: frame('greeting', { name: order.name }) },
    { type: 'paragraph', text: thanks },
    {
      type: 'list',
      title: program
        ? words('includes', { programs: order.selectedItems.map(name).join(', ') })
        : words('courses'),
      items: order.courseIds.map(name),
    },
    ...(order.sessions.length
      ? [
          {
            type: 'list' as const,
            title: words('sessions'),
            items: order.sessions.map((session) =>
              words('session', {
                course: name(session.courseId),
                days: sessionDays(session, language),
                location: session.location,
              }),
            ),
          },
        ]
      : []),
    ...(undated.length
      ? [
          {
            type: 'paragraph' as const,
            text: words('chooseLater', { courses: undated.map(name).join(', ') }),
          },
        ]
      : []),
    { type: 'paragraph', text: words('followUp') },
    {
      type: 'action',
      text: words('account'),
      label: frame('accountButton'),
      href: siteLink(context.academy.origin, '/account', language),
    },
    { type: 'paragraph', text: frame('questions', { email: context.academy.email }) },
    signOff(frame('reference', { id: orderReference(order.id) }), context.academy),
  ];
  return {
    kind: 'order-confirmation',
    to: order.email,
    replyTo: context.academy.email,
    calendar: sessionsCalendar(order, context),
    content: {
      language,
      subject: words('subject', { academy: context.academy.name }),
      preview: order.plan
        ? words('preview', { amount: formatCents(order.plan.firstCents, language) })
        : order.creditCents > 0 && charged === 0
          ? words('previewCredit', { amount })
          : words('preview', { amount }),
      blocks,
    },
  };
}

/** Course names in the buyer's language, English when content has none. */
const buyerNames = (order: PaidOrder, context: PaymentEmailContext) =>
  context.courseNamesIn?.[order.language] ?? context.courseNames;

/** The order's sessions as calendar events; none when nothing is dated. */
function sessionsCalendar(order: PaidOrder, context: PaymentEmailContext): string | null {
  const academy = context.academy.name;
  const events = order.sessions.flatMap((session) =>
    session.startDate
      ? [
          {
            uid: sessionEventUid(academy, order.id, session.courseId),
            title: `${itemName(session.courseId, buyerNames(order, context), order.language)} (${academy})`,
            location: session.location,
            firstDay: session.startDate,
            lastDay: session.endDate ?? session.startDate,
          },
        ]
      : [],
  );
  return events.length ? calendarOf(events) : null;
}
