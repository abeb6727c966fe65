/**
 * The frame of the academy's notes to staff about an order (English: staff read them whatever
 * language the buyer used), and the rows that name the order in them. Fulfilment's and the
 * refunds' notes are written with it.
 */
import type { EmailAcademy, EmailBlock } from '~/email/message';
import type { ComposedEmail } from '~/email/outbox.server';
import { staffWords } from '~/i18n/sent-words';

import { orderReference } from '../lib/order-reference';

/** The academy's notes are English: staff read them, whatever language the buyer used. */
export const staffEmail = (
  kind: string,
  order: { email: string },
  context: { academy: EmailAcademy },
  subject: string,
  blocks: EmailBlock[],
): ComposedEmail => ({
  kind,
  to: context.academy.email,
  replyTo: order.email,
  content: { language: 'en', subject, blocks },
});

export const row = staffWords('rows');

/** Who paid, as staff reach them. */
export const contactRows = (person: {
  name: string;
  email: string;
  phone: string;
}): Array<[string, string]> => [
  [row('name'), person.name],
  [row('email'), person.email],
  [row('phone'), person.phone],
];

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

export const orderRows = (order: NotedOrder): Array<[string, string]> => [
  ...contactRows(order),
  [
    row('order'),
    row('orderAmount', {
      order: orderReference(order.id),
      amount: formatAmount(order.amountCents, order.currency),
    }),
  ],
  [row('stripeIntent'), order.paymentIntentId],
];
