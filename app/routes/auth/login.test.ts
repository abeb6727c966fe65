/** /login's action as the browser's form posts reach it: redirects, cookies, the messages. */
import { describe, expect, it, vi } from 'vitest';

import { setAccountDisabled } from '~/auth/disable.server';
import { getUser, startLoginSession } from '~/auth/login-session-cookie.server';
import { SIGN_IN_LIMITS } from '~/auth/sign-in.server';

import {
  asPage,
  cookiePair,
  holdHashingSlots,
  makeUser,
  PASSWORD,
  submitForm,
  uniqueAddress,
  uniqueEmail,
  useTestDatabase,
} from '../../../tests/support/auth';
import { formPost, routeArgs, routeResult } from '../../../tests/support/routes';
import * as loginRoute from './login';

const { sql } = await useTestDatabase();
// Every scrypt hash takes about half a second, several when the whole suite runs at once.
vi.setConfig({ testTimeout: 120_000 });

const login = (fields: Record<string, string>) => submitForm(loginRoute, '/login', fields);

describe('/login', () => {
  it('signs in, sets the session cookie and goes to /account or a safe redirectTo', async () => {
    const email = uniqueEmail();
    const user = await makeUser(sql, email);
    const plain = await login({ email, password: PASSWORD });
    expect(plain.status).toBe(302);
    expect(plain.headers.get('Location')).toBe('/account');
    expect(await getUser(asPage(cookiePair(plain.headers.get('Set-Cookie'))))).toEqual({
      id: user.id,
      email,
    });

    const back = await login({ email, password: PASSWORD, redirectTo: '/courses?panel=module1' });
    expect(back.headers.get('Location')).toBe('/courses?panel=module1');
    const evil = await login({ email, password: PASSWORD, redirectTo: 'https://evil.example/' });
    expect(evil.headers.get('Location')).toBe('/account');
  });

  it('goes to /account after a valid sign-in whose redirectTo is not a plain ASCII path', async () => {
    const email = uniqueEmail();
    await makeUser(sql, email);
    // ?redirectTo=/%E3%80%82evil: the login page's form posts it back decoded, as '/。evil'.
    const odd = new URL('http://localhost/login?redirectTo=/%E3%80%82evil').searchParams;
    for (const redirectTo of [odd.get('redirectTo')!, '/caf\u00e9', '/\uff0fevil.example']) {
      const signedIn = await login({ email, password: PASSWORD, redirectTo });
      expect(signedIn.status, redirectTo).toBe(302);
      expect(signedIn.headers.get('Location'), redirectTo).toBe('/account');
    }
    // Already signed in, the page itself sends the browser on: to /account too.
    const { headers } = await login({ email, password: PASSWORD });
    const page = asPage(cookiePair(headers.get('Set-Cookie')), '/login?redirectTo=/%E3%80%82evil');
    const thrown = await loginRoute.loader(routeArgs(page)).catch((answer: unknown) => answer);
    expect(routeResult(thrown).headers.get('Location')).toBe('/account');
  });

  it.each<[Record<string, string>, number, Record<string, string[]>]>([
    [
      { email: 'nobody@example.com', password: 'whatever' },
      401,
      { email: ['auth.errors.noAccount'] },
    ],
    [{ email: 'bad-email', password: 'whatever' }, 400, { email: ['auth.errors.invalidEmail'] }],
    [
      { email: 'nobody@example.com', password: '' },
      400,
      { '': ['auth.errors.invalidCredentials'] },
    ],
  ])(
    'answers %j with %i and %j, keeping the e-mail, never the password',
    async (fields, status, error) => {
      const response = await login(fields);
      expect(response.status).toBe(status);
      expect(response.body).toMatchObject({ status: 'error', error });
      expect((response.body as { initialValue: unknown }).initialValue).toEqual({
        email: fields.email,
      });
    },
  );

  it('answers a body that is not a form without a 500', async () => {
    const request = new Request('http://localhost/login', {
      method: 'POST',
      body: '{"email":1}',
      headers: { 'Content-Type': 'application/json' },
    });
    const result = routeResult(await loginRoute.action(routeArgs(request)));
    expect(result).toMatchObject({ status: 400, body: { status: 'error' } });
  });

  it('refuses a disabled account (user:disable ends its sessions); enabling lets it in again', async () => {
    const email = uniqueEmail();
    const user = await makeUser(sql, email);
    const cookie = cookiePair(await startLoginSession(asPage(''), user.id));
    expect(await setAccountDisabled(sql, email.toUpperCase(), true)).toBe(true);
    const [row] = await sql<
      { n: number }[]
    >`select count(*)::int as n from login_sessions where user_id = ${user.id}`;
    expect(row!.n).toBe(0);
    expect(await getUser(asPage(cookie))).toBeNull();
    const refused = await login({ email, password: PASSWORD });
    expect(refused).toMatchObject({
      status: 403,
      body: { error: { '': ['auth.errors.disabled'] } },
    });
    expect(await setAccountDisabled(sql, email, false)).toBe(true);
    expect((await login({ email, password: PASSWORD })).status).toBe(302);
    expect(await setAccountDisabled(sql, uniqueEmail('nobody'), true)).toBe(false);
  });

  const loginFrom = async (address: string, fields: Record<string, string>) =>
    routeResult(
      await loginRoute.action(
        routeArgs(formPost('/login', fields), { context: { clientAddress: address } }),
      ),
    );

  it('refuses sign-ins beyond the limit from one address with 429 and Retry-After, even successful ones (finding 5)', async () => {
    const email = uniqueEmail();
    await makeUser(sql, email);
    const address = uniqueAddress();
    const statuses: number[] = [];
    let refused: Awaited<ReturnType<typeof loginFrom>> | undefined;
    for (let i = 0; i < 22; i++) {
      const response = await loginFrom(address, { email, password: PASSWORD });
      statuses.push(response.status);
      if (response.status === 429) refused = response;
    }
    const allowed = SIGN_IN_LIMITS.succeededPerAddress.limit;
    expect(statuses.slice(0, allowed).every((status) => status === 302)).toBe(true);
    expect(statuses.slice(allowed)).toEqual(Array(22 - allowed).fill(429));
    expect(Number(refused!.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(refused!.body).toMatchObject({ error: { '': ['auth.errors.signInsTooFrequent'] } });
  });

  it('five wrong passwords from one address do not stop the owner signing in from another (finding 6)', async () => {
    const email = uniqueEmail();
    await makeUser(sql, email);
    const attacker = uniqueAddress();
    for (let i = 0; i < 5; i++) {
      expect((await loginFrom(attacker, { email, password: `wrong-${i}` })).status).toBe(401);
    }
    const slowed = await loginFrom(attacker, { email, password: 'wrong-5' });
    expect(slowed.status).toBe(429);
    expect(slowed.headers.get('Retry-After')).toBe('1');
    expect(slowed.body).toMatchObject({ error: { '': ['auth.errors.tooManySignIns'] } });
    const owner = await loginFrom(uniqueAddress(), { email, password: PASSWORD });
    expect(owner.status).toBe(302);
    expect(owner.headers.get('Location')).toBe('/account');
  });

  it('answers 503 with Retry-After when no password-hashing slot frees in time', async () => {
    const email = uniqueEmail();
    await makeUser(sql, email);
    const release = await holdHashingSlots();
    let busy: Awaited<ReturnType<typeof login>>;
    try {
      busy = await login({ email, password: PASSWORD });
    } finally {
      await release();
    }
    expect(busy.status).toBe(503);
    expect(Number(busy.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(busy.body).toMatchObject({ error: { '': ['auth.errors.busy'] } });
    // Once the slots free, the same sign-in works (the busy attempt counted nowhere).
    expect((await login({ email, password: PASSWORD })).status).toBe(302);
  });
});
