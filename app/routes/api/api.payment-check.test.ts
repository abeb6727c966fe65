/** POST /api/payment-check against the Stripe API stand-in (the rule: price-recheck.server.test.ts). */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';

import { closeDb } from '~/db/client.server';

import { createTestDatabase, resetDatabase } from '../../../tests/support/database';
import { jsonPost, routeArgs } from '../../../tests/support/routes';
import { registrationBody, startTestStripe } from '../../../tests/support/stripe';
import { action as createIntent } from './api.create-payment-intent';
import { action, loader } from './api.payment-check';

const { sql, url } = await createTestDatabase();
process.env.DATABASE_URL = url;
afterAll(closeDb);
const { standIn } = await startTestStripe();

const post = (body: unknown, type?: string) =>
  action(routeArgs(jsonPost('/api/payment-check', body, type)));

beforeEach(async () => {
  await standIn.settled();
  await resetDatabase(sql);
});

describe('POST /api/payment-check', () => {
  it('lets a payment whose price stands go on', async () => {
    const created = await createIntent(
      routeArgs(jsonPost('/api/create-payment-intent', registrationBody('mastership'))),
    );
    const { clientSecret, amountCents } = await created.json();
    expect(amountCents).toBe(3_500_000);
    const response = await post({ clientSecret });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  });

  it.each([
    [{}, 'clientSecret must be the client secret of a PaymentIntent.'],
    [{ clientSecret: 'pi_123' }, 'clientSecret must be the client secret of a PaymentIntent.'],
    [[], 'clientSecret must be the client secret of a PaymentIntent.'],
  ])('refuses %j with 400', async (body, error) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error });
  });

  it('refuses a body that is not JSON, and answers only POST', async () => {
    expect((await post('{', 'application/json')).status).toBe(400);
    expect(loader().status).toBe(405);
  });
});
