/** Answers shared by the account API routes (docs/product.md#api), on app/lib/http.server.ts. */
import { failed, json, jsonError, methodNotAllowed } from '~/lib/http.server';

import { getApiUser, type LoginSessionUser } from './login-session-cookie.server';

/** Personal answers: never stored by a cache, and they differ by credentials. */
export const API_HEADERS = {
  'Cache-Control': 'private, no-store',
  Vary: 'Cookie, Authorization',
} as const;

export function unauthorized() {
  return jsonError(401, 'Unauthorized', { ...API_HEADERS, 'WWW-Authenticate': 'Bearer' });
}

/**
 * Runs `answer` for the request's user (bearer token or session cookie) and sends its data as
 * `{ data }`; 401 without valid credentials, 503 when the database fails.
 */
export async function withApiUser(
  request: Request,
  answer: (user: LoginSessionUser) => Promise<unknown>,
): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return methodNotAllowed('GET', { headers: API_HEADERS });
  }
  try {
    const user = await getApiUser(request);
    if (!user) return unauthorized();
    return json({ data: await answer(user) }, 200, API_HEADERS);
  } catch (error) {
    return failed('Account API failed', error, 'Failed to load account information', {
      headers: API_HEADERS,
    });
  }
}
