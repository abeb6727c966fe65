/** GET /api/account/profile (docs/product.md#api), by session cookie or bearer token. */
import { describe, expect, it } from 'vitest';

import { issueApiToken } from '~/auth/login-session-cookie.server';

import {
  apiGet,
  expectOnlyOwnRecords,
  expectUnauthorized,
  student,
  useTestDatabase,
} from '../../../tests/support/auth';
import { loader } from './api.account.profile';

const { sql } = await useTestDatabase();
const PATH = '/api/account/profile';

describe('GET /api/account/profile', () => {
  it('answers 401 JSON without valid credentials', () => expectUnauthorized(loader, PATH));

  it('answers the docs/product.md#api shape for the session cookie', async () => {
    const { email, user, cookie } = await student(sql, 'alice', ['module1'], 285000);
    const response = await apiGet(loader, PATH, { Cookie: cookie });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      data: {
        profile: {
          name: 'Dr. alice',
          email,
          phone: '555-alice',
          createdAt: user.createdAt.toISOString(),
        },
      },
    });
  });

  it('never answers with another student’s profile', () =>
    expectOnlyOwnRecords(sql, loader, PATH, ({ email }) => ({
      data: { profile: expect.objectContaining({ email }) },
    })));

  it('prefers a bearer token to a cookie', async () => {
    const alice = await student(sql, 'alice', ['module1'], 285000);
    const bob = await student(sql, 'bob', ['module2'], 285000);
    const response = await apiGet(loader, PATH, {
      Cookie: alice.cookie,
      Authorization: `Bearer ${(await issueApiToken(bob.user.id)).id}`,
    });
    const body = (await response.json()) as { data: { profile: { email: string } } };
    expect(body.data.profile.email).toBe(bob.email);
  });
});
