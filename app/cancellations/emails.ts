/**
 * The e-mails of a cancelled course: to the student in their language, what comes back and
 * where (with a calendar file removing the session's dates); to the registrar, in English, who
 * cancelled what, when it counted from, and the amount. No server imports.
 */
import { calendarOf } from '~/email/ics';
import type { EmailAcademy } from '~/email/message';
import { siteLink } from '~/email/message';
import type { ComposedEmail } from '~/email/outbox.server';
import type { Language } from '~/i18n/config';
import { formatCents, formatDateTime, formatDay, sessionDaysAndPlace } from '~/i18n/format';
import { orderReference } from '~/orders/order-reference';
import { sessionEventUid } from '~/sessions/seat-key';

export interface CancelledSession {
  key: string;
  dateText: string;
  startDate: string | null;
  endDate: string | null;
  location: string;
  /** The seat's moves: its calendar event's SEQUENCE, and its UID when it had moved. */
  moves: number;
}

export interface CancellationMail {
  orderId: string;
  courseId: string;
  /** In the student's language, and in English for the registrar. */
  courseName: string;
  courseNameEn: string;
  student: { name: string; email: string; language: Language };
  session: CancelledSession | null;
  percent: number;
  amountCents: number;
  destination: 'card' | 'credit';
  /**
   * The part of amountCents given as credit: with 'card', what the card's charges could not
   * return (the course was paid partly or wholly with credit). Absent: none, or all for 'credit'.
   */
  creditCents?: number;
  /**
   * A program paid monthly whose session the academy closed (docs/decisions/0092): amountCents
   * is the part of the course's share paid so far; the rest came off the remaining payments.
   */
  plan?: PlanChangeMail | null;
  channel: 'account' | 'email' | 'academy';
  /** ISO 8601: the instant the policy was applied at. */
  requestedAt: string;
  /** Who entered it: the student, or the staff member's e-mail. */
  enteredBy: string;
}

export interface PlanChangeMail {
  /** The course's share of the program's price. */
  shareCents: number;
  /** Taken off the remaining payments. */
  removedCents: number;
  /** The payments left to pay after the change, in order ('YYYY-MM-DD' days). */
  left: Array<{ dueDate: string; amountCents: number }>;
}

const PLAN_WORDS = {
  en: {
    card: (amount: string, share: string) =>
      `${amount}, the part you have paid so far of the course's share of the program's price (${share}), is refunded to the card you paid with. It usually reaches your account within 5 to 10 business days.`,
    credit: (amount: string, share: string) =>
      `${amount}, the part you have paid so far of the course's share of the program's price (${share}), is added to your credit at the academy, for a later course. Your account shows it.`,
    nothing: (share: string) =>
      `Nothing of the course's share of the program's price (${share}) was paid yet.`,
    removed: (amount: string) =>
      `The rest, ${amount}, is taken off your remaining monthly payments.`,
    one: (amount: string, day: string) => `1 payment is left: ${amount} on ${day}.`,
    equal: (count: number, amount: string, day: string) =>
      `${count} payments are left, of ${amount} each, the next on ${day}.`,
    uneven: (count: number, first: string, day: string, others: number, each: string) =>
      `${count} payments are left: ${first} on ${day}, then ${others} of ${each}.`,
    ended: 'Nothing is left to pay: your monthly payments end here.',
    fee: 'The processing fee is not refunded.',
  },
  es: {
    card: (amount: string, share: string) =>
      `Le reembolsamos ${amount}, la parte que ya ha pagado de lo que corresponde al curso en el precio del programa (${share}), en la tarjeta con la que pagó. Suele llegar a su cuenta en un plazo de 5 a 10 días hábiles.`,
    credit: (amount: string, share: string) =>
      `Añadimos ${amount}, la parte que ya ha pagado de lo que corresponde al curso en el precio del programa (${share}), a su crédito en la academia, para un curso posterior. Su cuenta lo muestra.`,
    nothing: (share: string) =>
      `Aún no había pagado nada de lo que corresponde al curso en el precio del programa (${share}).`,
    removed: (amount: string) =>
      `El resto, ${amount}, se descuenta de sus pagos mensuales pendientes.`,
    one: (amount: string, day: string) => `Queda 1 pago: ${amount} el ${day}.`,
    equal: (count: number, amount: string, day: string) =>
      `Quedan ${count} pagos de ${amount} cada uno; el próximo, el ${day}.`,
    uneven: (count: number, first: string, day: string, others: number, each: string) =>
      `Quedan ${count} pagos: ${first} el ${day} y después ${others} de ${each}.`,
    ended: 'No queda nada por pagar: sus pagos mensuales terminan aquí.',
    fee: 'La tarifa de gestión no se reembolsa.',
  },
} satisfies Record<Language, unknown>;

/** The payments left, in words: how many, how much, from when. */
function planLeftText(plan: PlanChangeMail, language: Language): string {
  const words = PLAN_WORDS[language];
  const [first, ...others] = plan.left;
  if (!first) return words.ended;
  const money = (cents: number) => formatCents(cents, language);
  const day = formatDay(first.dueDate, language);
  if (others.length === 0) return words.one(money(first.amountCents), day);
  const each = others[0]!.amountCents;
  return first.amountCents === each && others.every((payment) => payment.amountCents === each)
    ? words.equal(plan.left.length, money(each), day)
    : words.uneven(plan.left.length, money(first.amountCents), day, others.length, money(each));
}

/** The student's paragraph on a closed course of a program paid monthly. */
function planReturnedText(mail: CancellationMail, plan: PlanChangeMail): string {
  const language = mail.student.language;
  const words = PLAN_WORDS[language];
  const share = formatCents(plan.shareCents, language);
  const amount = formatCents(mail.amountCents, language);
  const returned =
    mail.amountCents === 0
      ? words.nothing(share)
      : mail.destination === 'credit'
        ? words.credit(amount, share)
        : words.card(amount, share);
  const removed =
    plan.removedCents > 0
      ? ` ${words.removed(formatCents(plan.removedCents, language))} ${planLeftText(plan, language)}`
      : '';
  return `${returned}${removed} ${words.fee}`;
}

const WORDS = {
  en: {
    subject: (course: string) => `Your registration is cancelled: ${course}`,
    greeting: (name: string) => `Dear ${name},`,
    cancelled: (course: string, session: string | null) =>
      `Your registration for ${course}${session ? `, ${session},` : ''} is cancelled, as you asked.`,
    byAcademy: (course: string, session: string | null) =>
      `We are sorry: the academy has had to cancel ${course}${session ? `, ${session}` : ''}. Your registration for it is cancelled.`,
    card: (amount: string, percent: number) =>
      `${amount} (${percent}% of what the course cost) is refunded to the card you paid with. It usually reaches your account within 5 to 10 business days.`,
    credit: (amount: string, percent: number) =>
      `${amount} (${percent}% of what the course cost) is added to your credit at the academy, for a later course. Your account shows it.`,
    split: (amount: string, percent: number, card: string, credit: string) =>
      `${amount} (${percent}% of what the course cost) comes back to you: ${card} is refunded to the card you paid with (it usually reaches your account within 5 to 10 business days), and ${credit}, paid with your credit, is added back to your credit at the academy. Your account shows it.`,
    nothing:
      'Under the refund policy, a cancellation within the week before the course is not refunded.',
    calendar: 'The attached calendar file removes the session from your calendar.',
    account: 'Your courses and payments are in your account.',
    accountButton: 'Your account',
    questions: (email: string) => `Questions? Reply to this e-mail or write to ${email}.`,
    reference: (id: string) => `Order reference: ${id}`,
  },
  es: {
    subject: (course: string) => `Su inscripción está cancelada: ${course}`,
    greeting: (name: string) => `Estimado/a ${name}:`,
    cancelled: (course: string, session: string | null) =>
      `Su inscripción en ${course}${session ? `, ${session},` : ''} está cancelada, como pidió.`,
    byAcademy: (course: string, session: string | null) =>
      `Lo sentimos: la academia ha tenido que cancelar ${course}${session ? `, ${session}` : ''}. Su inscripción queda cancelada.`,
    card: (amount: string, percent: number) =>
      `Le reembolsamos ${amount} (el ${percent}% de lo que costó el curso) en la tarjeta con la que pagó. Suele llegar a su cuenta en un plazo de 5 a 10 días hábiles.`,
    credit: (amount: string, percent: number) =>
      `Añadimos ${amount} (el ${percent}% de lo que costó el curso) a su crédito en la academia, para un curso posterior. Su cuenta lo muestra.`,
    split: (amount: string, percent: number, card: string, credit: string) =>
      `Le devolvemos ${amount} (el ${percent}% de lo que costó el curso): reembolsamos ${card} en la tarjeta con la que pagó (suele llegar a su cuenta en un plazo de 5 a 10 días hábiles) y añadimos de nuevo a su crédito en la academia ${credit}, que pagó con su crédito. Su cuenta lo muestra.`,
    nothing:
      'Según la política de reembolsos, una cancelación en la semana anterior al curso no se reembolsa.',
    calendar: 'El archivo de calendario adjunto elimina la fecha de su calendario.',
    account: 'Sus cursos y pagos figuran en su cuenta.',
    accountButton: 'Ir a su cuenta',
    questions: (email: string) =>
      `¿Tiene alguna pregunta? Responda a este correo o escriba a ${email}.`,
    reference: (id: string) => `Referencia del pedido: ${id}`,
  },
} satisfies Record<Language, unknown>;

/** The student's e-mail, with the session's cancellation for their calendar when it was dated. */
export function cancellationEmail(mail: CancellationMail, academy: EmailAcademy): ComposedEmail {
  const { language } = mail.student;
  const words = WORDS[language];
  const session = mail.session;
  const dated = session?.startDate ? { ...session, startDate: session.startDate } : null;
  const amount = formatCents(mail.amountCents, language);
  const { cardCents, creditCents } = returnedParts(mail);
  const returned = mail.plan
    ? planReturnedText(mail, mail.plan)
    : mail.amountCents === 0
      ? words.nothing
      : cardCents === 0
        ? words.credit(amount, mail.percent)
        : creditCents === 0
          ? words.card(amount, mail.percent)
          : words.split(
              amount,
              mail.percent,
              formatCents(cardCents, language),
              formatCents(creditCents, language),
            );
  return {
    kind: 'course-cancelled',
    to: mail.student.email,
    replyTo: academy.email,
    calendar: dated
      ? calendarOf(
          [
            {
              uid: sessionEventUid(
                academy.name,
                mail.orderId,
                mail.courseId,
                dated.moves > 0 ? dated.key : undefined,
              ),
              title: `${mail.courseName} (${academy.name})`,
              location: dated.location,
              firstDay: dated.startDate,
              lastDay: dated.endDate ?? dated.startDate,
              sequence: dated.moves + 1,
            },
          ],
          new Date(),
          'CANCEL',
        )
      : null,
    content: {
      language,
      subject: words.subject(mail.courseName),
      blocks: [
        { type: 'paragraph', text: words.greeting(mail.student.name) },
        {
          type: 'paragraph',
          text: words[mail.channel === 'academy' ? 'byAcademy' : 'cancelled'](
            mail.courseName,
            session ? sessionDaysAndPlace(session, language) : null,
          ),
        },
        { type: 'paragraph', text: returned },
        ...(dated ? [{ type: 'paragraph' as const, text: words.calendar }] : []),
        {
          type: 'action',
          text: words.account,
          label: words.accountButton,
          href: siteLink(academy.origin, '/account?tab=payments', language),
        },
        { type: 'paragraph', text: words.questions(academy.email) },
        {
          type: 'paragraph',
          text: `${words.reference(orderReference(mail.orderId))}\n\n${academy.name}`,
        },
      ],
    },
  };
}

/** What went to the card and what became credit. */
function returnedParts(mail: CancellationMail): { cardCents: number; creditCents: number } {
  if (mail.destination === 'credit') return { cardCents: 0, creditCents: mail.amountCents };
  const creditCents = Math.min(mail.creditCents ?? 0, mail.amountCents);
  return { cardCents: mail.amountCents - creditCents, creditCents };
}

/** The registrar's words for where the amount went. */
function returnedTo(mail: CancellationMail): string {
  const { cardCents, creditCents } = returnedParts(mail);
  if (cardCents === 0) return 'as credit';
  if (creditCents === 0) return 'to the card';
  return `split: ${formatCents(cardCents, 'en')} to the card, ${formatCents(creditCents, 'en')} as credit (paid with credit)`;
}

const CHANNELS = {
  account: 'by the student in their account',
  email: 'by e-mail, entered by staff',
  academy: 'by the academy',
} as const;

/** The registrar's note: the seat is free again and what was returned. */
export function cancellationNoticeEmail(
  mail: CancellationMail,
  academy: EmailAcademy,
): ComposedEmail {
  return {
    kind: 'course-cancelled-notification',
    to: academy.email,
    replyTo: mail.student.email,
    content: {
      language: 'en',
      subject: `Course cancelled: ${mail.student.name}, ${mail.courseNameEn}`,
      blocks: [
        {
          type: 'paragraph',
          text: `A course was cancelled ${CHANNELS[mail.channel]}. Its seat is free again and its waiting list has been offered it.`,
        },
        {
          type: 'fields',
          rows: [
            ['Name', mail.student.name],
            ['E-mail', mail.student.email],
            ['Course', mail.courseNameEn],
            ['Session', mail.session ? sessionDaysAndPlace(mail.session, 'en') : 'none chosen'],
            // In the academy's time zone, as staff read every time (decision 0062).
            ['Counted from', formatDateTime(mail.requestedAt, 'en')],
            ['Entered by', mail.enteredBy],
            mail.plan
              ? [
                  'Returned',
                  `${formatCents(mail.amountCents, 'en')} ${returnedTo(mail)}: the part paid so far of the course's share of the program's price (${formatCents(mail.plan.shareCents, 'en')}); the processing fee is kept`,
                ]
              : [
                  'Returned',
                  mail.amountCents === 0
                    ? 'nothing (within the week before)'
                    : `${formatCents(mail.amountCents, 'en')} (${mail.percent}%) ${returnedTo(mail)}`,
                ],
            ...(mail.plan
              ? [
                  [
                    'Monthly payments',
                    `${formatCents(mail.plan.removedCents, 'en')} taken off. ${planLeftText(mail.plan, 'en')}`,
                  ] as [string, string],
                ]
              : []),
            ['Order', orderReference(mail.orderId)],
          ],
        },
      ],
    },
  };
}
