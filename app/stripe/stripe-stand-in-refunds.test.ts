/**
 * Refunds in the Stripe API stand-in (mocks/stripe-api/refunds.ts), as Stripe makes them:
 * several per charge, never more than it has left, idempotency keys, and the two refund test
 * cards whose refunds change later (pending then succeeded; succeeded then failed).
 *
 * The first block also runs against Stripe's test mode when STRIPE_TEST_SECRET_KEY holds a test
 * secret key (`sk_test_…`); the rest needs the stand-in's `settleRefunds()`.
 */
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';

import { startTestStripe } from '../../tests/support/stripe';
import { createStripeClient } from './stripe.server';

const { standIn, stripe: standInClient } = await startTestStripe();
const testKey = process.env.STRIPE_TEST_SECRET_KEY;
const stripe = testKey?.startsWith('sk_test_') ? createStripeClient(testKey, null) : standInClient;

/** A card by its number, as the stand-in of Stripe.js sends it (Stripe's SDK types have no number). */
const cardData = (number: string) =>
  ({
    type: 'card',
    card: { number },
  }) as unknown as Stripe.PaymentIntentConfirmParams.PaymentMethodData;

/** A paid PaymentIntent: by a test PaymentMethod, or by a test card's number (stand-in only). */
async function paid(amount: number, card: { paymentMethod: string } | { number: string }) {
  const intent = await stripe.paymentIntents.create({
    amount,
    currency: 'usd',
    allowed_payment_method_types: ['card'],
  });
  return stripe.paymentIntents.confirm(intent.id, {
    ...('paymentMethod' in card
      ? { payment_method: card.paymentMethod }
      : { payment_method_data: cardData(card.number) }),
    expand: ['latest_charge'],
  });
}

const eventsOf = (refundId: string) =>
  standIn.events.filter((event) => event.data.object.id === refundId).map((event) => event.type);

describe('refunds, as Stripe makes them', () => {
  it('refunds a charge in parts, never more than it has left', async () => {
    const intent = await paid(285_000, { paymentMethod: 'pm_card_visa' });
    const first = await stripe.refunds.create({
      payment_intent: intent.id,
      amount: 100_000,
      reason: 'requested_by_customer',
      metadata: { order: 'o-1' },
    });
    expect(first).toMatchObject({
      object: 'refund',
      amount: 100_000,
      currency: 'usd',
      payment_intent: intent.id,
      reason: 'requested_by_customer',
      metadata: { order: 'o-1' },
      status: 'succeeded',
    });
    const over = await stripe.refunds
      .create({ payment_intent: intent.id, amount: 185_001 })
      .catch((error: unknown) => error);
    expect(over).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(over).toMatchObject({ param: 'amount' });
    // Without an amount: what is left.
    const rest = await stripe.refunds.create({ payment_intent: intent.id });
    expect(rest.amount).toBe(185_000);
    const charge = await stripe.charges.retrieve(rest.charge as string);
    expect(charge).toMatchObject({ amount_refunded: 285_000, refunded: true });
    await expect(stripe.refunds.create({ payment_intent: intent.id })).rejects.toMatchObject({
      code: 'charge_already_refunded',
    });
    const listed = await stripe.refunds.list({ payment_intent: intent.id });
    expect(listed.data.map((refund) => refund.id)).toEqual([rest.id, first.id]);
    expect((await stripe.refunds.retrieve(first.id)).amount).toBe(100_000);
  });

  it('makes one refund of a key, and refuses the key with another amount', async () => {
    const intent = await paid(285_000, { paymentMethod: 'pm_card_visa' });
    const key = `refund-${intent.id}-1`;
    const once = await stripe.refunds.create(
      { payment_intent: intent.id, amount: 50_000 },
      { idempotencyKey: key },
    );
    const again = await stripe.refunds.create(
      { payment_intent: intent.id, amount: 50_000 },
      { idempotencyKey: key },
    );
    expect(again.id).toBe(once.id);
    await expect(
      stripe.refunds.create({ payment_intent: intent.id, amount: 60_000 }, { idempotencyKey: key }),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    expect((await stripe.refunds.list({ payment_intent: intent.id })).data).toHaveLength(1);
  });

  it('refuses a payment that was not taken, an unknown refund and a made-up reason', async () => {
    const unpaid = await stripe.paymentIntents.create({
      amount: 285_000,
      currency: 'usd',
      allowed_payment_method_types: ['card'],
    });
    await expect(stripe.refunds.create({ payment_intent: unpaid.id })).rejects.toMatchObject({
      param: 'payment_intent',
    });
    await expect(stripe.refunds.retrieve('re_missing')).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
    });
    const intent = await paid(285_000, { paymentMethod: 'pm_card_visa' });
    await expect(
      stripe.refunds.create({
        payment_intent: intent.id,
        reason: 'changed_mind' as Stripe.RefundCreateParams.Reason,
      }),
    ).rejects.toMatchObject({ param: 'reason' });
  });
});

describe.runIf(stripe === standInClient)('refunds that change later (the stand-in)', () => {
  it('on 4000 0000 0000 7726: pending, then succeeded', async () => {
    const intent = await paid(285_000, { number: '4000000000007726' });
    const refund = await stripe.refunds.create({ payment_intent: intent.id, amount: 142_500 });
    expect(refund.status).toBe('pending');
    // A pending refund already counts on the charge.
    expect(await stripe.charges.retrieve(refund.charge as string)).toMatchObject({
      amount_refunded: 142_500,
    });
    standIn.settleRefunds();
    expect((await stripe.refunds.retrieve(refund.id)).status).toBe('succeeded');
    expect(eventsOf(refund.id)).toEqual(['refund.created', 'refund.updated']);
  });

  it('on 4000 0000 0000 5126: succeeded, then failed, its amount back on the charge', async () => {
    const intent = await paid(285_000, { number: '4000000000005126' });
    const refund = await stripe.refunds.create({ payment_intent: intent.id });
    expect(refund.status).toBe('succeeded');
    standIn.settleRefunds();
    expect(await stripe.refunds.retrieve(refund.id)).toMatchObject({
      status: 'failed',
      failure_reason: 'expired_or_canceled_card',
    });
    expect(await stripe.charges.retrieve(refund.charge as string)).toMatchObject({
      amount_refunded: 0,
      refunded: false,
    });
    expect(eventsOf(refund.id)).toEqual(['refund.created', 'refund.updated', 'refund.failed']);
    // Settling again changes nothing.
    standIn.settleRefunds();
    expect(eventsOf(refund.id)).toHaveLength(3);
  });

  it('changes them by itself after refundSettleMs, as Stripe does after a while', async () => {
    const { standIn: timed, stripe: client } = await startTestStripe({ refundSettleMs: 20 });
    const intent = await client.paymentIntents.create({
      amount: 285_000,
      currency: 'usd',
      allowed_payment_method_types: ['card'],
    });
    await client.paymentIntents.confirm(intent.id, {
      payment_method_data: cardData('4000000000007726'),
    });
    const refund = await client.refunds.create({ payment_intent: intent.id });
    expect(refund.status).toBe('pending');
    await expect
      .poll(async () => (await client.refunds.retrieve(refund.id)).status)
      .toBe('succeeded');
    expect(timed.events.map((event) => event.type)).toContain('refund.updated');
  });
});
