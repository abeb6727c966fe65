import type { ActionFunctionArgs } from '@remix-run/node';
import { MAX_REPORT_BYTES, parseVisit, recordVisit } from '~/analytics/visits.server';
import { db } from '~/db/client.server';
import { readJsonBody } from '~/lib/json-body.server';

const NO_STORE = { 'Cache-Control': 'no-store' };

function error(status: number, message: string, headers: Record<string, string> = {}) {
  return Response.json({ error: message }, { status, headers: { ...NO_STORE, ...headers } });
}

function methodNotAllowed() {
  return error(405, 'Use POST', { Allow: 'POST' });
}

/** GET /api/analytics/track-visit: the endpoint only takes reports. */
export function loader() {
  return methodNotAllowed();
}

/**
 * POST /api/analytics/track-visit with JSON { page, referrer, userAgent } (SPEC §7), sent by the
 * browser once per path. 204 when stored; 400 { error } for a body that is not such a report.
 * Any content type is read as JSON, so navigator.sendBeacon (text/plain) works too. Without a
 * userAgent in the body, the request's User-Agent header is recorded.
 */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed();

  const read = await readJsonBody(request, MAX_REPORT_BYTES, { anyContentType: true });
  if (!read.ok) {
    return read.problem === 'too-large'
      ? error(413, `The body must be at most ${MAX_REPORT_BYTES} bytes`)
      : error(400, 'The body must be JSON');
  }
  let body = read.value;
  if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
    const report = body as Record<string, unknown>;
    if (report.userAgent === undefined || report.userAgent === null) {
      body = { ...report, userAgent: request.headers.get('user-agent') };
    }
  }

  const parsed = parseVisit(body);
  if (!parsed.success) return error(400, parsed.problems.join('; '));

  await recordVisit(db(), parsed.visit);
  return new Response(null, { status: 204, headers: NO_STORE });
}
