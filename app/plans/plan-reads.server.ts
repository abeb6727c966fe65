/**
 * Reads of the payment plans' tables (db/migrations/031_payment_plans.sql): an order's plan with
 * its schedule (the staff order page, cancelling, settling), and the plans /account shows with
 * their receipts. Where a plan stands, wherever its order appears, is
 * orders/plan-standings.server.ts's. Plans are made and their card
 * changed by plans.server.ts.
 */
import type { Queryable } from '~/db/client.server';
import type { PlanPaymentStatus, PlanStatus } from '~/orders/plan-standing';
import { ownedBy, type ReceiptOwner } from '~/receipts/receipts.server';

import type { ClosedPlanCourse } from './closure-share';
import { type PlanCard, planCardOf } from './plan-card';

export type { PlanPaymentStatus, PlanStatus } from '~/orders/plan-standing';

export interface PlanPaymentRow {
  number: number;
  dueDate: string;
  amountCents: number;
  status: PlanPaymentStatus;
  attempts: number;
  nextRetryAt: Date | null;
  failureReason: string | null;
  paidAt: Date | null;
}

/** The plan's closed courses, in the order they were closed. */
export async function closedPlanCourses(
  sql: Queryable,
  orderId: string,
): Promise<ClosedPlanCourse[]> {
  const rows = await sql<
    { course_id: string; amount_cents: number; plan_removed_cents: number; destination: string }[]
  >`
    select course_id, amount_cents, plan_removed_cents, destination from cancellations
    where order_id = ${orderId} and plan_removed_cents is not null
    order by created_at, course_id`;
  return rows.map((row) => ({
    courseId: row.course_id,
    shareCents: row.amount_cents + row.plan_removed_cents,
    returnedCents: row.amount_cents,
    removedCents: row.plan_removed_cents,
    destination: row.destination === 'credit' ? 'credit' : 'card',
  }));
}

export interface PlanView {
  id: string;
  orderId: string;
  programId: string;
  status: PlanStatus;
  pastDueSince: Date | null;
  months: number;
  priceCents: number;
  feeCents: number;
  currency: string;
  payments: PlanPaymentRow[];
  closedCourses: ClosedPlanCourse[];
}

/** An order's plan with its schedule, or null when the order was paid in full. */
export async function planOfOrder(sql: Queryable, orderId: string): Promise<PlanView | null> {
  const [plan] = await sql<
    {
      id: string;
      order_id: string;
      program_id: string;
      status: PlanStatus;
      past_due_since: Date | null;
      months: number;
      price_cents: number;
      fee_cents: number;
      currency: string;
    }[]
  >`
    select id, order_id, program_id, status, past_due_since, months, price_cents, fee_cents,
           currency
    from payment_plans where order_id = ${orderId}`;
  if (!plan) return null;
  const payments = await sql<
    {
      number: number;
      due_date: string;
      amount_cents: number;
      status: PlanPaymentStatus;
      attempts: number;
      next_retry_at: Date | null;
      failure_reason: string | null;
      paid_at: Date | null;
    }[]
  >`
    select number, to_char(due_date, 'YYYY-MM-DD') as due_date, amount_cents, status, attempts,
           next_retry_at, failure_reason, paid_at
    from plan_payments where plan_id = ${plan.id}
    order by number`;
  return {
    id: plan.id,
    orderId: plan.order_id,
    programId: plan.program_id,
    status: plan.status,
    pastDueSince: plan.past_due_since,
    months: plan.months,
    priceCents: plan.price_cents,
    feeCents: plan.fee_cents,
    currency: plan.currency,
    closedCourses: await closedPlanCourses(sql, plan.order_id),
    payments: payments.map((row) => ({
      number: row.number,
      dueDate: row.due_date,
      amountCents: row.amount_cents,
      status: row.status,
      attempts: row.attempts,
      nextRetryAt: row.next_retry_at,
      failureReason: row.failure_reason,
      paidAt: row.paid_at,
    })),
  };
}

/** A plan as /account shows it: its schedule, each payment with its receipt once paid. */
export interface AccountPlan {
  orderId: string;
  programId: string;
  status: PlanStatus;
  months: number;
  priceCents: number;
  feeCents: number;
  /** The card its payments are charged to (docs/decisions/0094); null when not known. */
  card: PlanCard | null;
  closedCourses: ClosedPlanCourse[];
  payments: Array<{
    number: number;
    dueDate: string;
    amountCents: number;
    status: PlanPaymentStatus;
    /** When it failed: the next automatic retry, if any is left (ISO 8601). */
    nextRetryAt: string | null;
    receiptNumber: string | null;
  }>;
}

/** The plans of the orders an account owns (receipts.server.ts's rule), newest first. */
export async function accountPlans(sql: Queryable, owner: ReceiptOwner): Promise<AccountPlan[]> {
  const plans = await sql<
    {
      id: string;
      order_id: string;
      program_id: string;
      status: PlanStatus;
      months: number;
      price_cents: number;
      fee_cents: number;
      card_brand: string | null;
      card_last4: string | null;
      card_exp_month: number | null;
      card_exp_year: number | null;
    }[]
  >`
    select p.id, p.order_id, p.program_id, p.status, p.months, p.price_cents, p.fee_cents,
           p.card_brand, p.card_last4, p.card_exp_month, p.card_exp_year
    from payment_plans p join orders o on o.id = p.order_id
    where ${ownedBy(sql, owner)}
    order by p.created_at desc`;
  if (plans.length === 0) return [];
  const payments = await sql<
    {
      plan_id: string;
      number: number;
      due_date: string;
      amount_cents: number;
      status: PlanPaymentStatus;
      next_retry_at: Date | null;
      receipt_number: string | null;
      plan_status: PlanStatus;
    }[]
  >`
    select pp.plan_id, pp.number, to_char(pp.due_date, 'YYYY-MM-DD') as due_date,
           pp.amount_cents, pp.status, pp.next_retry_at, r.number as receipt_number,
           p.status as plan_status
    from plan_payments pp
    join payment_plans p on p.id = pp.plan_id
    left join receipts r on r.payment_id = pp.order_payment_id and pp.order_payment_id is not null
    where pp.plan_id in ${sql(plans.map((plan) => plan.id))}
    order by pp.plan_id, pp.number`;
  const closed = await Promise.all(plans.map((plan) => closedPlanCourses(sql, plan.order_id)));
  // The status as the payments' own statement saw it: a payment recorded between the two reads
  // (its plan's status changes in the same transaction) never shows beside the status before it.
  const statusOf = (plan: (typeof plans)[number]) =>
    payments.find((payment) => payment.plan_id === plan.id)?.plan_status ?? plan.status;
  return plans.map((plan, index) => ({
    orderId: plan.order_id,
    closedCourses: closed[index]!,
    programId: plan.program_id,
    status: statusOf(plan),
    months: plan.months,
    priceCents: plan.price_cents,
    feeCents: plan.fee_cents,
    card: planCardOf(plan),
    payments: payments
      .filter((payment) => payment.plan_id === plan.id)
      .map((payment) => ({
        number: payment.number,
        dueDate: payment.due_date,
        amountCents: payment.amount_cents,
        status: payment.status,
        nextRetryAt: payment.next_retry_at?.toISOString() ?? null,
        receiptNumber: payment.receipt_number,
      })),
  }));
}
