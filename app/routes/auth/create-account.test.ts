/** /create-account's action as the browser's form posts reach it. */
import { describe, expect, it, vi } from 'vitest';

import { getUser } from '~/auth/login-session-cookie.server';

import {
  asPage,
  cookiePair,
  holdHashingSlots,
  submitForm,
  uniqueEmail,
  useTestDatabase,
} from '../../../tests/support/auth';
import { routeArgs } from '../../../tests/support/routes';
import * as homeRoute from '../public/_index';
import * as createAccountRoute from './create-account';

const { sql } = await useTestDatabase();
// Every scrypt hash takes about half a second, several when the whole suite runs at once.
vi.setConfig({ testTimeout: 120_000 });

const createAccount = (fields: Record<string, string>) =>
  submitForm(createAccountRoute, '/create-account', fields);

describe('/create-account', () => {
  it('creates, signs in and goes to /, where the new account is told to check its e-mail', async () => {
    const email = uniqueEmail();
    const response = await createAccount({
      email,
      password: 'secret1',
      confirmPassword: 'secret1',
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/?welcome=check-email');
    const cookie = cookiePair(response.headers.get('Set-Cookie'));
    expect((await getUser(asPage(cookie)))?.email).toBe(email);
    const home = await homeRoute.loader(routeArgs(asPage(cookie, '/?welcome=check-email')));
    expect(home.checkEmail).toBe(email);
    // A visitor opening the same address sees no notice (the page may be cached for them).
    const visitor = await homeRoute.loader(routeArgs(asPage('', '/?welcome=check-email')));
    expect(visitor.checkEmail).toBeNull();
  });

  it('queues the address confirmation in the language of the page (?lng=es)', async () => {
    const email = uniqueEmail();
    const response = await submitForm(createAccountRoute, '/create-account?lng=es', {
      email,
      password: 'secret1',
      confirmPassword: 'secret1',
    });
    expect(response.status).toBe(302);
    const [mail] = await sql<{ subject: string; html_body: string }[]>`
      select subject, html_body from outbox_emails where to_address = ${email}`;
    expect(mail!.subject).toBe('Confirme su dirección de correo electrónico');
    expect(mail!.html_body).toContain('lang="es"');
  });

  it('answers a mismatch with 400 and the field', async () => {
    const response = await createAccount({
      email: uniqueEmail(),
      password: 'secret1',
      confirmPassword: 'secret2',
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      error: { confirmPassword: ['auth.errors.passwordMismatch'] },
    });
  });

  it('answers 503 with Retry-After while every password-hashing slot stays taken', async () => {
    const email = uniqueEmail();
    const release = await holdHashingSlots();
    let busy: Awaited<ReturnType<typeof createAccount>>;
    try {
      busy = await createAccount({ email, password: 'secret1', confirmPassword: 'secret1' });
    } finally {
      await release();
    }
    expect(busy.status).toBe(503);
    expect(Number(busy.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(busy.body).toMatchObject({ error: { '': ['auth.errors.busy'] } });
    const [row] = await sql<{ n: number }[]>`
      select count(*)::int as n from users where email = ${email}`;
    expect(row!.n).toBe(0);
  });
});
