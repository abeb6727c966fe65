import type { ActionFunctionArgs } from '@remix-run/node';
import { MAX_REPORT_BYTES, parseVisit, recordVisit } from '~/analytics/visits.server';
import { db } from '~/db/client.server';

const NO_STORE = { 'Cache-Control': 'no-store' };

function error(status: number, message: string, headers: Record<string, string> = {}) {
  return Response.json({ error: message }, { status, headers: { ...NO_STORE, ...headers } });
}

function methodNotAllowed() {
  return error(405, 'Use POST', { Allow: 'POST' });
}

/** The body as text, or null when it is larger than `limit` bytes (reading stops there). */
async function readText(request: Request, limit: number): Promise<string | null> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) return null;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
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

  const text = await readText(request, MAX_REPORT_BYTES);
  if (text === null) return error(413, `The body must be at most ${MAX_REPORT_BYTES} bytes`);

  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return error(400, 'The body must be JSON');
  }
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
