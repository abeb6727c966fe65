import type { ActionFunctionArgs } from '@remix-run/node';

import { ENQUIRY_FAILED } from '~/enquiries/enquiry';
import { parseEnquiry, submitEnquiry } from '~/enquiries/enquiry.server';
import { englishText } from '~/i18n/english.server';
import { clientAddress } from '~/lib/client-address.server';
import { failed, json, jsonError, methodNotAllowed } from '~/lib/http.server';
import { readJsonRequest } from '~/lib/json-request.server';

/** Only POST is answered (see the action). */
export function loader() {
  return methodNotAllowed('POST');
}

/**
 * POST /api/contacts (docs/product.md#api): a JSON enquiry {name, phone, email, questions, selectedCourses,
 * page}. 201 {ok, id} once stored; 400 {error, fieldErrors} for a body that is not a valid
 * enquiry; 429 {error} over the rate limit; 503 {error} when it could not be stored.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== 'POST') return loader();

  const body = await readJsonRequest(request, {
    error: () => englishText(ENQUIRY_FAILED),
    extra: { fieldErrors: {} },
  });
  if (!body.ok) return body.answer;
  const parsed = parseEnquiry(body.value);
  if (!parsed.ok) {
    return json({ error: parsed.error, fieldErrors: parsed.fieldErrors }, 400);
  }

  let result;
  try {
    result = await submitEnquiry(parsed.value, { clientAddress: clientAddress(request, context) });
  } catch (error) {
    // The database (or the content) is unreachable: nothing was stored, so say so.
    return failed('Enquiry could not be stored', error, englishText(ENQUIRY_FAILED));
  }
  if (result.ok) return json({ ok: true, id: result.id }, 201);
  return jsonError(429, englishText(result.error), {
    'Retry-After': String(result.retryAfterSeconds),
  });
}
