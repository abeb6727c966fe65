/** Plans for the routes' tests (app/plans): one whose payment 2 failed, made as the job leaves it. */
import type { Sql } from '~/db/client.server';
import { createPlan } from '~/plans/plans.server';
import { planSchedule } from '~/plans/schedule';

import { paidOrder } from './receipts';

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
