/**
 * Asking Stripe for a late payment's refund (late-payment.server.ts, docs/decisions/0091) once
 * the transaction that wrote it has committed: the webhook and the unpaid-orders job call it.
 */
import type { Sql } from '~/db/client.server';

import { issueRefunds, type RefundDependencies } from '../refunds/stripe-refunds.server';
import { KEY_PREFIX } from './late-payment.server';

/**
 * Asks Stripe for the late payment's refund written by refuseLatePayment, after its commit. One
 * not answered (Stripe unreachable) stays 'requested': the refunds' follow-up job asks again
 * under the same key.
 */
export async function issueLateRefunds(
  sql: Sql,
  orderId: string,
  deps: RefundDependencies,
): Promise<void> {
  const rows = await sql<
    {
      id: string;
      payment_intent: string;
      amount_cents: number;
      idempotency_key: string;
    }[]
  >`
    select r.id, c.stripe_id as payment_intent, r.amount_cents, r.idempotency_key
    from order_payments r join order_payments c on c.id = r.charge_payment_id
    where r.order_id = ${orderId} and r.kind = 'refund' and r.status = 'requested'
      and r.idempotency_key like ${`${KEY_PREFIX}-%`}`;
  await issueRefunds(
    rows.map((row) => ({
      id: row.id,
      orderId,
      paymentIntent: row.payment_intent,
      amountCents: row.amount_cents,
      idempotencyKey: row.idempotency_key,
    })),
    { ...deps, sql },
  );
}
