/** Answers shared by the account API routes (SPEC §7). */
import { getApiUser, type SessionUser } from './session.server';

/** Personal answers: never stored by a cache, and they differ by credentials. */
export const API_HEADERS = {
  'Cache-Control': 'private, no-store',
  Vary: 'Cookie, Authorization',
} as const;

export function apiError(status: number, error: string, headers: Record<string, string> = {}) {
  return Response.json({ error }, { status, headers: { ...API_HEADERS, ...headers } });
}

export function unauthorized() {
  return apiError(401, 'Unauthorized', { 'WWW-Authenticate': 'Bearer' });
}

/**
 * Runs `answer` for the request's user (bearer token or session cookie) and sends its data as
 * `{ data }`; 401 without valid credentials, 503 when the database fails.
 */
export async function withApiUser(
  request: Request,
  answer: (user: SessionUser) => Promise<unknown>,
): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return apiError(405, 'Method not allowed', { Allow: 'GET' });
  }
  try {
    const user = await getApiUser(request);
    if (!user) return unauthorized();
    return Response.json({ data: await answer(user) }, { headers: API_HEADERS });
  } catch (error) {
    console.error('Account API failed:', error);
    return apiError(503, 'Failed to load account information');
  }
}
