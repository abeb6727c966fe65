/**
 * Spending credit on /register's payments (docs/decisions/0061), on real PostgreSQL with the
 * Stripe stand-in: who may spend it, part of a price and all of it (then without Stripe at all),
 * a retried request, two checkouts at once. When a payment fails, is canceled or refunded:
 * credit-checkout-returns.server.test.ts.
 */
import { describe, expect, it } from 'vitest';

import { creditCheckout } from '../../tests/support/credit-checkout';
import { customer } from '../../tests/support/stripe';
import { grantedCourseIds } from '../orders/orders.server';

const checkout = await creditCheckout();
const { sql, stripe, noStripe, account, give, register, payCard } = checkout;
const { available, spendsOf, orderRow, logOf, emails, receiptEmails } = checkout;

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
