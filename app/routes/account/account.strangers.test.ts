/**
 * Decision 0039: what a stranger sends with a student's address never becomes the
 * student's. An anonymous POST /api/create-payment-intent with Alice's e-mail and made-up details
 * must not change her profile API, /account, /register's prefill or her payments; her name and
 * phone are her account's own (entered in /account, or from her own first paid order).
 */
import { describe, expect, it } from 'vitest';

import { startLoginSession } from '~/auth/login-session-cookie.server';

import {
  apiGet,
  asPage,
  cookiePair,
  makeUser,
  student,
  uniqueAddress,
  uniqueEmail,
  useTestDatabase,
} from '../../../tests/support/auth';
import { formPost, jsonPost, routeArgs, routeResult } from '../../../tests/support/routes';
import { startTestStripe } from '../../../tests/support/stripe';
import * as profileApi from '../api/api.account.profile';
import * as transactionsApi from '../api/api.account.transactions';
import * as paymentApi from '../api/api.create-payment-intent';
import * as registerRoute from '../enrolment/register';
import * as accountRoute from './account';

const { sql } = await useTestDatabase();
await startTestStripe();

const STRANGER = { name: 'Mallory Made-Up', phone: '+1 999 555 0000' };

function order(email: string, details = STRANGER, cookie?: string) {
  const request = jsonPost('/api/create-payment-intent', {
    email,
    customerData: { ...details, email, selectedItems: ['module1'] },
  });
  if (cookie) request.headers.set('Cookie', cookie);
  return paymentApi.action(routeArgs(request, { context: { clientAddress: uniqueAddress() } }));
}

/** Everything Alice's account shows of her name, phone and payments. */
async function whatAliceSees(cookie: string) {
  const profile = (await (
    await apiGet(profileApi.loader, '/api/account/profile', { Cookie: cookie })
  ).json()) as {
    data: { profile: { name: string | null; phone: string | null } };
  };
  const payments = (await (
    await apiGet(transactionsApi.loader, '/api/account/transactions', { Cookie: cookie })
  ).json()) as { data: Array<{ id: string; status: string }> };
  const account = routeResult(
    await accountRoute.loader(routeArgs(asPage(cookie, '/account?tab=info'))),
  ).body as { account: { profile: object; transactions: object[] } };
  const register = routeResult(await registerRoute.loader(routeArgs(asPage(cookie, '/register'))))
    .body as { prefill: object };
  return {
    profile: profile.data.profile,
    payments: payments.data,
    accountProfile: account.account.profile,
    accountPayments: account.account.transactions,
    prefill: register.prefill,
  };
}

describe("a stranger's payment request with a student's e-mail", () => {
  it("changes nothing of Alice's profile, /account, /register prefill or payments", async () => {
    const alice = await student(sql, 'alice', ['module2'], 285000);
    const before = await whatAliceSees(alice.cookie);
    expect(before.profile).toMatchObject({ name: 'Dr. alice', phone: '555-alice' });
    expect(before.prefill).toEqual({
      name: 'Dr. alice',
      email: alice.email,
      phone: '555-alice',
      locked: true,
    });

    const response = await order(alice.email.toUpperCase());
    expect(response.status).toBe(200);
    expect(await sql`select 1 from orders where name = ${STRANGER.name}`).toHaveLength(1);
    expect(await whatAliceSees(alice.cookie)).toEqual(before);
  });

  it('gives an account without a paid order of its own no name from a stranger', async () => {
    const email = uniqueEmail('bea');
    const user = await makeUser(sql, email, { verified: true });
    const cookie = cookiePair(await startLoginSession(asPage(''), user.id));
    expect((await order(email)).status).toBe(200);
    const seen = await whatAliceSees(cookie);
    expect(seen.profile).toMatchObject({ name: null, phone: null });
    expect(seen.payments).toEqual([]);
    // Nothing on file: /register lets her type name and phone (only the e-mail is locked).
    expect(seen.prefill).toEqual({ name: '', email, phone: '', locked: true });
  });

  it("lists the account's own unpaid order, placed while signed in", async () => {
    const alice = await student(sql, 'alice', ['module2'], 285000);
    const own = { name: 'Dr. alice', phone: '+1 310 555 0101' };
    const response = await order(alice.email, own, alice.cookie);
    expect(response.status).toBe(200);
    const { payments } = await whatAliceSees(alice.cookie);
    expect(payments.map((payment) => payment.status)).toEqual(['pending', 'completed']);
  });
});

describe("/account's Account Info form", () => {
  function save(cookie: string, fields: Record<string, string>) {
    const request = formPost('/account', { intent: 'details', ...fields }, { Cookie: cookie });
    return accountRoute.action(routeArgs(request)).then(routeResult, routeResult);
  }

  it('saves the name and phone that /register then fills in and locks', async () => {
    const email = uniqueEmail('cleo');
    const user = await makeUser(sql, email, { verified: true });
    const cookie = cookiePair(await startLoginSession(asPage(''), user.id));
    const saved = await save(cookie, { name: '  Dr. Cleo  Ruiz ', phone: '+34 600 000 000' });
    expect(saved.status).toBe(302);
    expect(saved.headers.get('Location')).toBe('/account?tab=info&notice=detailsSaved');
    const seen = await whatAliceSees(cookie);
    expect(seen.profile).toMatchObject({ name: 'Dr. Cleo Ruiz', phone: '+34 600 000 000' });
    expect(seen.prefill).toEqual({
      name: 'Dr. Cleo Ruiz',
      email,
      phone: '+34 600 000 000',
      locked: true,
    });
    // The account's own details stand before its paid orders' and any stranger's.
    await order(email);
    expect((await whatAliceSees(cookie)).profile).toMatchObject({ name: 'Dr. Cleo Ruiz' });
  });

  it('refuses a blank name or a bad phone with 400 and the errors, saving nothing', async () => {
    const alice = await student(sql, 'alice', ['module2'], 285000);
    for (const fields of <Array<Record<string, string>>>[
      { name: '', phone: '+1 310 555 0100' },
      { name: 'Dr. Alice', phone: 'call me' },
      { name: 'x'.repeat(201), phone: '+1 310 555 0100' },
      { phone: '+1 310 555 0100' },
    ]) {
      const refused = await save(alice.cookie, fields);
      expect(refused.status, JSON.stringify(fields)).toBe(400);
      expect(refused.body).toMatchObject({ status: 'error', error: expect.any(Object) });
    }
    expect((await whatAliceSees(alice.cookie)).profile).toMatchObject({ name: 'Dr. alice' });
  });
});
