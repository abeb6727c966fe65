/**
 * The buyer's confirmation is written in the language of the page the order was made on; the
 * academy's notice stays English (decision 0024).
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';

import { closeDb } from '~/db/client.server';
import type { Language } from '~/i18n/config';

import { createTestDatabase, resetDatabase } from '../../tests/support/database';
import { sessionsFor } from '../../tests/support/price-list';
import { customer, lastEventOf, signedEvent, startTestStripe } from '../../tests/support/stripe';
import { createRegistrationPayment } from '../checkout/payment-intents.server';
import { handleStripeWebhook } from './webhook.server';

const { sql, url } = await createTestDatabase();
process.env.DATABASE_URL = url;
afterAll(closeDb);
const { standIn, stripe } = await startTestStripe();
const quiet = { info() {}, warn() {}, error() {} };

async function payFellowship(language?: Language) {
  const items = ['fellowship'];
  const order = await createRegistrationPayment(
    { customer, selectedItems: items, sessions: sessionsFor(items) },
    { stripe, ...(language ? { language } : {}) },
  );
  if (!order.ok) throw new Error(order.error);
  await stripe.paymentIntents.confirm(order.paymentIntentId, { payment_method: 'pm_card_visa' });
  const { payload, signature } = signedEvent(
    lastEventOf(standIn, 'payment_intent.succeeded', order.paymentIntentId),
  );
  const result = await handleStripeWebhook(payload, signature, { stripe, log: quiet });
  expect(result.body).toEqual({ received: true, result: 'completed' });
  return order;
}

interface Row {
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  calendar: string | null;
}
const outbox = () =>
  sql<Row[]>`
    select kind, to_address, subject, text_body, html_body, calendar
    from outbox_emails order by id`;

beforeEach(async () => {
  await standIn.settled();
  await resetDatabase(sql);
});

describe('a registration from the Spanish site', () => {
  it('stores the language with the order and queues a Spanish confirmation, HTML and text', async () => {
    const order = await payFellowship('es');
    expect(await sql`select language from orders where id = ${order.orderId}`).toEqual([
      { language: 'es' },
    ]);
    const [confirmation, notice] = await outbox();
    expect(confirmation!.kind).toBe('order-confirmation');
    expect(confirmation!.to_address).toBe(customer.email);
    expect(confirmation!.subject).toBe('Su inscripción en Beverly Hills Implant Academy');
    expect(confirmation!.text_body).toContain(`Estimado/a ${customer.name}:`);
    expect(confirmation!.text_body).toContain('Hemos recibido su pago de USD 12,000.00.');
    expect(confirmation!.text_body).toContain('Programa Fellowship, que incluye:');
    // The courses by their Spanish names from the content.
    expect(confirmation!.text_body).toContain(
      'Implantología dental básica (en línea, 24 horas de CE)',
    );
    expect(confirmation!.text_body).toContain('Teléfono: (310) 555-0123');
    expect(confirmation!.text_body).not.toContain('Thank you');
    const html = confirmation!.html_body!;
    expect(html).toContain('<html dir="ltr" lang="es">');
    expect(html).toContain('Hemos recibido su pago de USD 12,000.00.');
    expect(html).toContain('En un plazo de 1 a 2 días hábiles');
    expect(html).toContain('href="http://localhost:3000/account?lng=es"');
    expect(html).not.toContain('Thank you');

    // The academy reads English, whatever language the buyer used.
    expect(notice!.kind).toBe('order-notification');
    expect(notice!.to_address).toBe('registration@bhimplantacademy.com');
    expect(notice!.subject).toBe(`New paid registration: ${customer.name}`);
    expect(notice!.text_body).toContain('A registration was paid on the website.');
    expect(notice!.text_body).toContain('Language: Spanish');
    expect(notice!.text_body).toContain('Amount: $12,000.00');
    expect(notice!.html_body).toContain('<html dir="ltr" lang="en">');
    expect(notice!.html_body).not.toContain('Estimado');
  });

  it('writes English e-mails for an order from the English site (the default)', async () => {
    await payFellowship();
    const [confirmation, notice] = await outbox();
    expect(await sql`select language from orders`).toEqual([{ language: 'en' }]);
    expect(confirmation!.subject).toBe('Your registration with Beverly Hills Implant Academy');
    expect(confirmation!.text_body).toContain('We received your payment of $12,000.00.');
    expect(confirmation!.html_body).toContain('<html dir="ltr" lang="en">');
    expect(confirmation!.html_body).toContain('We received your payment of $12,000.00.');
    expect(notice!.text_body).toContain('Language: English');
  });

  it('follows the latest language when the same request is repeated from the other site', async () => {
    const items = ['module1'];
    const request = { customer, selectedItems: items, sessions: sessionsFor(items) };
    const first = await createRegistrationPayment(request, { stripe, language: 'en' });
    const again = await createRegistrationPayment(request, { stripe, language: 'es' });
    if (!first.ok || !again.ok) throw new Error('no order');
    expect(again.orderId).toBe(first.orderId);
    expect(await sql`select language from orders`).toEqual([{ language: 'es' }]);
  });
});
