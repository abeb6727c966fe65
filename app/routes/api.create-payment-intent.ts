import type { ActionFunctionArgs } from '@remix-run/node';
import { clientAddress } from '~/lib/client-address.server';
import { readJsonBody } from '~/lib/json-body.server';
import { parsePaymentRequest } from '~/payments/payment-request';
import { createRegistrationPayment } from '~/payments/payment-intents.server';
import { paymentSetup } from '~/payments/stripe.server';

const noStore = { 'Cache-Control': 'no-store' };
const START_FAILED = 'The payment could not be started. Please try again.';

const json = (body: unknown, status: number, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { ...noStore, ...headers } });

export function loader() {
  return json({ error: 'Method not allowed' }, 405, { Allow: 'POST' });
}

/**
 * POST /api/create-payment-intent (SPEC §7): `{ email, customerData: { name, email, phone,
 * selectedItems } }` → 200 `{ clientSecret }`. 400 `{ error }` for a bad body or selection, 429
 * over the rate limit, 503 when payments are off or the order or intent could not be made.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== 'POST') return loader();
  if (paymentSetup().mode === 'off') {
    return json({ error: 'Online payment is not available. Please register by e-mail.' }, 503);
  }
  const body = await readJsonBody(request);
  if (!body.ok) {
    const error = body.problem === 'content-type' ? 'Send the body as JSON.' : 'Invalid JSON body.';
    return json({ error }, body.problem === 'too-large' ? 413 : 400);
  }
  const parsed = parsePaymentRequest(body.value);
  if (!parsed.ok) return json({ error: parsed.error }, 400);

  try {
    const result = await createRegistrationPayment(parsed.request, {
      clientAddress: clientAddress(request, context),
    });
    if (result.ok) return json({ clientSecret: result.clientSecret }, 200);
    if (result.reason === 'rate-limited') {
      return json({ error: result.error }, 429, {
        'Retry-After': String(result.retryAfterSeconds),
      });
    }
    return json({ error: result.error }, 400);
  } catch (error) {
    // Stripe, the database or the content is unreachable; the browser shows this text.
    console.error('Payment intent could not be created:', error);
    return json({ error: START_FAILED }, 503);
  }
}
