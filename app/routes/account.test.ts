/** /account's loader: for students only, and a 503 page when loading fails. */
import { describe, expect, it } from 'vitest';

import { startSession } from '~/auth/session-cookie.server';

import {
  asPage,
  cookiePair,
  makeUser,
  uniqueEmail,
  useTestDatabase,
} from '../../tests/support/auth';
import { expectConsoleError } from '../../tests/support/console';
import { routeArgs, routeResult } from '../../tests/support/routes';
import * as accountRoute from './account';

const { sql } = await useTestDatabase();

describe('/account', () => {
  it('sends a visitor to /login and back', async () => {
    const request = new Request('http://localhost/account?tab=info');
    const thrown = await accountRoute
      .loader(routeArgs(request))
      .catch((response: unknown) => response);
    expect((thrown as Response).headers.get('Location')).toBe(
      '/login?redirectTo=%2Faccount%3Ftab%3Dinfo',
    );
  });

  it("says 'Failed to load account information' (with 503) when loading fails", async () => {
    const user = await makeUser(sql, uniqueEmail(), { verified: true });
    const cookie = cookiePair(await startSession(asPage(''), user.id));
    expectConsoleError();
    await sql`alter table course_grants rename to course_grants_away`;
    try {
      const result = routeResult(await accountRoute.loader(routeArgs(asPage(cookie, '/account'))));
      expect(result.status).toBe(503);
      expect(result.body).toMatchObject({ account: null, email: user.email });
    } finally {
      await sql`alter table course_grants_away rename to course_grants`;
    }
  });
});
