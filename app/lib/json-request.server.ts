/**
 * A resource route's JSON body, or the answer to one that is not: what the API routes read the
 * same way. 413 for a body over the limit, 400 for any other problem, `{ error }` in the route's
 * words (by default those of the payment routes) with the route's headers and extra fields.
 */
import { jsonError } from './http.server';
import { DEFAULT_MAX_JSON_BYTES, type JsonBodyResult, readJsonBody } from './json-body.server';

export type JsonProblem = Extract<JsonBodyResult, { ok: false }>['problem'];

export type JsonRequest = { ok: true; value: unknown } | { ok: false; answer: Response };

const defaultError = (problem: JsonProblem) =>
  problem === 'content-type' ? 'Send the body as JSON.' : 'Invalid JSON body.';

export async function readJsonRequest(
  request: Request,
  {
    maxBytes = DEFAULT_MAX_JSON_BYTES,
    anyContentType = false,
    error = defaultError,
    headers = {},
    extra = {},
  }: {
    maxBytes?: number;
    /** Only where a cross-site post does no harm (see readJsonBody). */
    anyContentType?: boolean;
    error?: string | ((problem: JsonProblem) => string);
    headers?: Record<string, string>;
    extra?: Record<string, unknown>;
  } = {},
): Promise<JsonRequest> {
  const body = await readJsonBody(request, maxBytes, { anyContentType });
  if (body.ok) return body;
  const message = typeof error === 'string' ? error : error(body.problem);
  return {
    ok: false,
    answer: jsonError(body.problem === 'too-large' ? 413 : 400, message, headers, extra),
  };
}
