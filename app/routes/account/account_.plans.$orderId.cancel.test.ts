/**
 * /account/plans/<order>/cancel: the owner sees what cancelling today settles before confirming;
 * another account gets 404. (The settlement applied: app/plans/cancel.server.test.ts.)
 */
import { describe, expect, it } from 'vitest';

import { signedInUser, useTestDatabase } from '../../../tests/support/auth';
import { failedPlan } from '../../../tests/support/plans';
import { routeArgs } from '../../../tests/support/routes';
import * as route from './account_.plans.$orderId.cancel';

const { sql } = await useTestDatabase();

const open = async (cookie: string, orderId: string) => {
  const request = new Request(`http://localhost/account/plans/${orderId}/cancel`, {
    headers: { Cookie: cookie },
  });
  try {
    return await route.loader(routeArgs(request, { params: { orderId } }));
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
};

describe('/account/plans/<order>/cancel', () => {
  it('shows the owner the settlement of cancelling today', async () => {
    const owner = await signedInUser(sql);
    const orderId = await failedPlan(sql, owner.email);
    const answer = await open(owner.cookie, orderId);
    // Paid payment 1 only, no course taken: owes the fee, the rest of payment 1 comes back.
    expect('data' in answer && answer.data).toMatchObject({
      program: 'Mastership Program',
      title: 'Cancel the program',
      quote: { kind: 'refund', paidCents: 231_952, owedCents: 37_500, amountCents: 194_452 },
    });
  });

  it('answers 404 to another account', async () => {
    const owner = await signedInUser(sql);
    const orderId = await failedPlan(sql, owner.email);
    const stranger = await signedInUser(sql);
    expect(((await open(stranger.cookie, orderId)) as Response).status).toBe(404);
  });
});
