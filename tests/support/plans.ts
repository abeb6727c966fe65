/**
 * Plans for the tests of app/plans and its routes: one whose payment 2 failed, made as the job
 * leaves it; a monthly student; and the setting of the charging job's tests.
 */
import { expect } from 'vitest';

import { createRegistrationPayment } from '~/checkout/payment-intents.server';
import type { Sql } from '~/db/client.server';
import { createPlan } from '~/plans/plans.server';
import { planSchedule } from '~/prices/plan-schedule';

import { cardData, paidOrdersHarness, quiet } from './paid-orders';
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

const LA = 'America/Los_Angeles';
const academy = {
  name: 'Implant Academy',
  addressLines: ['1 Main St'],
  phone: '+1 310 555 0100',
  phoneHref: 'tel:+13105550100',
  email: 'registrar@academy.test',
  origin: 'https://academy.test',
};

/** The charging job's clock, stopped at an instant. */
export const at = (iso: string) => () => new Date(iso);

/**
 * The setting of the charging job's tests (app/plans/charging*.server.test.ts): the paid-orders
 * harness, what the job is given but its clock, plans of new students, and Stripe's charges.
 */
export async function chargingHarness() {
  const harness = await paidOrdersHarness();
  const { sql, standIn, stripe } = harness;
  const deps = { sql, stripe, timeZone: LA, retryDays: [3, 7], graceDays: 14, academy, log: quiet };
  let plans = 0;

  /** A plan of `months` payments started on 2027-01-15 (LA), paid by `card` after the first. */
  async function newPlan(
    card: string,
    { months = 3, language = 'en' as 'en' | 'es', start = new Date('2027-01-15T20:00:00Z') } = {},
  ) {
    plans += 1;
    const email = `student${plans}@example.com`;
    const order = await harness.paidOrder(['module1'], {
      customer: { name: 'Jane Doe', email, phone: '+1 310 555 0100' },
    });
    const customer = await stripe.customers.create({ email });
    const saved = await stripe.paymentMethods.attach(card, { customer: customer.id });
    const [firstCharge] = await sql<{ id: string }[]>`
      select id from order_payments where order_id = ${order.orderId} and kind = 'charge'`;
    const schedule = planSchedule({
      priceCents: 3_500_000,
      feeCents: 37_500,
      months,
      start,
      timeZone: LA,
    });
    const planId = await sql.begin((tx) =>
      createPlan(tx, {
        orderId: order.orderId,
        programId: 'mastership',
        customerId: customer.id,
        paymentMethodId: saved.id,
        priceCents: 3_500_000,
        feeCents: 37_500,
        currency: 'usd',
        language,
        schedule,
        firstChargeId: firstCharge!.id,
      }),
    );
    return { planId, orderId: order.orderId, customerId: customer.id, email };
  }

  /** Stripe's charges for a plan's payment, by the intent's metadata. */
  const chargesAtStripe = (planId: string, number: number, type = 'charge.succeeded') =>
    standIn.events.filter(
      (event) =>
        event.type === type &&
        (event.data.object as { metadata?: Record<string, string> }).metadata?.plan_id === planId &&
        (event.data.object as { metadata?: Record<string, string> }).metadata?.plan_payment ===
          String(number),
    );

  return { ...harness, deps, newPlan, chargesAtStripe };
}
