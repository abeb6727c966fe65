import { describe, expect, it } from 'vitest';

import { parseEnv } from '~/lib/env.server';

import { paymentSetup, publicPaymentSetup, STAND_IN_KEYS, stripeClient } from './stripe.server';

const keys = {
  STRIPE_SECRET_KEY: 'sk_test_abc123',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_abc123',
  STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
};

describe('paymentSetup', () => {
  it('is off without keys, so the page offers registration by e-mail', () => {
    expect(publicPaymentSetup(parseEnv({}))).toEqual({
      mode: 'off',
      publishableKey: null,
      testMode: false,
    });
    expect(() => stripeClient(parseEnv({}))).toThrow(/not configured/);
  });

  it('uses Stripe with keys, in test mode for test keys', () => {
    expect(publicPaymentSetup(parseEnv(keys))).toEqual({
      mode: 'stripe',
      publishableKey: 'pk_test_abc123',
      testMode: true,
    });
    const live = parseEnv({
      STRIPE_SECRET_KEY: 'sk_live_abc',
      STRIPE_PUBLISHABLE_KEY: 'pk_live_abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
    });
    expect(publicPaymentSetup(live)).toMatchObject({ mode: 'stripe', testMode: false });
  });

  it('uses the stand-ins with MOCKS=true, even when keys are set', () => {
    const setup = paymentSetup(
      parseEnv({ ...keys, MOCKS: 'true', STRIPE_API_URL: 'http://127.0.0.1:9' }),
    );
    expect(setup).toMatchObject({
      mode: 'stand-in',
      testMode: true,
      publishableKey: STAND_IN_KEYS.publishableKey,
      webhookSecret: STAND_IN_KEYS.webhookSecret,
      apiUrl: 'http://127.0.0.1:9',
    });
  });
});

describe('the environment check', () => {
  it('refuses a partial Stripe configuration or mixed modes', () => {
    expect(() => parseEnv({ STRIPE_SECRET_KEY: 'sk_test_abc' })).toThrow(
      /STRIPE_PUBLISHABLE_KEY must be set too.*STRIPE_WEBHOOK_SECRET must be set too/,
    );
    expect(() => parseEnv({ ...keys, STRIPE_PUBLISHABLE_KEY: 'pk_live_abc' })).toThrow(
      /STRIPE_PUBLISHABLE_KEY must be of the same mode/,
    );
    expect(() => parseEnv({ STRIPE_API_URL: 'ftp://x' })).toThrow(/STRIPE_API_URL/);
  });
});
