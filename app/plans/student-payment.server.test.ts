/**
 * A failed monthly payment paid by the student from /account (docs/decisions/0073), against a
 * real database and the Stripe stand-in: the payment is recorded once with its receipt, the card
 * paid with becomes the plan's card, and the charging job's retry never takes the money a second
 * time, whether the student's payment is open, paid or paid without its webhook yet.
 */
import { describe, expect, it } from 'vitest';

import { orderReceipts } from '~/receipts/receipts.server';

import { cardData, paidOrdersHarness, quiet } from '../../tests/support/paid-orders';
import { monthlyStudent } from '../../tests/support/plans';
import { receiptContent } from '../../tests/support/receipts';
import { lastEventOf } from '../../tests/support/stripe';
import { chargeDuePayments } from './charging.server';
import { planOfOrder } from './plan-reads.server';
import { payablePayment, startStudentPayment } from './student-payment.server';

const { sql, standIn, stripe, deliver } = await paidOrdersHarness();
const LA = 'America/Los_Angeles';
let students = 0;

/** A Mastership plan whose payment 2 was declined (its saved card declines every charge). */
async function planWithFailedPayment() {
  const started = await monthlyStudent(
    { stripe, standIn, deliver },
    `payer${(students += 1)}@example.com`,
  );
  const plan = (await planOfOrder(sql, started.orderId))!;
  const [row] = await sql<{ stripe_customer_id: string }[]>`
    select stripe_customer_id from payment_plans where id = ${plan.id}`;
  const failing = await stripe.paymentMethods.attach('pm_card_chargeCustomerFail', {
    customer: row!.stripe_customer_id,
  });
  await sql`update payment_plans set payment_method_id = ${failing.id} where id = ${plan.id}`;
  const dueDay = new Date(`${plan.payments[1]!.dueDate}T20:00:00Z`);
  const job = (now: Date) =>
    chargeDuePayments({
      sql,
      stripe,
      now: () => now,
      timeZone: LA,
      retryDays: [3],
      graceDays: 14,
      academy: receiptContent.academy,
      receipts: receiptContent,
      log: quiet,
    });
  expect(await job(dueDay)).toMatchObject({ paid: 0, declined: 1 });
  const retryDay = new Date(dueDay.getTime() + 3 * 24 * 60 * 60 * 1000);
  return { orderId: started.orderId, plan, job, retryDay };
}

/** The student confirms their intent with a card, as the Payment Element does. */
async function studentPays(orderId: string, card = '4242424242424242') {
  const started = await startStudentPayment(sql, stripe, orderId);
  if (!started.ok) throw new Error(started.reason);
  const intentId = started.clientSecret.split('_secret_')[0]!;
  await stripe.paymentIntents.confirm(intentId, { payment_method_data: cardData(card) });
  return intentId;
}

const chargesFor = (planId: string, number: number) =>
  standIn.events.filter(
    (event) =>
      event.type === 'charge.succeeded' &&
      (event.data.object as { metadata?: Record<string, string> }).metadata?.plan_id === planId &&
      (event.data.object as { metadata?: Record<string, string> }).metadata?.plan_payment ===
        String(number),
  );

describe('a student pays a failed monthly payment', () => {
  it('records it once with its receipt, and their card is the plan’s card after', async () => {
    const { orderId, plan, job } = await planWithFailedPayment();
    expect(await payablePayment(sql, orderId)).toMatchObject({ number: 2, amountCents: 194_444 });
    const first = await startStudentPayment(sql, stripe, orderId);
    const again = await startStudentPayment(sql, stripe, orderId);
    // Opening the page twice pays the same intent.
    expect(first.ok && again.ok && first.clientSecret === again.clientSecret).toBe(true);

    const intentId = await studentPays(orderId);
    expect(await deliver(lastEventOf(standIn, 'payment_intent.succeeded', intentId))).toBe(
      'plan-payment',
    );
    const after = (await planOfOrder(sql, orderId))!;
    expect(after.status).toBe('active');
    expect(after.payments[1]).toMatchObject({ status: 'paid' });
    expect(await payablePayment(sql, orderId)).toBeNull();
    const receipts = await orderReceipts(sql, orderId);
    expect(receipts.map((receipt) => receipt.amountCents)).toEqual([231_952, 194_444]);

    // Payment 3 is charged to the card the student paid with, which does not decline.
    const [row] = await sql<{ payment_method_id: string; card_last4: string | null }[]>`
      select payment_method_id, card_last4 from payment_plans where id = ${plan.id}`;
    const intent = await stripe.paymentIntents.retrieve(intentId);
    expect(row!.payment_method_id).toBe(intent.payment_method);
    // /account shows it (docs/decisions/0094), not the card it replaced (0341).
    expect(row!.card_last4).toBe('4242');
    const third = new Date(`${after.payments[2]!.dueDate}T20:00:00Z`);
    expect(await job(third)).toMatchObject({ paid: 1, declined: 0 });
    expect(chargesFor(plan.id, 2)).toHaveLength(1);
    expect(chargesFor(plan.id, 3)).toHaveLength(1);
  });

  it('is cancelled at Stripe when left open and the job retries, so it can never be paid too', async () => {
    const { orderId, plan, job, retryDay } = await planWithFailedPayment();
    const started = await startStudentPayment(sql, stripe, orderId);
    if (!started.ok) throw new Error(started.reason);
    const intentId = started.clientSecret.split('_secret_')[0]!;
    // The job's retry (the saved card declines again) cancels the student's open intent first.
    expect(await job(retryDay)).toMatchObject({ paid: 0, declined: 1 });
    expect((await stripe.paymentIntents.retrieve(intentId)).status).toBe('canceled');
    await expect(
      stripe.paymentIntents.confirm(intentId, {
        payment_method_data: cardData('4242424242424242'),
      }),
    ).rejects.toThrow();
    // The student can still pay: with a new intent.
    const paidWith = await studentPays(orderId);
    expect(paidWith).not.toBe(intentId);
    expect(await deliver(lastEventOf(standIn, 'payment_intent.succeeded', paidWith))).toBe(
      'plan-payment',
    );
    expect((await planOfOrder(sql, orderId))!.payments[1]!.status).toBe('paid');
    expect(chargesFor(plan.id, 2)).toHaveLength(1);
  });

  it('is recorded by the job when paid before its webhook arrived, with no charge of the job’s', async () => {
    const { orderId, plan, job, retryDay } = await planWithFailedPayment();
    const intentId = await studentPays(orderId);
    expect(await job(retryDay)).toMatchObject({ paid: 1, declined: 0 });
    const after = (await planOfOrder(sql, orderId))!;
    expect(after.payments[1]!.status).toBe('paid');
    expect(chargesFor(plan.id, 2)).toHaveLength(1);
    // The webhook, late, changes nothing more.
    expect(await deliver(lastEventOf(standIn, 'payment_intent.succeeded', intentId))).toBe(
      'plan-payment',
    );
    expect(await orderReceipts(sql, orderId)).toHaveLength(2);
    const [flags] = await sql<{ count: number }[]>`
      select count(*)::int as count from order_log
      where order_id = ${orderId} and event = 'needs-attention'`;
    expect(flags!.count).toBe(0);
  });
});
