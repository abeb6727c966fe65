/**
 * Tests that start from orders paid through the real path: a database of their own, the Stripe
 * stand-in, webhook deliveries as Stripe signs them, and orders paid by a test card's number.
 */
import type Stripe from 'stripe';
import { expect } from 'vitest';

import { createRegistrationPayment } from '~/checkout/payment-intents.server';
import { handleStripeWebhook } from '~/fulfilment/webhook.server';

import { useTestDatabase } from './auth';
import { sessionsFor } from './price-list';
import { customer as defaultCustomer, lastEventOf, signedEvent, startTestStripe } from './stripe';

export const quiet = { info() {}, warn() {}, error() {} };

/** A card by its number, as the stand-in of Stripe.js sends it (Stripe's SDK types have no number). */
export const cardData = (number: string) =>
  ({
    type: 'card',
    card: { number },
  }) as unknown as Stripe.PaymentIntentConfirmParams.PaymentMethodData;

export async function paidOrdersHarness() {
  // The auth tests' database: students and staff can sign in to it too.
  const { sql } = await useTestDatabase();
  const { standIn, stripe } = await startTestStripe();

  /** Delivers a stand-in event to the webhook as Stripe would; its result or error. */
  const deliver = async (event: object) => {
    const { payload, signature } = signedEvent(event);
    const result = await handleStripeWebhook(payload, signature, { stripe, log: quiet });
    return 'result' in result.body ? result.body.result : result.body.error;
  };

  /** An order paid (by a test card's number, Visa by default) and fulfilled by its webhook. */
  const paidOrder = async (
    items: string[],
    options: { card?: string; customer?: typeof defaultCustomer } = {},
  ) => {
    const order = await createRegistrationPayment(
      {
        customer: options.customer ?? defaultCustomer,
        selectedItems: items,
        sessions: sessionsFor(items),
      },
      { stripe },
    );
    if (!order.ok) throw new Error(order.error);
    await stripe.paymentIntents.confirm(order.paymentIntentId, {
      payment_method_data: cardData(options.card ?? '4242424242424242'),
    });
    const paid = lastEventOf(standIn, 'payment_intent.succeeded', order.paymentIntentId);
    expect(await deliver(paid)).toBe('completed');
    return order;
  };

  /** What Stripe refunded of a PaymentIntent, in cents, newest first. */
  const refundsAtStripe = async (intentId: string) =>
    (await stripe.refunds.list({ payment_intent: intentId, limit: 100 })).data.map(
      (refund) => refund.amount,
    );

  return { sql, standIn, stripe, deliver, paidOrder, refundsAtStripe };
}
