/**
 * The student's e-mail when a monthly payment is declined (issue 25), in their language: what
 * was not paid, why, and the link to pay it or change the card. A payment the bank wants the
 * student to authenticate goes the same way: only the student, on the site, can.
 */
import { type EmailAcademy, siteLink } from '~/email/message';
import type { ComposedEmail } from '~/email/outbox.server';
import type { Language } from '~/i18n/config';
import { formatCents, formatLongDate } from '~/i18n/format';
import { orderReference } from '~/orders/order-reference';
import { courseDisplayName as itemName } from '~/prices/course-names';

export interface DeclinedPlanPayment {
  orderId: string;
  name: string;
  email: string;
  language: Language;
  programId: string;
  number: number;
  months: number;
  dueDate: string;
  amountCents: number;
  /**
   * Stripe's decline code: 'authentication_required' asks for the student's own payment;
   * 'card_unusable': Stripe refused the saved card itself (removed, expired customer).
   */
  code: string | null;
  /** The day (academy zone) the card is charged again; null when only the student's payment will do. */
  nextRetryDay: string | null;
  /** The day (academy zone) from which new bookings are refused while it is unpaid. */
  bookingsRefusedDay: string;
}

const WORDS = {
  en: {
    subject: (academy: string) => `Your monthly payment was declined - ${academy}`,
    greeting: (name: string) => `Dear ${name},`,
    declined: (amount: string, program: string, n: number, months: number, due: string) =>
      `Your payment ${n} of ${months} for the ${program}, ${amount} due on ${due}, was declined by your bank.`,
    notCharged: (amount: string, program: string, n: number, months: number, due: string) =>
      `Your payment ${n} of ${months} for the ${program}, ${amount} due on ${due}, could not be charged.`,
    authentication: 'Your bank asks you to confirm this payment yourself.',
    unusable: 'The card saved for your payments can no longer be charged.',
    retry: (at: string) => `We will try the card again on ${at}.`,
    noRetry: 'We will not try the card again: please pay this payment yourself.',
    bookings: (from: string) =>
      `If it is still unpaid on ${from}, new session bookings are paused until it is paid. Courses you have already taken stay valid.`,
    action: 'Pay now or change your card from your account:',
    button: 'Pay or change card',
    questions: (email: string) => `Any questions? Reply to this e-mail or write to ${email}.`,
    reference: (id: string) => `Order reference: ${id}`,
  },
  es: {
    subject: (academy: string) => `Su pago mensual fue rechazado - ${academy}`,
    greeting: (name: string) => `Estimado/a ${name}:`,
    declined: (amount: string, program: string, n: number, months: number, due: string) =>
      `Su banco rechazó el pago ${n} de ${months} del ${program}, de ${amount}, con vencimiento el ${due}.`,
    notCharged: (amount: string, program: string, n: number, months: number, due: string) =>
      `No se pudo cobrar el pago ${n} de ${months} del ${program}, de ${amount}, con vencimiento el ${due}.`,
    authentication: 'Su banco le pide que confirme este pago usted mismo.',
    unusable: 'La tarjeta guardada para sus pagos ya no se puede cobrar.',
    retry: (at: string) => `Volveremos a intentar el cobro en la tarjeta el ${at}.`,
    noRetry:
      'No volveremos a intentar el cobro en la tarjeta: por favor, realice este pago usted mismo.',
    bookings: (from: string) =>
      `Si sigue sin pagarse el ${from}, las nuevas reservas de sesiones quedan en pausa hasta que se pague. Los cursos que ya realizó siguen siendo válidos.`,
    action: 'Pague ahora o cambie su tarjeta desde su cuenta:',
    button: 'Pagar o cambiar tarjeta',
    questions: (email: string) =>
      `¿Tiene alguna pregunta? Responda a este correo o escriba a ${email}.`,
    reference: (id: string) => `Referencia del pedido: ${id}`,
  },
} satisfies Record<Language, unknown>;

export function planPaymentDeclinedEmail(
  payment: DeclinedPlanPayment,
  academy: EmailAcademy,
  programNames: Readonly<Record<string, string>>,
): ComposedEmail {
  const { language } = payment;
  const words = WORDS[language];
  const day = (iso: string) => formatLongDate(iso, language) ?? iso;
  const program = itemName(payment.programId, programNames, language);
  return {
    kind: 'plan-payment-declined',
    to: payment.email,
    replyTo: academy.email,
    content: {
      language,
      subject: words.subject(academy.name),
      blocks: [
        { type: 'paragraph', text: words.greeting(payment.name) },
        {
          type: 'paragraph',
          text: [
            (payment.code === 'card_unusable' ? words.notCharged : words.declined)(
              formatCents(payment.amountCents, language),
              program,
              payment.number,
              payment.months,
              day(payment.dueDate),
            ),
            ...(payment.code === 'authentication_required' ? [words.authentication] : []),
            ...(payment.code === 'card_unusable' ? [words.unusable] : []),
            payment.nextRetryDay ? words.retry(day(payment.nextRetryDay)) : words.noRetry,
          ].join(' '),
        },
        { type: 'paragraph', text: words.bookings(day(payment.bookingsRefusedDay)) },
        {
          type: 'action',
          text: words.action,
          label: words.button,
          href: siteLink(academy.origin, `/account/plans/${payment.orderId}/pay`, language),
        },
        { type: 'paragraph', text: words.questions(academy.email) },
        {
          type: 'paragraph',
          text: `${words.reference(orderReference(payment.orderId))}\n\n${academy.name}`,
        },
      ],
    },
  };
}
