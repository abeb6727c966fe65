/** /logout's action. */
import { describe, expect, it } from 'vitest';

import { getUser, startLoginSession } from '~/auth/login-session-cookie.server';

import {
  asPage,
  cookiePair,
  makeUser,
  submitForm,
  uniqueEmail,
  useTestDatabase,
} from '../../../tests/support/auth';
import * as logoutRoute from './logout';

const { sql } = await useTestDatabase();

describe('/logout', () => {
  it('ends the session, clears the cookie and goes to /', async () => {
    const user = await makeUser(sql, uniqueEmail());
    const cookie = cookiePair(await startLoginSession(asPage(''), user.id));
    const response = await submitForm(logoutRoute, '/logout', {}, cookie);
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/');
    expect(response.headers.get('Set-Cookie')).toMatch(/^sid=;.*Max-Age=0/);
    expect(await getUser(asPage(cookie))).toBeNull();
  });
});
