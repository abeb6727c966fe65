/**
 * Refunds in the order's ledger (docs/decisions/0057): one order_payments row per Stripe refund,
 * known by its re_… id. A refund the site makes is written first, 'requested', under the
 * idempotency key Stripe is asked with; Stripe's answer, or its refund event if that comes
 * first (the refund's metadata names the row), fills in the id and status. A refund made
 * elsewhere (the Dashboard) gets a row when its event arrives. The caller holds the order's row
 * lock.
 */
import type Stripe from 'stripe';

import type { Queryable } from '~/db/client.server';

import type { ChargeStatus } from '../orders/ledger';
import { type Actor, logOrderEvent } from '../orders/ledger.server';

/** Refund rows that return money, or are about to: a failed or canceled one returned nothing. */
export const LIVE = ['requested', 'pending', 'succeeded'];

export interface RefundChange {
  rowId: string;
  stripeId: string;
  amountCents: number;
  status: ChargeStatus;
  /** Made outside the site (the Dashboard): the row is new. */
  external: boolean;
  cancellationId: string | null;
}

const STATUSES: Record<string, ChargeStatus> = {
  pending: 'pending',
  requires_action: 'pending',
  succeeded: 'succeeded',
  failed: 'failed',
  canceled: 'canceled',
};

/** What a row may become: Stripe's answer, a pending refund's end, a succeeded one failing. */
const NEXT: Record<ChargeStatus, readonly ChargeStatus[]> = {
  requested: ['pending', 'succeeded', 'failed', 'canceled'],
  pending: ['succeeded', 'failed', 'canceled'],
  succeeded: ['failed'],
  failed: [],
  canceled: [],
};

interface RefundRow {
  id: string;
  status: ChargeStatus;
  stripe_id: string | null;
  cancellation_id: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Stripe's refund (as re-read from Stripe) in the order's ledger: its row found by its id or,
 * for one the site asked for, by the row its metadata names; else a row made for it (a refund
 * from the Dashboard). A status change is logged once per refund and status. Returns the change,
 * or null when the row already said so.
 */
export async function recordRefund(
  tx: Queryable,
  orderId: string,
  refund: Stripe.Refund,
  actor: Actor,
): Promise<RefundChange | null> {
  const status = STATUSES[refund.status ?? ''] ?? 'pending';
  const paymentIntent =
    typeof refund.payment_intent === 'string' ? refund.payment_intent : refund.payment_intent?.id;
  const ledgerRow = refund.metadata?.ledger_row;
  const [known] = await tx<RefundRow[]>`
    select id, status, stripe_id, cancellation_id from order_payments
    where order_id = ${orderId} and kind = 'refund'
      and (stripe_id = ${refund.id}
           or (stripe_id is null and ${ledgerRow && UUID.test(ledgerRow) ? ledgerRow : null}::uuid = id))
    order by stripe_id nulls last
    limit 1
    for update`;
  let row = known;
  let external = false;
  if (!row) {
    // Before refund events were handled, a refund was recorded by the charge's refunded total,
    // without its id: the same amount, not yet named, is that refund.
    [row] = await tx<RefundRow[]>`
      select id, status, stripe_id, cancellation_id from order_payments
      where order_id = ${orderId} and kind = 'refund' and stripe_id is null
        and refunded_to_cents is not null and amount_cents = ${refund.amount}
      order by created_at, id
      limit 1
      for update`;
  }
  const reason =
    status === 'failed' || status === 'canceled'
      ? (refund.failure_reason ?? status).slice(0, 1000)
      : null;
  if (!row) {
    external = true;
    [row] = await tx<RefundRow[]>`
      insert into order_payments (
        order_id, kind, stripe_id, amount_cents, currency, status, failure_reason,
        charge_payment_id, succeeded_at, failed_at
      ) values (
        ${orderId}, 'refund', ${refund.id}, ${refund.amount}, ${refund.currency}, ${status},
        ${reason},
        (select id from order_payments
         where order_id = ${orderId} and kind = 'charge' and stripe_id = ${paymentIntent ?? null}),
        case when ${status} = 'succeeded' then now() end,
        case when ${status} = 'failed' then now() end
      )
      on conflict (stripe_id) do nothing
      returning id, status, stripe_id, cancellation_id`;
    if (!row) return null;
  }
  if (!row) return null;
  const moves = external || (row.status !== status && NEXT[row.status].includes(status));
  if (!moves && row.stripe_id === refund.id) return null;
  if (!external) {
    await tx`
      update order_payments
      set stripe_id = ${refund.id}, updated_at = now()
      ${
        moves
          ? tx`, status = ${status}, failure_reason = ${reason},
               succeeded_at = case when ${status} = 'succeeded' then now() else succeeded_at end,
               failed_at = case when ${status} = 'failed' then now() else failed_at end`
          : tx``
      }
      where id = ${row.id}`;
  }
  if (moves) {
    await logOrderEvent(tx, orderId, {
      event:
        status === 'succeeded'
          ? 'refund-succeeded'
          : status === 'pending'
            ? 'refund-pending'
            : 'refund-failed',
      actor,
      details: {
        stripeRefundId: refund.id,
        amountCents: refund.amount,
        ...(reason ? { reason } : {}),
      },
      dedupeKey: `refund:${refund.id}:${status}`,
    });
  }
  return {
    rowId: row.id,
    stripeId: refund.id,
    amountCents: refund.amount,
    status: moves ? status : row.status,
    external,
    cancellationId: row.cancellation_id,
  };
}

/**
 * Stripe told only the charge's refunded total (a refund recorded before its events were
 * handled): the part no refund row accounts for becomes one succeeded row, keyed by that total,
 * so a re-delivered or older total adds nothing. Returns the cents recorded (0: nothing new).
 */
export async function recordRefundedTotal(
  tx: Queryable,
  orderId: string,
  refund: { refundedToCents: number; currency: string; paymentIntent?: string },
): Promise<number> {
  const [row] = await tx<{ amount_cents: number }[]>`
    with refunded as (
      select coalesce(sum(amount_cents), 0)::integer as cents from order_payments
      where order_id = ${orderId} and kind = 'refund' and status in ${tx(LIVE)}
    )
    insert into order_payments (
      order_id, kind, refunded_to_cents, amount_cents, currency, status, succeeded_at,
      charge_payment_id
    )
    select ${orderId}, 'refund', ${refund.refundedToCents}, ${refund.refundedToCents} - cents,
           ${refund.currency}, 'succeeded', now(),
           (select id from order_payments
            where order_id = ${orderId} and kind = 'charge'
              and stripe_id = ${refund.paymentIntent ?? null})
    from refunded
    where cents < ${refund.refundedToCents}
    on conflict (order_id, refunded_to_cents) where refunded_to_cents is not null do nothing
    returning amount_cents`;
  return row?.amount_cents ?? 0;
}

/** How much of the order was refunded: its succeeded refund rows. */
export async function refundedCents(sql: Queryable, orderId: string): Promise<number> {
  const [row] = await sql<{ cents: number }[]>`
    select coalesce(sum(amount_cents), 0)::integer as cents from order_payments
    where order_id = ${orderId} and kind = 'refund' and status = 'succeeded'`;
  return row!.cents;
}
