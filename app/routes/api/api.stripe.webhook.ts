import type { ActionFunctionArgs } from '@remix-run/node';

import { isDatabaseUnavailable } from '~/db/pressure.server';
import { handleStripeWebhook } from '~/fulfilment/webhook.server';
import { failed, json, jsonError, methodNotAllowed } from '~/lib/http.server';

/** Stripe's events are a few kilobytes; anything far larger is not one. */
const MAX_EVENT_BYTES = 512 * 1024;

export function loader() {
  return methodNotAllowed('POST');
}

/**
 * POST /api/stripe/webhook: Stripe's events, verified on the raw body (see
 * app/fulfilment/webhook.server.ts). 200 once handled or known; 400 for a bad signature; 503
 * while the database is unavailable, 500 for any other failure: Stripe retries either.
 */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return loader();
  if (Number(request.headers.get('content-length')) > MAX_EVENT_BYTES) {
    return jsonError(413, 'Payload too large');
  }
  // The exact bytes Stripe signed: parse nothing before the signature is checked.
  const rawBody = await request.text();
  if (rawBody.length > MAX_EVENT_BYTES) return jsonError(413, 'Payload too large');
  try {
    const result = await handleStripeWebhook(rawBody, request.headers.get('stripe-signature'));
    return json(result.body, result.status);
  } catch (error) {
    return failed(
      'Stripe webhook could not be handled (Stripe will retry)',
      error,
      'Webhook could not be handled now',
      // Either makes Stripe retry; 503 says the database is away (the site's answer then).
      { status: isDatabaseUnavailable(error) ? 503 : 500 },
    );
  }
}
