/**
 * Decision 0042: sign-up, confirmation resends and password resets, asked for from many
 * client addresses, mail one address no more than MAIL_PER_ADDRESS_PER_DAY times a day, and
 * every request is answered as if its e-mail went.
 */
import { describe, expect, it, vi } from 'vitest';

import { env } from '~/lib/env.server';

import { cookiePair, submitForm, uniqueEmail, useTestDatabase } from '../../../tests/support/auth';
import * as accountRoute from '../account/account';
import * as createAccountRoute from './create-account';
import * as forgotRoute from './forgot-password';

const { sql } = await useTestDatabase();
// Every scrypt hash takes about half a second, several when the whole suite runs at once.
vi.setConfig({ testTimeout: 120_000 });

const cap = env().MAIL_PER_ADDRESS_PER_DAY;

const mailsTo = async (email: string) =>
  (
    await sql<{ count: number }[]>`
      select count(*)::int from outbox_emails where to_address = ${email}`
  )[0]!.count;

/** An hour passes for the per-kind limits (their windows are an hour); the e-mails age too. */
async function anHourLater() {
  await sql`
    update rate_limit_hits
    set hit_at = hit_at - interval '1 hour', expires_at = expires_at - interval '1 hour'`;
  await sql`update outbox_emails set created_at = created_at - interval '1 hour'`;
}

const signUp = (email: string) =>
  submitForm(createAccountRoute, '/create-account', {
    email,
    password: 'secret1',
    confirmPassword: 'secret1',
  });

describe('e-mails to one unconfirmed address', () => {
  it('are capped per day across sign-up, resends and resets, the answers unchanged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const victim = uniqueEmail('victim');
    // A stranger signs up with the victim's address, then asks again and again.
    const signedUp = await signUp(victim);
    expect(signedUp.status).toBe(302);
    const cookie = cookiePair(signedUp.headers.get('Set-Cookie'));

    let asked = 1;
    for (let hour = 0; hour < 4; hour++) {
      for (let i = 0; i < 3; i++) {
        const resent = await submitForm(accountRoute, '/account', { intent: 'resend' }, cookie);
        expect(resent.headers.get('Location')).toBe('/account?notice=resent');
        const reset = await submitForm(forgotRoute, '/forgot-password', { email: victim });
        expect(reset).toMatchObject({ status: 200, body: { status: 'success' } });
        asked += 2;
      }
      await anHourLater();
    }
    // The per-kind limits alone let all 25 through.
    expect(asked).toBe(25);
    expect(await mailsTo(victim)).toBe(cap);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^Outbox: .* not queued/));

    // A day after the first ones, the address may be mailed again.
    await sql`update outbox_emails set created_at = created_at - interval '20 hours'`;
    await submitForm(forgotRoute, '/forgot-password', { email: victim });
    expect(await mailsTo(victim)).toBe(cap + 1);
    warn.mockRestore();
  });

  it('still creates the account, answering as always, when the address is at the cap', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const victim = uniqueEmail('joined');
    // Waiting-list joins (another kind a stranger triggers) filled the day's cap.
    await sql`
      insert into outbox_emails (kind, to_address, subject, text_body)
      select 'waiting-list-confirmation', ${victim}, 'Confirm', 'Body'
      from generate_series(1, ${cap})`;
    const signedUp = await signUp(victim);
    expect(signedUp.status).toBe(302);
    expect(signedUp.headers.get('Location')).toBe('/?welcome=check-email');
    expect(await sql`select 1 from users where email = ${victim}`).toHaveLength(1);
    expect(await mailsTo(victim)).toBe(cap);
    warn.mockRestore();
  });

  it('are capped when the requests come at the same time', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const victim = uniqueEmail('rushed');
    const signedUp = await signUp(victim);
    const cookie = cookiePair(signedUp.headers.get('Set-Cookie'));
    for (let round = 0; round < 2; round++) {
      const answers = await Promise.all([
        ...Array.from({ length: 3 }, () =>
          submitForm(accountRoute, '/account', { intent: 'resend' }, cookie),
        ),
        ...Array.from({ length: 3 }, () =>
          submitForm(forgotRoute, '/forgot-password', { email: victim }),
        ),
      ]);
      expect(answers.slice(0, 3).map((a) => a.headers.get('Location'))).toEqual(
        Array(3).fill('/account?notice=resent'),
      );
      expect(answers.slice(3).map((a) => (a.body as { status: string }).status)).toEqual(
        Array(3).fill('success'),
      );
      await anHourLater();
    }
    expect(await mailsTo(victim)).toBe(cap);
    warn.mockRestore();
  });
});
