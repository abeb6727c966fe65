/**
 * The auth pages' actions and loaders (app/routes), as the browser's form posts reach them:
 * redirects, cookies, the messages, and no 500 for odd input.
 */
import { describe, expect, it, vi } from 'vitest';
import * as accountRoute from '~/routes/account';
import * as createAccountRoute from '~/routes/create-account';
import * as forgotRoute from '~/routes/forgot-password';
import * as loginRoute from '~/routes/login';
import * as logoutRoute from '~/routes/logout';
import * as resetRoute from '~/routes/reset-password';
import { setAccountDisabled } from './disable.server';
import { getUser, startSession } from './session-cookie.server';
import {
  cookiePair,
  formPost,
  makeUser,
  PASSWORD,
  uniqueAddress,
  uniqueEmail,
  useTestDatabase,
} from '../../tests/support/auth';

const { sql } = await useTestDatabase();
// Every scrypt hash takes about half a second, several when the whole suite runs at once.
vi.setConfig({ testTimeout: 120_000 });

type Action = (args: never) => Promise<unknown>;
async function post(
  route: { action: Action },
  path: string,
  fields: Record<string, string>,
  cookie?: string,
) {
  const request = formPost(path, fields, cookie ? { Cookie: cookie } : {});
  const result = await route.action({
    request,
    params: {},
    context: { clientAddress: uniqueAddress() },
  } as never);
  return toResponse(result);
}

/** Remix's `data()` and `redirect()` results as status, headers and body. */
function toResponse(result: unknown): { status: number; headers: Headers; body: unknown } {
  if (result instanceof Response)
    return { status: result.status, headers: result.headers, body: null };
  const value = result as { type: string; data: unknown; init: ResponseInit | null };
  return {
    status: value.init?.status ?? 200,
    headers: new Headers(value.init?.headers),
    body: value.data,
  };
}

const asPage = (cookie: string) =>
  new Request('http://localhost/', { headers: { Cookie: cookie } });

describe('/login', () => {
  it('signs in, sets the session cookie and goes to /account or a safe redirectTo', async () => {
    const email = uniqueEmail();
    const user = await makeUser(sql, email);
    const plain = await post(loginRoute, '/login', { email, password: PASSWORD });
    expect(plain.status).toBe(302);
    expect(plain.headers.get('Location')).toBe('/account');
    expect(await getUser(asPage(cookiePair(plain.headers.get('Set-Cookie'))))).toEqual({
      id: user.id,
      email,
    });

    const back = await post(loginRoute, '/login', {
      email,
      password: PASSWORD,
      redirectTo: '/courses?panel=module1',
    });
    expect(back.headers.get('Location')).toBe('/courses?panel=module1');
    const evil = await post(loginRoute, '/login', {
      email,
      password: PASSWORD,
      redirectTo: 'https://evil.example/',
    });
    expect(evil.headers.get('Location')).toBe('/account');
  });

  it.each<[Record<string, string>, number, string]>([
    [{ email: 'nobody@example.com', password: 'whatever' }, 401, 'noAccount'],
    [{ email: 'bad-email', password: 'whatever' }, 400, 'invalidEmail'],
    [{}, 400, 'invalidEmail'],
  ])('answers %j with %i and %s, keeping the e-mail', async (fields, status, code) => {
    const response = await post(loginRoute, '/login', fields);
    expect(response.status).toBe(status);
    expect(response.body).toMatchObject({ error: { code }, email: fields.email ?? '' });
  });

  it('answers a body that is not a form without a 500', async () => {
    const request = new Request('http://localhost/login', {
      method: 'POST',
      body: '{"email":1}',
      headers: { 'Content-Type': 'application/json' },
    });
    const result = toResponse(await loginRoute.action({ request, params: {}, context: {} }));
    expect(result).toMatchObject({ status: 400, body: { error: { code: 'invalidCredentials' } } });
  });
});

describe('/create-account', () => {
  it('creates, signs in and goes to /', async () => {
    const email = uniqueEmail();
    const response = await post(createAccountRoute, '/create-account', {
      email,
      password: 'secret1',
      confirmPassword: 'secret1',
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/');
    expect((await getUser(asPage(cookiePair(response.headers.get('Set-Cookie')))))?.email).toBe(
      email,
    );
  });

  it('answers a mismatch with 400 and the field', async () => {
    const response = await post(createAccountRoute, '/create-account', {
      email: uniqueEmail(),
      password: 'secret1',
      confirmPassword: 'secret2',
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      error: { code: 'passwordMismatch', field: 'confirmPassword' },
    });
  });
});

describe('/forgot-password and /reset-password', () => {
  it('sends the link, then sets the password and signs the browser in', async () => {
    const email = uniqueEmail();
    await makeUser(sql, email);
    const sent = await post(forgotRoute, '/forgot-password', { email });
    expect(sent.body).toEqual({ sent: true });
    const [mail] = await sql<{ text_body: string }[]>`
      select text_body from outbox_emails where to_address = ${email} and kind = 'password-reset'`;
    const token = /reset-password\?token=([\w-]+)/.exec(mail!.text_body)![1]!;
    // The link comes from SITE_URL (here unset: this machine on PORT), never from the request.
    expect(mail!.text_body).toContain(`http://localhost:3000/reset-password?token=${token}`);

    const done = await post(resetRoute, '/reset-password', {
      token,
      password: 'brand-new-1',
      confirmPassword: 'brand-new-1',
    });
    expect(done.status).toBe(302);
    expect(done.headers.get('Location')).toBe('/account');
    expect((await getUser(asPage(cookiePair(done.headers.get('Set-Cookie')))))?.email).toBe(email);

    const again = await post(resetRoute, '/reset-password', {
      token,
      password: 'brand-new-2',
      confirmPassword: 'brand-new-2',
    });
    expect(again).toMatchObject({ status: 400, body: { error: { code: 'resetLinkInvalid' } } });
  });

  it('answers an unknown address with its message', async () => {
    const response = await post(forgotRoute, '/forgot-password', { email: uniqueEmail('ghost') });
    expect(response).toMatchObject({ status: 400, body: { error: { code: 'resetNoAccount' } } });
  });
});

describe('/logout and user:disable', () => {
  it('log out ends the session, clears the cookie and goes to /', async () => {
    const user = await makeUser(sql, uniqueEmail());
    const cookie = cookiePair(await startSession(asPage(''), user.id));
    const response = await post(logoutRoute, '/logout', {}, cookie);
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/');
    expect(response.headers.get('Set-Cookie')).toMatch(/^sid=;.*Max-Age=0/);
    expect(await getUser(asPage(cookie))).toBeNull();
  });

  it('disabling an account ends its sessions; enabling lets it sign in again', async () => {
    const email = uniqueEmail();
    const user = await makeUser(sql, email);
    const cookie = cookiePair(await startSession(asPage(''), user.id));
    expect(await setAccountDisabled(sql, email.toUpperCase(), true)).toBe(true);
    const [row] = await sql<
      { n: number }[]
    >`select count(*)::int as n from sessions where user_id = ${user.id}`;
    expect(row!.n).toBe(0);
    expect(await getUser(asPage(cookie))).toBeNull();
    const refused = await post(loginRoute, '/login', { email, password: PASSWORD });
    expect(refused).toMatchObject({ status: 403, body: { error: { code: 'disabled' } } });
    expect(await setAccountDisabled(sql, email, false)).toBe(true);
    expect((await post(loginRoute, '/login', { email, password: PASSWORD })).status).toBe(302);
    expect(await setAccountDisabled(sql, uniqueEmail('nobody'), true)).toBe(false);
  });
});

describe('/account', () => {
  it('sends a visitor to /login and back', async () => {
    const thrown = await accountRoute
      .loader({
        request: new Request('http://localhost/account?tab=info'),
        params: {},
        context: {},
      })
      .catch((response: unknown) => response);
    expect((thrown as Response).headers.get('Location')).toBe(
      '/login?redirectTo=%2Faccount%3Ftab%3Dinfo',
    );
  });

  it("says 'Failed to load account information' (with 503) when loading fails", async () => {
    const user = await makeUser(sql, uniqueEmail(), { verified: true });
    const cookie = cookiePair(await startSession(asPage(''), user.id));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await sql`alter table course_grants rename to course_grants_away`;
    try {
      const result = toResponse(
        await accountRoute.loader({
          request: new Request('http://localhost/account', { headers: { Cookie: cookie } }),
          params: {},
          context: {},
        }),
      );
      expect(result.status).toBe(503);
      expect(result.body).toMatchObject({ account: null, email: user.email });
    } finally {
      await sql`alter table course_grants_away rename to course_grants`;
    }
  });
});
