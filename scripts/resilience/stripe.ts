/**
 * The resilience suite's Stripe: one Stripe API stand-in for both instances, and a Stripe event
 * delivered to an instance as Stripe delivers it (signed with the webhook secret).
 */
import { createStripeClient, STAND_IN_KEYS } from '../../app/stripe/stripe.server';
import { startStripeStandIn } from '../../mocks/stripe-api/server';
import { signWebhookPayload, type StripeEvent } from '../../mocks/stripe-api/webhooks';
import { type Answer, request } from './http-client';

export interface StripeForSuite {
  url: string;
  /** Every event the stand-in made (none is delivered: the webhooks scenario delivers them). */
  events: StripeEvent[];
  /** Pays a PaymentIntent with a test card, as Stripe.js would. */
  confirm(intentId: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * One Stripe API stand-in for both instances, as they would share Stripe: an intent one made is
 * re-read by the other when its webhook arrives there. The instances get its keys as Stripe
 * keys (STRIPE_SECRET_KEY... and STRIPE_API_URL), not MOCKS=true (each would start its own).
 */
export async function startStripe(): Promise<StripeForSuite> {
  const standIn = await startStripeStandIn({ ...STAND_IN_KEYS });
  const stripe = createStripeClient(STAND_IN_KEYS.secretKey, standIn.url);
  return {
    url: standIn.url,
    events: standIn.events,
    async confirm(intentId) {
      await stripe.paymentIntents.confirm(intentId, { payment_method: 'pm_card_visa' });
    },
    close: () => standIn.close(),
  };
}

/** A Stripe event delivered to `port` as Stripe would: JSON, signed with the webhook secret. */
export function deliverStripeEvent(port: number, event: object): Promise<Answer> {
  const payload = JSON.stringify(event);
  return request({
    port,
    method: 'POST',
    path: '/api/stripe/webhook',
    headers: {
      'Content-Type': 'application/json',
      'Stripe-Signature': signWebhookPayload(payload, STAND_IN_KEYS.webhookSecret),
    },
    body: payload,
  });
}
