/**
 * The academy closes a session of a program paid monthly (docs/decisions/0092), on real
 * PostgreSQL with the Stripe stand-in: the registrant gets back only the part of the course's
 * share paid so far (never the fee), the rest comes off the remaining payments in the same
 * transaction with its log entry, and the e-mail, the account and the cancel quote say so.
 */
import { beforeEach, describe, expect, it } from 'vitest';

import { loadCancelPolicy } from '~/cancellations/policy.server';
import { closeSession, closurePreview } from '~/cancellations/session-closure.server';

import { resetDatabase } from '../../tests/support/database';
import { cardData, paidOrdersHarness, quiet } from '../../tests/support/paid-orders';
import { monthlyStudent } from '../../tests/support/plans';
import { lastEventOf } from '../../tests/support/stripe';
import { accountPlans, planOfOrder } from './plan-reads.server';
import { quotePlanCancellation } from './settlement.server';

const { sql, standIn, stripe, deliver, refundsAtStripe } = await paidOrdersHarness();
const policy = await loadCancelPolicy();
const SESSION = { courseId: 'clinical1', sessionKey: 'clinical1-2027-04' };

/** A Mastership paid monthly (payment 1 paid), with a seat booked in the session. */
async function mastershipStudent(email: string) {
  const started = await monthlyStudent({ stripe, standIn, deliver }, email);
  await sql`
    insert into session_seats (course_id, session_key, order_id, email_normalized, status, held_until,
                               booked_at, capacity)
    values (${SESSION.courseId}, ${SESSION.sessionKey}, ${started.orderId}, ${email}, 'booked',
            now(), now(), 6)`;
  return started;
}

const close = (remedy: 'refund' | 'credit') =>
  closeSession(
    { ...SESSION, kind: 'cancelled', remedy, staffEmail: 'registrar@academy.test' },
    { sql, stripe, policy, log: quiet },
  );

beforeEach(() => resetDatabase(sql));

describe('closing a session of a program paid monthly', () => {
  it('refunds the paid part of the course share only and takes the rest off the schedule', async () => {
    const student = await mastershipStudent('monthly@example.com');
    const [line] = await sql<{ paid_cents: number }[]>`
      select paid_cents from order_lines
      where order_id = ${student.orderId} and course_id = 'clinical1'`;
    const share = line!.paid_cents;
    // Payment 1 ($2,319.52) paid $1,944.52 of the price: the share in that proportion.
    const paidPart = Math.floor((share * 194_452) / 3_500_000);
    // Staff see the same figures before they confirm.
    const [preview] = await closurePreview(sql, SESSION.courseId, SESSION.sessionKey, 'refund');
    expect(preview).toMatchObject({
      amountCents: paidPart,
      cardCents: paidPart,
      creditCents: 0,
      plan: { removedCents: share - paidPart, paymentsLeft: 17, ends: false },
    });
    const report = await close('refund');
    const [outcome] = report.outcomes;
    expect(outcome).toMatchObject({ outcome: 'refunded', amountCents: paidPart });
    expect(paidPart).toBeLessThan(231_952 - 37_500);
    expect(await refundsAtStripe(student.paymentIntentId)).toEqual([paidPart]);

    // The rest came off the 17 remaining payments, evenly to the cent.
    const plan = (await planOfOrder(sql, student.orderId))!;
    const left = plan.payments.filter((payment) => payment.status === 'due');
    expect(left).toHaveLength(17);
    const leftCents = left.reduce((sum, payment) => sum + payment.amountCents, 0);
    expect(leftCents).toBe(17 * 194_444 - (share - paidPart));
    expect(new Set(left.slice(1).map((payment) => payment.amountCents)).size).toBe(1);
    expect(left[0]!.amountCents - left[1]!.amountCents).toBeLessThan(17);
    expect(plan.status).toBe('active');

    // The log and the cancellation keep the figures; the account reads the same payments.
    const [logged] = await sql<{ details: Record<string, number> }[]>`
      select details from order_log where order_id = ${student.orderId} and event = 'plan-reduced'`;
    expect(logged!.details).toMatchObject({
      shareCents: share,
      returnedCents: paidPart,
      removedCents: share - paidPart,
    });
    const [account] = await accountPlans(sql, {
      userId: '00000000-0000-4000-8000-000000000000',
      paidToEmail: 'monthly@example.com',
    });
    expect(account!.payments.map((payment) => payment.amountCents)).toEqual(
      plan.payments.map((payment) => payment.amountCents),
    );
    expect(account!.closedCourses).toEqual([
      {
        courseId: 'clinical1',
        shareCents: share,
        returnedCents: paidPart,
        removedCents: share - paidPart,
        destination: 'card',
      },
    ]);
    // The cancel page's quote: what was paid less the refund, of a program without the course.
    const quote = await quotePlanCancellation(sql, student.orderId, {
      notice: new Date(),
      courses: [],
    });
    expect(quote).toMatchObject({ kind: 'refund', paidCents: 231_952 - paidPart });

    // The e-mail says the amount refunded and the new schedule, not "100% of what it cost".
    const [mail] = await sql<{ text_body: string }[]>`
      select text_body from outbox_emails where kind = 'course-cancelled'`;
    expect(mail!.text_body).not.toContain('100%');
    expect(mail!.text_body).toContain(`$${(paidPart / 100).toFixed(2)}`);
    expect(mail!.text_body).toContain('17 payments are left');
    expect(mail!.text_body).toContain(
      `$${(left[1]!.amountCents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
    );
    expect(mail!.text_body).toContain('The processing fee is not refunded.');
  });

  it('gives the paid part as credit when staff choose credit, and the schedule still shrinks', async () => {
    const student = await mastershipStudent('credit@example.com');
    const report = await close('credit');
    expect(report.outcomes[0]!.outcome).toBe('credited');
    expect(await refundsAtStripe(student.paymentIntentId)).toEqual([]);
    const [credit] = await sql<{ cents: number }[]>`
      select coalesce(sum(amount_cents), 0)::int as cents from credit_entries
      where order_id = ${student.orderId}`;
    expect(credit!.cents).toBe(report.outcomes[0]!.amountCents);
    // Cancelling the program now counts the credited part as given back, not as paid.
    const quote = await quotePlanCancellation(sql, student.orderId, {
      notice: new Date(),
      courses: [],
    });
    expect(quote).toMatchObject({ paidCents: 231_952 - credit!.cents });
    const plan = (await planOfOrder(sql, student.orderId))!;
    const total = plan.payments.reduce((sum, payment) => sum + payment.amountCents, 0);
    expect(total).toBeLessThan(3_537_500);
  });

  /** Payment 2 started by the student from /account: a PaymentIntent of its old amount. */
  async function startedPayment2(orderId: string) {
    const intent = await stripe.paymentIntents.create({
      amount: 194_444,
      currency: 'usd',
      metadata: { plan_payment: '2' },
    });
    await sql`
      update plan_payments set student_intent_id = ${intent.id}
      where number = 2 and plan_id = (select id from payment_plans where order_id = ${orderId})`;
    return intent.id;
  }

  it('cancels at Stripe a payment the student had started at the old amount, so it is never paid', async () => {
    const student = await mastershipStudent('started@example.com');
    const intentId = await startedPayment2(student.orderId);
    const report = await close('refund');
    expect(report.outcomes[0]!.outcome).toBe('refunded');
    expect((await stripe.paymentIntents.retrieve(intentId)).status).toBe('canceled');
    const [payment] = await sql<{ student_intent_id: string | null }[]>`
      select student_intent_id from plan_payments where number = 2`;
    expect(payment!.student_intent_id).toBeNull();
  });

  it('changes nothing while a payment it would change was paid meanwhile', async () => {
    const student = await mastershipStudent('paying@example.com');
    const intentId = await startedPayment2(student.orderId);
    await stripe.paymentIntents.confirm(intentId, {
      payment_method_data: cardData('4242424242424242'),
    });
    const before =
      await sql`select number, amount_cents, status from plan_payments order by number`;
    const report = await close('refund');
    expect(report.outcomes[0]).toMatchObject({ outcome: 'failed' });
    expect(report.outcomes[0]!.detail).toContain('payment-in-progress');
    expect(
      await sql`select number, amount_cents, status from plan_payments order by number`,
    ).toEqual(before);
    expect(await sql`select 1 from cancellations`).toHaveLength(0);
    expect(await refundsAtStripe(student.paymentIntentId)).toEqual([]);
  });

  it('records and flags a payment made at its old amount after the closure, never drops it', async () => {
    const student = await mastershipStudent('late@example.com');
    await close('refund');
    const [plan] = await sql<{ id: string }[]>`select id from payment_plans`;
    // A payment page left open before the closure, paid after it at the old amount.
    const late = await stripe.paymentIntents.create({
      amount: 194_444,
      currency: 'usd',
      metadata: { plan_id: plan!.id, plan_payment: '2', order_id: student.orderId },
    });
    await stripe.paymentIntents.confirm(late.id, {
      payment_method_data: cardData('4242424242424242'),
    });
    await deliver(lastEventOf(standIn, 'payment_intent.succeeded', late.id));
    const [charge] =
      await sql`select amount_cents, status from order_payments where stripe_id = ${late.id}`;
    expect(charge).toEqual({ amount_cents: 194_444, status: 'succeeded' });
    const [flag] = await sql<{ details: { note: string } }[]>`
      select details from order_log where order_id = ${student.orderId} and event = 'needs-attention'`;
    expect(flag!.details.note).toContain(late.id);
    const [payment2] = await sql`select status from plan_payments where number = 2`;
    expect(payment2).toEqual({ status: 'due' });
  });

  it('returns nothing again for a course of a plan the student cancelled and settled meanwhile', async () => {
    const student = await mastershipStudent('settled@example.com');
    // Cancelled as a whole (0065): the settlement already counted or released every course.
    await sql`update payment_plans set status = 'cancelled', cancelled_at = now()`;
    const report = await close('refund');
    expect(report.outcomes[0]).toMatchObject({ outcome: 'failed' });
    expect(report.outcomes[0]!.detail).toContain('no-line');
    expect(await refundsAtStripe(student.paymentIntentId)).toEqual([]);
    expect(await sql`select 1 from cancellations`).toHaveLength(0);
  });
});
