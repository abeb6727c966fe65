/**
 * A course of a program paid monthly whose session the academy closes (docs/decisions/0092):
 * the figures of planClosure (closure-share.ts) from the stored plan, and their writing in the
 * course cancellation's transaction: the remaining payments' new amounts (or their end), the
 * plan completed when nothing is left, and the log entry. The cancellation row keeps what was
 * taken off (plan_removed_cents, migration 040), which every screen reads back.
 */
import type Stripe from 'stripe';

import type { Queryable } from '~/db/client.server';
import { type Actor, logOrderEvent } from '~/orders/ledger.server';

import { type PlanClosure, planClosure } from './closure-share';

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
 * A payment whose amount the closure changes must not be paid at its old amount afterwards: a
 * PaymentIntent the student started for it (paying a failed payment from /account) is cancelled
 * at Stripe first, as cancelling the plan does (0074). 'paid' when one was paid or is being
 * processed meanwhile: the closure then waits for its webhook and is run again.
 */
export async function settleStartedPayments(
  tx: Queryable,
  stripe: Stripe,
  quote: PlanClosureQuote,
): Promise<'settled' | 'paid'> {
  const changed = quote.payments
    .filter((payment) => payment.toCents !== payment.fromCents)
    .map((payment) => payment.number);
  if (changed.length === 0) return 'settled';
  const started = await tx<{ student_intent_id: string }[]>`
    select student_intent_id from plan_payments
    where plan_id = ${quote.planId} and number in ${tx(changed)}
      and student_intent_id is not null`;
  for (const { student_intent_id: intentId } of started) {
    const intent = await stripe.paymentIntents.retrieve(intentId);
    if (intent.status === 'succeeded' || intent.status === 'processing') return 'paid';
    if (intent.status !== 'canceled') await stripe.paymentIntents.cancel(intentId);
  }
  return 'settled';
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
