/** The webhook and the seats of dated sessions: booking, release, late payments, the e-mail. */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';

import { closeDb } from '~/db/client.server';

import { createTestDatabase, resetDatabase } from '../../tests/support/database';
import { FUTURE_SESSION, withFutureSession } from '../../tests/support/price-list';
import { customer, lastEventOf, signedEvent, startTestStripe } from '../../tests/support/stripe';
import { putInLine } from '../../tests/support/waiting-list';
import { createRegistrationPayment } from '../checkout/payment-intents.server';
import { loadPriceList } from '../prices/price-list.server';
import { handleStripeWebhook } from './webhook.server';

const { sql, url } = await createTestDatabase();
process.env.DATABASE_URL = url;
afterAll(closeDb);
const { standIn, stripe } = await startTestStripe();
const quiet = { info() {}, warn() {}, error() {} };
const deliver = (event: object) => {
  const { payload, signature } = signedEvent(event);
  return handleStripeWebhook(payload, signature, { stripe, log: quiet });
};
const lastEvent = (type: string, intentId: string) => lastEventOf(standIn, type, intentId);
const outbox = () => sql<{ kind: string }[]>`select kind from outbox_emails order by id`;

beforeEach(async () => {
  await resetDatabase(sql);
});

describe('session seats', () => {
  async function paidWithSession(email: string, card = 'pm_card_visa') {
    const priceList = withFutureSession(await loadPriceList(), 'clinical1', 6);
    const order = await createRegistrationPayment(
      {
        customer: { ...customer, email },
        selectedItems: ['clinical1'],
        sessions: { clinical1: FUTURE_SESSION.key },
      },
      { stripe, priceList },
    );
    if (!order.ok) throw new Error(order.error);
    await stripe.paymentIntents
      .confirm(order.paymentIntentId, { payment_method: card })
      .catch(() => undefined);
    return order;
  }
  const seatOf = async (orderId: string) =>
    (
      await sql<{ status: string }[]>`
      select status from session_seats where order_id = ${orderId}`
    )[0]?.status;

  it('books the held seat in the payment’s transaction, once for repeated events', async () => {
    const order = await paidWithSession('booked@example.com');
    const event = lastEvent('payment_intent.succeeded', order.paymentIntentId);
    expect((await deliver(event)).status).toBe(200);
    expect((await deliver(event)).status).toBe(200);
    expect(await seatOf(order.orderId)).toBe('booked');
  });

  it('names the session in the buyer’s e-mail and attaches it as a calendar event', async () => {
    const order = await createRegistrationPayment(
      {
        customer: { ...customer, email: 'calendar@example.com' },
        selectedItems: ['clinical1'],
        sessions: { clinical1: 'clinical1-2027-04' },
      },
      { stripe },
    );
    if (!order.ok) throw new Error(order.error);
    await stripe.paymentIntents.confirm(order.paymentIntentId, { payment_method: 'pm_card_visa' });
    await deliver(lastEvent('payment_intent.succeeded', order.paymentIntentId));
    const [mail] = await sql<{ text_body: string; calendar: string | null }[]>`
      select text_body, calendar from outbox_emails
      where kind = 'order-confirmation' and to_address = 'calendar@example.com'`;
    expect(mail!.text_body).toContain(
      '- Basic and Intermediate Surgery (Beverly Hills): Apr 15-20, 2027, Beverly Hills, CA',
    );
    expect(mail!.calendar).toContain('DTSTART;VALUE=DATE:20270415');
    expect(mail!.calendar).toContain('DTEND;VALUE=DATE:20270421');
  });

  it('books a replaced hold when its order is paid after all, taking the hold back, never two', async () => {
    const priceList = withFutureSession(await loadPriceList(), 'clinical1', 1);
    const place = async (name: string) => {
      const order = await createRegistrationPayment(
        {
          customer: { ...customer, name, email: 'twice@example.com' },
          selectedItems: ['clinical1'],
          sessions: { clinical1: FUTURE_SESSION.key },
        },
        { stripe, priceList },
      );
      if (!order.ok) throw new Error(order.error);
      return order;
    };
    // The last seat: a second order of the e-mail (details edited) takes over the first's hold.
    const first = await place('Jane Doe');
    const second = await place('Dr. Jane Doe');
    expect(await seatOf(first.orderId)).toBe('released');
    expect(await seatOf(second.orderId)).toBe('held');
    // The first page's card is confirmed anyway: that payment gets the seat, as after a lapse.
    await stripe.paymentIntents.confirm(first.paymentIntentId, { payment_method: 'pm_card_visa' });
    await deliver(lastEvent('payment_intent.succeeded', first.paymentIntentId));
    expect(await seatOf(first.orderId)).toBe('booked');
    expect(await seatOf(second.orderId)).toBe('released');
    expect(
      await sql`select event from order_log where order_id = ${first.orderId} order by id`,
    ).toEqual([{ event: 'paid' }]);
  });

  it('frees the seat when the payment fails', async () => {
    const order = await paidWithSession('declined@example.com', 'pm_card_chargeDeclined');
    const event = lastEvent('payment_intent.payment_failed', order.paymentIntentId);
    expect((await deliver(event)).status).toBe(200);
    expect(await seatOf(order.orderId)).toBe('released');
    // The failed charge is in the ledger, and logged once, by the event that told.
    expect((await deliver({ ...event, id: `${event.id}_copy` })).status).toBe(200);
    const [charge] = await sql<{ status: string; failure_reason: string | null }[]>`
      select status, failure_reason from order_payments where order_id = ${order.orderId}`;
    expect(charge).toEqual({ status: 'failed', failure_reason: expect.any(String) });
    expect(
      await sql`
        select event, actor from order_log where order_id = ${order.orderId} order by id`,
    ).toEqual([{ event: 'payment-failed', actor: event.id }]);
  });

  it('offers a seat freed by a failed payment to the first on the waiting list at once', async () => {
    // The bundled dataset's 'Apr 15-20, 2027' Clinical 1 (6 seats): five held, one being paid.
    for (let i = 0; i < 5; i++) {
      const [other] = await sql<{ id: string }[]>`
        insert into orders (email, name, phone, selected_items, course_ids, amount_cents,
                            request_fingerprint)
        values (${`held${i}@example.com`}, 'Held', '310 555 0100', ${sql.array(['clinical1'])},
                ${sql.array(['clinical1'])}, 750000, ${`held-${i}`})
        returning id`;
      await sql`
        insert into session_seats (course_id, session_key, order_id, email_normalized, status,
                                   held_until, capacity)
        values ('clinical1', 'clinical1-2027-04', ${other!.id}, ${`held${i}@example.com`},
                'held', now() + interval '30 minutes', 6)`;
    }
    const order = await createRegistrationPayment(
      {
        customer: { ...customer, email: 'declined@example.com' },
        selectedItems: ['clinical1'],
        sessions: { clinical1: 'clinical1-2027-04' },
      },
      { stripe },
    );
    if (!order.ok) throw new Error(order.error);
    await putInLine(sql, {
      courseId: 'clinical1',
      sessionKey: 'clinical1-2027-04',
      name: 'Dr. Ada',
      email: 'ada@example.com',
      phone: '+1 310 555 0100',
      language: 'en',
    });
    await stripe.paymentIntents
      .confirm(order.paymentIntentId, { payment_method: 'pm_card_chargeDeclined' })
      .catch(() => undefined);
    await deliver(lastEvent('payment_intent.payment_failed', order.paymentIntentId));
    const [entry] = await sql`select status from waiting_list`;
    expect(entry!.status).toBe('offered');
    expect((await outbox()).map((mail) => mail.kind)).toEqual(['waiting-list-offer']);
  });

  it('marks an order paid into a full session while its hold ran, and tells the academy', async () => {
    // A declined card gives the seat back; the buyer may try another card while the hold runs.
    const order = await paidWithSession('late@example.com', 'pm_card_chargeDeclined');
    await deliver(lastEvent('payment_intent.payment_failed', order.paymentIntentId));
    expect(await seatOf(order.orderId)).toBe('released');
    // Meanwhile the session filled: six other seats booked.
    for (let i = 0; i < 6; i++) {
      const [other] = await sql<{ id: string }[]>`
        insert into orders (email, name, phone, selected_items, course_ids, amount_cents,
                            request_fingerprint)
        values ('other@example.com', 'Other', '310 555 0100', '{clinical1}', '{clinical1}',
                650000, ${`other-${i}`})
        returning id`;
      await sql`
        insert into session_seats (course_id, session_key, order_id, email_normalized, status,
                                   held_until, capacity, booked_at)
        values ('clinical1', ${FUTURE_SESSION.key}, ${other!.id}, 'other@example.com', 'booked',
                now(), 6, now())`;
    }
    await stripe.paymentIntents.confirm(order.paymentIntentId, { payment_method: 'pm_card_visa' });
    const event = lastEvent('payment_intent.succeeded', order.paymentIntentId);
    expect((await deliver(event)).status).toBe(200);
    expect(await seatOf(order.orderId)).toBe('released');
    const [row] = await sql<{ status: string }[]>`
      select status from orders where id = ${order.orderId}`;
    expect(row!.status).toBe('completed');
    const flags = await sql<{ note: string }[]>`
      select details ->> 'note' as note from order_log
      where order_id = ${order.orderId} and event = 'needs-attention'`;
    expect(flags).toHaveLength(1);
    expect(flags[0]!.note).toContain(`clinical1/${FUTURE_SESSION.key}`);
    expect((await outbox()).map((mail) => mail.kind)).toContain('order-attention');
    const [{ booked }] = await sql<[{ booked: number }]>`
      select count(*)::int as booked from session_seats where status = 'booked'`;
    expect(booked).toBe(6);
  });
});
