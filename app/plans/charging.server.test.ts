/**
 * The charging job against a real database and the Stripe stand-in: a due payment is charged
 * once when two instances run at once and when the job dies between Stripe's answer and its
 * write; a decline makes the plan past due, e-mails the student and is recovered by a retry.
 */
import { describe, expect, it } from 'vitest';

import { connect } from '~/db/client.server';
import { bookGrantedSeat } from '~/sessions/seats.server';

import { paidOrdersHarness } from '../../tests/support/paid-orders';
import { chargeDuePayments } from './charging.server';
import { bookingsRefusedForPlan, changePlanCard, createPlan, planOfOrder } from './plans.server';
import { planSchedule } from './schedule';

const { sql, standIn, stripe, paidOrder, deliver } = await paidOrdersHarness();
const LA = 'America/Los_Angeles';
const quiet = { info() {}, warn() {}, error() {} };
const academy = {
  name: 'Implant Academy',
  addressLines: ['1 Main St'],
  phone: '+1 310 555 0100',
  phoneHref: 'tel:+13105550100',
  email: 'registrar@academy.test',
  origin: 'https://academy.test',
};
const settings = { timeZone: LA, retryDays: [3, 7], graceDays: 14, academy, log: quiet };

/** A plan of `months` payments started on 2027-01-15 (LA), paid by `card` after the first. */
async function newPlan(
  card: string,
  { months = 3, language = 'en' as 'en' | 'es', start = new Date('2027-01-15T20:00:00Z') } = {},
) {
  plans += 1;
  const email = `student${plans}@example.com`;
  const order = await paidOrder(['module1'], {
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

let plans = 0;
const at = (iso: string) => () => new Date(iso);

describe('chargeDuePayments', () => {
  it('charges nothing before the due day begins in the academy zone', async () => {
    const { planId } = await newPlan('pm_card_visa');
    // 2027-02-15T07:59Z is still February 14 in Los Angeles.
    const early = await chargeDuePayments({
      sql,
      stripe,
      now: at('2027-02-15T07:59:00Z'),
      ...settings,
    });
    expect(chargesAtStripe(planId, 2)).toHaveLength(0);
    expect(early.paid).toBe(0);
    const due = await chargeDuePayments({
      sql,
      stripe,
      now: at('2027-02-15T08:00:00Z'),
      ...settings,
    });
    expect(due.paid).toBeGreaterThanOrEqual(1);
    expect(chargesAtStripe(planId, 2)).toHaveLength(1);
    expect(chargesAtStripe(planId, 3)).toHaveLength(0);
  });

  it('charges each due payment once when two instances run the job at once', async () => {
    const plans = await Promise.all([newPlan('pm_card_visa'), newPlan('pm_card_visa')]);
    const url = process.env.DATABASE_URL!;
    const [one, two] = [connect(url, { max: 2 }), connect(url, { max: 2 })];
    const now = at('2027-03-20T18:00:00Z');
    const planCharges = () =>
      standIn.events.filter(
        (event) =>
          event.type === 'charge.succeeded' &&
          (event.data.object as { metadata?: Record<string, string> }).metadata?.plan_id,
      ).length;
    const before = planCharges();
    try {
      const results = await Promise.all([
        chargeDuePayments({ sql: one, stripe, now, ...settings }),
        chargeDuePayments({ sql: two, stripe, now, ...settings }),
        chargeDuePayments({ sql: one, stripe, now, ...settings }),
      ]);
      // Every payment the runs recorded paid is one charge at Stripe, and no more.
      const paid = results.reduce((total, result) => total + result.paid, 0);
      expect(paid).toBeGreaterThanOrEqual(4);
      expect(planCharges() - before).toBe(paid);
    } finally {
      await Promise.all([one.end(), two.end()]);
    }
    for (const { planId, orderId } of plans) {
      for (const number of [2, 3]) expect(chargesAtStripe(planId, number)).toHaveLength(1);
      const plan = await planOfOrder(sql, orderId);
      expect(plan!.status).toBe('completed');
      expect(plan!.payments.map((payment) => payment.status)).toEqual(['paid', 'paid', 'paid']);
      const [charges] = await sql<{ count: number; cents: number }[]>`
        select count(*)::int as count, sum(amount_cents)::int as cents from order_payments
        where order_id = ${orderId} and kind = 'charge' and status = 'succeeded'`;
      // The order's own charge (payment 1 here) and the two monthly ones.
      expect(charges!.count).toBe(3);
      expect(charges!.cents - (await firstChargeCents(orderId))).toBe(2 * 1_166_666);
    }
  });

  it('a job killed between Stripe’s answer and its write charges once when run again', async () => {
    const { planId, orderId } = await newPlan('pm_card_visa', { months: 2 });
    const now = at('2027-02-16T18:00:00Z');
    const keys: string[] = [];
    await expect(
      chargeDuePayments({
        sql,
        stripe,
        now,
        ...settings,
        afterStripeAnswered: async (key) => {
          keys.push(key);
          throw new Error('killed');
        },
      }),
    ).rejects.toThrow('killed');
    expect(keys).toEqual([`plan:${planId}:payment:2`]);
    expect(chargesAtStripe(planId, 2)).toHaveLength(1);
    const before = await planOfOrder(sql, orderId);
    expect(before!.payments[1]).toMatchObject({ status: 'due', attempts: 0 });

    const again = await chargeDuePayments({ sql, stripe, now, ...settings });
    expect(again.paid).toBeGreaterThanOrEqual(1);
    // Stripe answered the same key with the same intent: still one charge.
    expect(chargesAtStripe(planId, 2)).toHaveLength(1);
    const intentId = (chargesAtStripe(planId, 2)[0]!.data.object as { payment_intent: string })
      .payment_intent;
    const rows = await sql<{ stripe_id: string }[]>`
      select stripe_id from order_payments where order_id = ${orderId} and stripe_id = ${intentId}`;
    expect(rows).toHaveLength(1);
    expect((await planOfOrder(sql, orderId))!.payments[1]).toMatchObject({
      status: 'paid',
      attempts: 1,
    });
  });

  it('a job killed after Stripe answered is recorded by the webhook from the intent’s metadata', async () => {
    const { planId, orderId } = await newPlan('pm_card_visa', { months: 2 });
    const now = at('2027-02-16T18:00:00Z');
    const kill = async () => {
      throw new Error('killed');
    };
    await expect(
      chargeDuePayments({ sql, stripe, now, ...settings, afterStripeAnswered: kill }),
    ).rejects.toThrow('killed');
    const succeeded = standIn.events.findLast(
      (event) =>
        event.type === 'payment_intent.succeeded' &&
        (event.data.object as { metadata?: Record<string, string> }).metadata?.plan_id === planId,
    )!;
    expect(await deliver(succeeded)).toBe('plan-payment');
    expect((await planOfOrder(sql, orderId))!.payments[1]).toMatchObject({
      status: 'paid',
      attempts: 1,
    });
    // Delivered again, or the job run again: nothing more is recorded or charged.
    expect(await deliver({ ...succeeded, id: `${succeeded.id}_again` })).toBe('plan-payment');
    const after = await chargeDuePayments({ sql, stripe, now, ...settings });
    expect(chargesAtStripe(planId, 2)).toHaveLength(1);
    const rows = await sql<{ count: number }[]>`
      select count(*)::int as count from order_payments
      where order_id = ${orderId} and kind = 'charge'`;
    expect(rows[0]!.count).toBe(2);
    const log = await sql<{ count: number }[]>`
      select count(*)::int as count from order_log
      where order_id = ${orderId} and event = 'plan-payment-paid'`;
    expect(log[0]!.count).toBe(1);
    expect(after.declined).toBe(0);
  });

  it('a decline: past due, e-mail in the student’s language, retries, refused bookings, then recovered', async () => {
    const { planId, orderId, customerId } = await newPlan('pm_card_chargeCustomerFail', {
      months: 2,
      language: 'es',
    });
    const firstTry = new Date('2027-02-15T17:00:00Z');
    await chargeDuePayments({ sql, stripe, now: () => firstTry, ...settings });
    let plan = await planOfOrder(sql, orderId);
    expect(plan).toMatchObject({ status: 'past_due', pastDueSince: firstTry });
    expect(plan!.payments[1]).toMatchObject({
      status: 'failed',
      attempts: 1,
      nextRetryAt: new Date('2027-02-18T17:00:00Z'),
    });
    expect(plan!.payments[1]!.failureReason).toMatch(/^card_declined \(generic_decline\)/);
    expect(chargesAtStripe(planId, 2, 'charge.failed')).toHaveLength(1);
    const [failed] = await sql<{ status: string }[]>`
      select status from order_payments where order_id = ${orderId} and status = 'failed'`;
    expect(failed).toBeDefined();

    const mails = await sql<
      { kind: string; to_address: string; subject: string; text_body: string }[]
    >`
      select kind, to_address, subject, text_body from outbox_emails
      where kind = 'plan-payment-declined' and text_body like ${`%${orderId.slice(0, 8).toUpperCase()}%`}`;
    expect(mails.length).toBeLessThanOrEqual(1);
    const [mail] = await sql<{ to_address: string; subject: string; text_body: string }[]>`
      select to_address, subject, text_body from outbox_emails
      where kind = 'plan-payment-declined' order by created_at desc limit 1`;
    expect(mail!.subject).toMatch(/^Su pago mensual fue rechazado/);
    expect(mail!.text_body).toContain('pago 2 de 2');
    expect(mail!.text_body).toContain(`https://academy.test/account/plans/${orderId}/pay?lng=es`);
    expect(mail!.text_body).toContain('18 de febrero de 2027');

    // Not before its retry; bookings refused from the grace period's end.
    expect(
      (await chargeDuePayments({ sql, stripe, now: () => firstTry, ...settings })).declined,
    ).toBe(0);
    const refused = (iso: string) =>
      bookingsRefusedForPlan(sql, orderId, { now: new Date(iso), graceDays: 14 });
    expect(await refused('2027-03-01T16:59:59Z')).toBe(false);
    expect(await refused('2027-03-01T17:00:00Z')).toBe(true);

    // The retry declines again under its own key, with no second e-mail.
    await chargeDuePayments({ sql, stripe, now: at('2027-02-18T17:00:00Z'), ...settings });
    plan = await planOfOrder(sql, orderId);
    expect(plan!.payments[1]).toMatchObject({
      status: 'failed',
      attempts: 2,
      nextRetryAt: new Date('2027-02-22T17:00:00Z'),
    });
    const [mailCount] = await sql<{ count: number }[]>`
      select count(*)::int as count from outbox_emails where kind = 'plan-payment-declined'
        and text_body like ${'%pago 2 de 2%'}
        and created_at >= (select created_at from payment_plans where id = ${planId})`;
    expect(mailCount!.count).toBe(1);

    // The student saves a good card: charged at the next run, under attempt 3's key.
    const good = await stripe.paymentMethods.attach('pm_card_visa', { customer: customerId });
    const changedAt = new Date('2027-02-19T10:00:00Z');
    await changePlanCard(sql, planId, good.id, changedAt);
    const recovered = await chargeDuePayments({ sql, stripe, now: () => changedAt, ...settings });
    expect(recovered.paid).toBe(1);
    plan = await planOfOrder(sql, orderId);
    expect(plan).toMatchObject({ status: 'completed', pastDueSince: null });
    expect(plan!.payments[1]).toMatchObject({ status: 'paid', attempts: 3 });
    expect(await refused('2027-03-05T00:00:00Z')).toBe(false);
    const keys = standIn.events
      .filter(
        (event) =>
          event.type === 'payment_intent.created' &&
          (event.data.object as { metadata?: Record<string, string> }).metadata?.plan_id === planId,
      )
      .map((event) => event.request.idempotency_key);
    expect(keys).toEqual([
      `plan:${planId}:payment:2`,
      `plan:${planId}:payment:2:attempt:2`,
      `plan:${planId}:payment:2:attempt:3`,
    ]);
    const log = await sql<{ event: string }[]>`
      select event from order_log where order_id = ${orderId} and event like 'plan-%' order by id`;
    expect(log.map((entry) => entry.event)).toEqual([
      'plan-started',
      'plan-payment-failed',
      'plan-past-due',
      'plan-payment-failed',
      'plan-payment-paid',
      'plan-completed',
    ]);
  });

  it('a saved card Stripe refuses (detached) fails its payment without blocking the others', async () => {
    const broken = await newPlan('pm_card_visa', {
      months: 2,
      start: new Date('2027-05-01T20:00:00Z'),
    });
    const fine = await newPlan('pm_card_visa', {
      months: 2,
      start: new Date('2027-05-02T20:00:00Z'),
    });
    const [card] = await sql<{ payment_method_id: string }[]>`
      select payment_method_id from payment_plans where id = ${broken.planId}`;
    await stripe.paymentMethods.detach(card!.payment_method_id);
    await chargeDuePayments({ sql, stripe, now: at('2027-06-03T18:00:00Z'), ...settings });
    const failed = await planOfOrder(sql, broken.orderId);
    expect(failed).toMatchObject({ status: 'past_due' });
    expect(failed!.payments[1]).toMatchObject({ status: 'failed', attempts: 1 });
    expect(failed!.payments[1]!.failureReason).toMatch(/^invalid_request_error: /);
    expect((await planOfOrder(sql, fine.orderId))!.status).toBe('completed');
    const [mail] = await sql<{ text_body: string }[]>`
      select text_body from outbox_emails where kind = 'plan-payment-declined'
        and to_address = ${broken.email}`;
    expect(mail!.text_body).toContain('could not be charged');
    expect(mail!.text_body).toContain('The card saved for your payments can no longer be charged.');
  });

  it('a card that needs authentication off session goes the decline’s way, saying so', async () => {
    const { orderId } = await newPlan('pm_card_authenticationRequired', { months: 2 });
    const result = await chargeDuePayments({
      sql,
      stripe,
      now: at('2027-02-15T17:00:00Z'),
      ...settings,
    });
    expect(result.declined).toBeGreaterThanOrEqual(1);
    const plan = await planOfOrder(sql, orderId);
    expect(plan!.payments[1]!.failureReason).toMatch(/^authentication_required/);
    const [mail] = await sql<{ text_body: string }[]>`
      select text_body from outbox_emails where kind = 'plan-payment-declined'
      order by created_at desc, id desc limit 1`;
    expect(mail!.text_body).toContain('Your bank asks you to confirm this payment yourself.');
  });
});

describe('bookings of a plan past due', () => {
  it('refuses a new session after the grace period, and books again once paid', async () => {
    const day = 24 * 60 * 60 * 1000;
    const { planId, orderId, customerId, email } = await newPlan('pm_card_chargeCustomerFail', {
      months: 2,
      start: new Date(Date.now() - 50 * day),
    });
    const seat = { courseId: 'module1', sessionKey: 'tbd', capacity: 6 };
    const declinedAt = new Date(Date.now() - 15 * day);
    await chargeDuePayments({ sql, stripe, now: () => declinedAt, ...settings });
    expect((await planOfOrder(sql, orderId))!.status).toBe('past_due');
    expect(await bookGrantedSeat(sql, { email, seat })).toBe('plan-past-due');
    const [seats] = await sql<{ count: number }[]>`
      select count(*)::int as count from session_seats where order_id = ${orderId}`;
    expect(seats!.count).toBe(0);

    const good = await stripe.paymentMethods.attach('pm_card_visa', { customer: customerId });
    await changePlanCard(sql, planId, good.id, new Date());
    await chargeDuePayments({ sql, stripe, ...settings });
    expect((await planOfOrder(sql, orderId))!.status).toBe('completed');
    expect(await bookGrantedSeat(sql, { email, seat })).toBe('booked');
  });
});

async function firstChargeCents(orderId: string): Promise<number> {
  const [row] = await sql<{ amount_cents: number }[]>`
    select p.amount_cents from order_payments p join payment_plans pl on pl.order_id = p.order_id
    join plan_payments pp on pp.plan_id = pl.id and pp.number = 1 and pp.order_payment_id = p.id
    where p.order_id = ${orderId}`;
  return row!.amount_cents;
}
