import type { ActionFunctionArgs } from '@remix-run/node';
import { handleStripeWebhook } from '~/payments/webhook.server';

/** Stripe's events are a few kilobytes; anything far larger is not one. */
const MAX_EVENT_BYTES = 512 * 1024;

const json = (body: unknown, status: number, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } });

export function loader() {
  return json({ error: 'Method not allowed' }, 405, { Allow: 'POST' });
}

/**
 * POST /api/stripe/webhook: Stripe's events, verified on the raw body (see
 * app/payments/webhook.server.ts). 200 once handled or known; 400 for a bad signature; 500 when
 * it could not be handled now, so Stripe retries.
 */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return loader();
  if (Number(request.headers.get('content-length')) > MAX_EVENT_BYTES) {
    return json({ error: 'Payload too large' }, 413);
  }
  // The exact bytes Stripe signed: parse nothing before the signature is checked.
  const rawBody = await request.text();
  if (rawBody.length > MAX_EVENT_BYTES) return json({ error: 'Payload too large' }, 413);
  try {
    const result = await handleStripeWebhook(rawBody, request.headers.get('stripe-signature'));
    return json(result.body, result.status);
  } catch (error) {
    console.error('Stripe webhook could not be handled (Stripe will retry):', error);
    return json({ error: 'Webhook could not be handled now' }, 500);
  }
}
