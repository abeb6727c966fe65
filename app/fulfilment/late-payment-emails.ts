/**
 * The e-mails of a payment that arrived for a registration after its seat hold lapsed, when the
 * price or the seat changed meanwhile (late-payment.server.ts, docs/decisions/0091): the buyer's,
 * in the language of the page they paid on, and the academy's note, in English. No server
 * imports.
 */
import type { EmailBlock } from '~/email/message';
import { signOff, siteLink } from '~/email/message';
import type { ComposedEmail } from '~/email/outbox.server';
import type { Language } from '~/i18n/config';
import { formatCents } from '~/i18n/format';
import { emailWords, staffWords } from '~/i18n/sent-words';

import { orderReference } from '../lib/order-reference';
import { formatAmount, type NotedOrder, orderRows, staffEmail } from '../orders/staff-notes';
import { itemName, type PaymentEmailContext } from './emails';

/** What changed after the hold lapsed: today's price, or the seat (full, closed, or gone). */
export type LateChange = { kind: 'price'; nowCents: number | null } | { kind: 'seat' };

export interface RefusedOrder extends NotedOrder {
  language: Language;
  selectedItems: string[];
  /** What the card paid, all of it refunded. */
  paidCents: number;
}

/** The buyer: the registration was not completed, why, the full refund, and how to register again. */
export function lateRefundEmail(
  order: RefusedOrder,
  change: LateChange,
  context: PaymentEmailContext,
): ComposedEmail {
  const { language } = order;
  const words = emailWords(language, 'latePayment');
  const frame = emailWords(language, 'frame');
  const names = context.courseNamesIn?.[language] ?? context.courseNames;
  const items = order.selectedItems.map((id) => itemName(id, names, language)).join(', ');
  const paid = formatCents(order.paidCents, language);
  const why =
    change.kind === 'price'
      ? change.nowCents === null
        ? words('price')
        : words('priceNow', { now: formatCents(change.nowCents, language) })
      : words('seat');
  const blocks: EmailBlock[] = [
    { type: 'paragraph', text: frame('greeting', { name: order.name }) },
    { type: 'paragraph', text: `${words('arrived', { amount: paid, items })} ${why}` },
    { type: 'paragraph', text: words('refund', { amount: paid }) },
    {
      type: 'action',
      text: words('again'),
      label: words('button'),
      href: siteLink(context.academy.origin, '/register', language),
    },
    { type: 'paragraph', text: frame('questions', { email: context.academy.email }) },
    signOff(frame('reference', { id: orderReference(order.id) }), context.academy),
  ];
  return {
    kind: 'order-late-refund',
    to: order.email,
    replyTo: context.academy.email,
    content: {
      language,
      subject: words('subject', { academy: context.academy.name }),
      preview: words('refund', { amount: paid }),
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
  const words = staffWords('lateRefund');
  const why =
    change.kind === 'seat'
      ? words('seat')
      : change.nowCents === null
        ? words('price')
        : words('priceNow', { now: formatAmount(change.nowCents, order.currency) });
  return staffEmail(
    'order-late-refund-note',
    order,
    context,
    words('subject', { name: order.name }),
    [
      {
        type: 'paragraph',
        text: words('body', { amount: formatAmount(order.paidCents, order.currency), why }),
      },
      { type: 'fields', rows: orderRows(order) },
    ],
  );
}
