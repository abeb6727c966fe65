/**
 * The refunds the site asks for: what each charge can still return, the rows written 'requested'
 * before Stripe is asked, and those still waiting (unanswered, refused, pending a long time).
 */
import type { Queryable } from '~/db/client.server';

import { LIVE } from './refund-records.server';
import type { RefundableCharge, RefundPart } from './refund-spread';

/** The order's succeeded charges, newest first, with what each can still return. */
export async function refundableCharges(
  tx: Queryable,
  orderId: string,
): Promise<RefundableCharge[]> {
  const rows = await tx<{ id: string; stripe_id: string; left_cents: number }[]>`
    select c.id, c.stripe_id,
           (c.amount_cents - coalesce(sum(r.amount_cents), 0))::integer as left_cents
    from order_payments c
    left join order_payments r
      on r.charge_payment_id = c.id and r.kind = 'refund' and r.status in ${tx(LIVE)}
    where c.order_id = ${orderId} and c.kind = 'charge' and c.status = 'succeeded'
    group by c.id
    order by c.succeeded_at desc, c.created_at desc, c.id`;
  return rows.map((row) => ({
    paymentId: row.id,
    stripeId: row.stripe_id,
    leftCents: row.left_cents,
  }));
}

export interface RequestedRefund {
  id: string;
  orderId: string;
  /** The PaymentIntent to refund. */
  paymentIntent: string;
  amountCents: number;
  idempotencyKey: string;
}

/**
 * Writes the refunds to ask Stripe for, one per part, 'requested'. Their keys are
 * `<keyPrefix>-<PaymentIntent>`: a cancellation refunds a charge once.
 */
export async function requestRefunds(
  tx: Queryable,
  orderId: string,
  request: {
    parts: readonly RefundPart[];
    currency: string;
    keyPrefix: string;
    cancellationId?: string;
  },
): Promise<RequestedRefund[]> {
  const requested: RequestedRefund[] = [];
  for (const part of request.parts) {
    const key = `${request.keyPrefix}-${part.charge.stripeId}`;
    const [row] = await tx<{ id: string }[]>`
      insert into order_payments (
        order_id, kind, amount_cents, currency, status, idempotency_key, charge_payment_id,
        cancellation_id
      ) values (
        ${orderId}, 'refund', ${part.amountCents}, ${request.currency}, 'requested', ${key},
        ${part.charge.paymentId}, ${request.cancellationId ?? null}
      )
      returning id`;
    requested.push({
      id: row!.id,
      orderId,
      paymentIntent: part.charge.stripeId,
      amountCents: part.amountCents,
      idempotencyKey: key,
    });
  }
  return requested;
}

/**
 * Refunds written and not answered by Stripe for `olderThanMs` (the request failed, or the
 * instance stopped before it was made): to ask again under the same key.
 */
export async function unansweredRefunds(
  sql: Queryable,
  olderThanMs: number,
): Promise<RequestedRefund[]> {
  const rows = await sql<
    {
      id: string;
      order_id: string;
      payment_intent: string;
      amount_cents: number;
      idempotency_key: string;
    }[]
  >`
    select r.id, r.order_id, c.stripe_id as payment_intent, r.amount_cents, r.idempotency_key
    from order_payments r join order_payments c on c.id = r.charge_payment_id
    where r.status = 'requested'
      and r.created_at < now() - make_interval(secs => ${olderThanMs / 1000})
    order by r.created_at, r.id
    limit 100`;
  return rows.map((row) => ({
    id: row.id,
    orderId: row.order_id,
    paymentIntent: row.payment_intent,
    amountCents: row.amount_cents,
    idempotencyKey: row.idempotency_key,
  }));
}

/** Refunds Stripe made that are still pending `olderThanMs` after they were asked for. */
export async function longPendingRefunds(
  sql: Queryable,
  olderThanMs: number,
): Promise<
  Array<{ orderId: string; stripeId: string; amountCents: number; paymentIntent: string }>
> {
  const rows = await sql<
    { order_id: string; stripe_id: string; amount_cents: number; payment_intent: string | null }[]
  >`
    select r.order_id, r.stripe_id, r.amount_cents, c.stripe_id as payment_intent
    from order_payments r left join order_payments c on c.id = r.charge_payment_id
    where r.kind = 'refund' and r.status = 'pending' and r.stripe_id is not null
      and r.created_at < now() - make_interval(secs => ${olderThanMs / 1000})
    order by r.created_at, r.id
    limit 100`;
  return rows.map((row) => ({
    orderId: row.order_id,
    stripeId: row.stripe_id,
    amountCents: row.amount_cents,
    paymentIntent: row.payment_intent ?? 'unknown',
  }));
}

/** A refund Stripe did not make (it answered with an error): failed, with Stripe's reason. */
export async function refuseRequestedRefund(
  tx: Queryable,
  refundId: string,
  reason: string,
): Promise<boolean> {
  const rows = await tx`
    update order_payments
    set status = 'failed', failure_reason = ${reason.slice(0, 1000)}, failed_at = now(),
        updated_at = now()
    where id = ${refundId} and status = 'requested'
    returning id`;
  return rows.length > 0;
}
