/**
 * The payment plans' tables (db/migrations/031_payment_plans.sql): making a plan when its first
 * payment is paid, reading it, and whether its student may book sessions. The charging job's
 * claims and writes are in charging.server.ts.
 */
import type Stripe from 'stripe';

import type { Queryable } from '~/db/client.server';
import type { Language } from '~/i18n/config';
import { type OrderRow, planTermsOfOrder } from '~/payments/intent-order.server';
import { flagAttention, logOrderEvent, SYSTEM } from '~/payments/ledger.server';
import { ownedBy, type ReceiptOwner } from '~/receipts/receipts.server';

import { pastGrace } from './retries';
import { planSchedule, type ScheduledPayment } from './schedule';

export type PlanStatus = 'active' | 'past_due' | 'completed' | 'cancelled';
export type PlanPaymentStatus = 'due' | 'paid' | 'failed' | 'cancelled';

export interface NewPlan {
  orderId: string;
  programId: string;
  customerId: string;
  paymentMethodId: string;
  priceCents: number;
  feeCents: number;
  currency: string;
  language: Language;
  schedule: readonly ScheduledPayment[];
  /** The order_payments row of the first payment's charge: payment 1 is paid by it. */
  firstChargeId: string;
}

/**
 * Writes a plan and its schedule, payment 1 paid, in the caller's transaction (their sum is
 * checked at commit). Returns the plan's id; the existing one when the order has a plan already.
 */
export async function createPlan(tx: Queryable, plan: NewPlan): Promise<string> {
  const [made] = await tx<{ id: string }[]>`
    insert into payment_plans (
      order_id, program_id, stripe_customer_id, payment_method_id, months, price_cents,
      fee_cents, currency, language
    ) values (
      ${plan.orderId}, ${plan.programId}, ${plan.customerId}, ${plan.paymentMethodId},
      ${plan.schedule.length}, ${plan.priceCents}, ${plan.feeCents}, ${plan.currency},
      ${plan.language}
    )
    on conflict (order_id) do nothing
    returning id`;
  if (!made) {
    const [existing] = await tx<{ id: string }[]>`
      select id from payment_plans where order_id = ${plan.orderId}`;
    return existing!.id;
  }
  const rows = plan.schedule.map((payment) => ({
    plan_id: made.id,
    number: payment.number,
    due_date: payment.dueDate,
    amount_cents: payment.amountCents,
    status: payment.number === 1 ? 'paid' : 'due',
    order_payment_id: payment.number === 1 ? plan.firstChargeId : null,
    paid_at: payment.number === 1 ? new Date() : null,
    attempts: payment.number === 1 ? 1 : 0,
  }));
  await tx`
    insert into plan_payments ${tx(
      rows,
      'plan_id',
      'number',
      'due_date',
      'amount_cents',
      'status',
      'order_payment_id',
      'paid_at',
      'attempts',
    )}`;
  await logOrderEvent(tx, plan.orderId, {
    event: 'plan-started',
    actor: SYSTEM,
    details: {
      planId: made.id,
      months: plan.schedule.length,
      totalCents: plan.priceCents + plan.feeCents,
    },
    dedupeKey: `plan-started:${made.id}`,
  });
  return made.id;
}

/**
 * The plan of an order paid monthly, started by its first payment's PaymentIntent (in the
 * fulfilment's transaction, the order locked): the schedule from the order's terms, counted from
 * the day the order was placed (the schedule the page showed), the card the intent saved. An
 * intent without its customer or card cannot carry a plan: staff are told.
 */
export async function startPlan(
  tx: Queryable,
  order: OrderRow,
  intent: Stripe.PaymentIntent,
): Promise<void> {
  const terms = planTermsOfOrder(order);
  if (!terms) return;
  const customerId = idOf(intent.customer);
  const paymentMethodId = idOf(intent.payment_method);
  if (!customerId || !paymentMethodId) {
    await flagAttention(tx, order.id, {
      note: `Monthly payments: payment ${intent.id} saved no card; charge the later payments by hand`,
      dedupeKey: `plan-without-card:${intent.id}`,
    });
    return;
  }
  const [charge] = await tx<{ id: string }[]>`
    select id from order_payments where stripe_id = ${intent.id} and kind = 'charge'`;
  await createPlan(tx, {
    orderId: order.id,
    programId: order.selected_items[0]!,
    customerId,
    paymentMethodId,
    priceCents: order.amount_cents,
    feeCents: terms.feeCents,
    currency: order.currency,
    language: order.language,
    schedule: planSchedule({ priceCents: order.amount_cents, ...terms, start: order.created_at }),
    firstChargeId: charge!.id,
  });
}

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

/**
 * The student's new saved card for the plan's later payments: a payment that failed is charged
 * to it at the job's next run (its retry brought forward), under its next attempt's key.
 */
export async function changePlanCard(
  sql: Queryable,
  planId: string,
  paymentMethodId: string,
  now: Date,
): Promise<void> {
  await sql`
    update payment_plans set payment_method_id = ${paymentMethodId}, updated_at = now()
    where id = ${planId}`;
  await sql`
    update plan_payments set next_retry_at = ${now}, updated_at = now()
    where plan_id = ${planId} and status = 'failed'`;
}

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

/**
 * Whether the order's plan is past due beyond the grace period at `now`: new session bookings
 * are then refused until it is paid (courses already attended stay valid).
 */
export async function bookingsRefusedForPlan(
  sql: Queryable,
  orderId: string,
  { now, graceDays }: { now: Date; graceDays: number },
): Promise<boolean> {
  const [row] = await sql<{ past_due_since: Date | null }[]>`
    select past_due_since from payment_plans
    where order_id = ${orderId} and status = 'past_due'`;
  return pastGrace(row?.past_due_since ?? null, now, graceDays);
}

/** A plan as /account shows it: its schedule, each payment with its receipt once paid. */
export interface AccountPlan {
  orderId: string;
  programId: string;
  status: PlanStatus;
  months: number;
  priceCents: number;
  feeCents: number;
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
    }[]
  >`
    select p.id, p.order_id, p.program_id, p.status, p.months, p.price_cents, p.fee_cents
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
    }[]
  >`
    select pp.plan_id, pp.number, to_char(pp.due_date, 'YYYY-MM-DD') as due_date,
           pp.amount_cents, pp.status, pp.next_retry_at, r.number as receipt_number
    from plan_payments pp
    left join receipts r on r.payment_id = pp.order_payment_id and pp.order_payment_id is not null
    where pp.plan_id in ${sql(plans.map((plan) => plan.id))}
    order by pp.plan_id, pp.number`;
  return plans.map((plan) => ({
    orderId: plan.order_id,
    programId: plan.program_id,
    status: plan.status,
    months: plan.months,
    priceCents: plan.price_cents,
    feeCents: plan.fee_cents,
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
