/**
 * The student pays a failed monthly payment themselves, from /account (docs/decisions/0073): an
 * on-session PaymentIntent for the payment, on the plan's customer, saving the card it is paid
 * with, which becomes the plan's card for the payments after (a way to change the card too).
 *
 * Exactly once with the charging job's retries: the intent is made under the payment's row lock
 * and kept on the row (`student_intent_id`); before the job retries that payment it settles the
 * student's intent under the same lock (charging.server.ts, `settleStudentIntent`): paid, it is
 * recorded; still open, it is cancelled at Stripe first, so it can no longer be paid. The
 * webhook records a paid one (applyIntentToPlan).
 */
import { randomUUID } from 'node:crypto';

import type Stripe from 'stripe';

import type { Queryable, Sql } from '~/db/client.server';
import { ownedBy, type ReceiptOwner } from '~/receipts/receipts.server';

export interface PayablePayment {
  planId: string;
  orderId: string;
  programId: string;
  number: number;
  months: number;
  dueDate: string;
  amountCents: number;
  currency: string;
}

/** Intent states in which the Payment Element can still collect and confirm a card. */
const PAYABLE: ReadonlySet<Stripe.PaymentIntent.Status> = new Set([
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
]);

/** The order's plan's oldest failed payment, the one the student may pay; null when none. */
export async function payablePayment(
  sql: Queryable,
  orderId: string,
): Promise<PayablePayment | null> {
  const [row] = await sql<
    {
      plan_id: string;
      order_id: string;
      program_id: string;
      number: number;
      months: number;
      due_date: string;
      amount_cents: number;
      currency: string;
    }[]
  >`
    select p.id as plan_id, p.order_id, p.program_id, pp.number, p.months,
           to_char(pp.due_date, 'YYYY-MM-DD') as due_date, pp.amount_cents, p.currency
    from plan_payments pp join payment_plans p on p.id = pp.plan_id
    where p.order_id = ${orderId} and p.status = 'past_due' and pp.status = 'failed'
    order by pp.number
    limit 1`;
  return row
    ? {
        planId: row.plan_id,
        orderId: row.order_id,
        programId: row.program_id,
        number: row.number,
        months: row.months,
        dueDate: row.due_date,
        amountCents: row.amount_cents,
        currency: row.currency,
      }
    : null;
}

export type StudentPaymentStart =
  | { ok: true; clientSecret: string; amountCents: number; number: number }
  | { ok: false; reason: 'nothing-to-pay' | 'processing' };

/**
 * The PaymentIntent the student pays the order's failed payment with: the open one kept on the
 * payment, else a new one. Under the payment's row lock, so the job never retries it meanwhile.
 */
export async function startStudentPayment(
  sql: Sql,
  stripe: Stripe,
  orderId: string,
): Promise<StudentPaymentStart> {
  return sql.begin(async (tx) => {
    const payable = await payablePayment(tx, orderId);
    if (!payable) return { ok: false, reason: 'nothing-to-pay' } as const;
    const [row] = await tx<
      { status: string; student_intent_id: string | null; customer: string }[]
    >`
      select pp.status, pp.student_intent_id, p.stripe_customer_id as customer
      from plan_payments pp join payment_plans p on p.id = pp.plan_id
      where pp.plan_id = ${payable.planId} and pp.number = ${payable.number}
      for update of pp, p`;
    if (!row || row.status !== 'failed') return { ok: false, reason: 'nothing-to-pay' } as const;
    const started = { amountCents: payable.amountCents, number: payable.number };
    if (row.student_intent_id) {
      const open = await stripe.paymentIntents.retrieve(row.student_intent_id);
      if (open.status === 'processing' || open.status === 'succeeded') {
        // Paid or being paid: the webhook records it.
        return { ok: false, reason: 'processing' } as const;
      }
      if (PAYABLE.has(open.status) && open.amount === payable.amountCents && open.client_secret) {
        return { ok: true, clientSecret: open.client_secret, ...started } as const;
      }
    }
    const intent = await stripe.paymentIntents.create(
      {
        amount: payable.amountCents,
        currency: payable.currency,
        allowed_payment_method_types: ['card'],
        customer: row.customer,
        // The card it is paid with is the plan's card from then on.
        setup_future_usage: 'off_session',
        description: `${payable.programId}: payment ${payable.number} of ${payable.months}`,
        metadata: {
          plan_id: payable.planId,
          plan_payment: String(payable.number),
          by: 'student',
        },
      },
      // A new intent each time one is needed; the SDK's own retries reuse the key.
      {
        idempotencyKey: `plan:${payable.planId}:payment:${payable.number}:student:${randomUUID()}`,
      },
    );
    await tx`
      update plan_payments set student_intent_id = ${intent.id}, updated_at = now()
      where plan_id = ${payable.planId} and number = ${payable.number}`;
    if (!intent.client_secret) throw new Error(`PaymentIntent ${intent.id} has no client secret`);
    return { ok: true, clientSecret: intent.client_secret, ...started } as const;
  });
}

/** Whether the order is one the account owns (the orders /account shows). */
export async function ownsOrder(
  sql: Queryable,
  owner: ReceiptOwner,
  orderId: string,
): Promise<boolean> {
  if (!UUID.test(orderId)) return false;
  const [row] =
    await sql`select 1 from orders o where o.id = ${orderId} and ${ownedBy(sql, owner)}`;
  return Boolean(row);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
