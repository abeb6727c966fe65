/**
 * Issue 48 item 1: an account whose address was never confirmed owns nothing paid to that
 * address (app/auth/owned-address.ts). Someone who signs up with the e-mail of a dentist who paid
 * as a guest sees none of the buyer's orders, cancellation quotes, credit or plans on /account,
 * and cannot cancel the buyer's course; once the address is confirmed, it is theirs.
 */
import { describe, expect, it } from 'vitest';

import { startLoginSession } from '~/auth/login-session-cookie.server';
import { markEmailVerified } from '~/auth/users.server';
import { cancelCourse } from '~/cancellations/cancel.server';
import { creditBalance, grantCredit } from '~/credits/ledger.server';
import { SYSTEM } from '~/orders/ledger.server';

import {
  asPage,
  cookiePair,
  insertOrder,
  makeUser,
  uniqueEmail,
  useTestDatabase,
} from '../../../tests/support/auth';
import { paidLine } from '../../../tests/support/ledger';
import { failedPlan } from '../../../tests/support/plans';
import { formPost, routeArgs, routeResult } from '../../../tests/support/routes';
import * as accountRoute from './account';
import * as planCancelRoute from './account_.plans.$orderId.cancel';
import * as planPayRoute from './account_.plans.$orderId.pay';
import * as planIntentRoute from './account_.plans.$orderId.payment-intent';

const { sql } = await useTestDatabase();

/** A dentist who paid Clinical 1 as a guest (no account), with a seat and some credit. */
async function guestBuyer() {
  const email = uniqueEmail('guest');
  const orderId = await insertOrder(sql, { email, items: ['clinical1'], amountCents: 650_000 });
  await paidLine(sql, {
    orderId,
    email,
    courseId: 'clinical1',
    cents: 650_000,
    sessionKey: 'clinical1-2027-04',
  });
  await grantCredit(sql, {
    email,
    amountCents: 12_500,
    reason: 'staff-grant',
    actor: SYSTEM,
    key: `goodwill-${orderId}`,
  });
  return { email, orderId };
}

/** Someone who signed up with that address and never confirmed it, signed in. */
async function signUpAs(email: string) {
  const user = await makeUser(sql, email.toUpperCase());
  return { user, cookie: cookiePair(await startLoginSession(asPage(''), user.id)) };
}

async function accountPage(cookie: string, path = '/account?tab=courses') {
  return routeResult(await accountRoute.loader(routeArgs(asPage(cookie, path))));
}

function post(cookie: string, fields: Record<string, string>) {
  return accountRoute
    .action(routeArgs(formPost('/account', fields, { Cookie: cookie })))
    .then(routeResult, routeResult);
}

describe('/account of an account whose address is not confirmed', () => {
  it("shows none of a guest buyer's orders, quotes or credit, on any tab", async () => {
    const buyer = await guestBuyer();
    const { cookie } = await signUpAs(buyer.email);
    for (const tab of ['courses', 'payments', 'info']) {
      const page = await accountPage(cookie, `/account?tab=${tab}`);
      expect(page.status).toBe(200);
      // toMatchObject takes {} for any object: these must be empty.
      const body = page.body as { cancelOffers: object; account: { activeCourses: object } };
      expect(body.cancelOffers).toEqual({});
      expect(body.account.activeCourses).toEqual({});
      expect(page.body).toMatchObject({
        emailVerified: false,
        account: { transactions: [], activeCourses: {}, bookings: {} },
        cancelOffers: {},
        credit: { availableCents: 0, entries: [] },
        receipts: [],
        plans: [],
        certificates: [],
      });
      // Not the buyer's order id anywhere in what the page (and its .data) is given.
      expect(JSON.stringify(page.body)).not.toContain(buyer.orderId);
    }
  });

  it("refuses to cancel the guest buyer's course: 403, nothing cancelled, the seat kept", async () => {
    const buyer = await guestBuyer();
    const { cookie } = await signUpAs(buyer.email);
    const refused = await post(cookie, {
      intent: 'cancel-course',
      orderId: buyer.orderId,
      courseId: 'clinical1',
      destination: 'credit',
      percent: '100',
      amountCents: '650000',
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      error: 'Confirm your e-mail address before cancelling a course.',
    });
    expect(await sql`select 1 from cancellations where order_id = ${buyer.orderId}`).toEqual([]);
    expect(await sql`select status from session_seats where order_id = ${buyer.orderId}`).toEqual([
      { status: 'booked' },
    ]);
    expect(
      await sql`select course_id from course_grants where order_id = ${buyer.orderId}`,
    ).toEqual([{ course_id: 'clinical1' }]);
    expect((await creditBalance(sql, buyer.email)).availableCents).toBe(12_500);
  });

  it("cancels nothing on the 'account' channel without the confirmed owner's address", async () => {
    const buyer = await guestBuyer();
    const result = await cancelCourse({
      orderId: buyer.orderId,
      courseId: 'clinical1',
      channel: 'account',
      requestedAt: new Date(),
      actor: { kind: 'student', email: buyer.email },
      destination: 'credit',
    });
    expect(result).toEqual({ kind: 'not-cancellable', reason: 'no-line' });
    expect(await sql`select 1 from cancellations where order_id = ${buyer.orderId}`).toEqual([]);
  });

  it('shows the records, and cancels, once the address is confirmed', async () => {
    const buyer = await guestBuyer();
    const { user, cookie } = await signUpAs(buyer.email);
    await markEmailVerified(sql, user.id);
    const page = await accountPage(cookie);
    expect(page.body).toMatchObject({
      cancelOffers: { clinical1: { orderId: buyer.orderId, percent: 100 } },
      credit: { availableCents: 12_500 },
    });
    const done = await post(cookie, {
      intent: 'cancel-course',
      orderId: buyer.orderId,
      courseId: 'clinical1',
      destination: 'credit',
      percent: '100',
      amountCents: '650000',
    });
    expect(done.headers.get('Location')).toBe('/account?tab=courses&notice=courseCancelled');
    expect((await creditBalance(sql, buyer.email)).availableCents).toBe(662_500);
  });
});

describe("a guest buyer's monthly plan, to an account whose address is not confirmed", () => {
  async function open(
    route: { loader?: (args: never) => unknown; action?: (args: never) => unknown },
    cookie: string,
    path: string,
    orderId: string,
    init: RequestInit = {},
  ) {
    const request = new Request(`http://localhost${path}`, {
      ...init,
      headers: { Cookie: cookie, Accept: 'application/json', ...init.headers },
    });
    const handler = (init.method === 'POST' ? route.action : route.loader) as (
      args: ReturnType<typeof routeArgs>,
    ) => Promise<unknown>;
    return routeResult(
      await handler(routeArgs(request, { params: { orderId } })).catch((thrown: unknown) => thrown),
    );
  }

  it('is not on /account, and its pay and cancel pages answer 404', async () => {
    const email = uniqueEmail('guest-plan');
    const orderId = await failedPlan(sql, email);
    const { cookie } = await signUpAs(email);
    const page = await accountPage(cookie, '/account?tab=payments');
    expect(page.body).toMatchObject({ plans: [], receipts: [] });
    expect(JSON.stringify(page.body)).not.toContain(orderId);

    const form = { expectedKind: 'refund', expectedCents: '194452' };
    const answers = [
      await open(planPayRoute, cookie, `/account/plans/${orderId}/pay`, orderId),
      await open(planIntentRoute, cookie, `/account/plans/${orderId}/payment-intent`, orderId, {
        method: 'POST',
      }),
      await open(planCancelRoute, cookie, `/account/plans/${orderId}/cancel`, orderId),
      await open(planCancelRoute, cookie, `/account/plans/${orderId}/cancel`, orderId, {
        method: 'POST',
        body: new URLSearchParams(form),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404, 404]);
    const [plan] = await sql`select status from payment_plans where order_id = ${orderId}`;
    expect(plan).toEqual({ status: 'past_due' });
  });
});
