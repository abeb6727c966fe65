/**
 * Spending credit on /register's payments (docs/decisions/0061), on real PostgreSQL with the
 * Stripe stand-in: who may spend it, part of a price and all of it (then without Stripe at all),
 * a retried request, two checkouts at once, a failed or canceled payment giving it back once, a
 * declined card paid after all, credit taken back from an unpaid registration, a full refund.
 */
import type Stripe from 'stripe';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';

import { creditBalance, creditEntries, grantCredit } from '~/credits/ledger.server';
import { closeDb } from '~/db/client.server';

import { createTestDatabase, resetDatabase } from '../../tests/support/database';
import { sessionsFor } from '../../tests/support/price-list';
import { customer, lastEventOf, signedEvent, startTestStripe } from '../../tests/support/stripe';
import { SYSTEM } from './ledger.server';
import { grantedCourseIds } from './orders.server';
import { createRegistrationPayment } from './payment-intents.server';
import { handleStripeWebhook } from './webhook.server';

const { sql, url } = await createTestDatabase();
process.env.DATABASE_URL = url;
afterAll(closeDb);
const { standIn, stripe } = await startTestStripe();
const quiet = { info() {}, warn() {}, error() {} };
const deliver = async (event: object) => {
  const { payload, signature } = signedEvent(event);
  const result = await handleStripeWebhook(payload, signature, { stripe, log: quiet });
  return 'result' in result.body ? result.body.result : result.body.error;
};

/** A Stripe client that fails the test if anything of it is used. */
const noStripe = new Proxy({} as Stripe, {
  get(_target, property) {
    throw new Error(`Stripe was called (${String(property)})`);
  },
});

let owner: string;

/** The test customer's account: signed in, its address confirmed unless told otherwise. */
async function account(
  fields: { email?: string; verified?: boolean; disabled?: boolean } = {},
): Promise<string> {
  const [row] = await sql<{ id: string }[]>`
    insert into users (email, password_hash, email_verified_at, disabled_at)
    values (${(fields.email ?? customer.email).toLowerCase()}, 'x',
            ${fields.verified === false ? null : new Date()},
            ${fields.disabled ? new Date() : null})
    returning id`;
  return row!.id;
}

const give = (amountCents: number, key = `grant-${amountCents}`, expiresAt?: Date) =>
  grantCredit(sql, {
    email: customer.email,
    amountCents,
    reason: 'staff-grant',
    actor: SYSTEM,
    key,
    expiresAt: expiresAt ?? null,
  });

const register = (
  items: string[],
  creditCents: number,
  more: {
    userId?: string | null;
    stripe?: Stripe;
    takeOverCredit?: boolean;
    email?: string;
  } = {},
) =>
  createRegistrationPayment(
    {
      customer: { ...customer, email: more.email ?? customer.email },
      selectedItems: items,
      sessions: sessionsFor(items),
      ...(creditCents > 0 && { creditCents }),
      ...(more.takeOverCredit && { takeOverCredit: true }),
    },
    { stripe: more.stripe ?? stripe, userId: more.userId === undefined ? owner : more.userId },
  );

const available = async () => (await creditBalance(sql, customer.email)).availableCents;
const spendsOf = async (orderId: string) =>
  sql<{ reason: string; amount_cents: number; idempotency_key: string }[]>`
    select reason, amount_cents, idempotency_key from credit_entries
    where order_id = ${orderId} order by id`;
const orderRow = async (orderId: string) =>
  (
    await sql<
      {
        status: string;
        amount_cents: number;
        credit_cents: number;
        payment_intent_id: string | null;
      }[]
    >`select status, amount_cents, credit_cents, payment_intent_id from orders where id = ${orderId}`
  )[0];
const logOf = async (orderId: string) =>
  (
    await sql<
      { event: string }[]
    >`select event from order_log where order_id = ${orderId} order by id`
  ).map((row) => row.event);
const emails = () =>
  sql<{ kind: string; to_address: string; subject: string; text_body: string }[]>`
    select kind, to_address, subject, text_body from outbox_emails
    where receipt_id is null order by id`;

/** Receipts' e-mails (app/receipts), apart from the confirmation and notices read here. */
const receiptEmails = () =>
  sql<{ kind: string; to_address: string; number: string }[]>`
    select e.kind, e.to_address, r.number from outbox_emails e join receipts r on r.id = e.receipt_id
    order by e.id`;

/** The card part paid with the test card, and the stand-in's event delivered. */
async function payCard(intentId: string, card = 'pm_card_visa') {
  await stripe.paymentIntents.confirm(intentId, { payment_method: card });
  return deliver(lastEventOf(standIn, 'payment_intent.succeeded', intentId));
}

beforeEach(async () => {
  await resetDatabase(sql);
  owner = await account();
});

describe('who may spend credit', () => {
  it.each([
    ['a visitor not signed in who types the address', async () => null],
    [
      'the signed-in, confirmed owner of another address',
      () => account({ email: 'someone.else@example.com' }),
    ],
  ])('refuses %s, spending nothing and placing no order', async (_who, who) => {
    await give(300_000);
    const userId = await who();
    const result = await register(['module1'], 285_000, { userId });
    expect(result).toMatchObject({ ok: false, reason: 'credit-not-allowed' });
    expect(await available()).toBe(300_000);
    expect(await sql`select 1 from orders`).toHaveLength(0);
  });

  it.each([
    ['unconfirmed', { verified: false }],
    ['disabled', { disabled: true }],
  ])('refuses the address’s own account when it is %s', async (_state, fields) => {
    await sql`delete from users`;
    const userId = await account(fields);
    await give(300_000);
    expect(await register(['module1'], 285_000, { userId })).toMatchObject({
      ok: false,
      reason: 'credit-not-allowed',
    });
    expect(await available()).toBe(300_000);
  });

  it('lets the owner spend whatever the case and spaces the registration’s address is typed in', async () => {
    await give(300_000);
    const result = await register(['module1'], 285_000, { email: '  JANE.doe@example.COM ' });
    expect(result).toMatchObject({ ok: true, completed: true });
  });

  it.each([
    ['more than the price', 285_001],
    ['leaving the card 49 cents', 284_951],
  ])('refuses an amount of credit %s', async (_what, creditCents) => {
    await give(300_000);
    expect(await register(['module1'], creditCents)).toMatchObject({
      ok: false,
      reason: 'invalid',
      message: { key: 'register.errors.creditAmount' },
    });
  });
});

describe('credit for part of the price', () => {
  it('lowers the card’s charge, spends once with the order, and completes when the card pays the rest', async () => {
    await give(100_000);
    const result = await register(['module4'], 100_000);
    if (!result.ok || 'completed' in result) throw new Error('expected a card payment');
    expect(result.creditCents).toBe(100_000);
    const intent = await stripe.paymentIntents.retrieve(result.paymentIntentId);
    expect(intent).toMatchObject({
      amount: 195_000,
      metadata: { order_id: result.orderId, credit_cents: '100000' },
    });
    expect(await orderRow(result.orderId)).toMatchObject({
      status: 'pending',
      amount_cents: 295_000,
      credit_cents: 100_000,
    });
    expect(await spendsOf(result.orderId)).toEqual([
      { reason: 'spent', amount_cents: -100_000, idempotency_key: `order:${result.orderId}` },
    ]);
    expect(await available()).toBe(0);

    // The same request again (a double click, a retry): the same order and intent, one spend.
    const again = await register(['module4'], 100_000);
    expect(again).toMatchObject({ ok: true, reused: true, orderId: result.orderId });
    expect(await spendsOf(result.orderId)).toHaveLength(1);

    expect(await payCard(result.paymentIntentId)).toBe('completed');
    expect(await orderRow(result.orderId)).toMatchObject({ status: 'completed' });
    expect(await grantedCourseIds(sql, customer.email)).toEqual(['module4']);
    expect(await logOf(result.orderId)).toEqual(['credit-used', 'paid']);
    const [charge] = await sql`
      select amount_cents, status from order_payments where order_id = ${result.orderId}`;
    expect(charge).toEqual({ amount_cents: 195_000, status: 'succeeded' });
    const [buyer, academy] = await emails();
    expect(buyer!.text_body).toContain(
      'We received your card payment of $1,950.00, and $1,000.00 of your credit paid the rest of the $2,950.00.',
    );
    expect(academy!.text_body).toMatch(/Paid with credit\W+\$1,000\.00/);
    expect(academy!.text_body).toMatch(/Charged to the card\W+\$1,950\.00/);
  });

  it('does not complete an order whose card paid the whole price instead of the rest', async () => {
    await give(100_000);
    const result = await register(['module4'], 100_000);
    if (!result.ok || 'completed' in result) throw new Error('expected a card payment');
    // The intent's amount changed behind the site's back (the Dashboard, say).
    await stripe.paymentIntents.update(result.paymentIntentId, { amount: 295_000 });
    expect(await payCard(result.paymentIntentId)).toBe('mismatch');
    expect(await orderRow(result.orderId)).toMatchObject({ status: 'pending' });
    expect(await grantedCourseIds(sql, customer.email)).toEqual([]);
  });
});

describe('credit for the whole price', () => {
  it('completes the order in the same transaction, without Stripe: course, seat, e-mails', async () => {
    await give(700_000);
    const result = await register(['clinical1'], 650_000, { stripe: noStripe });
    expect(result).toMatchObject({ ok: true, completed: true, creditCents: 650_000 });
    if (!result.ok) return;
    expect(await orderRow(result.orderId)).toEqual({
      status: 'completed',
      amount_cents: 650_000,
      credit_cents: 650_000,
      payment_intent_id: null,
    });
    expect(await available()).toBe(50_000);
    expect(await grantedCourseIds(sql, customer.email)).toEqual(['clinical1']);
    const [seat] = await sql`
      select session_key, status from session_seats where order_id = ${result.orderId}`;
    expect(seat).toEqual({ session_key: 'clinical1-2027-04', status: 'booked' });
    expect(await logOf(result.orderId)).toEqual(['credit-used', 'paid']);
    expect(await sql`select 1 from order_payments`).toHaveLength(0);

    const sent = await emails();
    expect(sent.map((email) => [email.kind, email.to_address])).toEqual([
      ['order-confirmation', customer.email],
      ['order-notification', 'registration@bhimplantacademy.com'],
    ]);
    // Its receipt shows the credit: price, credit applied, nothing from a card.
    expect(await receiptEmails()).toEqual([
      {
        kind: 'receipt',
        to_address: customer.email,
        number: expect.stringMatching(/^\d{4}-000001$/),
      },
      {
        kind: 'receipt-copy',
        to_address: 'registration@bhimplantacademy.com',
        number: expect.stringMatching(/^\d{4}-000001$/),
      },
    ]);
    const [receipt] = await sql`
      select price_cents, credit_cents, amount_cents, printed->'method' as method from receipts`;
    expect(receipt).toEqual({
      price_cents: 650_000,
      credit_cents: 650_000,
      amount_cents: 0,
      method: { kind: 'credit' },
    });
    // No card was charged, and the e-mails do not say one was.
    expect(sent[0]!.text_body).toContain(
      'Your registration of $6,500.00 is paid in full with your credit at the academy: nothing was charged to a card.',
    );
    expect(sent[0]!.text_body).not.toContain('We received your payment');
    expect(sent[0]!.text_body).toContain('Basic and Intermediate Surgery');
    expect(sent[1]!.text_body).toContain(
      "A registration was paid on the website with the student's credit (no card payment).",
    );
    expect(sent[1]!.text_body).toMatch(/Stripe PaymentIntent\W+none \(paid in full with credit\)/);
  });

  it('a card-paid order’s e-mails are as they were', async () => {
    const result = await register(['module4'], 0);
    if (!result.ok || 'completed' in result) throw new Error('expected a card payment');
    expect(await payCard(result.paymentIntentId)).toBe('completed');
    const [buyer, academy] = await emails();
    expect(buyer!.text_body).toContain('We received your payment of $2,950.00.');
    expect(academy!.text_body).toContain('A registration was paid on the website.');
    expect(academy!.text_body).not.toContain('credit');
    expect(academy!.text_body).toContain(result.paymentIntentId);
  });

  it('says so, spending nothing, when the credit no longer covers it', async () => {
    await give(200_000);
    expect(await register(['module1'], 285_000, { stripe: noStripe })).toMatchObject({
      ok: false,
      reason: 'credit-unavailable',
      availableCents: 200_000,
      message: { key: 'register.errors.creditUnavailable' },
    });
    expect(await sql`select 1 from orders`).toHaveLength(0);
    expect(await sql`select 1 from session_seats`).toHaveLength(0);
    expect(await available()).toBe(200_000);
  });

  it('counts only credit not expired at the instant of spending', async () => {
    // Given two days ago, expired yesterday.
    await sql`
      insert into credit_entries (
        email_normalized, amount_cents, currency, reason, expires_at, actor_kind,
        idempotency_key, created_at
      ) values (
        'jane.doe@example.com', 285000, 'usd', 'staff-grant', now() - interval '1 day', 'system',
        'lapsed', now() - interval '2 days'
      )`;
    await give(100_000, 'kept', new Date(Date.now() + 86_400_000));
    expect(await register(['module1'], 285_000)).toMatchObject({
      ok: false,
      reason: 'credit-unavailable',
      availableCents: 100_000,
    });
  });
});

describe('two checkouts at once', () => {
  it.each([
    ['each for the whole price', ['module1'], ['module2'], 285_000],
    ['each for part of it', ['module3'], ['module4'], 200_000],
  ])('%s: one spends, the other is told the credit is gone', async (_what, a, b, creditCents) => {
    await give(300_000);
    const results = await Promise.all([register(a, creditCents), register(b, creditCents)]);
    const refused = results.filter((result) => !result.ok);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(refused).toEqual([
      expect.objectContaining({
        ok: false,
        reason: 'credit-unavailable',
        availableCents: 300_000 - creditCents,
      }),
    ]);
    const spent = await sql`select 1 from credit_entries where reason = 'spent'`;
    expect(spent).toHaveLength(1);
    expect(await available()).toBe(300_000 - creditCents);
  });
});

describe('a payment that fails', () => {
  it('gives the credit back once, and takes it again if the card then pays', async () => {
    await give(100_000);
    const result = await register(['module4'], 100_000);
    if (!result.ok || 'completed' in result) throw new Error('expected a card payment');
    await expect(
      stripe.paymentIntents.confirm(result.paymentIntentId, {
        payment_method: 'pm_card_chargeDeclined',
      }),
    ).rejects.toThrow('Your card was declined.');
    const failed = lastEventOf(standIn, 'payment_intent.payment_failed', result.paymentIntentId);
    expect(await deliver(failed)).toBe('failed');
    expect(await available()).toBe(100_000);
    // Told again (a redelivery, another event of the same failure): given back once.
    expect(await deliver({ ...failed, id: `${failed.id}_again` })).toBe('unchanged');
    expect((await spendsOf(result.orderId)).map((entry) => entry.reason)).toEqual([
      'spent',
      'spend-returned',
    ]);
    expect(await available()).toBe(100_000);

    // Another card on the same intent pays: the credit is taken again, under a new key.
    expect(await payCard(result.paymentIntentId)).toBe('completed');
    expect(await available()).toBe(0);
    expect(await spendsOf(result.orderId)).toEqual([
      { reason: 'spent', amount_cents: -100_000, idempotency_key: `order:${result.orderId}` },
      {
        reason: 'spend-returned',
        amount_cents: 100_000,
        idempotency_key: `returned:order:${result.orderId}`,
      },
      { reason: 'spent', amount_cents: -100_000, idempotency_key: `order:${result.orderId}:2` },
    ]);
    expect(await logOf(result.orderId)).toEqual([
      'credit-used',
      'payment-failed',
      'credit-granted',
      'credit-used',
      'paid',
    ]);
  });

  it('flags, and does not complete, a card paid after its credit was spent elsewhere', async () => {
    await give(300_000);
    const first = await register(['module4'], 285_000);
    if (!first.ok || 'completed' in first) throw new Error('expected a card payment');
    await stripe.paymentIntents
      .confirm(first.paymentIntentId, { payment_method: 'pm_card_chargeDeclined' })
      .catch(() => undefined);
    await deliver(lastEventOf(standIn, 'payment_intent.payment_failed', first.paymentIntentId));
    // The credit given back pays another registration in full.
    expect(await register(['module1'], 285_000)).toMatchObject({ ok: true, completed: true });
    expect(await payCard(first.paymentIntentId)).toBe('mismatch');
    expect(await orderRow(first.orderId)).toMatchObject({ status: 'failed' });
    expect(await grantedCourseIds(sql, customer.email)).toEqual(['module1']);
    expect(await available()).toBe(15_000);
    const [note] = await sql<{ note: string }[]>`
      select details ->> 'note' as note from order_log
      where order_id = ${first.orderId} and event = 'needs-attention'`;
    expect(note!.note).toBe(
      'Payment does not match: received 100.00 USD, but the 2850.00 USD of credit the rest was to come from is no longer available (150.00 USD left)',
    );
  });

  it('a canceled payment gives the credit back, and the same request then makes a new order', async () => {
    await give(100_000);
    const first = await register(['module4'], 100_000);
    if (!first.ok || 'completed' in first) throw new Error('expected a card payment');
    await stripe.paymentIntents.cancel(first.paymentIntentId);
    const canceled = lastEventOf(standIn, 'payment_intent.canceled', first.paymentIntentId);
    expect(await deliver(canceled)).toBe('failed');
    expect(await deliver({ ...canceled, id: `${canceled.id}_again` })).toBe('unchanged');
    expect(await available()).toBe(100_000);
    expect((await spendsOf(first.orderId)).map((entry) => entry.reason)).toEqual([
      'spent',
      'spend-returned',
    ]);

    const second = await register(['module4'], 100_000);
    expect(second).toMatchObject({ ok: true, reused: false });
    expect(second.ok && second.orderId).not.toBe(first.orderId);
    expect(await available()).toBe(0);
    expect(await spendsOf(first.orderId)).toHaveLength(2);
  });

  it('a canceled intent whose event has not arrived: the new order takes its credit', async () => {
    await give(100_000);
    const first = await register(['module4'], 100_000);
    if (!first.ok || 'completed' in first) throw new Error('expected a card payment');
    await stripe.paymentIntents.cancel(first.paymentIntentId);
    const second = await register(['module4'], 100_000);
    expect(second).toMatchObject({ ok: true, reused: false, creditCents: 100_000 });
    expect(await available()).toBe(0);
    expect((await spendsOf(first.orderId)).map((entry) => entry.reason)).toEqual([
      'spent',
      'spend-returned',
    ]);
  });
});

describe('credit held by an unpaid registration of one’s own', () => {
  it('is offered to be taken over, and taken only when asked: the earlier payment is canceled first', async () => {
    await give(285_000);
    const earlier = await register(['module4'], 200_000);
    if (!earlier.ok || 'completed' in earlier) throw new Error('expected a card payment');
    expect(await register(['module1'], 285_000)).toMatchObject({
      ok: false,
      reason: 'credit-unavailable',
      availableCents: 85_000,
      takeOver: true,
    });
    expect((await stripe.paymentIntents.retrieve(earlier.paymentIntentId)).status).toBe(
      'requires_payment_method',
    );

    const taken = await register(['module1'], 285_000, { takeOverCredit: true });
    expect(taken).toMatchObject({ ok: true, completed: true });
    expect((await stripe.paymentIntents.retrieve(earlier.paymentIntentId)).status).toBe('canceled');
    expect(await orderRow(earlier.orderId)).toMatchObject({ status: 'failed' });
    expect((await spendsOf(earlier.orderId)).map((entry) => entry.reason)).toEqual([
      'spent',
      'spend-returned',
    ]);
    expect(await available()).toBe(0);
  });

  it('keeps what an earlier registration paid meanwhile: it completes, and keeps its credit', async () => {
    await give(285_000);
    const earlier = await register(['module4'], 200_000);
    if (!earlier.ok || 'completed' in earlier) throw new Error('expected a card payment');
    // Paid, its webhook not here yet.
    await stripe.paymentIntents.confirm(earlier.paymentIntentId, {
      payment_method: 'pm_card_visa',
    });
    expect(await register(['module1'], 285_000, { takeOverCredit: true })).toMatchObject({
      ok: false,
      reason: 'credit-unavailable',
      availableCents: 85_000,
    });
    expect(await orderRow(earlier.orderId)).toMatchObject({ status: 'completed' });
    expect(await grantedCourseIds(sql, customer.email)).toEqual(['module4']);
  });
});

describe('a full refund of an order paid partly with credit', () => {
  it('gives back the card’s charge and, as credit, the credit it was paid with', async () => {
    await give(100_000, 'grant', new Date('2099-01-01T00:00:00Z'));
    const result = await register(['module4'], 100_000);
    if (!result.ok || 'completed' in result) throw new Error('expected a card payment');
    expect(await payCard(result.paymentIntentId)).toBe('completed');
    await stripe.refunds.create({ payment_intent: result.paymentIntentId });
    expect(await deliver(lastEventOf(standIn, 'charge.refunded', result.paymentIntentId))).toBe(
      'refunded',
    );
    expect(await orderRow(result.orderId)).toMatchObject({ status: 'refunded' });
    const [balance] = await sql`
      select refunded_cents from order_balances where order_id = ${result.orderId}`;
    expect(balance).toEqual({ refunded_cents: 195_000 });
    // Back to the grant it came from, with its expiry.
    expect(await available()).toBe(100_000);
    const grants = (await creditEntries(sql, customer.email)).filter(
      (entry) => entry.reason === 'staff-grant',
    );
    expect(grants).toMatchObject([
      { remainingCents: 100_000, expiresAt: '2099-01-01T00:00:00.000Z' },
    ]);
  });
});
