/**
 * Cancelling a program paid monthly (SPEC §9, docs/decisions/0065 and 0074) against a real
 * database and the Stripe stand-in: the overpayment refunded over the latest charges, the
 * underpayment charged once to the saved card with its receipt, the courses not taken given up,
 * the later payments cancelled, and a quote that changed answered rather than applied.
 */
import { describe, expect, it } from 'vitest';

import { cancelCourse, cancelPlan } from '~/cancellations/cancel.server';
import { cancelOffers } from '~/cancellations/offers.server';
import { loadCancelPolicy } from '~/cancellations/policy.server';
import { addDays } from '~/prices/plan-schedule';
import { orderReceipts } from '~/receipts/receipts.server';

import { paidOrdersHarness, quiet } from '../../tests/support/paid-orders';
import { monthlyStudent } from '../../tests/support/plans';
import { receiptContent } from '../../tests/support/receipts';
import { settlementCents } from './cancel.server';
import { chargeDuePayments } from './charging.server';
import { planOfOrder } from './plan-reads.server';
import { type CoursePrices, quotePlanCancellation } from './settlement.server';

const { sql, standIn, stripe, deliver, refundsAtStripe } = await paidOrdersHarness();
const LA = 'America/Los_Angeles';
const MASTERSHIP = ['module1', 'module2', 'clinical1', 'module3', 'module4', 'clinical2'];
let students = 0;

/** The six courses at their individual prices; Clinical 2 with a session starting on `day`. */
const coursesWith = (clinical2Day: string): CoursePrices[] =>
  MASTERSHIP.map((courseId) => ({
    courseId,
    registrationPrice: 3_000,
    individualPrice: courseId === 'clinical2' ? 17_000 : 3_350,
    upcomingDates:
      courseId === 'clinical2'
        ? [
            {
              _key: 'c2-test',
              dateText: 'Test session',
              startDate: clinical2Day,
              endDate: clinical2Day,
              spots: 6,
              location: 'Beverly Hills, CA',
            },
          ]
        : [],
  }));

/** A Mastership paid monthly, payment 1 paid with Visa; then `more` payments charged by the job. */
async function studentPaying(more = 0) {
  const started = await monthlyStudent(
    { stripe, standIn, deliver },
    `cancel${(students += 1)}@example.com`,
  );
  const plan = (await planOfOrder(sql, started.orderId))!;
  for (let number = 2; number <= 1 + more; number++) {
    await chargeDuePayments({
      sql,
      stripe,
      now: () => new Date(`${plan.payments[number - 1]!.dueDate}T20:00:00Z`),
      timeZone: LA,
      academy: receiptContent.academy,
      receipts: receiptContent,
      log: quiet,
    });
  }
  return { orderId: started.orderId, email: started.email, plan };
}

const deps = (courses: CoursePrices[]) => ({
  sql,
  stripe,
  courses,
  timeZone: LA,
  academy: receiptContent.academy,
  content: receiptContent,
  refunds: { context: () => Promise.resolve(receiptContent), log: quiet },
});
const actor = (email: string) => ({ kind: 'student' as const, email });

describe('cancelling a program paid monthly', () => {
  it('refunds what was paid beyond the fee when no course was taken, over the latest charges', async () => {
    const { orderId, email, plan } = await studentPaying(2);
    const notice = new Date(`${plan.payments[2]!.dueDate}T21:00:00Z`);
    const courses = coursesWith('2099-01-01');
    const quote = await quotePlanCancellation(sql, orderId, { notice, timeZone: LA, courses });
    // Paid 2,319.52 + 2 × 1,944.44; owed only the $375 fee.
    expect(quote).toMatchObject({ kind: 'refund', paidCents: 620_840, owedCents: 37_500 });
    const result = await cancelPlan(
      { orderId, notice, actor: actor(email), expected: { kind: 'refund', amountCents: 583_340 } },
      deps(courses),
    );
    expect(result.kind).toBe('cancelled');

    const after = (await planOfOrder(sql, orderId))!;
    expect(after.status).toBe('cancelled');
    expect(after.payments.filter((payment) => payment.status === 'cancelled')).toHaveLength(15);
    // Every charge but the first refunded in full; the first keeps the fee and 8 cents less.
    const intents = await sql<{ stripe_id: string; amount_cents: number }[]>`
      select stripe_id, amount_cents from order_payments
      where order_id = ${orderId} and kind = 'charge' order by created_at`;
    const refunded = await Promise.all(intents.map((intent) => refundsAtStripe(intent.stripe_id)));
    expect(refunded).toEqual([[194_452], [194_444], [194_444]]);
    const [grants] = await sql<{ count: number }[]>`
      select count(*)::int as count from course_grants where order_id = ${orderId}`;
    expect(grants!.count).toBe(0);
    const mails = await sql<{ kind: string; to_address: string; text_body: string }[]>`
      select kind, to_address, text_body from outbox_emails
      where kind in ('plan-cancelled', 'plan-cancelled-notice')
        and (to_address = ${email} or reply_to = ${email})`;
    expect(mails.map((mail) => mail.kind).sort()).toEqual([
      'plan-cancelled',
      'plan-cancelled-notice',
    ]);
    expect(mails.find((mail) => mail.kind === 'plan-cancelled')!.text_body).toContain(
      '$5,833.40 is refunded to your card',
    );
    // A second confirmation changes nothing.
    const again = await cancelPlan(
      { orderId, notice, actor: actor(email), expected: { kind: 'refund', amountCents: 583_340 } },
      deps(courses),
    );
    expect(again.kind).toBe('unavailable');
    expect(await refundsAtStripe(intents[1]!.stripe_id)).toEqual([194_444]);
  });

  it('charges the rest once when a course taken within 30 days costs more than was paid', async () => {
    const { orderId, email, plan } = await studentPaying();
    const notice = new Date(`${plan.payments[0]!.dueDate}T21:00:00Z`);
    // Clinical 2 starts 30 days after the notice: the last counted day, so it is owed.
    const courses = coursesWith(addDays(plan.payments[0]!.dueDate, 30));
    await sql`
      insert into session_seats (course_id, session_key, order_id, email_normalized, status,
                                 held_until, capacity, booked_at)
      values ('clinical2', 'c2-test', ${orderId}, ${email}, 'booked', now(), 6, now())`;
    const owed = 37_500 + 1_700_000;
    const expected = { kind: 'charge' as const, amountCents: owed - 231_952 };
    const quote = await quotePlanCancellation(sql, orderId, { notice, timeZone: LA, courses });
    expect(quote && settlementCents(quote)).toBe(expected.amountCents);

    const result = await cancelPlan(
      { orderId, notice, actor: actor(email), expected },
      deps(courses),
    );
    expect(result.kind).toBe('cancelled');
    const settlementCharges = standIn.events.filter(
      (event) =>
        event.type === 'charge.succeeded' &&
        (event.data.object as { metadata?: Record<string, string> }).metadata?.settlement ===
          'true' &&
        (event.data.object as { amount: number }).amount === expected.amountCents,
    );
    expect(settlementCharges).toHaveLength(1);
    const receipts = await orderReceipts(sql, orderId);
    expect(receipts.at(-1)).toMatchObject({ amountCents: expected.amountCents });
    expect(receipts.at(-1)!.printed.lines[0]!.description).toBe(
      'Mastership Program: settlement on cancelling the program',
    );
    // Clinical 2 was paid for and stays the student's; the five others are given up.
    const granted = await sql<{ course_id: string }[]>`
      select course_id from course_grants where order_id = ${orderId}`;
    expect(granted.map((row) => row.course_id)).toEqual(['clinical2']);
  });

  it('is the only way out: none of its courses is offered or cancelled one by one', async () => {
    const { orderId, email } = await studentPaying();
    const policy = await loadCancelPolicy();
    expect(await cancelOffers(sql, email, new Date(), policy)).toEqual({});
    const refused = await cancelCourse(
      {
        orderId,
        courseId: 'module1',
        channel: 'account',
        requestedAt: new Date(),
        actor: actor(email),
        destination: 'card',
        ownerEmail: email,
      },
      { sql, stripe, policy, log: quiet },
    );
    expect(refused).toEqual({ kind: 'not-cancellable', reason: 'no-line' });
  });

  it('is applied once when two confirmations race (two tabs, two instances)', async () => {
    const { orderId, email, plan } = await studentPaying(1);
    const notice = new Date(`${plan.payments[1]!.dueDate}T21:00:00Z`);
    const courses = coursesWith('2099-01-01');
    const expected = { kind: 'refund' as const, amountCents: 231_952 + 194_444 - 37_500 };
    const results = await Promise.all(
      [1, 2].map(() =>
        cancelPlan({ orderId, notice, actor: actor(email), expected }, deps(courses)),
      ),
    );
    expect(results.map((result) => result.kind).sort()).toEqual(['cancelled', 'unavailable']);
    const [refunds] = await sql<{ count: number; cents: number }[]>`
      select count(*)::int as count, sum(amount_cents)::int as cents from order_payments
      where order_id = ${orderId} and kind = 'refund'`;
    expect(refunds).toEqual({ count: 2, cents: expected.amountCents });
    const [log] = await sql<{ count: number }[]>`
      select count(*)::int as count from order_log
      where order_id = ${orderId} and event = 'plan-cancelled'`;
    expect(log!.count).toBe(1);
  });

  it('answers a quote that changed since the page showed it, and applies nothing', async () => {
    const { orderId, email, plan } = await studentPaying();
    const notice = new Date(`${plan.payments[0]!.dueDate}T21:00:00Z`);
    const result = await cancelPlan(
      { orderId, notice, actor: actor(email), expected: { kind: 'refund', amountCents: 1 } },
      deps(coursesWith('2099-01-01')),
    );
    expect(result.kind).toBe('changed');
    expect((await planOfOrder(sql, orderId))!.status).toBe('active');
  });
});
