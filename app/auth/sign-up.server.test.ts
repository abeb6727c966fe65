import { describe, expect, it, vi } from 'vitest';

import { makeUser, uniqueAddress, uniqueEmail, useTestDatabase } from '../../tests/support/auth';
import { confirmEmail, RESEND_LIMIT, resendEmailVerification } from './email-verification.server';
import { verifyCredentials } from './sign-in.server';
import { createAccount, SIGN_UP_LIMIT } from './sign-up.server';

const { sql } = await useTestDatabase();
// Every scrypt hash takes about half a second, several when the whole suite runs at once.
vi.setConfig({ testTimeout: 120_000 });
const ORIGIN = 'https://academy.example';

const signUp = (
  email: string,
  password: string,
  confirmPassword = password,
  clientAddress = uniqueAddress(),
) => createAccount({ email, password, confirmPassword, clientAddress, origin: ORIGIN }, sql);

async function verificationToken(to: string) {
  const [row] = await sql<{ text_body: string }[]>`
    select text_body from outbox_emails
    where kind = 'email-verification' and to_address = ${to} order by id desc limit 1`;
  return /https:\/\/academy\.example\/account\?verify=([\w-]+)/.exec(row!.text_body)![1]!;
}

describe('createAccount (docs/product.md#accounts create account)', () => {
  it('creates an account that can sign in, stored lower-cased, not yet confirmed', async () => {
    const email = uniqueEmail('New.Student');
    const result = await signUp(`  ${email} `, 'secret1');
    expect(result).toEqual({
      ok: true,
      user: { id: expect.any(String), email: email.toLowerCase() },
    });
    const [row] = await sql<
      { email: string; email_verified_at: Date | null; password_hash: string }[]
    >`
      select email, email_verified_at, password_hash from users where email = ${email.toLowerCase()}`;
    expect(row!.email_verified_at).toBeNull();
    expect(row!.password_hash).not.toContain('secret1');
    expect(
      (await verifyCredentials({ email, password: 'secret1', clientAddress: uniqueAddress() }, sql))
        .ok,
    ).toBe(true);
  });

  it("says 'Passwords do not match' and 'Password must be at least 6 characters'", async () => {
    expect(await signUp(uniqueEmail(), 'secret1', 'secret2')).toEqual({
      ok: false,
      error: { code: 'passwordMismatch', field: 'confirmPassword' },
    });
    expect(await signUp(uniqueEmail(), 'abcde')).toEqual({
      ok: false,
      error: { code: 'passwordTooShort', field: 'password' },
    });
    expect(await signUp('not-an-email', 'secret1')).toEqual({
      ok: false,
      error: { code: 'invalidEmail', field: 'email' },
    });
  });

  it('says clearly that an e-mail is in use, whatever its case', async () => {
    const email = uniqueEmail();
    await makeUser(sql, email);
    expect(await signUp(email.toUpperCase(), 'secret1')).toEqual({
      ok: false,
      error: { code: 'emailInUse', field: 'email' },
    });
  });

  it(`allows ${SIGN_UP_LIMIT.limit} new accounts per address per hour`, async () => {
    const address = uniqueAddress();
    // Every try counts, taken e-mails too.
    const taken = uniqueEmail();
    await makeUser(sql, taken);
    for (let i = 0; i < SIGN_UP_LIMIT.limit; i++) {
      expect(await signUp(taken, 'secret1', 'secret1', address)).toMatchObject({
        error: { code: 'emailInUse' },
      });
    }
    expect(await signUp(uniqueEmail(), 'secret1', 'secret1', address)).toEqual({
      ok: false,
      error: { code: 'tooManyRequests' },
    });
  });
});

describe('confirming the address', () => {
  it('sends a link at sign-up that confirms only for the account it was sent to, once', async () => {
    const email = uniqueEmail();
    const result = await signUp(email, 'secret1');
    if (!result.ok) throw new Error('sign-up failed');
    const token = await verificationToken(email);
    const stranger = await makeUser(sql, uniqueEmail('stranger'));

    expect(await confirmEmail(stranger.id, token, sql)).toBe(false);
    expect(await confirmEmail(result.user.id, 'x'.repeat(43), sql)).toBe(false);
    expect(await confirmEmail(result.user.id, token, sql)).toBe(true);
    expect(await confirmEmail(result.user.id, token, sql)).toBe(false);
    const [row] = await sql<{ verified: boolean }[]>`
      select email_verified_at is not null as verified from users where id = ${result.user.id}`;
    expect(row!.verified).toBe(true);
  });

  it(`sends the link again at most ${RESEND_LIMIT.limit} times an hour`, async () => {
    const user = await makeUser(sql, uniqueEmail());
    for (let i = 0; i < RESEND_LIMIT.limit; i++) {
      expect(await resendEmailVerification(user, { origin: ORIGIN, language: 'en' }, sql)).toBe(
        true,
      );
    }
    expect(await resendEmailVerification(user, { origin: ORIGIN, language: 'en' }, sql)).toBe(
      false,
    );
  });
});

describe('the address confirmation in the language of the sign-up page', () => {
  it('queues a Spanish e-mail, HTML and text, for a sign-up from the Spanish site', async () => {
    const email = uniqueEmail('Dra.Ruiz');
    const result = await createAccount(
      {
        email,
        password: 'secret1',
        confirmPassword: 'secret1',
        clientAddress: uniqueAddress(),
        origin: ORIGIN,
        language: 'es',
      },
      sql,
    );
    if (!result.ok) throw new Error(result.error.code);
    const [token] = await sql`
      select language from account_tokens where user_id = ${result.user.id}`;
    expect(token).toEqual({ language: 'es' });
    const [mail] = await sql<{ subject: string; text_body: string; html_body: string }[]>`
      select subject, text_body, html_body from outbox_emails
      where kind = 'email-verification' and to_address = ${email.toLowerCase()}`;
    expect(mail!.subject).toBe('Confirme su dirección de correo electrónico');
    expect(mail!.text_body).toContain('Confirme que esta dirección de correo electrónico es suya.');
    expect(mail!.text_body).toMatch(/https:\/\/academy\.example\/account\?verify=[\w-]+&lng=es\n/);
    expect(mail!.html_body).toContain('<html dir="ltr" lang="es">');
    expect(mail!.html_body).toContain('Confirmar mi correo electrónico');
    expect(mail!.html_body).toMatch(
      /href="https:\/\/academy\.example\/account\?verify=[\w-]+&amp;lng=es"/,
    );
    expect(mail!.html_body).not.toContain('Welcome');
    // The link works as the English one does.
    const verify = /verify=([\w-]+)/.exec(mail!.text_body)![1]!;
    expect(await confirmEmail(result.user.id, verify, sql)).toBe(true);
  });

  it('writes the resent link in the language of the page that asked for it', async () => {
    const user = await makeUser(sql, uniqueEmail());
    expect(await resendEmailVerification(user, { origin: ORIGIN, language: 'es' }, sql)).toBe(true);
    const [mail] = await sql<{ subject: string }[]>`
      select subject from outbox_emails where to_address = ${user.email}`;
    expect(mail!.subject).toBe('Confirme su dirección de correo electrónico');
  });
});
