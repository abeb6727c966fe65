/**
 * The charging job against a real database and the Stripe stand-in, when a card is declined: the
 * plan is past due, the student e-mailed in their language and bookings refused after the grace
 * period, until a retry or another card pays; a card Stripe refuses or that needs authentication
 * goes the same way. Charged once: charging.server.test.ts.
 */
import { describe, expect, it } from 'vitest';

import { bookingsRefusedForPlan } from '~/orders/plan-standings.server';
import { bookGrantedSeat } from '~/sessions/seat-bookings.server';

import { at, chargingHarness } from '../../tests/support/plans';
import { chargeDuePayments } from './charging.server';
import { planOfOrder } from './plan-reads.server';
import { changePlanCard } from './plans.server';

const { sql, standIn, stripe, deps, newPlan, chargesAtStripe } = await chargingHarness();

describe('chargeDuePayments', () => {
  it('a decline: past due, e-mail in the student’s language, retries, refused bookings, then recovered', async () => {
    const { planId, orderId, customerId } = await newPlan('pm_card_chargeCustomerFail', {
      months: 2,
      language: 'es',
    });
    const firstTry = new Date('2027-02-15T17:00:00Z');
    await chargeDuePayments({ ...deps, now: () => firstTry });
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
    expect((await chargeDuePayments({ ...deps, now: () => firstTry })).declined).toBe(0);
    const refused = (iso: string) =>
      bookingsRefusedForPlan(sql, orderId, { now: new Date(iso), graceDays: 14 });
    expect(await refused('2027-03-01T16:59:59Z')).toBe(false);
    expect(await refused('2027-03-01T17:00:00Z')).toBe(true);

    // The retry declines again under its own key, with no second e-mail.
    await chargeDuePayments({ ...deps, now: at('2027-02-18T17:00:00Z') });
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
    const recovered = await chargeDuePayments({ ...deps, now: () => changedAt });
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
    await chargeDuePayments({ ...deps, now: at('2027-06-03T18:00:00Z') });
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
    const result = await chargeDuePayments({ ...deps, now: at('2027-02-15T17:00:00Z') });
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
    await chargeDuePayments({ ...deps, now: () => declinedAt });
    expect((await planOfOrder(sql, orderId))!.status).toBe('past_due');
    expect(await bookGrantedSeat(sql, { email, seat })).toBe('plan-past-due');
    const [seats] = await sql<{ count: number }[]>`
      select count(*)::int as count from session_seats where order_id = ${orderId}`;
    expect(seats!.count).toBe(0);

    const good = await stripe.paymentMethods.attach('pm_card_visa', { customer: customerId });
    await changePlanCard(sql, planId, good.id, new Date());
    await chargeDuePayments(deps);
    expect((await planOfOrder(sql, orderId))!.status).toBe('completed');
    expect(await bookGrantedSeat(sql, { email, seat })).toBe('booked');
  });
});
