/**
 * Which Stripe the site talks to, decided once from the environment:
 * - `stand-in` with MOCKS=true: the loopback stand-in of Stripe's API (mocks/stripe-api, started
 *   by server/index.ts, which sets STRIPE_API_URL) and the Stripe.js stand-in; fixed test keys.
 * - `stripe` with STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET (test or
 *   live keys; STRIPE_API_URL may point the SDK elsewhere, e.g. at stripe-mock).
 * - `off` otherwise: the register page asks visitors to register by e-mail.
 */
import Stripe from 'stripe';

import { type Env, env } from '~/lib/env.server';

/** Keys only the stand-ins accept (test-mode shaped, so every "test mode" rule applies). */
export const STAND_IN_KEYS = {
  secretKey: 'sk_test_standin_0000000000000000',
  publishableKey: 'pk_test_standin_0000000000000000',
  webhookSecret: 'whsec_standin_0000000000000000',
} as const;

export type PaymentMode = 'stripe' | 'stand-in' | 'off';

/** What the browser may know: the mode, the publishable key and whether money is real. */
export interface PublicPaymentSetup {
  mode: PaymentMode;
  publishableKey: string | null;
  /** Test keys or stand-ins: the page shows the 'Test mode' notice. */
  testMode: boolean;
}

interface ServerPaymentSetup extends PublicPaymentSetup {
  secretKey: string | null;
  webhookSecret: string | null;
  apiUrl: string | null;
}

export function paymentSetup(e: Env = env()): ServerPaymentSetup {
  if (e.MOCKS) {
    return {
      mode: 'stand-in',
      publishableKey: STAND_IN_KEYS.publishableKey,
      testMode: true,
      secretKey: STAND_IN_KEYS.secretKey,
      webhookSecret: STAND_IN_KEYS.webhookSecret,
      apiUrl: e.STRIPE_API_URL ?? null,
    };
  }
  if (e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY && e.STRIPE_WEBHOOK_SECRET) {
    return {
      mode: 'stripe',
      publishableKey: e.STRIPE_PUBLISHABLE_KEY,
      testMode: !e.STRIPE_PUBLISHABLE_KEY.startsWith('pk_live_'),
      secretKey: e.STRIPE_SECRET_KEY,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET,
      apiUrl: e.STRIPE_API_URL ?? null,
    };
  }
  return {
    mode: 'off',
    publishableKey: null,
    testMode: false,
    secretKey: null,
    webhookSecret: null,
    apiUrl: null,
  };
}

export function publicPaymentSetup(e: Env = env()): PublicPaymentSetup {
  const { mode, publishableKey, testMode } = paymentSetup(e);
  return { mode, publishableKey, testMode };
}

export class PaymentsNotConfiguredError extends Error {
  constructor() {
    super('Online payment is not configured (no Stripe keys, MOCKS is not true)');
    this.name = 'PaymentsNotConfiguredError';
  }
}

let cached: { signature: string; client: Stripe } | undefined;

/** The Stripe SDK client for the configured setup (one per process). */
export function stripeClient(e: Env = env()): Stripe {
  const setup = paymentSetup(e);
  if (setup.mode === 'off' || !setup.secretKey) throw new PaymentsNotConfiguredError();
  if (setup.mode === 'stand-in' && !setup.apiUrl) {
    throw new Error('MOCKS=true but STRIPE_API_URL is not set: start the site with npm start');
  }
  const signature = `${setup.secretKey}|${setup.apiUrl ?? ''}`;
  if (cached?.signature !== signature) {
    cached = { signature, client: createStripeClient(setup.secretKey, setup.apiUrl) };
  }
  return cached.client;
}

/** A client for `secretKey`, at Stripe or at `apiUrl` (http://host:port of a stand-in). */
export function createStripeClient(secretKey: string, apiUrl: string | null): Stripe {
  const base = apiUrl ? new URL(apiUrl) : null;
  return new Stripe(secretKey, {
    // The SDK retries network errors and 409/5xx answers, with an idempotency key on every POST.
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'implant-academy' },
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'http:' ? '80' : '443'),
          protocol: base.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });
}
