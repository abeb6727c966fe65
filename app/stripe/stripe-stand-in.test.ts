/**
 * The Stripe API stand-in (mocks/stripe-api) answers the `stripe` SDK as Stripe does, so the
 * site's code runs unchanged against it: shapes, errors, keys, idempotency, test cards.
 */
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';

import { luhnValid } from '../../mocks/stripe-api/cards';
import { parseStripeForm } from '../../mocks/stripe-api/form';
import { startTestStripe } from '../../tests/support/stripe';
import { createStripeClient, STAND_IN_KEYS } from './stripe.server';

const { standIn, stripe } = await startTestStripe();
const create = (amount = 285_000, options?: Stripe.RequestOptions) =>
  stripe.paymentIntents.create(
    {
      amount,
      currency: 'usd',
      allowed_payment_method_types: ['card'],
      metadata: { order_id: 'o-1', items: 'module1' },
      description: 'Module 1',
    },
    options,
  );

describe('form bodies', () => {
  it('reads bracket notation into objects and arrays', () => {
    expect(
      parseStripeForm(
        'amount=100&metadata[order_id]=a%20b&allowed_payment_method_types[0]=card&expand[]=latest_charge&expand[]=customer&payment_method_data[card][number]=4242',
      ),
    ).toEqual({
      amount: '100',
      metadata: { order_id: 'a b' },
      allowed_payment_method_types: ['card'],
      expand: ['latest_charge', 'customer'],
      payment_method_data: { card: { number: '4242' } },
    });
  });

  it('knows valid card numbers', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
  });
});

describe('PaymentIntents', () => {
  it('creates, retrieves, updates and cancels in Stripe shape', async () => {
    const intent = await create();
    expect(intent).toMatchObject({
      object: 'payment_intent',
      amount: 285_000,
      currency: 'usd',
      status: 'requires_payment_method',
      metadata: { order_id: 'o-1', items: 'module1' },
      livemode: false,
    });
    expect(intent.client_secret).toMatch(new RegExp(`^${intent.id}_secret_`));
    expect(intent.lastResponse.requestId).toMatch(/^req_/);
    const updated = await stripe.paymentIntents.update(intent.id, { amount: 590_000 });
    expect(updated.amount).toBe(590_000);
    expect((await stripe.paymentIntents.retrieve(intent.id)).amount).toBe(590_000);
    const canceled = await stripe.paymentIntents.cancel(intent.id);
    expect(canceled).toMatchObject({
      status: 'canceled',
      cancellation_reason: 'requested_by_customer',
    });
    expect(standIn.events.filter((e) => e.data.object.id === intent.id).map((e) => e.type)).toEqual(
      ['payment_intent.created', 'payment_intent.canceled'],
    );
  });

  it('follows the test cards: 4242 succeeds, 0002 is declined with Stripe’s error', async () => {
    const good = await create();
    const paid = await stripe.paymentIntents.confirm(good.id, {
      payment_method: 'pm_card_visa',
      expand: ['latest_charge'],
    });
    expect(paid).toMatchObject({ status: 'succeeded', amount_received: 285_000 });
    expect(paid.latest_charge).toMatchObject({ object: 'charge', paid: true, refunded: false });

    const bad = await create();
    const error = await stripe.paymentIntents
      .confirm(bad.id, { payment_method: 'pm_card_chargeDeclined' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(error).toMatchObject({
      statusCode: 402,
      code: 'card_declined',
      decline_code: 'generic_decline',
      message: 'Your card was declined.',
    });
    expect((await stripe.paymentIntents.retrieve(bad.id)).status).toBe('requires_payment_method');
    await expect(stripe.paymentIntents.cancel(good.id)).rejects.toThrow(/status of succeeded/);
  });

  it('answers errors of the right kind for a missing object and a wrong key', async () => {
    const missing = await stripe.paymentIntents.retrieve('pi_missing').catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(missing).toMatchObject({ statusCode: 404, code: 'resource_missing' });
    const stranger = createStripeClient('sk_test_wrong', standIn.url);
    await expect(stranger.paymentIntents.retrieve('pi_x')).rejects.toBeInstanceOf(
      Stripe.errors.StripeAuthenticationError,
    );
  });

  it('replays an idempotent request and refuses the key with other parameters', async () => {
    const first = await create(285_000, { idempotencyKey: 'order-abc' });
    const again = await create(285_000, { idempotencyKey: 'order-abc' });
    expect(again.id).toBe(first.id);
    expect(again.lastResponse.headers['idempotent-replayed']).toBe('true');
    await expect(create(590_000, { idempotencyKey: 'order-abc' })).rejects.toBeInstanceOf(
      Stripe.errors.StripeIdempotencyError,
    );
  });

  it('lets a publishable key read and confirm only with the client secret', async () => {
    const intent = await create();
    const base = `${standIn.url}/v1/payment_intents/${intent.id}`;
    const auth = { Authorization: `Bearer ${STAND_IN_KEYS.publishableKey}` };
    const withSecret = await fetch(`${base}?client_secret=${intent.client_secret}`, {
      headers: auth,
    });
    expect(withSecret.status).toBe(200);
    expect((await fetch(base, { headers: auth })).status).toBe(400);
    const createWithPublishable = await fetch(`${standIn.url}/v1/payment_intents`, {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'amount=100&currency=usd',
    });
    expect(createWithPublishable.status).toBe(401);
    const confirmed = await fetch(`${base}/confirm`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        key: STAND_IN_KEYS.publishableKey,
        client_secret: intent.client_secret!,
        'payment_method_data[type]': 'card',
        'payment_method_data[card][number]': '4242424242424242',
      }),
    });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toMatchObject({ status: 'succeeded' });
  });
});
