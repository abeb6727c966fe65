import type { ActionFunctionArgs } from '@remix-run/node';
import { ENQUIRY_FAILED } from '~/enquiries/enquiry';
import { parseEnquiry, submitEnquiry } from '~/enquiries/enquiry.server';
import { englishText } from '~/i18n/english';
import { clientAddress } from '~/lib/client-address.server';
import { readJsonBody } from '~/lib/json-body.server';

const noStore = { 'Cache-Control': 'no-store' };

function methodNotAllowed() {
  return Response.json(
    { error: 'Method not allowed' },
    { status: 405, headers: { ...noStore, Allow: 'POST' } },
  );
}

/** Only POST is answered (see the action). */
export function loader() {
  return methodNotAllowed();
}

/**
 * POST /api/contacts (SPEC §7): a JSON enquiry {name, phone, email, questions, selectedCourses,
 * page}. 201 {ok, id} once stored; 400 {error, fieldErrors} for a body that is not a valid
 * enquiry; 429 {error} over the rate limit; 503 {error} when it could not be stored.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed();

  const body = await readJsonBody(request);
  if (!body.ok) {
    return Response.json(
      { error: englishText(ENQUIRY_FAILED), fieldErrors: {} },
      { status: body.problem === 'too-large' ? 413 : 400, headers: noStore },
    );
  }
  const parsed = parseEnquiry(body.value);
  if (!parsed.ok) {
    return Response.json(
      { error: parsed.error, fieldErrors: parsed.fieldErrors },
      { status: 400, headers: noStore },
    );
  }

  let result;
  try {
    result = await submitEnquiry(parsed.value, { clientAddress: clientAddress(request, context) });
  } catch (error) {
    // The database (or the content) is unreachable: nothing was stored, so say so.
    console.error('Enquiry could not be stored:', error);
    return Response.json({ error: englishText(ENQUIRY_FAILED) }, { status: 503, headers: noStore });
  }
  if (result.ok) {
    return Response.json({ ok: true, id: result.id }, { status: 201, headers: noStore });
  }
  return Response.json(
    { error: englishText(result.error) },
    { status: 429, headers: { ...noStore, 'Retry-After': String(result.retryAfterSeconds) } },
  );
}
