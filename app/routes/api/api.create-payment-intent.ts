import type { ActionFunctionArgs } from '@remix-run/node';

import { getUser } from '~/auth/login-session-cookie.server';
import { createRegistrationPayment } from '~/checkout/payment-intents.server';
import { parsePaymentRequest } from '~/checkout/payment-request.server';
import { getLanguage } from '~/i18n/i18n.server';
import { clientAddress } from '~/lib/client-address.server';
import { failed, json, jsonError, methodNotAllowed } from '~/lib/http.server';
import { readJsonRequest } from '~/lib/json-request.server';
import { paymentSetup } from '~/stripe/stripe.server';

const START_FAILED = 'The payment could not be started. Please try again.';

export function loader() {
  return methodNotAllowed('POST');
}

/**
 * POST /api/create-payment-intent (docs/product.md#api): `{ email, customerData: { name, email, phone,
 * selectedItems } }` → 200 `{ clientSecret, amountCents }` (what the card is asked for). 400 `{ error }` for a bad body or selection, 429
 * over the rate limit or the address's seat holds, 409 for a full session or a course the address
 * already holds (`confirmable` when `confirmRepeat: true` may buy a seat in another session), 503 when payments are off or the order or intent could not be made.
 *
 * With `creditCents` (docs/decisions/0061): 200 `{ clientSecret, creditCents }` when the card
 * pays the rest, 200 `{ completed: true, orderId, creditCents }` when the credit paid it all (no
 * card, the registration is done); 403 when the signed-in account may not spend the address's
 * credit; 400 `{ error, availableCents, takeOver? }` when the credit is no longer available
 * (`takeOver`: the buyer's own unpaid registrations hold it; `takeOverCredit: true` takes it).
 *
 * With `paymentPlan: 'monthly'` and `planConsent: true` (docs/decisions/0070): a program sold
 * monthly, `amountCents` its first payment (the card saved for the others); 400 for anything but
 * one such program, without the consent, or with credit.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== 'POST') return loader();
  if (paymentSetup().mode === 'off') {
    return jsonError(503, 'Online payment is not available. Please register by e-mail.');
  }
  const body = await readJsonRequest(request);
  if (!body.ok) return body.answer;
  const parsed = parsePaymentRequest(body.value);
  if (!parsed.ok) return jsonError(400, parsed.error);

  try {
    const result = await createRegistrationPayment(parsed.request, {
      clientAddress: clientAddress(request, context),
      language: await getLanguage(request),
      userId: (await getUser(request))?.id ?? null,
    });
    if (result.ok) {
      if ('completed' in result) {
        return json({ completed: true, orderId: result.orderId, creditCents: result.creditCents });
      }
      return json({
        clientSecret: result.clientSecret,
        amountCents: result.amountCents,
        ...(result.creditCents > 0 && { creditCents: result.creditCents }),
      });
    }
    // Besides docs/product.md#api's English `error`, the i18n key and values the page shows it with.
    const { message } = result;
    if (result.reason === 'rate-limited' || result.reason === 'too-many-holds') {
      const retry = { 'Retry-After': String(result.retryAfterSeconds) };
      return jsonError(429, result.error, retry, { message });
    }
    if (result.reason === 'repeat') {
      // Already the buyer's: `confirmable` says a second seat in another session may be confirmed.
      return jsonError(409, result.error, {}, { message, confirmable: result.confirmable });
    }
    if (result.reason === 'credit-not-allowed')
      return jsonError(403, result.error, {}, { message });
    if (result.reason === 'credit-unavailable') {
      return jsonError(
        400,
        result.error,
        {},
        {
          message,
          availableCents: result.availableCents,
          ...(result.takeOver && { takeOver: true }),
        },
      );
    }
    // A session that filled up is a conflict with the current state, not a malformed request.
    return jsonError(result.reason === 'full' ? 409 : 400, result.error, {}, { message });
  } catch (error) {
    // Stripe, the database or the content is unreachable; the browser shows this text.
    return failed('Payment intent could not be created', error, START_FAILED);
  }
}
