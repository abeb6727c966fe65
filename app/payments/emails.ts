/**
 * The e-mails a registration's payment sends (queued in the outbox with the order's change):
 * a confirmation to the buyer, in the language of the page they paid on, and notes to the
 * academy's registration address, in English.
 */
import { sessionDays } from '~/email/dates';
import { calendarOf } from '~/email/ics';
import type { EmailAcademy, EmailBlock } from '~/email/message';
import { siteLink } from '~/email/message';
import type { ComposedEmail } from '~/email/outbox.server';
import type { Language } from '~/i18n/config';
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
  /** The language of the page the order was made on: the buyer's confirmation is in it. */
  language: Language;
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

export interface PaymentEmailContext {
  academy: EmailAcademy;
  /** Course names in English (the academy's e-mails). */
  courseNames: Record<string, string>;
  /** Course names in the buyer's language, when content has them. */
  courseNamesIn?: Partial<Record<Language, Record<string, string>>>;
}

/** Program names and the names of unknown ids in Spanish; courses are named by the content. */
const SPANISH_NAMES = {
  programs: { fellowship: 'Programa Fellowship', mastership: 'Programa Mastership' } as Record<
    string,
    string
  >,
  unknown: 'Curso desconocido',
  course: (id: string) => `Curso ${id}`,
};

/** An item's name (SPEC §3) in the e-mail's language. */
export function itemName(
  id: string,
  names: Readonly<Record<string, string>>,
  language: Language,
): string {
  if (language === 'en') return courseDisplayName(id, names);
  if (id.trim() === '') return SPANISH_NAMES.unknown;
  if (Object.hasOwn(SPANISH_NAMES.programs, id)) return SPANISH_NAMES.programs[id]!;
  if (Object.hasOwn(names, id)) return names[id]!;
  return SPANISH_NAMES.course(id);
}

const CONFIRMATION = {
  en: {
    subject: (academy: string) => `Your registration with ${academy}`,
    preview: (amount: string) => `We received your payment of ${amount}.`,
    greeting: (name: string) => `Dear ${name},`,
    thanks: (academy: string, amount: string) =>
      `Thank you for registering with ${academy}. We received your payment of ${amount}.`,
    includes: (programs: string) => `${programs}, which includes:`,
    courses: 'Courses:',
    sessions: 'Your sessions (also attached as a calendar file):',
    session: (course: string, days: string, location: string) => `${course}: ${days}, ${location}`,
    followUp: 'A confirmation e-mail with your course details follows within 1-2 business days.',
    account:
      'Your courses and payments are in your account on our website: sign in, or create an account with this e-mail address.',
    accountButton: 'Your account',
    questions: (email: string) => `Questions? Reply to this e-mail or write to ${email}.`,
    reference: (id: string) => `Order reference: ${id}`,
  },
  es: {
    subject: (academy: string) => `Su inscripción en ${academy}`,
    preview: (amount: string) => `Hemos recibido su pago de ${amount}.`,
    greeting: (name: string) => `Estimado/a ${name}:`,
    thanks: (academy: string, amount: string) =>
      `Gracias por inscribirse en ${academy}. Hemos recibido su pago de ${amount}.`,
    includes: (programs: string) => `${programs}, que incluye:`,
    courses: 'Cursos:',
    sessions: 'Sus sesiones (también adjuntas como archivo de calendario):',
    session: (course: string, days: string, location: string) => `${course}: ${days}, ${location}`,
    followUp:
      'En un plazo de 1 a 2 días hábiles recibirá un correo de confirmación con los detalles de su curso.',
    account:
      'Sus cursos y pagos figuran en su cuenta de nuestro sitio web: inicie sesión o cree una cuenta con esta dirección de correo electrónico.',
    accountButton: 'Ir a su cuenta',
    questions: (email: string) =>
      `¿Tiene alguna pregunta? Responda a este correo o escriba a ${email}.`,
    reference: (id: string) => `Referencia del pedido: ${id}`,
  },
} satisfies Record<Language, unknown>;

export function buyerConfirmationEmail(
  order: PaidOrder,
  context: PaymentEmailContext,
): ComposedEmail {
  const { language } = order;
  const words = CONFIRMATION[language];
  const name = (id: string) => itemName(id, buyerNames(order, context), language);
  const amount = formatCents(order.amountCents, language);
  // A program lists what it includes; individual courses are the list itself.
  const program = order.selectedItems.join(',') !== order.courseIds.join(',');
  const blocks: EmailBlock[] = [
    { type: 'paragraph', text: words.greeting(order.name) },
    { type: 'paragraph', text: words.thanks(context.academy.name, amount) },
    {
      type: 'list',
      title: program ? words.includes(order.selectedItems.map(name).join(', ')) : words.courses,
      items: order.courseIds.map(name),
    },
    ...(order.sessions.length
      ? [
          {
            type: 'list' as const,
            title: words.sessions,
            items: order.sessions.map((session) =>
              words.session(
                name(session.courseId),
                sessionDays(session, language),
                session.location,
              ),
            ),
          },
        ]
      : []),
    { type: 'paragraph', text: words.followUp },
    {
      type: 'action',
      text: words.account,
      label: words.accountButton,
      href: siteLink(context.academy.origin, '/account', language),
    },
    { type: 'paragraph', text: words.questions(context.academy.email) },
    { type: 'paragraph', text: `${words.reference(order.id)}\n\n${context.academy.name}` },
  ];
  return {
    kind: 'order-confirmation',
    to: order.email,
    replyTo: context.academy.email,
    calendar: sessionsCalendar(order, context),
    content: {
      language,
      subject: words.subject(context.academy.name),
      preview: words.preview(amount),
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
            uid: `${order.id}-${session.courseId}@${academy.replace(/\W+/g, '-').toLowerCase()}`,
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

/** The academy's notes are English: staff read them, whatever language the buyer used. */
const staffEmail = (
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

/** An order paid for a session that filled after its seat's hold lapsed: staff must act. */
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
        text: 'A registration was paid after its seat hold lapsed, and these sessions filled meanwhile.\nNo seat was taken for them; please offer the student another session or a refund.',
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
          ['Name', order.name],
          ['E-mail', order.email],
          ['Phone', order.phone],
          ['Language', LANGUAGE_NAMES[order.language]],
          ['Order', order.id],
          ['Stripe PaymentIntent', order.paymentIntentId],
        ],
      },
    ],
  );
}

export function academyNoticeEmail(order: PaidOrder, context: PaymentEmailContext): ComposedEmail {
  return staffEmail('order-notification', order, context, `New paid registration: ${order.name}`, [
    { type: 'paragraph', text: 'A registration was paid on the website.' },
    {
      type: 'fields',
      rows: [
        ['Name', order.name],
        ['E-mail', order.email],
        ['Phone', order.phone],
        ['Language', LANGUAGE_NAMES[order.language]],
        ['Chosen', order.selectedItems.map((id) => englishName(id, context)).join(', ')],
      ],
    },
    {
      type: 'list',
      title: 'Courses granted:',
      items: order.courseIds.map((id) => englishName(id, context)),
    },
    {
      type: 'fields',
      rows: [
        ['Amount', formatCents(order.amountCents)],
        ['Order', order.id],
        ['Stripe PaymentIntent', order.paymentIntentId],
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

const orderRows = (order: NotedOrder): Array<[string, string]> => [
  ['Name', order.name],
  ['E-mail', order.email],
  ['Phone', order.phone],
  ['Order', `${order.id} (${formatAmount(order.amountCents, order.currency)})`],
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
