/** /forgot-password's action as the browser's form posts reach it. */
import { describe, expect, it, vi } from 'vitest';

import { makeUser, submitForm, uniqueEmail, useTestDatabase } from '../../../tests/support/auth';
import * as forgotRoute from './forgot-password';

const { sql } = await useTestDatabase();
// Every scrypt hash takes about half a second, several when the whole suite runs at once.
vi.setConfig({ testTimeout: 120_000 });

describe('/forgot-password', () => {
  it('queues the reset link, made from SITE_URL, for a known address', async () => {
    const email = uniqueEmail();
    await makeUser(sql, email);
    const sent = await submitForm(forgotRoute, '/forgot-password', { email });
    expect(sent.body).toMatchObject({ status: 'success' });
    const [mail] = await sql<{ text_body: string }[]>`
      select text_body from outbox_emails where to_address = ${email} and kind = 'password-reset'`;
    // The link comes from SITE_URL (here unset: this machine on PORT), never from the request.
    expect(mail!.text_body).toMatch(/http:\/\/localhost:3000\/reset-password\?token=[\w-]+/);
  });

  it('writes the e-mail in the language of the page (?lng=es)', async () => {
    const email = uniqueEmail();
    await makeUser(sql, email);
    await submitForm(forgotRoute, '/forgot-password?lng=es', { email });
    const [mail] = await sql<{ subject: string; text_body: string }[]>`
      select subject, text_body from outbox_emails where to_address = ${email}`;
    expect(mail!.subject).toBe('Restablezca su contraseña');
    expect(mail!.text_body).toMatch(/\/reset-password\?token=[\w-]+&lng=es/);
  });

  it('answers an unknown address with its message', async () => {
    const response = await submitForm(forgotRoute, '/forgot-password', {
      email: uniqueEmail('ghost'),
    });
    expect(response).toMatchObject({
      status: 400,
      body: { error: { email: ['auth.errors.resetNoAccount'] } },
    });
  });
});
