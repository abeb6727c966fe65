/** POST /api/create-payment-intent against the Stripe API stand-in. */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';

import { closeDb } from '~/db/client.server';
import { languageCookie } from '~/i18n/i18n.server';

import { createTestDatabase } from '../../tests/support/database';
import { jsonPost, routeArgs } from '../../tests/support/routes';
import { customer, registrationBody, startTestStripe } from '../../tests/support/stripe';
import { action, loader } from './api.create-payment-intent';

const { sql, url } = await createTestDatabase();
process.env.DATABASE_URL = url;
afterAll(closeDb);
const { standIn, stripe } = await startTestStripe();

function post(body: unknown, type?: string) {
  const request = jsonPost('/api/create-payment-intent', body, type);
  return action(routeArgs(request, { context: { clientAddress: '203.0.113.50' } }));
}

beforeEach(async () => {
  await standIn.settled();
  await sql`truncate orders, course_grants, stripe_events, outbox_emails, rate_limit_hits cascade`;
});

describe('POST /api/create-payment-intent', () => {
  it('answers the client secret of a new intent for the SPEC §7 body', async () => {
    const response = await post(registrationBody('mastership'));
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const { clientSecret } = await response.json();
    expect(clientSecret).toMatch(/^pi_\w+_secret_\w+$/);
    const intent = await stripe.paymentIntents.retrieve(clientSecret.split('_secret_')[0]);
    expect(intent.amount).toBe(3_500_000);
  });

  it('answers 400 with an error text for bad input, never 500', async () => {
    const cases: Array<[unknown, string?]> = [
      ['{"email":', undefined],
      ['name=Jane', 'application/x-www-form-urlencoded'],
      [{ customerData: null }],
      [registrationBody([])],
      [registrationBody(['module1', 'fellowship'])],
      [registrationBody(['nope'])],
      [{ customerData: { ...customer, email: 'not-an-email', selectedItems: ['module1'] } }],
    ];
    for (const [payload, type] of cases) {
      const response = await post(payload, type);
      expect(response.status, JSON.stringify(payload)).toBe(400);
      expect(await response.json()).toMatchObject({ error: expect.any(String) });
    }
    expect(await sql`select 1 from orders`).toHaveLength(0);
  });

  it("stores the page's language with the order, from the language cookie", async () => {
    const cookie = (await languageCookie.serialize('es')).split(';')[0]!;
    const request = jsonPost('/api/create-payment-intent', registrationBody('fellowship'));
    request.headers.set('Cookie', cookie);
    const response = await action(
      routeArgs(request, { context: { clientAddress: '203.0.113.51' } }),
    );
    expect(response.status).toBe(200);
    expect(await post(registrationBody('mastership')).then((r) => r.status)).toBe(200);
    expect(await sql`select selected_items, language from orders order by created_at`).toEqual([
      { selected_items: ['fellowship'], language: 'es' },
      { selected_items: ['mastership'], language: 'en' },
    ]);
  });

  it('answers 405 to other methods', async () => {
    const response = loader();
    expect(response.status).toBe(405);
    expect(response.headers.get('Allow')).toBe('POST');
  });
});
