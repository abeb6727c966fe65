/**
 * The e-mails of a payment that arrived for a registration after its seat hold lapsed, when the
 * price or the seat changed meanwhile (late-payment.server.ts, docs/decisions/0091): the buyer's,
 * in the language of the page they paid on, and the academy's note, in English. No server
 * imports.
 */
import type { EmailBlock } from '~/email/message';
import { siteLink } from '~/email/message';
import type { ComposedEmail } from '~/email/outbox.server';
import type { Language } from '~/i18n/config';
import { formatCents } from '~/i18n/format';

import { orderReference } from '../orders/order-reference';
import { formatAmount, type NotedOrder, orderRows, staffEmail } from './academy-emails';
import { itemName, type PaymentEmailContext } from './emails';

/** What changed after the hold lapsed: today's price, or the seat (full, closed, or gone). */
export type LateChange = { kind: 'price'; nowCents: number | null } | { kind: 'seat' };

export interface RefusedOrder extends NotedOrder {
  language: Language;
  selectedItems: string[];
  /** What the card paid, all of it refunded. */
  paidCents: number;
}

const WORDS = {
  en: {
    subject: (academy: string) => `Your registration with ${academy} could not be completed`,
    greeting: (name: string) => `Dear ${name},`,
    arrived: (amount: string, items: string) =>
      `Your card payment of ${amount} for ${items} arrived after the seat hold of your registration had lapsed.`,
    price: (now: string | null) =>
      now
        ? `The price changed meanwhile (the early-registration price ended): the registration now costs ${now}. So it could not be completed at the price you paid.`
        : 'The price changed meanwhile, so the registration could not be completed at the price you paid.',
    seat: 'Meanwhile your seat was no longer available (the session filled or is no longer open), so the registration could not be completed.',
    refund: (amount: string) =>
      `The full ${amount} is being refunded to the card you paid with. Nothing else is charged; your bank may take a few business days to show the refund.`,
    again:
      'To register again, choose your course and session on our registration page: it shows the price and the seats of today.',
    button: 'Register again',
    questions: (email: string) => `Questions? Reply to this e-mail or write to ${email}.`,
    reference: (id: string) => `Order reference: ${id}`,
  },
  es: {
    subject: (academy: string) => `No se ha podido completar su inscripción en ${academy}`,
    greeting: (name: string) => `Estimado/a ${name}:`,
    arrived: (amount: string, items: string) =>
      `Su pago con tarjeta de ${amount} por ${items} llegó después de que caducara la reserva de plaza de su inscripción.`,
    price: (now: string | null) =>
      now
        ? `Mientras tanto el precio cambió (terminó el precio de inscripción anticipada): la inscripción cuesta ahora ${now}. Por eso no se ha podido completar al precio que usted pagó.`
        : 'Mientras tanto el precio cambió, por eso no se ha podido completar la inscripción al precio que usted pagó.',
    seat: 'Mientras tanto su plaza dejó de estar disponible (la fecha se llenó o ya no está abierta), por eso no se ha podido completar la inscripción.',
    refund: (amount: string) =>
      `Le devolvemos el importe completo de ${amount} a la tarjeta con la que pagó. No se le cobra nada más; su banco puede tardar unos días hábiles en mostrar el reembolso.`,
    again:
      'Para inscribirse de nuevo, elija su curso y su fecha en nuestra página de inscripción: muestra el precio y las plazas de hoy.',
    button: 'Inscribirse de nuevo',
    questions: (email: string) =>
      `¿Tiene alguna pregunta? Responda a este correo o escriba a ${email}.`,
    reference: (id: string) => `Referencia del pedido: ${id}`,
  },
} satisfies Record<Language, unknown>;

/** The buyer: the registration was not completed, why, the full refund, and how to register again. */
export function lateRefundEmail(
  order: RefusedOrder,
  change: LateChange,
  context: PaymentEmailContext,
): ComposedEmail {
  const { language } = order;
  const words = WORDS[language];
  const names = context.courseNamesIn?.[language] ?? context.courseNames;
  const items = order.selectedItems.map((id) => itemName(id, names, language)).join(', ');
  const paid = formatCents(order.paidCents, language);
  const why =
    change.kind === 'price'
      ? words.price(change.nowCents === null ? null : formatCents(change.nowCents, language))
      : words.seat;
  const blocks: EmailBlock[] = [
    { type: 'paragraph', text: words.greeting(order.name) },
    { type: 'paragraph', text: `${words.arrived(paid, items)} ${why}` },
    { type: 'paragraph', text: words.refund(paid) },
    {
      type: 'action',
      text: words.again,
      label: words.button,
      href: siteLink(context.academy.origin, '/register', language),
    },
    { type: 'paragraph', text: words.questions(context.academy.email) },
    {
      type: 'paragraph',
      text: `${words.reference(orderReference(order.id))}\n\n${context.academy.name}`,
    },
  ];
  return {
    kind: 'order-late-refund',
    to: order.email,
    replyTo: context.academy.email,
    content: {
      language,
      subject: words.subject(context.academy.name),
      preview: words.refund(paid),
      blocks,
    },
  };
}

/** The academy: a late payment was refunded in full, nothing granted; nothing to do. */
export function lateRefundNoteEmail(
  order: RefusedOrder,
  change: LateChange,
  context: PaymentEmailContext,
): ComposedEmail {
  const why =
    change.kind === 'price'
      ? `its price changed meanwhile${change.nowCents === null ? '' : ` (now ${formatAmount(change.nowCents, order.currency)})`}`
      : 'its session has no seat for it any more (full or closed)';
  return staffEmail(
    'order-late-refund-note',
    order,
    context,
    `Late payment refunded: ${order.name}`,
    [
      {
        type: 'paragraph',
        text: `A card payment of ${formatAmount(order.paidCents, order.currency)} arrived after the registration's seat hold lapsed, and ${why}.\nThe registration was not completed and nothing was granted; the payment is being refunded in full and the student was e-mailed how to register again. Nothing to do unless they write.`,
      },
      { type: 'fields', rows: orderRows(order) },
    ],
  );
}
