import type { ActionFunctionArgs } from '@remix-run/node';

import { CLIENT_SECRET, recheckPrice } from '~/checkout/price-recheck.server';
import { db } from '~/db/client.server';
import { json, jsonError, methodNotAllowed } from '~/lib/http.server';
import { readJsonRequest } from '~/lib/json-request.server';
import { loadOrderContext } from '~/orders/order-context.server';
import { loadPriceList } from '~/prices/price-list.server';
import { paymentSetup, stripeClient } from '~/stripe/stripe.server';

export function loader() {
  return methodNotAllowed('POST');
}

/**
 * POST /api/payment-check `{ clientSecret }`, sent by the payment step just before the card is
 * charged (docs/decisions/0066): 200 `{ ok: true }` to go on, 409 `{ error, amountCents }` when
 * a seat hold lapsed after an early deadline: the payment was canceled and the registration now
 * costs `amountCents`; with `ended: true` when the order had already ended with its hold at the
 * same price (decision 0091). 400 for a bad body.
 */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return loader();
  if (paymentSetup().mode === 'off') {
    return jsonError(503, 'Online payment is not available. Please register by e-mail.');
  }
  const body = await readJsonRequest(request);
  if (!body.ok) return body.answer;
  const clientSecret = (body.value as { clientSecret?: unknown } | null)?.clientSecret;
  if (typeof clientSecret !== 'string' || !CLIENT_SECRET.test(clientSecret)) {
    return jsonError(400, 'clientSecret must be the client secret of a PaymentIntent.');
  }
  const result = await recheckPrice(
    db(),
    stripeClient(),
    clientSecret,
    await loadPriceList(),
    async () => (await loadOrderContext()).context,
  );
  if (result.ok) return json({ ok: true });
  if (result.ended) {
    return jsonError(
      409,
      'Your seat hold lapsed and this payment was canceled: nothing was charged. Please register again.',
      {},
      { amountCents: result.amountCents, ended: true },
    );
  }
  return jsonError(
    409,
    'Your seat hold lapsed after the early-registration deadline: the price has changed.',
    {},
    { amountCents: result.amountCents },
  );
}
