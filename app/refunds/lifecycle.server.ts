/**
 * A refund's life in the order's ledger (docs/decisions/0057, 0099): one order_payments row per
 * refund, 'requested' when the site asks, then 'pending', 'succeeded', 'failed' or 'canceled' as
 * Stripe answers. Every write of a refund row's status is here, with its log entry, whatever
 * asked for the refund (a cancellation, a program's end, a duplicate, a late payment): asking
 * Stripe and hearing from it is stripe-refunds.server.ts. The caller holds the order's row lock.
 *
 * A refund the site makes is written first, 'requested', under the idempotency key Stripe is
 * asked with; Stripe's answer, or its refund event if that comes first (the refund's metadata
 * names the row), fills in the id and status. A refund made elsewhere (the Dashboard) gets a row
 * when its event arrives.
 */
import type Stripe from 'stripe';

import type { Queryable } from '~/db/client.server';

import type { ChargeStatus } from '../orders/ledger';
import { type Actor, type LogEntry, logOrderEvent } from '../orders/ledger.server';
import type { RefundableCharge, RefundPart } from './refund-spread';

/** Refund rows that return money, or are about to: a failed or canceled one returned nothing. */
export const LIVE = ['requested', 'pending', 'succeeded'];

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
 * Writes the refunds to ask Stripe for, one per part, 'requested', and then `log` (the refund
 * issued, when the asker logs it). Their keys are `<keyPrefix>-<PaymentIntent>`: a cancellation
 * refunds a charge once.
 */
export async function requestRefunds(
  tx: Queryable,
  orderId: string,
  request: {
    parts: readonly RefundPart[];
    currency: string;
    keyPrefix: string;
    cancellationId?: string;
    log?: LogEntry;
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
  if (request.log) await logOrderEvent(tx, orderId, request.log);
  return requested;
}

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

/**
 * A refund staff made through Stripe for a duplicate, already recorded by the charge's refunded
 * total: logged as issued by them (once per Stripe refund: a retry gets the same refund back),
 * and its id put on the row that total made (docs/decisions/0056).
 */
export async function recordIssuedRefund(
  tx: Queryable,
  orderId: string,
  refund: Pick<Stripe.Refund, 'id' | 'amount'>,
  actor: Actor,
): Promise<void> {
  await logOrderEvent(tx, orderId, {
    event: 'refund-issued',
    actor,
    details: { stripeRefundId: refund.id, amountCents: refund.amount, reason: 'duplicate' },
    dedupeKey: `refund-issued:${refund.id}`,
  });
  await tx`
    update order_payments set stripe_id = ${refund.id}, updated_at = now()
    where id = (
      select id from order_payments
      where order_id = ${orderId} and kind = 'refund' and stripe_id is null
        and amount_cents = ${refund.amount}
      order by created_at desc, id
      limit 1)
      and not exists (select 1 from order_payments where stripe_id = ${refund.id})`;
}

/** How much of the order was refunded: its succeeded refund rows. */
export async function refundedCents(sql: Queryable, orderId: string): Promise<number> {
  const [row] = await sql<{ cents: number }[]>`
    select coalesce(sum(amount_cents), 0)::integer as cents from order_payments
    where order_id = ${orderId} and kind = 'refund' and status = 'succeeded'`;
  return row!.cents;
}

/** The order's refunds still 'requested' under `keyPrefix`: to ask Stripe for after commit. */
export async function requestedRefunds(
  sql: Queryable,
  orderId: string,
  keyPrefix: string,
): Promise<RequestedRefund[]> {
  const rows = await sql<
    { id: string; payment_intent: string; amount_cents: number; idempotency_key: string }[]
  >`
    select r.id, c.stripe_id as payment_intent, r.amount_cents, r.idempotency_key
    from order_payments r join order_payments c on c.id = r.charge_payment_id
    where r.order_id = ${orderId} and r.kind = 'refund' and r.status = 'requested'
      and r.idempotency_key like ${`${keyPrefix}-%`}`;
  return rows.map((row) => ({
    id: row.id,
    orderId,
    paymentIntent: row.payment_intent,
    amountCents: row.amount_cents,
    idempotencyKey: row.idempotency_key,
  }));
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
