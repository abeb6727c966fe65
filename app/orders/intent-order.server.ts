/**
 * What a PaymentIntent says, read inside the caller's transaction: the order it was made for
 * (its metadata), locked, and what happened to the payment (its state).
 */
import type postgres from 'postgres';
import type Stripe from 'stripe';

import type { Language } from '~/i18n/config';
import { type PlanTerms, registrationChargeCents } from '~/prices/plan-schedule';

import type { Actor } from './ledger';
import type { OrderStatus } from './orders.server';
import type { NotedOrder } from './staff-notes';

export type Tx = postgres.TransactionSql;

export type IntentOutcome =
  /** Paid; `refundedCents` > 0 when part of it was refunded since. */
  | { kind: 'succeeded'; refundedCents: number }
  | { kind: 'refunded' }
  | { kind: 'failed'; message: string }
  | { kind: 'none' };

/** The intent as re-read from Stripe (with `latest_charge` expanded) → what happened. */
export function outcomeOf(intent: Stripe.PaymentIntent): IntentOutcome {
  const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
  if (intent.status === 'succeeded') {
    if (charge?.refunded) return { kind: 'refunded' };
    return { kind: 'succeeded', refundedCents: charge?.amount_refunded ?? 0 };
  }
  if (intent.status === 'canceled') {
    return {
      kind: 'failed',
      message: `Payment canceled (${intent.cancellation_reason ?? 'no reason given'})`,
    };
  }
  if (intent.status === 'requires_payment_method' && intent.last_payment_error) {
    return { kind: 'failed', message: intent.last_payment_error.message ?? 'Payment failed' };
  }
  return { kind: 'none' };
}

export interface OrderRow {
  id: string;
  email: string;
  email_normalized: string;
  name: string;
  phone: string;
  selected_items: string[];
  course_ids: string[];
  amount_cents: number;
  /** The part of amount_cents the buyer's credit pays (docs/decisions/0061); the card, the rest. */
  credit_cents: number;
  currency: string;
  status: OrderStatus;
  payment_intent_id: string | null;
  language: Language;
  repeat_confirmed: boolean;
  /** Paid monthly (docs/decisions/0070): the plan's months and fee; both null when in full. */
  plan_months: number | null;
  plan_fee_cents: number | null;
  created_at: Date;
}

/** The plan terms an order was sold on, or null when it is paid in full. */
export const planTermsOfOrder = (order: OrderRow): PlanTerms | null =>
  order.plan_months === null
    ? null
    : { months: order.plan_months, feeCents: order.plan_fee_cents ?? 0 };

/** What the order's own intent must have taken: the price less credit, or a plan's payment 1. */
export const registrationChargeOf = (order: OrderRow): number =>
  registrationChargeCents({
    amountCents: order.amount_cents,
    creditCents: order.credit_cents,
    plan: planTermsOfOrder(order),
  });

/** The order the intent was made for (its metadata), locked; null when it is not ours. */
export async function lockOrderOf(tx: Tx, intent: Stripe.PaymentIntent): Promise<OrderRow | null> {
  const orderId = intent.metadata?.order_id;
  if (!orderId || !/^[0-9a-f-]{36}$/i.test(orderId)) return null;
  return lockOrder(tx, orderId);
}

/** The order, its row locked until the transaction ends; null when there is none. */
export async function lockOrder(tx: Tx, orderId: string): Promise<OrderRow | null> {
  const [order] = await tx<OrderRow[]>`
    select id, email, email_normalized, name, phone, selected_items, course_ids, amount_cents,
           credit_cents, currency, status, payment_intent_id, language, repeat_confirmed,
           plan_months, plan_fee_cents, created_at
    from orders where id = ${orderId}
    for update`;
  return order ?? null;
}

/** Who the order's log names for what an intent says: Stripe's event (by its id), else Stripe. */
export const intentActor = (context: { actor?: Actor }): Actor =>
  context.actor ?? { kind: 'stripe' };

/** The order as the academy's notes about its payment name it (staff-notes.ts). */
export const noted = (order: OrderRow, intentId: string): NotedOrder => ({
  id: order.id,
  name: order.name,
  email: order.email,
  phone: order.phone,
  amountCents: order.amount_cents,
  currency: order.currency,
  paymentIntentId: intentId,
});
