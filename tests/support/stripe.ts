/**
 * Shared set-up of the payments integration tests: the Stripe API stand-in on loopback and an
 * SDK client pointed at it, as the site uses them with MOCKS=true.
 */
import { afterAll } from 'vitest';

import { createStripeClient, STAND_IN_KEYS } from '~/stripe/stripe.server';

import { startStripeStandIn, type StripeStandInOptions } from '../../mocks/stripe-api/server';
import { signWebhookPayload } from '../../mocks/stripe-api/webhooks';
import { sessionsFor } from './price-list';

export async function startTestStripe(options: Partial<StripeStandInOptions> = {}) {
  const standIn = await startStripeStandIn({
    ...STAND_IN_KEYS,
    retryDelaysMs: [50, 100],
    ...options,
  });
  afterAll(() => standIn.close());
  // As server/index.ts does with MOCKS=true; read by env() on its first use in this test file.
  process.env.MOCKS = 'true';
  process.env.STRIPE_API_URL = standIn.url;
  const stripe = createStripeClient(STAND_IN_KEYS.secretKey, standIn.url);
  return { standIn, stripe };
}

/** A webhook delivery as Stripe makes it: the body and its `Stripe-Signature` header. */
export function signedEvent(event: object, secret: string = STAND_IN_KEYS.webhookSecret) {
  const payload = JSON.stringify(event);
  return { payload, signature: signWebhookPayload(payload, secret) };
}

export const customer = {
  name: 'Jane Doe',
  email: 'Jane.Doe@Example.com',
  phone: '+1 310 555 0100',
};

/** The docs/product.md#api body of POST /api/create-payment-intent for the test customer. */
export const registrationBody = (selectedItems: unknown) => ({
  email: customer.email,
  customerData: { ...customer, selectedItems },
  // The dated courses' bundled sessions, as /register sends them.
  sessions: Array.isArray(selectedItems) ? sessionsFor(selectedItems as string[]) : undefined,
});

/** The newest event the stand-in made of this type for this PaymentIntent. */
export function lastEventOf(
  standIn: Awaited<ReturnType<typeof startTestStripe>>['standIn'],
  type: string,
  intentId: string,
) {
  const event = standIn.events.findLast((candidate) => {
    const object = candidate.data.object as { id?: string; payment_intent?: string };
    return (
      candidate.type === type && (object.id === intentId || object.payment_intent === intentId)
    );
  });
  if (!event) throw new Error(`no ${type} event for ${intentId}`);
  return event;
}

/**
 * A `charge.dispute.created` event as Stripe sends it when a card holder disputes the payment
 * (the stand-in has no disputes of its own); sign it with signedEvent().
 */
export function disputeEvent(dispute: {
  paymentIntentId: string;
  chargeId: string;
  amount: number;
  reason?: string;
  id?: string;
  eventId?: string;
}) {
  const id = dispute.id ?? `dp_test_${dispute.paymentIntentId.slice(3)}`;
  return {
    id: dispute.eventId ?? `evt_${id}`,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: 'charge.dispute.created',
    data: {
      object: {
        id,
        object: 'dispute',
        amount: dispute.amount,
        charge: dispute.chargeId,
        created: Math.floor(Date.now() / 1000),
        currency: 'usd',
        is_charge_refundable: false,
        livemode: false,
        metadata: {},
        payment_intent: dispute.paymentIntentId,
        reason: dispute.reason ?? 'fraudulent',
        status: 'needs_response',
      },
    },
  };
}

/**
 * What a file's Stripe scenarios run against: Stripe's own test mode when STRIPE_TEST_SECRET_KEY
 * (an sk_test_ key) is set, to check that the stand-in behaves as Stripe does; else the stand-in
 * (`standIn` null at Stripe: what only the stand-in can show, its events and 3-D Secure
 * challenges answered without a browser, is checked there only).
 */
export async function stripeUnderTest() {
  const key = process.env.STRIPE_TEST_SECRET_KEY;
  if (key) {
    if (!key.startsWith('sk_test_'))
      throw new Error('STRIPE_TEST_SECRET_KEY must be an sk_test_ key');
    return { standIn: null, stripe: createStripeClient(key, null) };
  }
  return startTestStripe();
}
