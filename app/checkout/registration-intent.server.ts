/**
 * The PaymentIntent of a placed registration order (payment-intents.server.ts places it): made
 * once per order, whatever races (idempotency keys `order-<id>`, and `customer-order-<id>` for a
 * plan's Stripe customer), and written to the order only while it has none.
 */
import type Stripe from 'stripe';

import type { Sql } from '~/db/client.server';
import type { PlanTerms } from '~/prices/plan-schedule';

import { itemsDisplayName } from '../prices/course-names';
import { CURRENCY } from './order-placement.server';
import type { Customer } from './registration-form';

export interface OrderToCharge {
  orderId: string;
  items: readonly string[];
  customer: Customer;
  /** What the card pays now: the order's total less credit, or a plan's first payment. */
  chargeCents: number;
  creditCents: number;
  /** A program paid monthly: its later payments are charged to the card saved now. */
  plan: PlanTerms | null;
}

/** The order's intent, with its client secret for the Payment Element. */
export async function createOrderIntent(
  sql: Sql,
  stripe: Stripe,
  courseNames: Readonly<Record<string, string>>,
  { orderId, items, customer, chargeCents, creditCents, plan }: OrderToCharge,
): Promise<Stripe.PaymentIntent & { client_secret: string }> {
  // The plan's later payments are charged to the card saved on this customer.
  const planCustomer = plan
    ? await stripe.customers.create(
        {
          email: customer.email,
          name: customer.name,
          phone: customer.phone,
          metadata: { order_id: orderId },
        },
        { idempotencyKey: `customer-order-${orderId}` },
      )
    : null;
  const intent = await stripe.paymentIntents.create(
    {
      amount: chargeCents,
      currency: CURRENCY,
      allowed_payment_method_types: ['card'],
      receipt_email: customer.email,
      description: itemsDisplayName(items, courseNames).slice(0, 1000),
      metadata: {
        order_id: orderId,
        items: items.join(',').slice(0, 500),
        ...(creditCents > 0 && { credit_cents: String(creditCents) }),
        ...(plan && { plan_months: String(plan.months) }),
      },
      ...(planCustomer && { customer: planCustomer.id, setup_future_usage: 'off_session' }),
    },
    { idempotencyKey: `order-${orderId}` },
  );
  await sql`
    update orders set payment_intent_id = ${intent.id}, updated_at = now()
    where id = ${orderId} and payment_intent_id is null`;
  const clientSecret = intent.client_secret;
  if (!clientSecret) throw new Error(`PaymentIntent ${intent.id} has no client secret`);
  return { ...intent, client_secret: clientSecret };
}
