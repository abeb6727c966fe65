import { describe, expect, it, vi } from 'vitest';

import {
  cookiePair,
  makeUser,
  PASSWORD,
  uniqueAddress,
  uniqueEmail,
  useTestDatabase,
} from '../../tests/support/auth';
import { getUser, startLoginSession } from './login-session-cookie.server';
import {
  requestPasswordReset,
  RESET_LIMITS,
  resetPassword,
  resetTokenEmail,
} from './password-reset.server';
import { verifyCredentials } from './sign-in.server';
import { hashToken } from './tokens.server';

const { sql } = await useTestDatabase();
// Every scrypt hash takes about half a second, several when the whole suite runs at once.
vi.setConfig({ testTimeout: 120_000 });
const ORIGIN = 'https://academy.example';

const request = (email: unknown, clientAddress = uniqueAddress()) =>
  requestPasswordReset({ email, clientAddress, origin: ORIGIN }, sql);

/** The link of the newest reset e-mail to `to`, and the token in it. */
async function lastResetLink(to: string) {
  const [row] = await sql<{ text_body: string; subject: string }[]>`
    select text_body, subject from outbox_emails
    where kind = 'password-reset' and to_address = ${to} order by id desc limit 1`;
  const link = /https:\/\/academy\.example\/reset-password\?token=([\w-]+)/.exec(row!.text_body);
  return { subject: row!.subject, link: link![0], token: link![1]! };
}

describe('asking for a reset link (docs/product.md#messages reset messages)', () => {
  it('queues an e-mail with a one-hour single-use link; only the hash is stored', async () => {
    const email = uniqueEmail();
    const user = await makeUser(sql, email);
    expect(await request(email.toUpperCase())).toEqual({ ok: true });
    const { subject, token } = await lastResetLink(email);
    expect(subject).toBe('Reset your password');
    const [row] = await sql<{ token_hash: string; seconds: number }[]>`
      select token_hash, extract(epoch from expires_at - created_at)::int as seconds
      from account_tokens where user_id = ${user.id} and purpose = 'password-reset'`;
    expect(row!.token_hash).toBe(hashToken(token));
    expect(row!.seconds).toBe(3600);
    expect(await resetTokenEmail(token, sql)).toBe(email);
  });

  it.each([
    ['', 'resetMissingEmail'],
    ['   ', 'resetMissingEmail'],
    [undefined, 'resetMissingEmail'],
    ['not-an-email', 'resetInvalidEmail'],
    ['jane@', 'resetInvalidEmail'],
  ])('answers %j with %s', async (email, code) => {
    expect(await request(email)).toEqual({ ok: false, error: { code, field: 'email' } });
  });

  it("says 'No account found with this email.' and sends nothing", async () => {
    const email = uniqueEmail('nobody');
    expect(await request(email)).toEqual({
      ok: false,
      error: { code: 'resetNoAccount', field: 'email' },
    });
    const mails = await sql`select 1 from outbox_emails where to_address = ${email}`;
    expect(mails).toHaveLength(0);
  });

  it(`limits requests per e-mail (${RESET_LIMITS.perEmail.limit}) and per address (${RESET_LIMITS.perAddress.limit})`, async () => {
    const email = uniqueEmail();
    await makeUser(sql, email);
    for (let i = 0; i < RESET_LIMITS.perEmail.limit; i++)
      expect((await request(email)).ok).toBe(true);
    expect(await request(email)).toEqual({ ok: false, error: { code: 'resetTooMany' } });

    const address = uniqueAddress();
    for (let i = 0; i < RESET_LIMITS.perAddress.limit; i++) {
      expect(await request(uniqueEmail('guess'), address)).toMatchObject({
        error: { code: 'resetNoAccount' },
      });
    }
    expect(await request(uniqueEmail('guess'), address)).toEqual({
      ok: false,
      error: { code: 'resetTooMany' },
    });
  });
});

describe('setting the new password', () => {
  it('works once, ends every session and other link, and confirms the address', async () => {
    const email = uniqueEmail();
    const user = await makeUser(sql, email);
    const browser = cookiePair(await startLoginSession(new Request('http://localhost/'), user.id));
    const other = cookiePair(await startLoginSession(new Request('http://localhost/'), user.id));
    await request(email);
    const older = (await lastResetLink(email)).token;
    await request(email);
    const { token } = await lastResetLink(email);

    const mismatch = await resetPassword(
      { token, password: 'new-pass-1', confirmPassword: 'x' },
      sql,
    );
    expect(mismatch).toEqual({
      ok: false,
      error: { code: 'passwordMismatch', field: 'confirmPassword' },
    });
    const short = await resetPassword({ token, password: 'abc', confirmPassword: 'abc' }, sql);
    expect(short).toEqual({ ok: false, error: { code: 'passwordTooShort', field: 'password' } });

    expect(
      await resetPassword({ token, password: 'new-pass-1', confirmPassword: 'new-pass-1' }, sql),
    ).toEqual({ ok: true, userId: user.id, disabled: false });

    const page = (cookie: string) =>
      new Request('http://localhost/', { headers: { Cookie: cookie } });
    expect(await getUser(page(browser))).toBeNull();
    expect(await getUser(page(other))).toBeNull();
    const signIn = (password: string) =>
      verifyCredentials({ email, password, clientAddress: uniqueAddress() }, sql);
    expect((await signIn('new-pass-1')).ok).toBe(true);
    expect((await signIn(PASSWORD)).ok).toBe(false);
    const [row] = await sql<{ verified: boolean }[]>`
      select email_verified_at is not null as verified from users where id = ${user.id}`;
    expect(row!.verified).toBe(true);

    // Single use, and the older link died with it.
    for (const used of [token, older]) {
      expect(await resetTokenEmail(used, sql)).toBeNull();
      expect(
        await resetPassword(
          { token: used, password: 'again-123', confirmPassword: 'again-123' },
          sql,
        ),
      ).toEqual({ ok: false, error: { code: 'resetLinkInvalid' } });
    }
  });

  it('refuses an expired link', async () => {
    const email = uniqueEmail();
    const user = await makeUser(sql, email);
    await request(email);
    const { token } = await lastResetLink(email);
    await sql`
      update account_tokens set created_at = now() - interval '61 minutes',
        expires_at = now() - interval '1 minute'
      where user_id = ${user.id}`;
    expect(await resetTokenEmail(token, sql)).toBeNull();
    expect(
      await resetPassword({ token, password: 'new-pass-1', confirmPassword: 'new-pass-1' }, sql),
    ).toEqual({ ok: false, error: { code: 'resetLinkInvalid' } });
  });

  it.each([undefined, '', 'short', 'x'.repeat(43)])('refuses the token %j', async (token) => {
    expect(
      await resetPassword({ token, password: 'new-pass-1', confirmPassword: 'new-pass-1' }, sql),
    ).toEqual({ ok: false, error: { code: 'resetLinkInvalid' } });
  });

  it('lets only one of two simultaneous uses of a link through', async () => {
    const email = uniqueEmail();
    await makeUser(sql, email);
    await request(email);
    const { token } = await lastResetLink(email);
    const results = await Promise.all(
      ['first-pass', 'second-pass'].map((password) =>
        resetPassword({ token, password, confirmPassword: password }, sql),
      ),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(1);
  });
});

describe('the reset e-mail in the language of the page that asked', () => {
  it('is Spanish, HTML and text, for a request from the Spanish site', async () => {
    const email = uniqueEmail();
    const user = await makeUser(sql, email);
    expect(
      await requestPasswordReset(
        { email, clientAddress: uniqueAddress(), origin: ORIGIN, language: 'es' },
        sql,
      ),
    ).toEqual({ ok: true });
    const [mail] = await sql<{ subject: string; text_body: string; html_body: string }[]>`
      select subject, text_body, html_body from outbox_emails
      where kind = 'password-reset' and to_address = ${email}`;
    expect(mail!.subject).toBe('Restablezca su contraseña');
    expect(mail!.text_body).toContain('Elija una contraseña nueva aquí');
    expect(mail!.html_body).toContain('<html dir="ltr" lang="es">');
    expect(mail!.html_body).toContain('Elegir una contraseña nueva');
    const { link, token } = await lastResetLink(email);
    expect(mail!.text_body).toContain(`${link}&lng=es`);
    expect(await sql`select language from account_tokens where user_id = ${user.id}`).toEqual([
      { language: 'es' },
    ]);
    expect(await resetTokenEmail(token, sql)).toBe(email);
  });
});
