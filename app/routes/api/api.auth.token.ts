import type { ActionFunctionArgs } from '@remix-run/node';

import { API_HEADERS, unauthorized } from '~/auth/api.server';
import { type AuthErrorCode, retryAfterHeaders } from '~/auth/errors';
import { authMessage } from '~/auth/errors.server';
import { bearerToken, issueApiToken } from '~/auth/login-session-cookie.server';
import { deleteLoginSession } from '~/auth/login-session-store.server';
import { verifyCredentials } from '~/auth/sign-in.server';
import { db } from '~/db/client.server';
import { clientAddress } from '~/lib/client-address.server';
import { failed, json, jsonError, methodNotAllowed, noContent } from '~/lib/http.server';
import { readJsonRequest } from '~/lib/json-request.server';

const STATUS: Partial<Record<AuthErrorCode, number>> = {
  invalidEmail: 400,
  tooManySignIns: 429,
  signInsTooFrequent: 429,
  busy: 503,
  disabled: 403,
};

const unavailable = (what: string, error: unknown) =>
  failed(what, error, authMessage('unavailable'), { headers: API_HEADERS });

/** Only POST and DELETE are answered. */
export function loader() {
  return methodNotAllowed('POST, DELETE', { headers: API_HEADERS });
}

/**
 * POST /api/auth/token with `{ email, password }` (JSON, or a form body): for non-browser
 * clients. 201 `{ data: { token, tokenType: 'Bearer', expiresAt } }`; the token is a login session id,
 * sent as `Authorization: Bearer <token>` to the account API. The same checks and limits as
 * /login; errors are `{ error }` with the docs/product.md#messages message.
 *
 * DELETE /api/auth/token with the token as bearer ends it: 204.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method === 'DELETE') {
    const token = bearerToken(request);
    if (!token) return unauthorized();
    try {
      await deleteLoginSession(db(), token);
    } catch (error) {
      return unavailable('Revoking an API token failed', error);
    }
    return noContent(API_HEADERS);
  }
  if (request.method !== 'POST') return loader();

  let credentials: { email?: unknown; password?: unknown } = {};
  if (
    /^application\/x-www-form-urlencoded|^multipart\/form-data/i.test(
      request.headers.get('content-type') ?? '',
    )
  ) {
    const form = await request.formData().catch(() => null);
    credentials = { email: form?.get('email'), password: form?.get('password') };
  } else {
    const body = await readJsonRequest(request, {
      maxBytes: 4096,
      error: 'Send JSON { email, password }',
      headers: API_HEADERS,
    });
    if (!body.ok) return body.answer;
    if (body.value && typeof body.value === 'object')
      credentials = body.value as typeof credentials;
  }

  try {
    const result = await verifyCredentials({
      email: credentials.email,
      password: credentials.password,
      clientAddress: clientAddress(request, context),
    });
    if (!result.ok) {
      return jsonError(STATUS[result.error.code] ?? 401, authMessage(result.error.code), {
        ...API_HEADERS,
        ...retryAfterHeaders(result.error),
      });
    }
    const session = await issueApiToken(result.user.id);
    const data = {
      token: session.id,
      tokenType: 'Bearer',
      expiresAt: session.expiresAt.toISOString(),
    };
    return json({ data }, 201, API_HEADERS);
  } catch (error) {
    return unavailable('Issuing an API token failed', error);
  }
}
