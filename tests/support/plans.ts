/** Plans for the routes' tests (app/plans): one whose payment 2 failed, made as the job leaves it. */
import { expect } from 'vitest';

import type { Sql } from '~/db/client.server';
import { createRegistrationPayment } from '~/payments/payment-intents.server';
import { createPlan } from '~/plans/plans.server';
import { planSchedule } from '~/plans/schedule';

import { cardData, type paidOrdersHarness } from './paid-orders';
import { paidOrder } from './receipts';
import { customer, lastEventOf } from './stripe';

/** A completed order of `email` with a Mastership plan whose payment 2 failed. */
export async function failedPlan(sql: Sql, email: string) {
  const { orderId } = await paidOrder(sql, { email, amountCents: 231_952 });
  const [charge] = await sql<{ id: string }[]>`
    select id from order_payments where order_id = ${orderId}`;
  const planId = await sql.begin((tx) =>
    createPlan(tx, {
      orderId,
      programId: 'mastership',
      customerId: 'cus_test',
      paymentMethodId: 'pm_test',
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
    }),
  );
  await sql`
    update plan_payments set status = 'failed', attempts = 1, first_failed_at = now()
    where plan_id = ${planId} and number = 2`;
  await sql`
    update payment_plans set status = 'past_due', past_due_since = now() where id = ${planId}`;
  return orderId;
}

/**
 * A new student registers for the Mastership paid monthly and pays payment 1 with Visa, as the
 * payment step and its webhook do (paidOrdersHarness's stand-in and delivery).
 */
export async function monthlyStudent(
  harness: Pick<Awaited<ReturnType<typeof paidOrdersHarness>>, 'stripe' | 'standIn' | 'deliver'>,
  email: string,
) {
  const started = await createRegistrationPayment(
    { customer: { ...customer, email }, selectedItems: ['mastership'], paymentPlan: 'monthly' },
    { stripe: harness.stripe },
  );
  if (!started.ok) throw new Error(started.error);
  await harness.stripe.paymentIntents.confirm(started.paymentIntentId, {
    payment_method_data: cardData('4242424242424242'),
  });
  const paid = lastEventOf(harness.standIn, 'payment_intent.succeeded', started.paymentIntentId);
  expect(await harness.deliver(paid)).toBe('completed');
  return { ...started, email };
}
