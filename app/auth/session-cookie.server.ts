/**
 * The browser's sign-in: a signed cookie holding only a random session id (the row lives in
 * PostgreSQL, see session-store.server.ts), and the API's bearer tokens, which are session ids
 * too. Requests ask here for their user.
 */
import { createCookie, redirect } from '@remix-run/node';

import { db, type Queryable, type Sql } from '~/db/client.server';
import { cookieSecrets } from '~/lib/secrets.server';

import {
  createSession,
  deleteSession,
  findSessionUser,
  SESSION_ABSOLUTE_SECONDS,
  type SessionKind,
  type SessionUser,
  trimApiSessions,
} from './session-store.server';
import { looksLikeToken } from './tokens.server';

export type { SessionUser } from './session-store.server';

/**
 * In production the cookie is `__Host-sid`: browsers then accept it only when Secure, for the
 * whole site and from this host itself, so a sibling subdomain cannot plant or shadow it.
 */
export const sessionCookieName = () =>
  process.env.NODE_ENV === 'production' ? '__Host-sid' : 'sid';
/** Log out answers after this long at most, whatever the database does (docs/product.md#accounts). */
export const LOGOUT_TIMEOUT_MS = 2_000;

// Made on use: SESSION_SECRET is set by server/index.ts (or a test) after modules load.
function sessionCookie() {
  return createCookie(sessionCookieName(), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: process.env.NODE_ENV === 'production',
    // Newest first: cookies are signed with the first and accepted with any (rotation).
    secrets: cookieSecrets(),
    // The row decides when the session ends; the cookie only has to outlive it.
    maxAge: SESSION_ABSOLUTE_SECONDS,
  });
}

/** Whether the request carries our cookie at all (no signature check, no query). */
export function hasSessionCookie(request: Request): boolean {
  const header = request.headers.get('Cookie') ?? '';
  return new RegExp(`(?:^|;\\s*)${sessionCookieName()}=`).test(header);
}

async function sessionIdFrom(request: Request): Promise<string | null> {
  if (!hasSessionCookie(request)) return null;
  const value: unknown = await sessionCookie().parse(request.headers.get('Cookie'));
  return looksLikeToken(value) ? value : null;
}

// Root and page loaders of one request ask for the user; ask the database once.
const usersByRequest = new WeakMap<Request, Promise<SessionUser | null>>();

/** The signed-in user of a browser request (cookie), with what the account pages need. */
export function getSessionUser(request: Request): Promise<SessionUser | null> {
  let user = usersByRequest.get(request);
  if (!user) {
    user = sessionIdFrom(request).then((id) => (id ? findSessionUser(db(), id) : null));
    usersByRequest.set(request, user);
  }
  return user;
}

/** The signed-in user, or null for a visitor. The contract other features build on. */
export async function getUser(request: Request): Promise<{ id: string; email: string } | null> {
  const user = await getSessionUser(request);
  return user ? { id: user.id, email: user.email } : null;
}

/** The signed-in user; a visitor is sent to /login and brought back here afterwards. */
export async function requireUser(request: Request): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (user) return user;
  const url = new URL(request.url);
  const back = url.pathname + url.search;
  throw redirect(`/login?${new URLSearchParams({ redirectTo: back })}`);
}

/**
 * Starts a browser session for the user and returns its Set-Cookie header. Always a new id
 * (no fixation); the session the browser had before, if any, is ended.
 */
export async function startSession(
  request: Request,
  userId: string,
  sql: Queryable = db(),
): Promise<string> {
  const previous = await sessionIdFrom(request).catch(() => null);
  if (previous) await deleteSession(sql, previous);
  const session = await createSession(sql, userId, 'browser');
  return sessionCookie().serialize(session.id);
}

/** A Set-Cookie header that removes the cookie (needs no secret, so it always works). */
export function clearSessionCookie(): Promise<string> {
  return createCookie(sessionCookieName(), {
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
export async function endSession(
  request: Request,
  { sql, timeoutMs = LOGOUT_TIMEOUT_MS }: { sql?: Sql; timeoutMs?: number } = {},
): Promise<string> {
  const id = await sessionIdFrom(request).catch(() => null);
  if (id) {
    const deleting = Promise.resolve()
      .then(() => deleteSession(sql ?? db(), id))
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
  return clearSessionCookie();
}

/**
 * Issues an API token (a session of kind 'api') for an authenticated user; beyond
 * API_TOKENS_PER_USER live ones, the oldest ends, so signing in again and again cannot pile
 * up rows.
 */
export function issueApiToken(userId: string, sql: Sql = db()) {
  return sql.begin(async (tx) => {
    const session = await createSession(tx, userId, 'api' satisfies SessionKind);
    await trimApiSessions(tx, userId);
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
export async function getApiUser(request: Request): Promise<SessionUser | null> {
  const token = bearerToken(request);
  if (token === undefined) return getSessionUser(request);
  return token ? findSessionUser(db(), token) : null;
}
