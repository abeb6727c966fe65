/**
 * What a cancellation does to a program paid monthly (docs/decisions/0065, 0074, 0092, 0099),
 * in the cancellation's transaction with the order locked; the cancellation itself (seats,
 * grants, refunds, log, e-mails) is cancellations/cancel.server.ts, whose program and academy
 * cases call these.
 *
 * The program cancelled from /account (SPEC §9): the plan read for update, its settlement quoted
 * again (a quote that changed since the page showed it is answered, not applied), any payment the
 * student had started cancelled at Stripe, the plan and its open payments cancelled, and the
 * final charge made (under the key `plan:<id>:settlement`, once). The courses not taken by the
 * last counted day and the refund's parts are then the cancellation's to settle.
 *
 * A course of it whose session the academy closes: the figures of planClosure (closure-share.ts)
 * from the stored plan, and their writing: the remaining payments' new amounts (or their end),
 * the plan completed when nothing is left, and the log entry. The cancellation row keeps what was
 * taken off (plan_removed_cents, migration 040), which every screen reads back.
 */
import Stripe from 'stripe';

import type { Queryable } from '~/db/client.server';
import type { OrderRow, Tx } from '~/orders/intent-order.server';
import { type Actor, flagAttention, logOrderEvent, recordCharge } from '~/orders/ledger.server';
import { logNote } from '~/orders/log-note';

import { type PlanClosure, planClosure } from './closure-share';
import type { Settlement } from './settlement';
import { type CoursePrices, quotePlanCancellation } from './settlement.server';

/** What the page showed and the student confirmed: a different settlement now is answered. */
export interface ExpectedSettlement {
  kind: 'refund' | 'charge' | 'even';
  amountCents: number;
}

/** The amount a settlement moves: refunded or charged; 0 when even. */
export const settlementCents = (settlement: Settlement): number =>
  settlement.kind === 'refund' || settlement.kind === 'charge' ? settlement.amountCents : 0;

/** A plan ended by the program's cancellation: what the cancellation settles after. */
export interface EndedPlan {
  kind: 'ended';
  planId: string;
  programId: string;
  currency: string;
  settlement: Exclude<Settlement, { kind: 'completed' }>;
  /** Not taken by the last counted day: not paid for, so no longer the student's. */
  releasedCourses: string[];
}

/**
 * Ends the order's plan for the program's cancellation (see the header). 'unavailable': no live
 * plan, or every payment made; 'changed': the settlement is not the one confirmed, or a payment
 * was made meanwhile. Nothing is written then.
 */
export async function endPlan(
  tx: Tx,
  stripe: Stripe,
  order: OrderRow,
  request: { notice: Date; expected: ExpectedSettlement },
  prices: { courses: readonly CoursePrices[]; timeZone: string },
): Promise<EndedPlan | { kind: 'changed' } | { kind: 'unavailable' }> {
  const [plan] = await tx<
    {
      id: string;
      status: string;
      program_id: string;
      stripe_customer_id: string;
      payment_method_id: string;
      currency: string;
    }[]
  >`
    select id, status, program_id, stripe_customer_id, payment_method_id, currency
    from payment_plans where order_id = ${order.id}
    for update`;
  if (!plan || plan.status === 'cancelled' || plan.status === 'completed') {
    return { kind: 'unavailable' };
  }
  const settlement = await quotePlanCancellation(tx, order.id, {
    notice: request.notice,
    timeZone: prices.timeZone,
    courses: prices.courses,
  });
  if (!settlement || settlement.kind === 'completed') return { kind: 'unavailable' };
  if (
    settlement.kind !== request.expected.kind ||
    settlementCents(settlement) !== request.expected.amountCents
  ) {
    return { kind: 'changed' };
  }
  // Paid meanwhile: what was paid changed; its webhook records it, then the student sees it.
  if ((await cancelStartedPayments(tx, stripe, plan.id)) === 'paid') return { kind: 'changed' };
  await tx`
    update payment_plans
    set status = 'cancelled', cancelled_at = ${request.notice}, past_due_since = null,
        updated_at = now()
    where id = ${plan.id}`;
  await tx`
    update plan_payments
    set status = 'cancelled', next_retry_at = null, student_intent_id = null, updated_at = now()
    where plan_id = ${plan.id} and status in ('due', 'failed')`;
  if (settlement.kind === 'charge') {
    await chargeSettlement(tx, stripe, {
      orderId: order.id,
      planId: plan.id,
      amountCents: settlement.amountCents,
      currency: plan.currency,
      customer: plan.stripe_customer_id,
      paymentMethod: plan.payment_method_id,
    });
  }
  const counted = new Set(settlement.counted.map((course) => course.courseId));
  return {
    kind: 'ended',
    planId: plan.id,
    programId: plan.program_id,
    currency: plan.currency,
    settlement,
    releasedCourses: order.course_ids.filter((courseId) => !counted.has(courseId)),
  };
}

/**
 * The settlement's final charge, off session to the plan's card, once (its key). A decline
 * leaves the cancellation standing and tells staff to collect the amount.
 */
async function chargeSettlement(
  tx: Tx,
  stripe: Stripe,
  charge: {
    orderId: string;
    planId: string;
    amountCents: number;
    currency: string;
    customer: string;
    paymentMethod: string;
  },
) {
  try {
    const intent = await stripe.paymentIntents.create(
      {
        amount: charge.amountCents,
        currency: charge.currency,
        allowed_payment_method_types: ['card'],
        customer: charge.customer,
        payment_method: charge.paymentMethod,
        off_session: true,
        confirm: true,
        description: 'Program cancelled: the settlement',
        metadata: { plan_id: charge.planId, settlement: 'true' },
      },
      { idempotencyKey: `plan:${charge.planId}:settlement` },
    );
    await recordCharge(tx, charge.orderId, {
      stripeId: intent.id,
      amountCents: intent.amount_received,
      currency: intent.currency,
      status: 'succeeded',
    });
    await tx`
      update payment_plans set settlement_intent_id = ${intent.id} where id = ${charge.planId}`;
  } catch (error) {
    if (
      !(error instanceof Stripe.errors.StripeCardError) &&
      !(error instanceof Stripe.errors.StripeInvalidRequestError)
    ) {
      throw error;
    }
    const intent = error instanceof Stripe.errors.StripeCardError ? error.payment_intent : null;
    if (intent) {
      await recordCharge(tx, charge.orderId, {
        stripeId: intent.id,
        amountCents: intent.amount,
        currency: intent.currency,
        status: 'failed',
        failureReason: error.message,
      });
    }
    await flagAttention(tx, charge.orderId, {
      note: logNote('settlementDeclined', {
        amount: (charge.amountCents / 100).toFixed(2),
        currency: charge.currency.toUpperCase(),
        error: error.message,
      }),
      dedupeKey: `plan-settlement-declined:${charge.planId}`,
    });
  }
}

export interface PlanClosureQuote extends PlanClosure {
  planId: string;
  shareCents: number;
  /** The remaining payments' due days, by number ('YYYY-MM-DD'). */
  dueDates: Record<number, string>;
}

/**
 * What closing the course gives back and takes off the order's plan; null when the order has no
 * plan still running or completed (a cancelled plan was settled as a whole: 0065).
 */
export async function quotePlanClosure(
  sql: Queryable,
  orderId: string,
  shareCents: number,
): Promise<PlanClosureQuote | null> {
  // Locked, with its payments, so a charge the job is making waits for the closure (or the
  // closure for it): the amounts are then taken off what is really still open.
  const [plan] = await sql<{ id: string; fee_cents: number; status: string }[]>`
    select id, fee_cents, status from payment_plans where order_id = ${orderId} for update`;
  if (!plan || plan.status === 'cancelled') return null;
  const payments = await sql<
    { number: number; due_date: string; amount_cents: number; status: string }[]
  >`
    select number, to_char(due_date, 'YYYY-MM-DD') as due_date, amount_cents, status
    from plan_payments where plan_id = ${plan.id} order by number for update`;
  const [returned] = await sql<{ cents: number }[]>`
    select coalesce(sum(amount_cents), 0)::integer as cents from cancellations
    where order_id = ${orderId} and plan_removed_cents is not null`;
  const open = payments.filter((row) => row.status === 'due' || row.status === 'failed');
  const closure = planClosure({
    shareCents,
    feeCents: plan.fee_cents,
    paidCents: payments
      .filter((row) => row.status === 'paid')
      .reduce((sum, row) => sum + row.amount_cents, 0),
    returnedCents: returned!.cents,
    open: open.map((row) => ({ number: row.number, amountCents: row.amount_cents })),
  });
  return {
    ...closure,
    planId: plan.id,
    shareCents,
    dueDates: Object.fromEntries(open.map((row) => [row.number, row.due_date])),
  };
}

/**
 * A payment whose amount a cancellation changes must not be paid at its old amount afterwards
 * (0074, 0092): a PaymentIntent the student started for it (paying a failed payment from
 * /account) is cancelled at Stripe first. 'paid' when one was paid or is being processed
 * meanwhile: the cancellation is then not applied (its webhook records the payment first).
 * `numbers`: the payments concerned; all of the plan's when absent.
 */
async function cancelStartedPayments(
  tx: Queryable,
  stripe: Stripe,
  planId: string,
  numbers?: readonly number[],
): Promise<'settled' | 'paid'> {
  const started = await tx<{ student_intent_id: string }[]>`
    select student_intent_id from plan_payments
    where plan_id = ${planId} ${numbers ? tx`and number in ${tx(numbers)}` : tx``}
      and student_intent_id is not null`;
  for (const { student_intent_id: intentId } of started) {
    const intent = await stripe.paymentIntents.retrieve(intentId);
    if (intent.status === 'succeeded' || intent.status === 'processing') return 'paid';
    if (intent.status !== 'canceled') await stripe.paymentIntents.cancel(intentId);
  }
  return 'settled';
}

/** The closure's started payments (cancelStartedPayments): those whose amount it changes. */
export async function settleStartedPayments(
  tx: Queryable,
  stripe: Stripe,
  quote: PlanClosureQuote,
): Promise<'settled' | 'paid'> {
  const changed = quote.payments
    .filter((payment) => payment.toCents !== payment.fromCents)
    .map((payment) => payment.number);
  if (changed.length === 0) return 'settled';
  return cancelStartedPayments(tx, stripe, quote.planId, changed);
}

/**
 * Writes the quote in the cancellation's transaction (the order locked): each remaining payment's
 * new amount, a payment left at 0 cancelled, a payment the student had started to pay asked for
 * again at its new amount (its old PaymentIntent cancelled first: settleStartedPayments), the
 * plan completed when nothing
 * is left, and the log. The sum is checked at commit against the cancellation's
 * plan_removed_cents (migration 040), which the caller writes.
 */
export async function applyPlanClosure(
  tx: Queryable,
  quote: PlanClosureQuote,
  { orderId, courseId, actor }: { orderId: string; courseId: string; actor: Actor },
): Promise<void> {
  for (const payment of quote.payments) {
    if (payment.toCents === payment.fromCents) continue;
    await tx`
      update plan_payments
      set amount_cents = ${payment.toCents},
          status = case when ${payment.toCents}::integer = 0 then 'cancelled' else status end,
          next_retry_at = case when ${payment.toCents}::integer = 0 then null else next_retry_at end,
          student_intent_id = null, updated_at = now()
      where plan_id = ${quote.planId} and number = ${payment.number}
        and status in ('due', 'failed')`;
  }
  if (quote.ends) {
    await tx`
      update payment_plans set status = 'completed', past_due_since = null, updated_at = now()
      where id = ${quote.planId} and status in ('active', 'past_due')`;
    await logOrderEvent(tx, orderId, {
      event: 'plan-completed',
      actor,
      dedupeKey: `plan-completed:${quote.planId}`,
    });
  }
  const left = quote.payments.filter((payment) => payment.toCents > 0);
  await logOrderEvent(tx, orderId, {
    event: 'plan-reduced',
    actor,
    details: {
      courseId,
      shareCents: quote.shareCents,
      returnedCents: quote.returnCents,
      removedCents: quote.removedCents,
      paymentsLeft: left.length,
      nextCents: left[0]?.toCents ?? 0,
    },
    dedupeKey: `plan-reduced:${courseId}`,
  });
}
