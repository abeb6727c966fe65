/** /reset-password's action, with the link /forgot-password sends. */
import { describe, expect, it, vi } from 'vitest';

import { getUser } from '~/auth/login-session-cookie.server';

import {
  asPage,
  cookiePair,
  holdHashingSlots,
  makeUser,
  submitForm,
  uniqueEmail,
  useTestDatabase,
} from '../../../tests/support/auth';
import * as forgotRoute from './forgot-password';
import * as resetRoute from './reset-password';

const { sql } = await useTestDatabase();
// Every scrypt hash takes about half a second, several when the whole suite runs at once.
vi.setConfig({ testTimeout: 120_000 });

describe('/reset-password', () => {
  it('sets the password once per link and signs the browser in', async () => {
    const email = uniqueEmail();
    await makeUser(sql, email);
    await submitForm(forgotRoute, '/forgot-password', { email });
    const [mail] = await sql<{ text_body: string }[]>`
      select text_body from outbox_emails where to_address = ${email} and kind = 'password-reset'`;
    const token = /reset-password\?token=([\w-]+)/.exec(mail!.text_body)![1]!;

    const reset = (password: string) =>
      submitForm(resetRoute, '/reset-password', { token, password, confirmPassword: password });
    const done = await reset('brand-new-1');
    expect(done.status).toBe(302);
    expect(done.headers.get('Location')).toBe('/account');
    expect((await getUser(asPage(cookiePair(done.headers.get('Set-Cookie')))))?.email).toBe(email);

    const again = await reset('brand-new-2');
    expect(again).toMatchObject({
      status: 400,
      body: { error: { '': ['auth.errors.resetLinkInvalid'] } },
    });
  });

  it('answers 503 with Retry-After while every password-hashing slot stays taken, and the link still works', async () => {
    const email = uniqueEmail();
    await makeUser(sql, email);
    await submitForm(forgotRoute, '/forgot-password', { email });
    const [mail] = await sql<{ text_body: string }[]>`
      select text_body from outbox_emails where to_address = ${email} and kind = 'password-reset'`;
    const token = /reset-password\?token=([\w-]+)/.exec(mail!.text_body)![1]!;
    const reset = () =>
      submitForm(resetRoute, '/reset-password', {
        token,
        password: 'brand-new-1',
        confirmPassword: 'brand-new-1',
      });
    const release = await holdHashingSlots();
    let busy: Awaited<ReturnType<typeof reset>>;
    try {
      busy = await reset();
    } finally {
      await release();
    }
    expect(busy.status).toBe(503);
    expect(Number(busy.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(busy.body).toMatchObject({ error: { '': ['auth.errors.busy'] } });
    expect((await reset()).status).toBe(302);
  });
});
