/**
 * The account API (SPEC §7) through its route modules: 401 without credentials, the answers'
 * shapes, bearer tokens from POST /api/auth/token, and one student never reading another's data.
 */
import { describe, expect, it, vi } from 'vitest';
import {
  cookiePair,
  insertOrder,
  makeUser,
  PASSWORD,
  uniqueAddress,
  uniqueEmail,
  useTestDatabase,
} from '../../tests/support/auth';
import { startSession } from '~/auth/session-cookie.server';
import * as activeCoursesRoute from '~/routes/api.account.active-courses';
import * as profileRoute from '~/routes/api.account.profile';
import * as transactionsRoute from '~/routes/api.account.transactions';
import * as tokenRoute from '~/routes/api.auth.token';

const { sql } = await useTestDatabase();
// Every scrypt hash takes about half a second, several when the whole suite runs at once.
vi.setConfig({ testTimeout: 120_000 });

type Route = { loader: (args: never) => Response | Promise<Response> };
const routes: Array<[string, Route]> = [
  ['/api/account/profile', profileRoute],
  ['/api/account/transactions', transactionsRoute],
  ['/api/account/active-courses', activeCoursesRoute],
];

function get(route: Route, path: string, headers: Record<string, string> = {}) {
  const request = new Request(`http://localhost${path}`, { headers });
  return route.loader({ request, params: {}, context: {} } as never);
}

async function token(email: string, password = PASSWORD, contentType = 'application/json') {
  const body =
    contentType === 'application/json'
      ? JSON.stringify({ email, password })
      : new URLSearchParams({ email, password }).toString();
  const request = new Request('http://localhost/api/auth/token', {
    method: 'POST',
    body,
    headers: { 'Content-Type': contentType, 'X-Forwarded-For': uniqueAddress() },
  });
  return tokenRoute.action({ request, params: {}, context: { clientAddress: uniqueAddress() } });
}

async function student(name: string, items: string[], amountCents: number) {
  const email = uniqueEmail(name);
  const user = await makeUser(sql, email, { verified: true });
  await insertOrder(sql, { email, name: `Dr. ${name}`, phone: `555-${name}`, items, amountCents });
  const cookie = cookiePair(await startSession(new Request('http://localhost/'), user.id));
  return { email, user, cookie };
}

describe('account API', () => {
  it.each(routes)('%s answers 401 JSON without valid credentials', async (path, route) => {
    const attempts: Array<Record<string, string>> = [
      {},
      { Authorization: 'Bearer not-a-token' },
      { Authorization: `Bearer ${'a'.repeat(43)}` },
      { Cookie: 'sid=forged' },
    ];
    for (const headers of attempts) {
      const response = await get(route, path, headers);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: 'Unauthorized' });
      expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    }
  });

  it('answers with the SPEC §7 shapes for the session cookie', async () => {
    const { email, user, cookie } = await student('alice', ['module1', 'clinical1'], 935000);
    const profile = await get(profileRoute, '/api/account/profile', { Cookie: cookie });
    expect(profile.status).toBe(200);
    expect(await profile.json()).toEqual({
      data: {
        profile: {
          name: 'Dr. alice',
          email,
          phone: '555-alice',
          createdAt: user.createdAt.toISOString(),
        },
      },
    });
    const transactions = await get(transactionsRoute, '/api/account/transactions', {
      Cookie: cookie,
    });
    expect(await transactions.json()).toEqual({
      data: [
        {
          id: expect.any(String),
          timestamp: expect.any(String),
          selectedItems: ['module1', 'clinical1'],
          amount: 935000,
          status: 'completed',
        },
      ],
    });
    const active = await get(activeCoursesRoute, '/api/account/active-courses', { Cookie: cookie });
    expect(await active.json()).toEqual({ data: { module1: true, clinical1: true } });
  });

  it('never answers with another student’s records, by cookie or by token', async () => {
    const alice = await student('alice', ['module1'], 285000);
    const bob = await student('bob', ['mastership'], 3500000);
    const bobToken = ((await (await token(bob.email)).json()) as { data: { token: string } }).data
      .token;
    for (const [path, route] of routes) {
      const asAlice = JSON.stringify(
        await (await get(route, path, { Cookie: alice.cookie })).json(),
      );
      const asBob = JSON.stringify(
        await (
          await get(route, `${path}?email=${alice.email}`, { Authorization: `Bearer ${bobToken}` })
        ).json(),
      );
      expect(asAlice).not.toMatch(/bob|mastership|3500000/);
      expect(asBob).not.toMatch(/alice|285000/);
    }
    // A bearer token wins over a cookie: Bob's token with Alice's cookie is Bob.
    const mixed = await get(profileRoute, '/api/account/profile', {
      Cookie: alice.cookie,
      Authorization: `Bearer ${bobToken}`,
    });
    expect(
      ((await mixed.json()) as { data: { profile: { email: string } } }).data.profile.email,
    ).toBe(bob.email);
  });
});

describe('POST /api/auth/token', () => {
  it('issues a bearer token (a session id) for the right e-mail and password, JSON or form', async () => {
    const { email } = await student('carol', ['module2'], 285000);
    for (const type of ['application/json', 'application/x-www-form-urlencoded']) {
      const response = await token(email, PASSWORD, type);
      expect(response.status).toBe(201);
      const body = (await response.json()) as {
        data: { token: string; tokenType: string; expiresAt: string };
      };
      expect(body.data).toEqual({
        token: expect.stringMatching(/^[\w-]{43}$/),
        tokenType: 'Bearer',
        expiresAt: expect.any(String),
      });
      const active = await get(activeCoursesRoute, '/api/account/active-courses', {
        Authorization: `Bearer ${body.data.token}`,
      });
      expect(await active.json()).toEqual({ data: { module2: true } });
    }
  });

  it('answers the SPEC §8 messages with 400, 401, 403 and 429', async () => {
    const { email, user } = await student('dave', ['module3'], 295000);
    const answer = async (response: Response) => [response.status, await response.json()];
    expect(await answer(await token('nope'))).toEqual([400, { error: 'Invalid email format' }]);
    expect(await answer(await token(uniqueEmail('ghost')))).toEqual([
      401,
      { error: 'No account exists with this email' },
    ]);
    expect(await answer(await token(email, 'wrong-pass'))).toEqual([
      401,
      { error: 'Invalid email or password' },
    ]);
    await sql`update users set disabled_at = now() where id = ${user.id}`;
    expect(await answer(await token(email))).toEqual([
      403,
      { error: 'This account has been disabled' },
    ]);
    for (let i = 0; i < 4; i++) await token(email, 'wrong-pass');
    expect(await answer(await token(email))).toEqual([
      429,
      { error: 'Too many failed attempts. Please try again later' },
    ]);
  });

  it('refuses bodies that are not credentials without a 500', async () => {
    const request = (body: string, type: string) =>
      new Request('http://localhost/api/auth/token', {
        method: 'POST',
        body,
        headers: { 'Content-Type': type },
      });
    for (const [body, type] of [
      ['{', 'application/json'],
      ['[]', 'application/json'],
      ['null', 'application/json'],
      ['hello', 'text/plain'],
    ]) {
      const response = await tokenRoute.action({
        request: request(body!, type!),
        params: {},
        context: {},
      });
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    }
  });

  it('DELETE revokes the token', async () => {
    const { email } = await student('erin', ['module4'], 295000);
    const issued = ((await (await token(email)).json()) as { data: { token: string } }).data.token;
    const auth = { Authorization: `Bearer ${issued}` };
    const revoke = new Request('http://localhost/api/auth/token', {
      method: 'DELETE',
      headers: auth,
    });
    expect((await tokenRoute.action({ request: revoke, params: {}, context: {} })).status).toBe(
      204,
    );
    expect((await get(profileRoute, '/api/account/profile', auth)).status).toBe(401);
  });

  it('answers 503, not 500, when the database fails', async () => {
    const { cookie } = await student('frank', ['module1'], 285000);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await sql`alter table orders rename to orders_away`;
    try {
      const response = await get(transactionsRoute, '/api/account/transactions', {
        Cookie: cookie,
      });
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ error: 'Failed to load account information' });
    } finally {
      await sql`alter table orders_away rename to orders`;
      error.mockRestore();
    }
  });
});
