import { describe, expect, it, vi } from 'vitest';

import {
  makeUser,
  PASSWORD,
  uniqueAddress,
  uniqueEmail,
  useTestDatabase,
} from '../../tests/support/auth';
import {
  SIGN_IN_LIMITS,
  signInAuthenticator,
  SignInError,
  verifyCredentials,
} from './sign-in.server';

const { sql } = await useTestDatabase();
// Every scrypt hash takes about half a second, several when the whole suite runs at once.
vi.setConfig({ testTimeout: 120_000 });

const attempt = (email: string, password: string, clientAddress = uniqueAddress()) =>
  verifyCredentials({ email, password, clientAddress }, sql);

describe('verifyCredentials (SPEC §8 login messages)', () => {
  it('signs in with the right password, whatever the case and spaces of the e-mail', async () => {
    const email = uniqueEmail();
    const user = await makeUser(sql, email);
    expect(await attempt(`  ${email.toUpperCase()} `, PASSWORD)).toEqual({
      ok: true,
      user: { id: user.id, email },
    });
  });

  it("says 'No account exists with this email' for an unknown e-mail", async () => {
    expect(await attempt(uniqueEmail('nobody'), PASSWORD)).toEqual({
      ok: false,
      error: { code: 'noAccount', field: 'email' },
    });
  });

  it("says 'Invalid email or password' for a wrong or missing password", async () => {
    const email = uniqueEmail();
    await makeUser(sql, email);
    expect(await attempt(email, 'wrong password')).toEqual({
      ok: false,
      error: { code: 'invalidCredentials' },
    });
    expect((await attempt(email, '')).ok).toBe(false);
  });

  it("says 'Invalid email format' for something that is not an e-mail", async () => {
    for (const bad of ['', 'jane', 'jane@']) {
      expect(await attempt(bad, PASSWORD)).toEqual({
        ok: false,
        error: { code: 'invalidEmail', field: 'email' },
      });
    }
  });

  it("says 'This account has been disabled' only to the right password", async () => {
    const email = uniqueEmail();
    await makeUser(sql, email, { disabled: true });
    expect(await attempt(email, PASSWORD)).toEqual({ ok: false, error: { code: 'disabled' } });
    expect(await attempt(email, 'wrong password')).toEqual({
      ok: false,
      error: { code: 'invalidCredentials' },
    });
  });

  it('upgrades a hash made with older parameters on sign-in', async () => {
    const email = uniqueEmail();
    const user = await makeUser(sql, email);
    // A weaker hash, as an older version of the site would have stored.
    const { scryptSync, randomBytes } = await import('node:crypto');
    const salt = randomBytes(16);
    const key = scryptSync(PASSWORD, salt, 32, { N: 2 ** 14, r: 8, p: 1 });
    const old = `scrypt$16384$8$1$${salt.toString('base64url')}$${key.toString('base64url')}`;
    await sql`update users set password_hash = ${old} where id = ${user.id}`;
    expect((await attempt(email, PASSWORD)).ok).toBe(true);
    const [row] = await sql<{ password_hash: string }[]>`
      select password_hash from users where id = ${user.id}`;
    expect(row!.password_hash).toMatch(/^scrypt\$131072\$/);
  });
});

describe('failed sign-in limits (kept in PostgreSQL)', () => {
  it(`refuses an e-mail after ${SIGN_IN_LIMITS.perEmail.limit} failures, even with the right password`, async () => {
    const email = uniqueEmail();
    await makeUser(sql, email);
    for (let i = 0; i < SIGN_IN_LIMITS.perEmail.limit; i++) {
      // From a different address each time: the per-e-mail limit is what trips.
      expect((await attempt(email, `wrong ${i}`)).ok).toBe(false);
    }
    expect(await attempt(email, PASSWORD)).toEqual({
      ok: false,
      error: { code: 'tooManySignIns' },
    });
    const [row] = await sql<{ count: number }[]>`
      select count(*)::int as count from rate_limit_hits
      where bucket = ${SIGN_IN_LIMITS.perEmail.bucket} and key = ${email}`;
    expect(row!.count).toBe(SIGN_IN_LIMITS.perEmail.limit);
  });

  it('does not count successful sign-ins', async () => {
    const email = uniqueEmail();
    await makeUser(sql, email);
    const address = uniqueAddress();
    for (let i = 0; i < SIGN_IN_LIMITS.perEmail.limit + 2; i++) {
      expect((await attempt(email, PASSWORD, address)).ok).toBe(true);
    }
  });

  it(`refuses an address after ${SIGN_IN_LIMITS.perAddress.limit} failures, for any e-mail`, async () => {
    const address = uniqueAddress();
    for (let i = 0; i < SIGN_IN_LIMITS.perAddress.limit; i++) {
      expect(await attempt(uniqueEmail('guess'), PASSWORD, address)).toMatchObject({
        error: { code: 'noAccount' },
      });
    }
    const email = uniqueEmail();
    await makeUser(sql, email);
    expect(await attempt(email, PASSWORD, address)).toEqual({
      ok: false,
      error: { code: 'tooManySignIns' },
    });
    expect((await attempt(email, PASSWORD, uniqueAddress())).ok).toBe(true);
  });
});

describe('the remix-auth FormStrategy', () => {
  const post = (fields: Record<string, string>) =>
    new Request('http://localhost/login', { method: 'POST', body: new URLSearchParams(fields) });

  it('returns the user for the right form, and throws SignInError with the code otherwise', async () => {
    const email = uniqueEmail();
    const user = await makeUser(sql, email);
    const authenticator = signInAuthenticator(uniqueAddress(), sql);
    expect(await authenticator.authenticate('form', post({ email, password: PASSWORD }))).toEqual({
      id: user.id,
      email,
    });
    const failure = await authenticator
      .authenticate('form', post({ email, password: 'nope' }))
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SignInError);
    expect((failure as SignInError).error.code).toBe('invalidCredentials');
  });
});
