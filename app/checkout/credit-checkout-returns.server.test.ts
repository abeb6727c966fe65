/**
 * Credit spent on /register's payments coming back (docs/decisions/0061), on real PostgreSQL
 * with the Stripe stand-in: a failed or canceled payment giving it back once, a declined card
 * paid after all, credit taken back from an unpaid registration, a full refund. Spending it:
 * credit-checkout.server.test.ts.
 */
import { describe, expect, it } from 'vitest';

import { creditEntries } from '~/credits/ledger.server';

import { creditCheckout } from '../../tests/support/credit-checkout';
import { customer, lastEventOf } from '../../tests/support/stripe';
import { grantedCourseIds } from '../orders/orders.server';

const checkout = await creditCheckout();
const { sql, stripe, standIn, deliver, give, register, payCard } = checkout;
const { available, spendsOf, orderRow, logOf } = checkout;

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
