/**
 * POST /api/auth/token (bearer tokens for non-browser clients) and DELETE, which revokes one;
 * the tokens are then used on the account API.
 */
import { describe, expect, it, vi } from 'vitest';

import { API_TOKENS_PER_USER } from '~/auth/login-session-store.server';

import {
  apiGet,
  holdHashingSlots,
  PASSWORD,
  student,
  uniqueAddress,
  uniqueEmail,
  useTestDatabase,
} from '../../../tests/support/auth';
import { routeArgs } from '../../../tests/support/routes';
import { loader as activeCourses } from './api.account.active-courses';
import { loader as profile } from './api.account.profile';
import { action } from './api.auth.token';

const { sql } = await useTestDatabase();
// Every scrypt hash takes about half a second, several when the whole suite runs at once.
vi.setConfig({ testTimeout: 120_000 });

function token(
  email: string,
  password = PASSWORD,
  contentType = 'application/json',
  address = uniqueAddress(),
) {
  const body =
    contentType === 'application/json'
      ? JSON.stringify({ email, password })
      : new URLSearchParams({ email, password }).toString();
  const request = new Request('http://localhost/api/auth/token', {
    method: 'POST',
    body,
    headers: { 'Content-Type': contentType },
  });
  return action(routeArgs(request, { context: { clientAddress: address } }));
}

describe('POST and DELETE /api/auth/token', () => {
  it('issues a bearer token (a session id) for the right e-mail and password, JSON or form', async () => {
    const { email } = await student(sql, 'carol', ['module2'], 285000);
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
      const active = await apiGet(activeCourses, '/api/account/active-courses', {
        Authorization: `Bearer ${body.data.token}`,
      });
      expect(await active.json()).toEqual({ data: { module2: true } });
    }
  });

  it('answers the docs/product.md#messages messages with 400, 401, 403 and 429', async () => {
    const { email, user } = await student(sql, 'dave', ['module3'], 295000);
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
    // Five failures of one e-mail from one address (with the one above from another address,
    // which does not count here: finding 6), then that address waits.
    const attacker = uniqueAddress();
    for (let i = 0; i < 5; i++) await token(email, 'wrong-pass', 'application/json', attacker);
    const refused = await token(email, PASSWORD, 'application/json', attacker);
    expect(refused.headers.get('Retry-After')).toBe('1');
    expect(await answer(refused)).toEqual([
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
      const response = await action(routeArgs(request(body!, type!)));
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    }
  });

  it('DELETE revokes the token', async () => {
    const { email } = await student(sql, 'erin', ['module4'], 295000);
    const issued = ((await (await token(email)).json()) as { data: { token: string } }).data.token;
    const auth = { Authorization: `Bearer ${issued}` };
    const revoke = new Request('http://localhost/api/auth/token', {
      method: 'DELETE',
      headers: auth,
    });
    expect((await action(routeArgs(revoke))).status).toBe(204);
    expect((await apiGet(profile, '/api/account/profile', auth)).status).toBe(401);
  });

  it(`keeps ${API_TOKENS_PER_USER} live tokens per user: the next one revokes the oldest`, async () => {
    const { email, user } = await student(sql, 'frank', ['module1'], 285000);
    const issued: string[] = [];
    for (let i = 0; i <= API_TOKENS_PER_USER; i++) {
      const response = await token(email);
      expect(response.status).toBe(201);
      issued.push(((await response.json()) as { data: { token: string } }).data.token);
    }
    const status = async (bearer: string) =>
      (await apiGet(profile, '/api/account/profile', { Authorization: `Bearer ${bearer}` })).status;
    expect(await status(issued[0]!)).toBe(401);
    for (const live of issued.slice(1)) expect(await status(live)).toBe(200);
    const [row] = await sql<{ n: number }[]>`
      select count(*)::int as n from login_sessions where user_id = ${user.id} and kind = 'api'`;
    expect(row!.n).toBe(API_TOKENS_PER_USER);
    // The browser's session is not an API token: it lives on.
    const [browser] = await sql<{ n: number }[]>`
      select count(*)::int as n from login_sessions where user_id = ${user.id} and kind = 'browser'`;
    expect(browser!.n).toBe(1);
  });

  it('refuses tokens beyond the limit from one address with 429 and Retry-After (finding 5)', async () => {
    const { email } = await student(sql, 'gina', ['module1'], 285000);
    const address = uniqueAddress();
    const statuses: number[] = [];
    let refused: Response | undefined;
    for (let i = 0; i < 22; i++) {
      const response = await token(email, PASSWORD, 'application/json', address);
      statuses.push(response.status);
      if (response.status === 429) refused = response;
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(20);
    expect(statuses.slice(20)).toEqual([429, 429]);
    expect(Number(refused!.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await refused!.json()).toEqual({
      error: 'Too many sign-ins in a short time. Please try again in a few minutes.',
    });
  });

  it('answers 503 with Retry-After while every password-hashing slot stays taken', async () => {
    const { email } = await student(sql, 'hugo', ['module1'], 285000);
    const release = await holdHashingSlots();
    let busy: Response;
    try {
      busy = await token(email);
    } finally {
      await release();
    }
    expect(busy.status).toBe(503);
    expect(Number(busy.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await busy.json()).toEqual({
      error: 'The server is busy, please try again in a moment.',
    });
  });
});
