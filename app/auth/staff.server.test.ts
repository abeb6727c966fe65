/** Staff accounts: what `npm run user:staff` does, and who counts as staff for a request. */
import { describe, expect, it } from 'vitest';

import {
  asPage,
  cookiePair,
  makeUser,
  uniqueEmail,
  useTestDatabase,
} from '../../tests/support/auth';
import { setAccountDisabled } from './disable.server';
import { startLoginSession } from './login-session-cookie.server';
import { getStaffUser, setAccountStaff } from './staff.server';

const { sql } = await useTestDatabase();

async function signedIn(email: string) {
  const user = await makeUser(sql, email, { verified: true });
  return { user, cookie: cookiePair(await startLoginSession(asPage(''), user.id)) };
}

describe('staff accounts', () => {
  it('makes an account staff (any spelling of its e-mail), and revokes it at once', async () => {
    const email = uniqueEmail('staff');
    const { user, cookie } = await signedIn(email);
    expect(await getStaffUser(asPage(cookie))).toBeNull();

    expect(await setAccountStaff(sql, ` ${email.toUpperCase()} `, true)).toBe(true);
    expect(await getStaffUser(asPage(cookie))).toMatchObject({ id: user.id, email });
    const staffSince = async () =>
      (await sql<{ staff_since: Date }[]>`select staff_since from users where id = ${user.id}`)[0]!
        .staff_since;
    const since = await staffSince();
    expect(await setAccountStaff(sql, email, true)).toBe(true);
    expect(await staffSince()).toEqual(since);

    expect(await setAccountStaff(sql, email, false)).toBe(true);
    expect(await getStaffUser(asPage(cookie))).toBeNull();
  });

  it('is false for an e-mail without an account', async () => {
    expect(await setAccountStaff(sql, uniqueEmail('nobody'), true)).toBe(false);
  });

  it('is no one for a visitor, a forged cookie or a disabled staff account', async () => {
    expect(await getStaffUser(asPage(''))).toBeNull();
    expect(await getStaffUser(asPage('sid=forged'))).toBeNull();
    const email = uniqueEmail('staff');
    const { cookie } = await signedIn(email);
    await setAccountStaff(sql, email, true);
    await setAccountDisabled(sql, email, true);
    expect(await getStaffUser(asPage(cookie))).toBeNull();
  });
});
