/**
 * Starts the stand-ins server/index.ts runs when MOCKS=true: Stripe's API on a free loopback
 * port, posting its webhook events to this site's /api/stripe/webhook. STRIPE_API_URL tells the
 * app (the Remix build reads the environment on first use) where the stand-in listens.
 */
import type { Env } from '../app/lib/env.server';
import { STAND_IN_KEYS } from '../app/stripe/stripe.server';
import { startStripeStandIn, type StripeStandIn } from './stripe-api/server';

export async function startStripeStandIns(
  env: Env,
  log: (message: string) => void = console.log,
): Promise<StripeStandIn> {
  const host = ['0.0.0.0', '::', ''].includes(env.HOST) ? '127.0.0.1' : env.HOST;
  const siteHost = host.includes(':') ? `[${host}]` : host;
  const standIn = await startStripeStandIn({
    ...STAND_IN_KEYS,
    webhookUrl: `http://${siteHost}:${env.PORT}/api/stripe/webhook`,
    // Refunds on the refund test cards change a few seconds later (Stripe: minutes).
    refundSettleMs: 3_000,
  });
  process.env.STRIPE_API_URL = standIn.url;
  log(`Stripe: stand-ins (MOCKS=true), API at ${standIn.url}`);
  return standIn;
}
