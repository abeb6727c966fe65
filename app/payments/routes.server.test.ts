/**
 * The two payment routes over HTTP-shaped requests: POST /api/create-payment-intent and
 * POST /api/stripe/webhook, with the stand-in delivering its signed events to the webhook route
 * through a real HTTP server, as Stripe delivers them to the site.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeDb } from '~/db/client.server';
import {
  action as createIntent,
  loader as createIntentGet,
} from '~/routes/api.create-payment-intent';
import { action as webhook } from '~/routes/api.stripe.webhook';
import { createTestDatabase } from '../../tests/support/database';
import { customer, signedEvent, startTestStripe } from '../../tests/support/stripe';

const { sql, url } = await createTestDatabase();
process.env.DATABASE_URL = url;
afterAll(closeDb);

// The site's webhook route behind a real HTTP server, where the stand-in posts its events.
const site = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', async () => {
    const request = new Request(`http://localhost${req.url}`, {
      method: req.method,
      headers: req.headers as Record<string, string>,
      body: Buffer.concat(chunks),
    });
    const response = await webhook({ request, params: {}, context: {} });
    res.writeHead(response.status, { 'Content-Type': 'application/json' });
    res.end(await response.text());
  });
});
await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise<void>((resolve) => site.close(() => resolve())));
const { port } = site.address() as AddressInfo;
const { standIn, stripe } = await startTestStripe({
  webhookUrl: `http://127.0.0.1:${port}/api/stripe/webhook`,
});

function post(body: unknown, type = 'application/json') {
  const request = new Request('http://localhost/api/create-payment-intent', {
    method: 'POST',
    headers: { 'Content-Type': type },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return createIntent({ request, params: {}, context: { clientAddress: '203.0.113.50' } });
}

const body = (selectedItems: unknown) => ({
  email: customer.email,
  customerData: { ...customer, selectedItems },
});

beforeEach(async () => {
  await standIn.settled();
  await sql`truncate orders, course_grants, stripe_events, outbox_emails, rate_limit_hits cascade`;
});

describe('POST /api/create-payment-intent', () => {
  it('answers the client secret of a new intent for the SPEC §7 body', async () => {
    const response = await post(body('mastership'));
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
      [body([])],
      [body(['module1', 'fellowship'])],
      [body(['nope'])],
      [{ customerData: { ...customer, email: 'not-an-email', selectedItems: ['module1'] } }],
    ];
    for (const [payload, type] of cases) {
      const response = await post(payload, type);
      expect(response.status, JSON.stringify(payload)).toBe(400);
      expect(await response.json()).toEqual({ error: expect.any(String) });
    }
    expect(await sql`select 1 from orders`).toHaveLength(0);
  });

  it('answers 405 to other methods', async () => {
    expect(createIntentGet().status).toBe(405);
  });
});

describe('POST /api/stripe/webhook', () => {
  it('completes the order when the stand-in delivers the success over HTTP', async () => {
    const { clientSecret } = await (await post(body(['module1', 'module3']))).json();
    await stripe.paymentIntents.confirm(clientSecret.split('_secret_')[0], {
      payment_method: 'pm_card_visa',
    });
    await standIn.settled();
    const delivered = standIn.deliveries.filter((d) => d.type === 'payment_intent.succeeded');
    expect(delivered.at(-1)).toMatchObject({ delivered: true, lastResult: 200 });
    expect(await sql`select status from orders`).toEqual([{ status: 'completed' }]);
    expect(await sql`select course_id from course_grants order by 1`).toEqual([
      { course_id: 'module1' },
      { course_id: 'module3' },
    ]);
  });

  it('answers 400 to a bad signature', async () => {
    const request = new Request('http://localhost/api/stripe/webhook', {
      method: 'POST',
      headers: { 'Stripe-Signature': 't=1,v1=00' },
      body: '{}',
    });
    const response = await webhook({ request, params: {}, context: {} });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: expect.stringContaining('signature') });
  });

  it('answers 500 while the database fails, so Stripe retries; the retry then succeeds', async () => {
    const { clientSecret } = await (await post(body('fellowship'))).json();
    const intentId = clientSecret.split('_secret_')[0];
    await sql`alter table stripe_events rename to stripe_events_away`;
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      await stripe.paymentIntents.confirm(intentId, { payment_method: 'pm_card_visa' });
      const event = standIn.events.findLast((e) => e.type === 'payment_intent.succeeded')!;
      const { payload, signature } = signedEvent(event);
      const send = () =>
        webhook({
          request: new Request('http://localhost/api/stripe/webhook', {
            method: 'POST',
            headers: { 'Stripe-Signature': signature },
            body: payload,
          }),
          params: {},
          context: {},
        });
      expect((await send()).status).toBe(500);
      expect(logged).toHaveBeenCalledWith(
        expect.stringContaining('Stripe will retry'),
        expect.anything(),
      );
      await sql`alter table stripe_events_away rename to stripe_events`;
      await standIn.settled();
      // The stand-in's own retries (or this one) complete it, once.
      const retried = await send();
      expect(retried.status).toBe(200);
      expect(await sql`select status from orders`).toEqual([{ status: 'completed' }]);
      expect(await sql`select 1 from outbox_emails`).toHaveLength(2);
    } finally {
      logged.mockRestore();
      await sql`alter table if exists stripe_events_away rename to stripe_events`;
    }
  });
});
