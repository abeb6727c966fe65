import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';

import { env } from '~/lib/env.server';

/**
 * /mocks/stripe-api/v1/payment_intents/... and setup_intents/...: where the Stripe.js stand-in
 * sends what Stripe.js sends to api.stripe.com (read an intent, confirm it with a card), forwarded to the Stripe API
 * stand-in on loopback. Only when MOCKS=true; otherwise this path does not exist.
 */
async function forward({ request, params }: LoaderFunctionArgs | ActionFunctionArgs) {
  const { MOCKS, STRIPE_API_URL } = env();
  const path = params['*'] ?? '';
  if (
    !MOCKS ||
    !STRIPE_API_URL ||
    !/^v1\/(payment|setup)_intents\/[A-Za-z0-9_]+(\/confirm)?$/.test(path)
  ) {
    throw new Response('Not Found', { status: 404 });
  }
  const search = new URL(request.url).search;
  const answer = await fetch(`${STRIPE_API_URL.replace(/\/$/, '')}/${path}${search}`, {
    method: request.method,
    headers: {
      'Content-Type': request.headers.get('content-type') ?? 'application/x-www-form-urlencoded',
    },
    body: request.method === 'POST' ? await request.text() : undefined,
  });
  return new Response(await answer.text(), {
    status: answer.status,
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
  });
}

export const loader = forward;
export const action = forward;
