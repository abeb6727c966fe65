/**
 * The e-mails of a cancelled monthly program (docs/decisions/0074): the student's, in their
 * language, with the settlement they confirmed; the registrar's notice, in English.
 */
import type { EmailAcademy } from '~/email/message';
import type { ComposedEmail } from '~/email/outbox.server';
import type { Language } from '~/i18n/config';
import { formatCents, formatLongDate } from '~/i18n/format';
import { orderReference } from '~/orders/order-reference';
import { courseDisplayName as itemName } from '~/prices/course-names';

import type { Settlement } from './settlement';

export interface CancelledPlan {
  orderId: string;
  name: string;
  email: string;
  language: Language;
  programId: string;
  settlement: Exclude<Settlement, { kind: 'completed' }>;
  /** Courses whose access ended with the cancellation (not taken by the last counted day). */
  releasedCourses: string[];
}

const WORDS = {
  en: {
    subject: (program: string) => `Your ${program} is cancelled`,
    greeting: (name: string) => `Dear ${name},`,
    cancelled: (program: string, notice: string, last: string) =>
      `As you asked on ${notice}, your ${program} is cancelled. The courses taken up to ${last} (30 days after your notice) are paid at their individual fees, with the processing fee; no monthly payment is charged after today.`,
    sums: (paid: string, owed: string) => `You paid ${paid}; what you owe is ${owed}.`,
    refund: (amount: string) =>
      `${amount} is refunded to your card: banks take 5 to 10 days to show it.`,
    charge: (amount: string) => `The remaining ${amount} is charged to your card.`,
    even: 'Nothing more is paid or refunded.',
    released: (courses: string) => `Your access to ${courses} has ended.`,
    questions: (email: string) => `Any questions? Reply to this e-mail or write to ${email}.`,
    reference: (id: string) => `Order reference: ${id}`,
  },
  es: {
    subject: (program: string) => `Su ${program} está cancelado`,
    greeting: (name: string) => `Estimado/a ${name}:`,
    cancelled: (program: string, notice: string, last: string) =>
      `Tal como lo solicitó el ${notice}, su ${program} queda cancelado. Los cursos realizados hasta el ${last} (30 días después de su aviso) se pagan a su precio individual, con el cargo de gestión; no se cobrará ningún pago mensual después de hoy.`,
    sums: (paid: string, owed: string) => `Usted pagó ${paid}; lo que debe es ${owed}.`,
    refund: (amount: string) =>
      `Se reembolsan ${amount} a su tarjeta: los bancos tardan de 5 a 10 días en reflejarlo.`,
    charge: (amount: string) => `Se cargan en su tarjeta los ${amount} restantes.`,
    even: 'No se cobra ni se reembolsa nada más.',
    released: (courses: string) => `Su acceso a ${courses} ha terminado.`,
    questions: (email: string) =>
      `¿Tiene alguna pregunta? Responda a este correo o escriba a ${email}.`,
    reference: (id: string) => `Referencia del pedido: ${id}`,
  },
} satisfies Record<Language, unknown>;

function outcome(plan: CancelledPlan, language: Language): string {
  const words = WORDS[language];
  const { settlement } = plan;
  if (settlement.kind === 'refund')
    return words.refund(formatCents(settlement.amountCents, language));
  if (settlement.kind === 'charge')
    return words.charge(formatCents(settlement.amountCents, language));
  return words.even;
}

function paragraphs(
  plan: CancelledPlan,
  language: Language,
  names: Readonly<Record<string, string>>,
): string[] {
  const words = WORDS[language];
  const day = (iso: string) => formatLongDate(iso, language) ?? iso;
  const { settlement } = plan;
  return [
    words.cancelled(
      itemName(plan.programId, names, language),
      day(settlement.noticeDay),
      day(settlement.lastDay),
    ),
    `${words.sums(formatCents(settlement.paidCents, language), formatCents(settlement.owedCents, language))} ${outcome(plan, language)}`,
    ...(plan.releasedCourses.length
      ? [words.released(plan.releasedCourses.map((id) => itemName(id, names, language)).join(', '))]
      : []),
  ];
}

export function planCancelledEmail(
  plan: CancelledPlan,
  academy: EmailAcademy,
  names: Readonly<Record<string, string>>,
): ComposedEmail {
  const { language } = plan;
  const words = WORDS[language];
  return {
    kind: 'plan-cancelled',
    to: plan.email,
    replyTo: academy.email,
    content: {
      language,
      subject: words.subject(itemName(plan.programId, names, language)),
      blocks: [
        { type: 'paragraph', text: words.greeting(plan.name) },
        ...paragraphs(plan, language, names).map((text) => ({ type: 'paragraph' as const, text })),
        { type: 'paragraph', text: words.questions(academy.email) },
        {
          type: 'paragraph',
          text: `${words.reference(orderReference(plan.orderId))}\n\n${academy.name}`,
        },
      ],
    },
  };
}

/** The registrar's copy, in English: who cancelled, and what was settled. */
export function planCancelledNotice(
  plan: CancelledPlan,
  academy: EmailAcademy,
  names: Readonly<Record<string, string>>,
): ComposedEmail {
  return {
    kind: 'plan-cancelled-notice',
    to: academy.email,
    replyTo: plan.email,
    content: {
      language: 'en',
      subject: `Program cancelled: ${plan.name} (${orderReference(plan.orderId)})`,
      blocks: [
        {
          type: 'paragraph',
          text: `${plan.name} (${plan.email}) cancelled their monthly ${itemName(plan.programId, names, 'en')} from their account.`,
        },
        ...paragraphs(plan, 'en', names).map((text) => ({ type: 'paragraph' as const, text })),
      ],
    },
  };
}
