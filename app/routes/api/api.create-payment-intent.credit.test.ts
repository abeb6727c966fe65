/**
 * Credit through the routes (docs/decisions/0061): /register offers it only to the signed-in
 * owner of a confirmed address, and POST /api/create-payment-intent answers each outcome.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';

import { startLoginSession } from '~/auth/login-session-cookie.server';
import { creditBalance, grantCredit } from '~/credits/ledger.server';
import { closeDb } from '~/db/client.server';
import { SYSTEM } from '~/orders/ledger.server';

import { asPage, cookiePair, makeUser, uniqueAddress } from '../../../tests/support/auth';
import { createTestDatabase, resetDatabase } from '../../../tests/support/database';
import { routeArgs } from '../../../tests/support/routes';
import { startTestStripe } from '../../../tests/support/stripe';
import * as registerRoute from '../enrolment/register';
import { action } from './api.create-payment-intent';

const { sql, url } = await createTestDatabase();
process.env.DATABASE_URL = url;
process.env.SESSION_SECRET ??= 'test-session-secret-0123456789abcdef';
afterAll(closeDb);
const { standIn } = await startTestStripe();

const email = 'credit.owner@example.com';
const body = (creditCents: number, more: object = {}) => ({
  email,
  customerData: { name: 'Dr. Owner', email, phone: '+1 310 555 0100', selectedItems: ['module1'] },
  creditCents,
  ...more,
});

async function post(payload: unknown, cookie?: string) {
  const request = new Request('http://localhost/api/create-payment-intent', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(cookie && { Cookie: cookie }) },
    body: JSON.stringify(payload),
  });
  const response = await action(
    routeArgs(request, { context: { clientAddress: uniqueAddress() } }),
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const signIn = async (userId: string) => cookiePair(await startLoginSession(asPage(''), userId));
const give = (amountCents: number, expiresAt: Date | null = null) =>
  grantCredit(sql, {
    email,
    amountCents,
    reason: 'staff-grant',
    actor: SYSTEM,
    key: `grant-${amountCents}`,
    expiresAt,
  });
const registerPage = async (cookie?: string) =>
  (
    await registerRoute.loader(
      routeArgs(
        new Request('http://localhost/register', cookie ? { headers: { Cookie: cookie } } : {}),
      ),
    )
  ).data;

beforeEach(async () => {
  await standIn.settled();
  await resetDatabase(sql);
});

describe('credit on /register and its API', () => {
  it('offers the owner’s credit (with its expiry) on /register, and nothing to anyone else', async () => {
    const owner = await makeUser(sql, email, { verified: true });
    const unconfirmed = await makeUser(sql, 'unconfirmed@example.com');
    await give(100_000, new Date('2099-01-01T00:00:00Z'));
    await grantCredit(sql, {
      email: 'unconfirmed@example.com',
      amountCents: 5_000,
      reason: 'staff-grant',
      actor: SYSTEM,
      key: 'other',
    });
    expect((await registerPage(await signIn(owner.id))).credit).toEqual({
      availableCents: 100_000,
      heldCents: 0,
      expiring: [{ cents: 100_000, expiresAt: '2099-01-01T00:00:00.000Z' }],
    });
    expect((await registerPage()).credit).toBeNull();
    expect((await registerPage(await signIn(unconfirmed.id))).credit).toBeNull();
  });

  it('answers 403 to a visitor who sends the owner’s address with credit, spending nothing', async () => {
    await makeUser(sql, email, { verified: true });
    await give(300_000);
    const answer = await post(body(285_000));
    expect(answer).toEqual({
      status: 403,
      body: expect.objectContaining({
        error:
          'Credit can be used only by its owner: sign in with the registration’s e-mail address, and confirm that address, first.',
      }),
    });
    expect((await creditBalance(sql, email)).availableCents).toBe(300_000);
  });

  it('completes a registration the credit pays in full, and answers part credit with an intent', async () => {
    const owner = await makeUser(sql, email, { verified: true });
    const cookie = await signIn(owner.id);
    await give(300_000);
    const part = await post(body(100_000), cookie);
    expect(part).toEqual({
      status: 200,
      body: {
        clientSecret: expect.stringMatching(/^pi_\w+_secret_\w+$/),
        amountCents: 185_000,
        creditCents: 100_000,
      },
    });

    // The unpaid one holds $1,000: /register says so, and the full-price checkout asks first.
    expect((await registerPage(cookie)).credit).toMatchObject({
      availableCents: 200_000,
      heldCents: 100_000,
    });
    const refused = await post(
      body(285_000, {
        customerData: { ...body(0).customerData, selectedItems: ['module2'] },
        sessions: { module2: 'module2-2027-03' },
      }),
      cookie,
    );
    expect(refused).toEqual({
      status: 400,
      body: expect.objectContaining({ availableCents: 200_000, takeOver: true }),
    });

    const full = await post(
      body(285_000, {
        customerData: { ...body(0).customerData, selectedItems: ['module2'] },
        sessions: { module2: 'module2-2027-03' },
        takeOverCredit: true,
      }),
      cookie,
    );
    expect(full).toEqual({
      status: 200,
      body: { completed: true, orderId: expect.any(String), creditCents: 285_000 },
    });
    expect((await creditBalance(sql, email)).availableCents).toBe(15_000);
  });
});
