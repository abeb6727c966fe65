/**
 * The buyer's e-mail of a paid registration (queued in the outbox with the order's change), in
 * the language of the page they paid on; the academy's notes are in academy-emails.ts.
 */
import { calendarOf } from '~/email/ics';
import type { EmailAcademy, EmailBlock } from '~/email/message';
import { siteLink } from '~/email/message';
import type { ComposedEmail } from '~/email/outbox.server';
import type { Language } from '~/i18n/config';
import { sessionDays } from '~/i18n/format';
import { formatCents } from '~/i18n/format';

import { orderReference } from '../orders/order-reference';
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

const CONFIRMATION = {
  en: {
    subject: (academy: string) => `Your registration with ${academy}`,
    preview: (amount: string) => `We received your payment of ${amount}.`,
    greeting: (name: string) => `Dear ${name},`,
    thanks: (academy: string, amount: string) =>
      `Thank you for registering with ${academy}. We received your payment of ${amount}.`,
    previewCredit: (amount: string) => `Your credit paid your registration of ${amount}.`,
    thanksCredit: (academy: string, amount: string) =>
      `Thank you for registering with ${academy}. Your registration of ${amount} is paid in full with your credit at the academy: nothing was charged to a card.`,
    thanksPart: (academy: string, charged: string, credit: string, amount: string) =>
      `Thank you for registering with ${academy}. We received your card payment of ${charged}, and ${credit} of your credit paid the rest of the ${amount}.`,
    thanksPlan: (academy: string, first: string, count: number, monthly: string) =>
      `Thank you for registering with ${academy}. We received your first monthly payment of ${first}. The other ${count} payments, of ${monthly} each, are charged to the same card once a month; your account shows their dates and receipts.`,
    includes: (programs: string) => `${programs}, which includes:`,
    courses: 'Courses:',
    sessions: 'Your sessions (also attached as a calendar file):',
    session: (course: string, days: string, location: string) => `${course}: ${days}, ${location}`,
    followUp: 'A confirmation e-mail with your course details follows within 1-2 business days.',
    chooseLater: (courses: string) =>
      `No session is booked yet for ${courses}: you choose them in your account. Sign in (or create an account) with this e-mail address, confirm the address, and choose each course's session under My Courses. Seats go to whoever books first, so choose before the session you want fills up; a session can be booked until its first day.`,
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
    previewCredit: (amount: string) => `Su crédito ha pagado su inscripción de ${amount}.`,
    thanksCredit: (academy: string, amount: string) =>
      `Gracias por inscribirse en ${academy}. Su inscripción de ${amount} queda pagada en su totalidad con su crédito en la academia: no se ha cobrado nada en ninguna tarjeta.`,
    thanksPart: (academy: string, charged: string, credit: string, amount: string) =>
      `Gracias por inscribirse en ${academy}. Hemos recibido su pago con tarjeta de ${charged}, y ${credit} de su crédito pagó el resto de los ${amount}.`,
    thanksPlan: (academy: string, first: string, count: number, monthly: string) =>
      `Gracias por inscribirse en ${academy}. Hemos recibido su primer pago mensual de ${first}. Los otros ${count} pagos, de ${monthly} cada uno, se cargan en la misma tarjeta una vez al mes; su cuenta muestra sus fechas y recibos.`,
    includes: (programs: string) => `${programs}, que incluye:`,
    courses: 'Cursos:',
    sessions: 'Sus sesiones (también adjuntas como archivo de calendario):',
    session: (course: string, days: string, location: string) => `${course}: ${days}, ${location}`,
    followUp:
      'En un plazo de 1 a 2 días hábiles recibirá un correo de confirmación con los detalles de su curso.',
    chooseLater: (courses: string) =>
      `Aún no hay fecha reservada para ${courses}: las elige usted en su cuenta. Inicie sesión (o cree una cuenta) con esta dirección de correo electrónico, confirme la dirección y elija la fecha de cada curso en Mis cursos. Las plazas son para quien reserva primero: elija antes de que se llene la fecha que desea; una fecha puede reservarse hasta su primer día.`,
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
  const charged = order.amountCents - order.creditCents;
  // Paid by card, by credit alone, or by both: the e-mail names what was taken from each.
  const thanks = order.plan
    ? words.thanksPlan(
        context.academy.name,
        formatCents(order.plan.firstCents, language),
        order.plan.count,
        formatCents(order.plan.monthlyCents, language),
      )
    : order.creditCents === 0
      ? words.thanks(context.academy.name, amount)
      : charged === 0
        ? words.thanksCredit(context.academy.name, amount)
        : words.thanksPart(
            context.academy.name,
            formatCents(charged, language),
            formatCents(order.creditCents, language),
            amount,
          );
  // A program lists what it includes; individual courses are the list itself.
  const program = order.selectedItems.join(',') !== order.courseIds.join(',');
  const undated = order.courseIds.filter(
    (id) => !order.sessions.some((session) => session.courseId === id),
  );
  const blocks: EmailBlock[] = [
    { type: 'paragraph', text: words.greeting(order.name) },
    { type: 'paragraph', text: thanks },
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
    ...(undated.length
      ? [{ type: 'paragraph' as const, text: words.chooseLater(undated.map(name).join(', ')) }]
      : []),
    { type: 'paragraph', text: words.followUp },
    {
      type: 'action',
      text: words.account,
      label: words.accountButton,
      href: siteLink(context.academy.origin, '/account', language),
    },
    { type: 'paragraph', text: words.questions(context.academy.email) },
    {
      type: 'paragraph',
      text: `${words.reference(orderReference(order.id))}\n\n${context.academy.name}`,
    },
  ];
  return {
    kind: 'order-confirmation',
    to: order.email,
    replyTo: context.academy.email,
    calendar: sessionsCalendar(order, context),
    content: {
      language,
      subject: words.subject(context.academy.name),
      preview: order.plan
        ? words.preview(formatCents(order.plan.firstCents, language))
        : order.creditCents > 0 && charged === 0
          ? words.previewCredit(amount)
          : words.preview(amount),
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
