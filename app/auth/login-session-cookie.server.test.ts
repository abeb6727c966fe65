import { createCookie } from '@remix-run/node';
import { describe, expect, it, vi } from 'vitest';

import type { Sql } from '~/db/client.server';

import {
  cookiePair,
  makeUser,
  TEST_SECRET,
  uniqueEmail,
  useTestDatabase,
} from '../../tests/support/auth';
import { pruneExpiredAuthRows } from './cleanup.server';
import {
  clearLoginSessionCookie,
  endLoginSession,
  getApiUser,
  getUser,
  issueApiToken,
  requireUser,
  startLoginSession,
} from './login-session-cookie.server';
import {
  LOGIN_SESSION_ABSOLUTE_SECONDS,
  LOGIN_SESSION_IDLE_SECONDS,
} from './login-session-store.server';
import { hashToken } from './tokens.server';

const { sql } = await useTestDatabase();

const page = (cookie?: string, path = '/account') =>
  new Request(`http://localhost${path}`, { headers: cookie ? { Cookie: cookie } : {} });

async function signedIn(email = uniqueEmail()) {
  const user = await makeUser(sql, email);
  const setCookie = await startLoginSession(page(), user.id);
  return { user, setCookie, cookie: cookiePair(setCookie) };
}

const sessionCount = async (userId: string) =>
  (
    await sql<
      { n: number }[]
    >`select count(*)::int as n from login_sessions where user_id = ${userId}`
  )[0]!.n;

describe('browser sessions', () => {
  it('sets an httpOnly, SameSite=Lax, signed cookie holding only a random id', async () => {
    const { user, setCookie, cookie } = await signedIn();
    expect(setCookie).toMatch(/^sid=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Path=\//);
    // Not Secure outside production (tests run over http); production adds it.
    expect(setCookie).not.toMatch(/Secure/i);
    const id = await createCookie('sid', { secrets: [TEST_SECRET] }).parse(cookie);
    expect(id).toMatch(/^[\w-]{43}$/);
    expect(setCookie).not.toContain(user.id);
    expect(setCookie).not.toContain(user.email.split('@')[0]);
    // The database keeps only the id's hash.
    const [row] = await sql<
      { id_hash: string }[]
    >`select id_hash from login_sessions where user_id = ${user.id}`;
    expect(row!.id_hash).toBe(hashToken(id as string));
  });

  it('is named __Host-sid in production, Secure, for the whole site and no other domain', async () => {
    const before = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      const setCookie = await clearLoginSessionCookie();
      expect(setCookie).toMatch(/^__Host-sid=;/);
      expect(setCookie).toMatch(/; Secure/);
      expect(setCookie).toMatch(/; Path=\//);
      expect(setCookie).not.toMatch(/Domain=/i);
    } finally {
      process.env.NODE_ENV = before;
    }
  });

  it('gives the user back for the cookie, and nobody for a forged or unsigned one', async () => {
    const { user, cookie } = await signedIn();
    expect(await getUser(page(cookie))).toEqual({ id: user.id, email: user.email });
    const id = await createCookie('sid', { secrets: [TEST_SECRET] }).parse(cookie);
    const unsigned = `sid=${Buffer.from(JSON.stringify(id)).toString('base64')}`;
    expect(await getUser(page(unsigned))).toBeNull();
    const otherSecret = await createCookie('sid', {
      secrets: ['another-secret-0123456789abcdefgh'],
    }).serialize(id);
    expect(await getUser(page(cookiePair(otherSecret)))).toBeNull();
    expect(await getUser(page())).toBeNull();
    expect(await getUser(page('sid=garbage'))).toBeNull();
  });

  it('accepts cookies signed with an older secret listed after the new one (rotation)', async () => {
    const { user, cookie } = await signedIn();
    process.env.SESSION_SECRET = `new-session-secret-0123456789abcdef,${TEST_SECRET}`;
    try {
      expect(await getUser(page(cookie))).toEqual({ id: user.id, email: user.email });
      // New cookies are signed with the new secret.
      const fresh = await startLoginSession(page(), user.id);
      const parsed = await createCookie('sid', {
        secrets: ['new-session-secret-0123456789abcdef'],
      }).parse(cookiePair(fresh));
      expect(parsed).toMatch(/^[\w-]{43}$/);
    } finally {
      process.env.SESSION_SECRET = TEST_SECRET;
    }
  });

  it('starts a new session id at sign-in and ends the one the browser had', async () => {
    const { user, cookie } = await signedIn();
    const again = cookiePair(await startLoginSession(page(cookie), user.id));
    expect(again).not.toBe(cookie);
    expect(await getUser(page(cookie))).toBeNull();
    expect(await getUser(page(again))).toEqual({ id: user.id, email: user.email });
    expect(await sessionCount(user.id)).toBe(1);
  });

  it('slides the expiry on use, never past the absolute lifetime', async () => {
    const { user, cookie } = await signedIn();
    // Last used an hour ago, ending in a day: a use pushes the end to a full idle period.
    await sql`
      update login_sessions set last_seen_at = now() - interval '1 hour', expires_at = now() + interval '1 day'
      where user_id = ${user.id}`;
    expect(await getUser(page(cookie))).not.toBeNull();
    const [slid] = await sql<{ seconds: number }[]>`
      select extract(epoch from expires_at - now())::int as seconds from login_sessions where user_id = ${user.id}`;
    expect(slid!.seconds).toBeGreaterThan(LOGIN_SESSION_IDLE_SECONDS - 60);

    // Near the absolute end, the end does not move past it.
    await sql`
      update login_sessions
      set created_at = now() - make_interval(secs => ${LOGIN_SESSION_ABSOLUTE_SECONDS - 3600}),
          last_seen_at = now() - interval '1 hour'
      where user_id = ${user.id}`;
    expect(await getUser(page(cookie))).not.toBeNull();
    const [capped] = await sql<{ seconds: number }[]>`
      select extract(epoch from expires_at - now())::int as seconds from login_sessions where user_id = ${user.id}`;
    expect(capped!.seconds).toBeLessThanOrEqual(3600);
  });

  it('ends with its expiry, and expired rows are cleaned up', async () => {
    const { user, cookie } = await signedIn();
    await sql`update login_sessions set expires_at = now() - interval '1 second' where user_id = ${user.id}`;
    expect(await getUser(page(cookie))).toBeNull();
    const pruned = await pruneExpiredAuthRows(sql);
    expect(pruned.loginSessions).toBeGreaterThanOrEqual(1);
    expect(await sessionCount(user.id)).toBe(0);
  });

  it('is refused for a disabled account', async () => {
    const { user, cookie } = await signedIn();
    await sql`update users set disabled_at = now() where id = ${user.id}`;
    expect(await getUser(page(cookie))).toBeNull();
  });

  it('requireUser sends a visitor to /login and back', async () => {
    const thrown = await requireUser(page(undefined, '/account?tab=payments')).catch(
      (response: unknown) => response,
    );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get('Location')).toBe(
      '/login?redirectTo=%2Faccount%3Ftab%3Dpayments',
    );
  });
});

describe('log out', () => {
  it('deletes the session row and clears the cookie', async () => {
    const { user, cookie } = await signedIn();
    const cleared = await endLoginSession(page(cookie));
    expect(cleared).toMatch(/^sid=;/);
    expect(cleared).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
    expect(await sessionCount(user.id)).toBe(0);
    expect(await getUser(page(cookie))).toBeNull();
  });

  it('answers within the timeout when the database hangs, and still clears the cookie', async () => {
    const { cookie } = await signedIn();
    const hanging = (() => new Promise(() => {})) as unknown as Sql;
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const started = Date.now();
    const cleared = await endLoginSession(page(cookie), { sql: hanging, timeoutMs: 300 });
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(cleared).toMatch(/^sid=;/);
  });

  it('answers at once when the database fails', async () => {
    const { cookie } = await signedIn();
    const failing = (() => Promise.reject(new Error('down'))) as unknown as Sql;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const cleared = await endLoginSession(page(cookie), { sql: failing, timeoutMs: 5_000 });
    expect(cleared).toMatch(/^sid=;/);
    expect(warn).toHaveBeenCalled();
  });
});

describe('API tokens', () => {
  it('are session ids sent as bearer tokens; a bad token is nobody even with a cookie', async () => {
    const { user, cookie } = await signedIn();
    const token = await issueApiToken(user.id, sql);
    const bearer = (value: string, extra: Record<string, string> = {}) =>
      new Request('http://localhost/api/account/profile', {
        headers: { Authorization: value, ...extra },
      });
    expect((await getApiUser(bearer(`Bearer ${token.id}`)))?.id).toBe(user.id);
    expect(await getApiUser(bearer(`Bearer ${token.id.slice(1)}x`))).toBeNull();
    expect(await getApiUser(bearer('Basic abc', { Cookie: cookie }))).toBeNull();
    expect((await getApiUser(page(cookie)))?.id).toBe(user.id);
  });
});
