import { describe, expect, it, vi } from 'vitest';

import { hit } from '~/rate-limit/rate-limit.server';

import {
  makeUser,
  PASSWORD,
  uniqueAddress,
  uniqueEmail,
  useTestDatabase,
} from '../../tests/support/auth';
import {
  KNOWN_ADDRESS,
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

describe('verifyCredentials (docs/product.md#messages login messages)', () => {
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
  const pair = SIGN_IN_LIMITS.failedPerPair;
  // Moves the e-mail's failures `seconds` into the past, as if that long had gone by.
  const age = (email: string, seconds: number) => sql`
    update rate_limit_hits set hit_at = hit_at - make_interval(secs => ${seconds})
    where bucket = ${pair.bucket} and key like ${`${email}|%`}`;

  it(`does not lock the owner out: ${pair.free} wrong passwords from one address leave other addresses free (finding 6)`, async () => {
    const email = uniqueEmail();
    await makeUser(sql, email);
    const attacker = uniqueAddress();
    for (let i = 0; i < pair.free; i++) {
      expect(await attempt(email, `wrong ${i}`, attacker)).toMatchObject({
        error: { code: 'invalidCredentials' },
      });
    }
    expect(await attempt(email, PASSWORD, attacker)).toEqual({
      ok: false,
      error: { code: 'tooManySignIns', retryAfterSeconds: 1 },
    });
    expect((await attempt(email, PASSWORD, uniqueAddress())).ok).toBe(true);
  });

  it('makes one e-mail from one address wait 1 s, 2 s, 4 s ... after each further failure', async () => {
    const email = uniqueEmail('waits');
    const address = uniqueAddress();
    // No account: each failure is answered without a hash.
    for (let i = 0; i < pair.free; i++) expect((await attempt(email, 'x', address)).ok).toBe(false);
    const waits: number[] = [];
    for (let i = 0; i < 4; i++) {
      const refused = await attempt(email, 'x', address);
      expect(refused).toMatchObject({ ok: false, error: { code: 'tooManySignIns' } });
      const seconds = (refused as { error: { retryAfterSeconds: number } }).error.retryAfterSeconds;
      waits.push(seconds);
      await age(email, seconds);
      expect(await attempt(email, 'x', address)).toMatchObject({ error: { code: 'noAccount' } });
    }
    expect(waits).toEqual([1, 2, 4, 8]);
    expect(pair.maxDelaySeconds).toBeLessThanOrEqual(60);
  });

  it(`refuses an address after ${SIGN_IN_LIMITS.failedPerAddress.limit} failures, for any e-mail`, async () => {
    const address = uniqueAddress();
    for (let i = 0; i < SIGN_IN_LIMITS.failedPerAddress.limit; i++) {
      expect(await attempt(uniqueEmail('guess'), PASSWORD, address)).toMatchObject({
        error: { code: 'noAccount' },
      });
    }
    const email = uniqueEmail();
    await makeUser(sql, email);
    expect(await attempt(email, PASSWORD, address)).toMatchObject({
      ok: false,
      error: { code: 'tooManySignIns', retryAfterSeconds: expect.any(Number) },
    });
    expect((await attempt(email, PASSWORD, uniqueAddress())).ok).toBe(true);
  });

  it(`refuses an e-mail after ${SIGN_IN_LIMITS.failedPerAccount.limit} failures from many addresses, except from one it signed in from`, async () => {
    const { limit } = SIGN_IN_LIMITS.failedPerAccount;
    const ghost = uniqueEmail('ghost');
    for (let i = 0; i < limit; i++) expect((await attempt(ghost, 'x')).ok).toBe(false);
    expect(await attempt(ghost, 'x')).toMatchObject({ error: { code: 'tooManySignIns' } });

    const email = uniqueEmail();
    await makeUser(sql, email);
    const home = uniqueAddress();
    expect((await attempt(email, PASSWORD, home)).ok).toBe(true);
    // The failures as attempts from `limit` other addresses leave them (without 50 hashes).
    for (let i = 0; i < limit; i++) {
      await hit(sql, { ...SIGN_IN_LIMITS.failedPerAccount, key: email });
    }
    expect(await attempt(email, PASSWORD)).toMatchObject({ error: { code: 'tooManySignIns' } });
    expect((await attempt(email, PASSWORD, home)).ok).toBe(true);
  });
});

describe('successful sign-in limits (finding 5)', () => {
  it(`refuses success number ${SIGN_IN_LIMITS.succeededPerAccount.limit + 1} of one account, with a wait`, async () => {
    const email = uniqueEmail();
    await makeUser(sql, email);
    const address = uniqueAddress();
    for (let i = 0; i < SIGN_IN_LIMITS.succeededPerAccount.limit; i++) {
      expect((await attempt(email, PASSWORD, address)).ok).toBe(true);
    }
    const refused = await attempt(email, PASSWORD, uniqueAddress());
    expect(refused).toMatchObject({ ok: false, error: { code: 'signInsTooFrequent' } });
    const { retryAfterSeconds } = (refused as { error: { retryAfterSeconds: number } }).error;
    expect(retryAfterSeconds).toBeGreaterThan(0);
    expect(retryAfterSeconds).toBeLessThanOrEqual(SIGN_IN_LIMITS.succeededPerAccount.windowSeconds);
  });

  it(`refuses success number ${SIGN_IN_LIMITS.succeededPerAddress.limit + 1} from one address, whatever the account`, async () => {
    const address = uniqueAddress();
    for (let i = 0; i < SIGN_IN_LIMITS.succeededPerAddress.limit; i++) {
      const email = uniqueEmail('office');
      await makeUser(sql, email);
      expect((await attempt(email, PASSWORD, address)).ok).toBe(true);
    }
    const email = uniqueEmail('office');
    await makeUser(sql, email);
    expect(await attempt(email, PASSWORD, address)).toMatchObject({
      error: { code: 'signInsTooFrequent' },
    });
    expect((await attempt(email, PASSWORD, uniqueAddress())).ok).toBe(true);
  });

  it('counts a failure only as a failure, and a success only as a success', async () => {
    const email = uniqueEmail();
    await makeUser(sql, email);
    const address = uniqueAddress();
    expect((await attempt(email, 'wrong', address)).ok).toBe(false);
    expect((await attempt(email, PASSWORD, address)).ok).toBe(true);
    const rows = await sql<{ bucket: string; count: number }[]>`
      select bucket, count(*)::int as count from rate_limit_hits
      where key = ${email} or key like ${`${email}|%`}
      group by bucket`;
    expect(rows).toEqual(
      [
        { bucket: SIGN_IN_LIMITS.failedPerAccount.bucket, count: 1 },
        { bucket: SIGN_IN_LIMITS.succeededPerAccount.bucket, count: 1 },
        { bucket: SIGN_IN_LIMITS.failedPerPair.bucket, count: 1 },
        { bucket: KNOWN_ADDRESS.bucket, count: 1 },
      ].sort((a, b) => a.bucket.localeCompare(b.bucket)),
    );
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
