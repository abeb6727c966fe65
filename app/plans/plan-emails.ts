/**
 * The student's e-mail when a monthly payment is declined (issue 25), in their language: what
 * was not paid, why, and the link to pay it or change the card. A payment the bank wants the
 * student to authenticate goes the same way: only the student, on the site, can.
 */
import { type EmailAcademy, signOff, siteLink } from '~/email/message';
import type { ComposedEmail } from '~/email/outbox.server';
import type { Language } from '~/i18n/config';
import { formatCents, formatLongDate } from '~/i18n/format';
import { emailWords } from '~/i18n/sent-words';
import { orderReference } from '~/lib/order-reference';
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

export function planPaymentDeclinedEmail(
  payment: DeclinedPlanPayment,
  academy: EmailAcademy,
  programNames: Readonly<Record<string, string>>,
): ComposedEmail {
  const { language } = payment;
  const words = emailWords(language, 'planPayment');
  const frame = emailWords(language, 'frame');
  const day = (iso: string) => formatLongDate(iso, language) ?? iso;
  const program = itemName(payment.programId, programNames, language);
  return {
    kind: 'plan-payment-declined',
    to: payment.email,
    replyTo: academy.email,
    content: {
      language,
      subject: words('subject', { academy: academy.name }),
      blocks: [
        { type: 'paragraph', text: frame('greeting', { name: payment.name }) },
        {
          type: 'paragraph',
          text: [
            words(payment.code === 'card_unusable' ? 'notCharged' : 'declined', {
              amount: formatCents(payment.amountCents, language),
              program,
              n: payment.number,
              months: payment.months,
              due: day(payment.dueDate),
            }),
            ...(payment.code === 'authentication_required' ? [words('authentication')] : []),
            ...(payment.code === 'card_unusable' ? [words('unusable')] : []),
            payment.nextRetryDay
              ? words('retry', { at: day(payment.nextRetryDay) })
              : words('noRetry'),
          ].join(' '),
        },
        { type: 'paragraph', text: words('bookings', { from: day(payment.bookingsRefusedDay) }) },
        {
          type: 'action',
          text: words('action'),
          label: words('button'),
          href: siteLink(academy.origin, `/account/plans/${payment.orderId}/pay`, language),
        },
        { type: 'paragraph', text: frame('anyQuestions', { email: academy.email }) },
        signOff(frame('reference', { id: orderReference(payment.orderId) }), academy),
      ],
    },
  };
}
