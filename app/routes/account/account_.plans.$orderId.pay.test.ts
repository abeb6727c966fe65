/**
 * /account/plans/<order>/pay and its payment-intent: the owner of a plan with a failed payment sees it and may start
 * paying it; another account, a made-up id and a visitor get nothing (404, or sent to sign in).
 */
import { describe, expect, it } from 'vitest';

import { signedInUser, useTestDatabase } from '../../../tests/support/auth';
import { failedPlan } from '../../../tests/support/plans';
import { paidOrder } from '../../../tests/support/receipts';
import { routeArgs } from '../../../tests/support/routes';
import * as route from './account_.plans.$orderId.pay';
import * as intentRoute from './account_.plans.$orderId.payment-intent';

const { sql } = await useTestDatabase();

const open = async (cookie: string, orderId: string, method = 'GET') => {
  const path = method === 'GET' ? 'pay' : 'payment-intent';
  const request = new Request(`http://localhost/account/plans/${orderId}/${path}`, {
    method,
    headers: { Cookie: cookie, Accept: 'application/json' },
  });
  const args = routeArgs(request, { params: { orderId } });
  try {
    return method === 'GET' ? await route.loader(args) : await intentRoute.action(args);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
};

describe('/account/plans/<order>/pay', () => {
  it('shows the owner the failed payment to pay', async () => {
    const owner = await signedInUser(sql);
    const orderId = await failedPlan(sql, owner.email);
    const answer = await open(owner.cookie, orderId);
    expect('data' in answer && answer.data).toMatchObject({
      payment: { number: 2, months: 18, dueDate: '2027-02-15', amountCents: 194_444 },
      title: 'Pay a monthly payment',
    });
  });

  it('answers 404 to another account and for a made-up id, on the page and its POST', async () => {
    const owner = await signedInUser(sql);
    const orderId = await failedPlan(sql, owner.email);
    const stranger = await signedInUser(sql);
    expect(((await open(stranger.cookie, orderId)) as Response).status).toBe(404);
    expect(((await open(stranger.cookie, orderId, 'POST')) as Response).status).toBe(404);
    expect(((await open(owner.cookie, 'not-an-id')) as Response).status).toBe(404);
  });

  it('sends a visitor to sign in', async () => {
    const answer = (await open('', '00000000-0000-4000-8000-000000000000')) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get('Location')).toContain('/login');
  });

  it('says there is nothing to pay when no payment failed', async () => {
    const owner = await signedInUser(sql);
    const { orderId } = await paidOrder(sql, { email: owner.email });
    const answer = await open(owner.cookie, orderId);
    expect('data' in answer && answer.data).toMatchObject({ payment: null });
  });
});
