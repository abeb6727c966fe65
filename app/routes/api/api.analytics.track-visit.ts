import type { ActionFunctionArgs } from '@remix-run/node';

import { MAX_REPORT_BYTES, parseVisit, trackVisit } from '~/analytics/visits.server';
import { db } from '~/db/client.server';
import { clientAddress } from '~/lib/client-address.server';
import { jsonError, methodNotAllowed, noContent } from '~/lib/http.server';
import { readJsonRequest } from '~/lib/json-request.server';

/** GET /api/analytics/track-visit: the endpoint only takes reports. */
export function loader() {
  return methodNotAllowed('POST', { message: 'Use POST' });
}

/**
 * POST /api/analytics/track-visit with JSON { page, referrer, userAgent } (docs/product.md#api), sent by the
 * browser once per path. 204 when stored; 400 { error } for a body that is not such a report;
 * 429 { error } with Retry-After over the client address's limit (VISIT_RATE_LIMIT).
 * Any content type is read as JSON, so navigator.sendBeacon (text/plain) works too. Without a
 * userAgent in the body, the request's User-Agent header is recorded.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== 'POST') return loader();

  const read = await readJsonRequest(request, {
    maxBytes: MAX_REPORT_BYTES,
    anyContentType: true,
    error: (problem) =>
      problem === 'too-large'
        ? `The body must be at most ${MAX_REPORT_BYTES} bytes`
        : 'The body must be JSON',
  });
  if (!read.ok) return read.answer;
  let body = read.value;
  if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
    const report = body as Record<string, unknown>;
    if (report.userAgent === undefined || report.userAgent === null) {
      body = { ...report, userAgent: request.headers.get('user-agent') };
    }
  }

  const parsed = parseVisit(body);
  if (!parsed.success) return jsonError(400, parsed.problems.join('; '));

  const result = await trackVisit(db(), parsed.visit, clientAddress(request, context));
  if (!result.ok) {
    return jsonError(429, 'Too many visits reported. Please try again later.', {
      'Retry-After': String(result.retryAfterSeconds),
    });
  }
  return noContent();
}
