/**
 * POST /api/stripe/webhook, with the Stripe API stand-in delivering its signed events to the
 * route through a real HTTP server, as Stripe delivers them to the site.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeEach, describe, expect, it } from 'vitest';

import { closeDb } from '~/db/client.server';

import { expectConsoleError } from '../../../tests/support/console';
import { createTestDatabase, resetDatabase } from '../../../tests/support/database';
import { jsonPost, routeArgs } from '../../../tests/support/routes';
import { registrationBody, signedEvent, startTestStripe } from '../../../tests/support/stripe';
import { action as createIntent } from './api.create-payment-intent';
import { action as webhook } from './api.stripe.webhook';

const { sql, url } = await createTestDatabase();
process.env.DATABASE_URL = url;
afterAll(closeDb);

// The site's webhook route behind a real HTTP server, where the stand-in posts its events.
const site = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const request = new Request(`http://localhost${req.url}`, {
      method: req.method,
      headers: req.headers as Record<string, string>,
      body: Buffer.concat(chunks),
    });
    void webhook(routeArgs(request)).then(async (response) => {
      res.writeHead(response.status, { 'Content-Type': 'application/json' });
      res.end(await response.text());
    });
  });
});
await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise<void>((resolve) => site.close(() => resolve())));
const { port } = site.address() as AddressInfo;
const { standIn, stripe } = await startTestStripe({
  webhookUrl: `http://127.0.0.1:${port}/api/stripe/webhook`,
});

/** The id of a new PaymentIntent for these items, made through the site's own route. */
async function startPayment(selectedItems: unknown): Promise<string> {
  const request = jsonPost('/api/create-payment-intent', registrationBody(selectedItems));
  const response = await createIntent(routeArgs(request, { context: { clientAddress: '::1' } }));
  const { clientSecret } = (await response.json()) as { clientSecret: string };
  return clientSecret.split('_secret_')[0]!;
}

function deliver(payload: string, signature: string) {
  const request = new Request('http://localhost/api/stripe/webhook', {
    method: 'POST',
    headers: { 'Stripe-Signature': signature },
    body: payload,
  });
  return webhook(routeArgs(request));
}

beforeEach(async () => {
  await standIn.settled();
  await resetDatabase(sql);
});

describe('POST /api/stripe/webhook', () => {
  it('completes the order when the stand-in delivers the success over HTTP', async () => {
    const intentId = await startPayment(['module1', 'module3']);
    await stripe.paymentIntents.confirm(intentId, { payment_method: 'pm_card_visa' });
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
    const response = await deliver('{}', 't=1,v1=00');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: expect.stringContaining('signature') });
  });

  it('answers 500 while the database fails, so Stripe retries; the retry then succeeds', async () => {
    const intentId = await startPayment('fellowship');
    await sql`alter table stripe_events rename to stripe_events_away`;
    const logged = expectConsoleError();
    try {
      await stripe.paymentIntents.confirm(intentId, { payment_method: 'pm_card_visa' });
      const event = standIn.events.findLast((e) => e.type === 'payment_intent.succeeded')!;
      const { payload, signature } = signedEvent(event);
      expect((await deliver(payload, signature)).status).toBe(500);
      expect(logged).toHaveBeenCalledWith(
        expect.stringContaining('Stripe will retry'),
        expect.anything(),
      );
      await sql`alter table stripe_events_away rename to stripe_events`;
      await standIn.settled();
      // The stand-in's own retries (or this one) complete it, once.
      expect((await deliver(payload, signature)).status).toBe(200);
      expect(await sql`select status from orders`).toEqual([{ status: 'completed' }]);
      expect(await sql`select 1 from outbox_emails where receipt_id is null`).toHaveLength(2);
      expect(await sql`select 1 from receipts`).toHaveLength(1);
    } finally {
      await sql`alter table if exists stripe_events_away rename to stripe_events`;
    }
  });
});
