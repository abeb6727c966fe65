/**
 * /account/plans/<order>/card and its setup-intent (docs/decisions/0094): the owner of a monthly
 * plan sees its card and may save another; another account gets 404 on the page, its POST and
 * its return check, and cannot make someone else's SetupIntent the plan's card.
 */
import { describe, expect, it } from 'vitest';

import { createPlan } from '~/plans/plans.server';
import { planSchedule } from '~/prices/plan-schedule';

import { signedInUser, useTestDatabase } from '../../../tests/support/auth';
import { paidOrder } from '../../../tests/support/receipts';
import { routeArgs } from '../../../tests/support/routes';
import { startTestStripe } from '../../../tests/support/stripe';
import * as route from './account_.plans.$orderId.card';
import * as setupRoute from './account_.plans.$orderId.setup-intent';

const { sql } = await useTestDatabase();
const { stripe } = await startTestStripe();

/** A completed order of `email` paid monthly, its card a Visa saved on its own customer. */
async function monthlyPlan(email: string) {
  const { orderId } = await paidOrder(sql, { email, amountCents: 231_952 });
  const [charge] = await sql<{ id: string }[]>`
    select id from order_payments where order_id = ${orderId}`;
  const customer = await stripe.customers.create({ email });
  const card = await stripe.paymentMethods.attach('pm_card_visa', { customer: customer.id });
  const planId = await sql.begin((tx) =>
    createPlan(tx, {
      orderId,
      programId: 'mastership',
      customerId: customer.id,
      paymentMethodId: card.id,
      priceCents: 3_500_000,
      feeCents: 37_500,
      currency: 'usd',
      language: 'en',
      schedule: planSchedule({
        priceCents: 3_500_000,
        feeCents: 37_500,
        months: 18,
        start: new Date('2027-01-15T20:00:00Z'),
      }),
      firstChargeId: charge!.id,
      card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2031 },
    }),
  );
  return { orderId, planId, cardId: card.id };
}

const open = async (cookie: string, orderId: string, method = 'GET', search = '') => {
  const path = method === 'GET' ? `card${search}` : 'setup-intent';
  const request = new Request(`http://localhost/account/plans/${orderId}/${path}`, {
    method,
    headers: { Cookie: cookie, Accept: 'application/json' },
  });
  const args = routeArgs(request, { params: { orderId } });
  try {
    return method === 'GET' ? await route.loader(args) : await setupRoute.action(args);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
};

const planCardId = async (planId: string) =>
  (
    await sql<{ payment_method_id: string }[]>`
      select payment_method_id from payment_plans where id = ${planId}`
  )[0]!.payment_method_id;

describe('/account/plans/<order>/card', () => {
  it('shows the owner the card, saves another, and shows it after the server’s check', async () => {
    const owner = await signedInUser(sql);
    const { orderId, planId } = await monthlyPlan(owner.email);
    const page = await open(owner.cookie, orderId);
    expect('data' in page && page.data).toMatchObject({
      plan: { card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2031 } },
      result: null,
      title: 'Change the card',
    });
    const started = (await open(owner.cookie, orderId, 'POST')) as Response;
    expect(started.status).toBe(200);
    const { clientSecret } = (await started.json()) as { clientSecret: string };
    const setupIntent = clientSecret.split('_secret_')[0]!;
    const saved = await stripe.setupIntents.confirm(setupIntent, {
      payment_method: 'pm_card_mastercard',
    });
    const back = await open(owner.cookie, orderId, 'GET', `?setup_intent=${setupIntent}`);
    expect('data' in back && back.data).toMatchObject({
      plan: { card: { brand: 'mastercard', last4: '4444' } },
      result: 'changed',
    });
    expect(await planCardId(planId)).toBe(saved.payment_method);
  });

  it('answers 404 to a stranger, who cannot change someone’s plan card', async () => {
    const owner = await signedInUser(sql);
    const { orderId, planId, cardId } = await monthlyPlan(owner.email);
    const stranger = await signedInUser(sql);
    expect(((await open(stranger.cookie, orderId)) as Response).status).toBe(404);
    expect(((await open(stranger.cookie, orderId, 'POST')) as Response).status).toBe(404);
    expect(((await open(owner.cookie, 'not-an-id')) as Response).status).toBe(404);

    // The owner's SetupIntent, succeeded at Stripe, brought back by the stranger: still 404.
    const started = (await ((await open(owner.cookie, orderId, 'POST')) as Response).json()) as {
      clientSecret: string;
    };
    const setupIntent = started.clientSecret.split('_secret_')[0]!;
    await stripe.setupIntents.confirm(setupIntent, { payment_method: 'pm_card_mastercard' });
    const back = await open(stranger.cookie, orderId, 'GET', `?setup_intent=${setupIntent}`);
    expect((back as Response).status).toBe(404);
    expect(await planCardId(planId)).toBe(cardId);

    // The stranger's own plan cannot take the owner's SetupIntent either.
    const theirs = await monthlyPlan(stranger.email);
    const mixed = await open(
      stranger.cookie,
      theirs.orderId,
      'GET',
      `?setup_intent=${setupIntent}`,
    );
    expect('data' in mixed && mixed.data).toMatchObject({ result: 'unknown' });
    expect(await planCardId(theirs.planId)).toBe(theirs.cardId);
    expect(await planCardId(planId)).toBe(cardId);
  });

  it('sends a visitor to sign in', async () => {
    const answer = (await open('', '00000000-0000-4000-8000-000000000000')) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get('Location')).toContain('/login');
  });

  it('offers nothing for an order paid in full', async () => {
    const owner = await signedInUser(sql);
    const { orderId } = await paidOrder(sql, { email: owner.email });
    const page = await open(owner.cookie, orderId);
    expect('data' in page && page.data).toMatchObject({ plan: null });
    expect(((await open(owner.cookie, orderId, 'POST')) as Response).status).toBe(409);
  });
});
