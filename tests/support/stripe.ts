/**
 * Shared set-up of the payments integration tests: the Stripe API stand-in on loopback and an
 * SDK client pointed at it, as the site uses them with MOCKS=true.
 */
import { afterAll } from 'vitest';

import { createStripeClient, STAND_IN_KEYS } from '~/payments/stripe.server';

import { startStripeStandIn, type StripeStandInOptions } from '../../mocks/stripe-api/server';
import { signWebhookPayload } from '../../mocks/stripe-api/webhooks';
import { sessionsFor } from './catalog';

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

/** The SPEC §7 body of POST /api/create-payment-intent for the test customer. */
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
