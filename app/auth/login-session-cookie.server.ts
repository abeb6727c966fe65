/**
 * The browser's sign-in: a signed cookie holding only a random session id (the row lives in
 * PostgreSQL, see login-session-store.server.ts), and the API's bearer tokens, which are session ids
 * too. Requests ask here for their user.
 */
import { createCookie, redirect } from '@remix-run/node';
import { parse as parseCookies } from 'cookie';

import { db, type Queryable, type Sql } from '~/db/client.server';
import { cookieSecrets } from '~/lib/secrets.server';

import {
  createLoginSession,
  deleteLoginSession,
  findLoginSessionUser,
  LOGIN_SESSION_ABSOLUTE_SECONDS,
  type LoginSessionKind,
  type LoginSessionUser,
  trimApiLoginSessions,
} from './login-session-store.server';
import { looksLikeToken } from './tokens.server';

export type { LoginSessionUser } from './login-session-store.server';

/**
 * In production the cookie is `__Host-sid`: browsers then accept it only when Secure, for the
 * whole site and from this host itself, so a sibling subdomain cannot plant or shadow it.
 */
export const loginSessionCookieName = () =>
  process.env.NODE_ENV === 'production' ? '__Host-sid' : 'sid';
/** Log out answers after this long at most, whatever the database does (docs/product.md#accounts). */
export const LOGOUT_TIMEOUT_MS = 2_000;

// Made on use: SESSION_SECRET is set by server/index.ts (or a test) after modules load.
function loginSessionCookie() {
  return createCookie(loginSessionCookieName(), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: process.env.NODE_ENV === 'production',
    // Newest first: cookies are signed with the first and accepted with any (rotation).
    secrets: cookieSecrets(),
    // The row decides when the session ends; the cookie only has to outlive it.
    maxAge: LOGIN_SESSION_ABSOLUTE_SECONDS,
  });
}

/**
 * Whether the request carries our cookie at all (no signature check, no query), read by the
 * parser createCookie's own parse uses.
 */
export function hasLoginSessionCookie(request: Request): boolean {
  const cookies = parseCookies(request.headers.get('Cookie') ?? '');
  return Object.hasOwn(cookies, loginSessionCookieName());
}

async function loginSessionIdFrom(request: Request): Promise<string | null> {
  if (!hasLoginSessionCookie(request)) return null;
  const value: unknown = await loginSessionCookie().parse(request.headers.get('Cookie'));
  return looksLikeToken(value) ? value : null;
}

// Root and page loaders of one request ask for the user; ask the database once.
const usersByRequest = new WeakMap<Request, Promise<LoginSessionUser | null>>();

/** The signed-in user of a browser request (cookie), with what the account pages need. */
export function getLoginSessionUser(request: Request): Promise<LoginSessionUser | null> {
  let user = usersByRequest.get(request);
  if (!user) {
    user = loginSessionIdFrom(request).then((id) => (id ? findLoginSessionUser(db(), id) : null));
    usersByRequest.set(request, user);
  }
  return user;
}

/** The signed-in user, or null for a visitor. The contract other features build on. */
export async function getUser(request: Request): Promise<{ id: string; email: string } | null> {
  const user = await getLoginSessionUser(request);
  return user ? { id: user.id, email: user.email } : null;
}

/** The signed-in user; a visitor is sent to /login and brought back here afterwards. */
export async function requireUser(request: Request): Promise<LoginSessionUser> {
  const user = await getLoginSessionUser(request);
  if (user) return user;
  const url = new URL(request.url);
  const back = url.pathname + url.search;
  throw redirect(`/login?${new URLSearchParams({ redirectTo: back })}`);
}

/**
 * Starts a browser's login session for the user and returns its Set-Cookie header. Always a new id
 * (no fixation); the session the browser had before, if any, is ended.
 */
export async function startLoginSession(
  request: Request,
  userId: string,
  sql: Queryable = db(),
): Promise<string> {
  const previous = await loginSessionIdFrom(request).catch(() => null);
  if (previous) await deleteLoginSession(sql, previous);
  const session = await createLoginSession(sql, userId, 'browser');
  return loginSessionCookie().serialize(session.id);
}

/** A Set-Cookie header that removes the cookie (needs no secret, so it always works). */
export function clearLoginSessionCookie(): Promise<string> {
  return createCookie(loginSessionCookieName(), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: process.env.NODE_ENV === 'production',
  }).serialize('', { maxAge: 0, expires: new Date(0) });
}

/**
 * Ends the browser's session. Resolves within `timeoutMs` even when the database is slow or
 * down: the cookie is cleared whatever happens, and the row, if it survives, expires.
 */
export async function endLoginSession(
  request: Request,
  { sql, timeoutMs = LOGOUT_TIMEOUT_MS }: { sql?: Sql; timeoutMs?: number } = {},
): Promise<string> {
  const id = await loginSessionIdFrom(request).catch(() => null);
  if (id) {
    const deleting = Promise.resolve()
      .then(() => deleteLoginSession(sql ?? db(), id))
      .catch((error: unknown) => {
        console.warn('Log out: the session row was not deleted:', (error as Error).message);
      });
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, timeoutMs);
    });
    await Promise.race([deleting, timeout]);
    clearTimeout(timer);
  }
  return clearLoginSessionCookie();
}

/**
 * Issues an API token (a session of kind 'api') for an authenticated user; beyond
 * API_TOKENS_PER_USER live ones, the oldest ends, so signing in again and again cannot pile
 * up rows.
 */
export function issueApiToken(userId: string, sql: Sql = db()) {
  return sql.begin(async (tx) => {
    const session = await createLoginSession(tx, userId, 'api' satisfies LoginSessionKind);
    await trimApiLoginSessions(tx, userId);
    return session;
  });
}

/** The bearer token of an `Authorization: Bearer ...` header; undefined without the header. */
export function bearerToken(request: Request): string | null | undefined {
  const header = request.headers.get('Authorization');
  if (header === null) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match && looksLikeToken(match[1]) ? match[1] : null;
}

/**
 * The user of an API request: its bearer token when it sends an Authorization header (and then
 * only that), else its session cookie.
 */
export async function getApiUser(request: Request): Promise<LoginSessionUser | null> {
  const token = bearerToken(request);
  if (token === undefined) return getLoginSessionUser(request);
  return token ? findLoginSessionUser(db(), token) : null;
}
