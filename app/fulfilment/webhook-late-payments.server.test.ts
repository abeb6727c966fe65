/**
 * A payment that arrives after its order's seat hold lapsed (docs/decisions/0091): completed
 * only at the price and with the seat of the moment; else refunded in full, once, with the
 * buyer's e-mail in their language and the academy's note, and no receipt.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';

import { closeDb } from '~/db/client.server';
import type { Language } from '~/i18n/config';

import { createTestDatabase, resetDatabase } from '../../tests/support/database';
import { customer, lastEventOf, signedEvent, startTestStripe } from '../../tests/support/stripe';
import { createRegistrationPayment } from '../checkout/payment-intents.server';
import type { PriceList } from '../prices/price-list';
import { loadPriceList } from '../prices/price-list.server';
import { handleStripeWebhook } from './webhook.server';

const { sql, url } = await createTestDatabase();
process.env.DATABASE_URL = url;
afterAll(closeDb);
const { standIn, stripe } = await startTestStripe();
const quiet = { info() {}, warn() {}, error() {} };

// Clinical 1's April 2027 session (first day 15 April, 6 seats): early ($6,500) until 15 March
// 2027, then $7,500.
const SESSION = { clinical1: 'clinical1-2027-04' };
const early = await loadPriceList(undefined, '2026-12-01');
const late = await loadPriceList(undefined, '2027-03-16');

const deliver = async (event: object, priceList: PriceList) => {
  const { payload, signature } = signedEvent(event);
  const answer = await handleStripeWebhook(payload, signature, { stripe, log: quiet, priceList });
  return answer.status === 200 ? answer.body.result : answer.status;
};
const lastEvent = (type: string, intentId: string) => lastEventOf(standIn, type, intentId);

/** Placed at the early price, its hold lapsed, then its card confirmed directly at Stripe. */
async function paidAfterLapse(language: Language = 'en') {
  const placed = await createRegistrationPayment(
    { customer, selectedItems: ['clinical1'], sessions: SESSION },
    { stripe, priceList: early, language },
  );
  if (!placed.ok) throw new Error(`not placed: ${placed.error}`);
  expect(placed.amountCents).toBe(650_000);
  await sql`
    update session_seats set held_until = now() - interval '1 second'
    where order_id = ${placed.orderId}`;
  // No /api/payment-check: the intent is confirmed as a script would, with the early amount.
  await stripe.paymentIntents.confirm(placed.paymentIntentId, { payment_method: 'pm_card_visa' });
  return placed;
}

const orderOf = async (orderId: string) =>
  (
    await sql<{ status: string; completed: boolean }[]>`
      select status, completed_at is not null as completed from orders where id = ${orderId}`
  )[0];
const payments = (orderId: string) => sql`
  select kind, amount_cents, status, idempotency_key from order_payments
  where order_id = ${orderId} order by kind, created_at`;
const outbox = () =>
  sql<{ kind: string; to_address: string; subject: string; text_body: string }[]>`
    select kind, to_address, subject, text_body from outbox_emails order by id`;
const seatOf = async (orderId: string) =>
  (await sql<{ status: string }[]>`select status from session_seats where order_id = ${orderId}`)[0]
    ?.status;
const grants = () => sql`select course_id from course_grants`;
const receipts = () => sql`select kind from receipts`;

/** Fills the rest of the session's six seats with other people's bookings. */
async function fillSession() {
  for (let i = 0; i < 6; i++) {
    const [other] = await sql<{ id: string }[]>`
      insert into orders (email, name, phone, selected_items, course_ids, amount_cents,
                          request_fingerprint)
      values (${`other${i}@example.com`}, 'Other', '310 555 0100', '{clinical1}', '{clinical1}',
              650000, ${`other-${i}`})
      returning id`;
    await sql`
      insert into session_seats (course_id, session_key, order_id, email_normalized, status,
                                 held_until, capacity, booked_at)
      values ('clinical1', 'clinical1-2027-04', ${other!.id}, ${`other${i}@example.com`},
              'booked', now(), 6, now())`;
  }
}

beforeEach(async () => {
  await resetDatabase(sql);
});

describe('a payment after the seat hold lapsed', () => {
  it('is not completed at the early price after the deadline: refunded in full, once, and e-mailed', async () => {
    const placed = await paidAfterLapse();
    const succeeded = lastEvent('payment_intent.succeeded', placed.paymentIntentId);
    expect(await deliver(succeeded, late)).toBe('refunded-late');

    // Nothing granted, the seat given back, the order ended refunded without ever completing.
    expect(await orderOf(placed.orderId)).toEqual({ status: 'refunded', completed: false });
    expect(await grants()).toEqual([]);
    expect(await seatOf(placed.orderId)).toBe('released');
    // The whole payment went back at Stripe, under the late payment's key.
    const refunds = await stripe.refunds.list({ payment_intent: placed.paymentIntentId });
    expect(refunds.data.map((refund) => refund.amount)).toEqual([650_000]);
    expect(await payments(placed.orderId)).toEqual([
      { kind: 'charge', amount_cents: 650_000, status: 'succeeded', idempotency_key: null },
      {
        kind: 'refund',
        amount_cents: 650_000,
        status: 'succeeded',
        idempotency_key: `late-payment-${placed.paymentIntentId}`,
      },
    ]);
    const mails = await outbox();
    expect(mails.map((mail) => [mail.kind, mail.to_address])).toEqual([
      ['order-late-refund', customer.email],
      ['order-late-refund-note', expect.stringContaining('@')],
    ]);
    expect(mails[0]!.subject).toBe(
      'Your registration with Beverly Hills Implant Academy could not be completed',
    );
    expect(mails[0]!.text_body).toContain('the registration now costs $7,500.00');
    expect(mails[0]!.text_body).toContain('The full $6,500.00 is being refunded');
    expect(mails[0]!.text_body).toContain('/register');

    // The refund's own events and a repeat change nothing more: one refund, two e-mails.
    expect(await deliver({ ...succeeded, id: `${succeeded.id}_again` }, late)).toBe('unchanged');
    expect(await deliver(lastEvent('charge.refunded', placed.paymentIntentId), late)).not.toBe(
      'refunded-late',
    );
    expect(await orderOf(placed.orderId)).toEqual({ status: 'refunded', completed: false });
    expect(
      (await stripe.refunds.list({ payment_intent: placed.paymentIntentId })).data,
    ).toHaveLength(1);
    expect(await outbox()).toHaveLength(2);
    // Nothing was sold: no receipt for the payment or its refund.
    expect(await receipts()).toEqual([]);
  });

  it('tells a Spanish buyer in Spanish when the seat was taken meanwhile', async () => {
    const placed = await paidAfterLapse('es');
    await fillSession();
    // The price of the moment is still the early one: the seat is what changed.
    expect(
      await deliver(lastEvent('payment_intent.succeeded', placed.paymentIntentId), early),
    ).toBe('refunded-late');
    expect(await orderOf(placed.orderId)).toEqual({ status: 'refunded', completed: false });
    const [buyer, note] = await outbox();
    expect(buyer!.subject).toBe(
      'No se ha podido completar su inscripción en Beverly Hills Implant Academy',
    );
    expect(buyer!.text_body).toContain('su plaza dejó de estar disponible');
    expect(buyer!.text_body).toContain('Le devolvemos el importe completo de');
    expect(note!.subject).toBe(`Late payment refunded: ${customer.name}`);
    const [{ booked }] = await sql<[{ booked: number }]>`
      select count(*)::int as booked from session_seats where status = 'booked'`;
    expect(booked).toBe(6);
  });

  it('completes as usual when the price and the seat are still the same', async () => {
    const placed = await paidAfterLapse();
    expect(
      await deliver(lastEvent('payment_intent.succeeded', placed.paymentIntentId), early),
    ).toBe('completed');
    expect(await orderOf(placed.orderId)).toEqual({ status: 'completed', completed: true });
    expect(await seatOf(placed.orderId)).toBe('booked');
    expect(await grants()).toEqual([{ course_id: 'clinical1' }]);
    expect((await outbox()).map((mail) => mail.kind)).toEqual([
      'order-confirmation',
      'order-notification',
      'receipt',
      'receipt-copy',
    ]);
    expect((await stripe.refunds.list({ payment_intent: placed.paymentIntentId })).data).toEqual(
      [],
    );
  });

  it('keeps the early price for a payment while the hold still runs, after the deadline', async () => {
    const placed = await createRegistrationPayment(
      { customer, selectedItems: ['clinical1'], sessions: SESSION },
      { stripe, priceList: early },
    );
    if (!placed.ok) throw new Error(placed.error);
    await stripe.paymentIntents.confirm(placed.paymentIntentId, { payment_method: 'pm_card_visa' });
    expect(await deliver(lastEvent('payment_intent.succeeded', placed.paymentIntentId), late)).toBe(
      'completed',
    );
  });
});
