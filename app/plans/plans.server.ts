/**
 * The payment plans' tables (db/migrations/031_payment_plans.sql): making a plan when its first
 * payment is paid, and the student's new card for its later payments, with the brand, last four
 * digits and expiry /account shows of it (042, docs/decisions/0094). What is read of them is in
 * plan-reads.server.ts; the charging job's claims and writes are in charging.server.ts.
 */
import type Stripe from 'stripe';

import type { Queryable } from '~/db/client.server';
import type { Language } from '~/i18n/config';
import { type OrderRow, planTermsOfOrder } from '~/orders/intent-order.server';
import { flagAttention, logOrderEvent, SYSTEM } from '~/orders/ledger.server';
import { logNote } from '~/orders/log-note';
import type { PaidEvent } from '~/orders/transitions.server';
import { planSchedule, type ScheduledPayment } from '~/prices/plan-schedule';

import { cardOfPayment, type PlanCard } from './plan-card';

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
  /** What /account shows of the card; null when Stripe's answer did not say. */
  card?: PlanCard | null;
}

/**
 * Writes a plan and its schedule, payment 1 paid, in the caller's transaction (their sum is
 * checked at commit). Returns the plan's id; the existing one when the order has a plan already.
 */
export async function createPlan(tx: Queryable, plan: NewPlan): Promise<string> {
  const [made] = await tx<{ id: string }[]>`
    insert into payment_plans (
      order_id, program_id, stripe_customer_id, payment_method_id, months, price_cents,
      fee_cents, currency, language, card_brand, card_last4, card_exp_month, card_exp_year
    ) values (
      ${plan.orderId}, ${plan.programId}, ${plan.customerId}, ${plan.paymentMethodId},
      ${plan.schedule.length}, ${plan.priceCents}, ${plan.feeCents}, ${plan.currency},
      ${plan.language}, ${plan.card?.brand ?? null}, ${plan.card?.last4 ?? null},
      ${plan.card?.expMonth ?? null}, ${plan.card?.expYear ?? null}
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
      note: logNote('planNoCard', { intentId: intent.id }),
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
    card: cardOfPayment(intent),
  });
}

/** The paid hook of plans (app/order-hooks.server.ts): an order paid monthly starts its plan. */
export async function startPlanOfPaidOrder(tx: Queryable, { order, payment }: PaidEvent) {
  if (payment.kind === 'card' && order.plan_months) await startPlan(tx, order, payment.intent);
}

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

/**
 * The student's new saved card for the plan's later payments: a payment that failed is charged
 * to it at the job's next run (its retry brought forward), under its next attempt's key. `card`
 * is what /account shows of it (null: not known, rather than the old card's).
 */
export async function changePlanCard(
  sql: Queryable,
  planId: string,
  paymentMethodId: string,
  now: Date,
  card: PlanCard | null = null,
): Promise<void> {
  await sql`
    update payment_plans
    set payment_method_id = ${paymentMethodId}, card_brand = ${card?.brand ?? null},
        card_last4 = ${card?.last4 ?? null}, card_exp_month = ${card?.expMonth ?? null},
        card_exp_year = ${card?.expYear ?? null}, updated_at = now()
    where id = ${planId}`;
  await sql`
    update plan_payments set next_retry_at = ${now}, updated_at = now()
    where plan_id = ${planId} and status = 'failed'`;
}
