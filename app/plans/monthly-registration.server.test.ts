/**
 * A program paid monthly through the real path (docs/decisions/0070): the registration's intent
 * asks for payment 1 and saves the card on a customer, its webhook completes the order and starts
 * the plan, payment 1 and every later payment get a receipt, and the job charges payment 2 to the
 * saved card when its day comes. Against a real database and the Stripe stand-in.
 */
import { describe, expect, it } from 'vitest';

import { createRegistrationPayment } from '~/checkout/payment-intents.server';
import { formatDay } from '~/i18n/format';
import { ordersForEmail } from '~/orders/orders.server';
import { addMonths } from '~/prices/plan-schedule';
import { orderReceipts } from '~/receipts/receipts.server';

import { paidOrdersHarness, quiet } from '../../tests/support/paid-orders';
import { monthlyStudent } from '../../tests/support/plans';
import { receiptContent } from '../../tests/support/receipts';
import { customer } from '../../tests/support/stripe';
import { chargeDuePayments } from './charging.server';
import { planOfOrder } from './plan-reads.server';

const { sql, standIn, stripe, deliver } = await paidOrdersHarness();
const LA = 'America/Los_Angeles';

let students = 0;
const student = () => ({ ...customer, email: `monthly${(students += 1)}@example.com` });

/** Registers the Mastership monthly and pays payment 1; the order's id and intent. */
const payFirstMonth = () =>
  monthlyStudent({ stripe, standIn, deliver }, `monthly${(students += 1)}@example.com`);

describe('a program paid monthly', () => {
  it('asks for payment 1 (share, left-over cents, fee) and saves the card for the rest', async () => {
    const started = await createRegistrationPayment(
      { customer: student(), selectedItems: ['mastership'], paymentPlan: 'monthly' },
      { stripe },
    );
    if (!started.ok) throw new Error(started.error);
    // $35,000 / 18 = $1,944.44 and 8 cents over, plus the $375 fee.
    expect(started.amountCents).toBe(194_444 + 8 + 37_500);
    const intent = await stripe.paymentIntents.retrieve(started.paymentIntentId);
    expect(intent.amount).toBe(231_952);
    expect(intent.setup_future_usage).toBe('off_session');
    expect(intent.customer).toMatch(/^cus_/);
    const [order] = await sql<
      { amount_cents: number; plan_months: number; plan_fee_cents: number }[]
    >`select amount_cents, plan_months, plan_fee_cents from orders where id = ${started.orderId}`;
    expect(order).toEqual({ amount_cents: 3_500_000, plan_months: 18, plan_fee_cents: 37_500 });
  });

  it('is another order than the same program paid in full, which costs its price and no fee', async () => {
    const buyer = student();
    const full = await createRegistrationPayment(
      { customer: buyer, selectedItems: ['mastership'] },
      { stripe },
    );
    const monthly = await createRegistrationPayment(
      { customer: buyer, selectedItems: ['mastership'], paymentPlan: 'monthly' },
      { stripe },
    );
    if (!full.ok || !monthly.ok) throw new Error('not started');
    expect(full.amountCents).toBe(3_500_000);
    expect(monthly.orderId).not.toBe(full.orderId);
    const intent = await stripe.paymentIntents.retrieve(full.paymentIntentId);
    expect(intent.setup_future_usage).toBeNull();
    expect(intent.customer).toBeNull();
  });

  it.each([
    ['a course', ['module1'], {}, 'register.errors.notMonthly'],
    ['a program sold in one payment only', ['fellowship'], {}, 'register.errors.notMonthly'],
    ['credit', ['mastership'], { creditCents: 10_000 }, 'register.errors.creditMonthly'],
  ])('is refused for %s, storing nothing', async (_what, items, extra, key) => {
    const buyer = student();
    const refused = await createRegistrationPayment(
      { customer: buyer, selectedItems: items, paymentPlan: 'monthly', ...extra },
      { stripe },
    );
    expect(refused).toMatchObject({ ok: false, reason: 'invalid', message: { key } });
    const [{ count }] = (await sql`
      select count(*)::int as count from orders where email = ${buyer.email}`) as unknown as [
      { count: number },
    ];
    expect(count).toBe(0);
  });

  it('starts the plan when payment 1 is paid, with its receipt and the e-mail saying what follows', async () => {
    const { orderId, email } = await payFirstMonth();
    const plan = await planOfOrder(sql, orderId);
    expect(plan).toMatchObject({ months: 18, priceCents: 3_500_000, feeCents: 37_500 });
    const payments = plan!.payments;
    expect(payments).toHaveLength(18);
    expect(payments.reduce((sum, payment) => sum + payment.amountCents, 0)).toBe(3_537_500);
    expect(payments[0]).toMatchObject({ number: 1, status: 'paid', amountCents: 231_952 });
    expect(payments.slice(1).every((payment) => payment.status === 'due')).toBe(true);
    expect(payments[1]!.dueDate).toBe(addMonths(payments[0]!.dueDate, 1));
    expect(payments[17]!.dueDate).toBe(addMonths(payments[0]!.dueDate, 17));
    // The card is the customer's now, for the later payments.
    const [row] = await sql<{ stripe_customer_id: string; payment_method_id: string }[]>`
      select stripe_customer_id, payment_method_id from payment_plans where id = ${plan!.id}`;
    const saved = await stripe.paymentMethods.retrieve(row!.payment_method_id);
    expect(saved.customer).toBe(row!.stripe_customer_id);

    const [receipt] = await orderReceipts(sql, orderId);
    expect(receipt).toMatchObject({ kind: 'payment', priceCents: 231_952, amountCents: 231_952 });
    expect(receipt!.printed.lines).toEqual([
      {
        description: 'Mastership Program: monthly payment 1 of 18',
        session: null,
        cents: 194_452,
      },
      { description: 'Processing fee', session: null, cents: 37_500 },
    ]);
    // The account's payment history shows what was paid, not the program's price.
    const [summary] = await ordersForEmail(sql, email);
    expect(summary).toMatchObject({ id: orderId, amountCents: 231_952, status: 'completed' });
    const [confirmation] = await sql<{ text_body: string }[]>`
      select text_body from outbox_emails
      where kind = 'order-confirmation' and to_address = ${email}`;
    expect(confirmation?.text_body).toContain(
      'We received your first monthly payment of $2,319.52. The other 17 payments, of $1,944.44 each, are charged to the same card once a month',
    );
    // The academy's notice: what payment 1 collected of the total, and what is due when.
    const [notice] = await sql<{ text_body: string }[]>`
      select text_body from outbox_emails
      where kind = 'order-notification' and reply_to = ${email}`;
    expect(notice?.text_body).toContain(
      `Amount: Paid $2,319.52 of $35,375.00 · next $1,944.44 on ${formatDay(payments[1]!.dueDate, 'en')}`,
    );
    expect(notice?.text_body).toContain(
      'Still due: $33,055.48 in 17 monthly payments of $1,944.44',
    );
  });

  it('charges payment 2 to the saved card on its day, once, with its own receipt', async () => {
    const { orderId } = await payFirstMonth();
    const plan = (await planOfOrder(sql, orderId))!;
    const second = plan.payments[1]!;
    // Noon in Los Angeles on payment 2's day: the job's clock moved a month on.
    const dueDay = new Date(`${second.dueDate}T20:00:00Z`);
    const run = () =>
      chargeDuePayments({
        sql,
        stripe,
        now: () => dueDay,
        timeZone: LA,
        retryDays: [3],
        graceDays: 14,
        academy: receiptContent.academy,
        receipts: receiptContent,
        log: quiet,
      });
    await run();
    await run();
    const after = (await planOfOrder(sql, orderId))!;
    expect(after.payments.map((payment) => payment.status).slice(0, 3)).toEqual([
      'paid',
      'paid',
      'due',
    ]);
    const receipts = await orderReceipts(sql, orderId);
    expect(receipts).toHaveLength(2);
    expect(receipts[1]).toMatchObject({ priceCents: 194_444, amountCents: 194_444 });
    expect(receipts[1]!.printed.lines).toEqual([
      {
        description: 'Mastership Program: monthly payment 2 of 18',
        session: null,
        cents: 194_444,
      },
    ]);
    const charges = standIn.events.filter(
      (event) =>
        event.type === 'charge.succeeded' &&
        (event.data.object as { metadata?: Record<string, string> }).metadata?.plan_id === plan.id,
    );
    expect(charges).toHaveLength(1);
  });
});
