/**
 * Refunds and Stripe (docs/decisions/0099): asking Stripe for the refunds written 'requested'
 * (lifecycle.server.ts), hearing its answers and refund events, and telling staff what they must
 * hear of. Each request goes under its idempotency key and with its row's id in the metadata, so
 * whichever comes first, Stripe's answer or the refund's event, fills in the same row. A request
 * that failed (Stripe unreachable, the instance stopped) is asked again by the background job;
 * one Stripe refused (the charge was refunded meanwhile) is failed and staff are told. The job
 * also follows refunds still pending after a day.

 * Staff's refund of a paid duplicate is fulfilment's (fulfilment/duplicate-refund.server.ts): it
 * re-applies the intent to its order.
 */
import Stripe from 'stripe';

import { db, type Sql } from '~/db/client.server';
import { queueComposedEmail } from '~/email/outbox.server';
import { logNote } from '~/orders/log-note';
import { issueReceipts } from '~/receipts/issue.server';

import {
  intentActor,
  lockOrder,
  noted,
  type OrderRow,
  outcomeOf,
  type Tx,
} from '../orders/intent-order.server';
import { flagAttention, SYSTEM } from '../orders/ledger.server';
import { loadOrderContext } from '../orders/order-context.server';
import { formatAmount } from '../orders/staff-notes';
import type { OrderContext } from '../orders/transitions.server';
import { stripeClient } from '../stripe/stripe.server';
import {
  longPendingRefunds,
  recordRefund,
  type RefundChange,
  refuseRequestedRefund,
  type RequestedRefund,
  unansweredRefunds,
} from './lifecycle.server';
import { partialRefundEmail } from './refund-emails';
import { refundFailedEmail, refundPendingEmail } from './refund-emails';

/** What the academy's notes and a refund's receipt need from content. */
type NoticeContext = Pick<OrderContext, 'academy' | 'courseNames'> &
  Partial<Pick<OrderContext, 'courseNamesIn' | 'courseSessions'>>;

export interface RefundDependencies {
  sql?: Sql;
  stripe?: Stripe;
  /** What the academy's notes need; loaded from content when a note is to be sent. */
  context?: () => Promise<NoticeContext>;
  log?: Pick<Console, 'warn'>;
}

/** A request not answered this long is asked again (it failed, or its instance stopped). */
const UNANSWERED_MS = 60_000;

/** A refund pending this long is staff's to follow (Stripe settles card refunds in minutes). */
export const PENDING_REFUND_ALERT_MS = 24 * 60 * 60 * 1000;

async function defaultContext(): Promise<NoticeContext> {
  return (await loadOrderContext()).context;
}

/**
 * Asks Stripe for each refund and records the answer. Returns the status each row has after:
 * 'requested' for one to be asked again.
 */
export async function issueRefunds(
  requested: readonly RequestedRefund[],
  deps: RefundDependencies = {},
): Promise<Array<{ id: string; status: string }>> {
  if (requested.length === 0) return [];
  const sql = deps.sql ?? db();
  const stripe = deps.stripe ?? stripeClient();
  const context = deps.context ?? defaultContext;
  const results: Array<{ id: string; status: string }> = [];
  for (const row of requested) {
    let refund: Stripe.Refund;
    try {
      refund = await stripe.refunds.create(
        {
          payment_intent: row.paymentIntent,
          amount: row.amountCents,
          metadata: { order_id: row.orderId, ledger_row: row.id },
        },
        { idempotencyKey: row.idempotencyKey },
      );
    } catch (error) {
      if (
        error instanceof Stripe.errors.StripeInvalidRequestError ||
        error instanceof Stripe.errors.StripeIdempotencyError
      ) {
        await refuse(sql, row, error.message, await context());
        results.push({ id: row.id, status: 'failed' });
      } else {
        (deps.log ?? console).warn(
          `Refund ${row.idempotencyKey} not asked (asked again later): ${(error as Error).message}`,
        );
        results.push({ id: row.id, status: 'requested' });
      }
      continue;
    }
    results.push({ id: row.id, status: await record(sql, row.orderId, refund, context) });
  }
  return results;
}

/** Stripe's refund on its order: the row, and the note staff must have (a failure). */
async function record(
  sql: Sql,
  orderId: string,
  refund: Stripe.Refund,
  context: () => Promise<NoticeContext>,
): Promise<string> {
  // Loaded before the transaction: content is not read with the order's row locked.
  // A succeeded refund's receipt prints names from content too.
  const content = refund.status === 'succeeded' ? await context() : null;
  const notes = refund.status === 'failed' || refund.status === 'canceled' ? await context() : null;
  return sql.begin(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) return 'requested';
    const change = await recordRefund(tx, orderId, refund, SYSTEM);
    if (change?.status === 'succeeded' && content) await issueReceipts(tx, orderId, content);
    if (change && notes) {
      await noticeRefundChange(tx, order, change, notes, {
        paymentIntent: String(refund.payment_intent),
        reason: refund.failure_reason ?? null,
        partlyRefundedTo: null,
      });
    }
    const [row] = await tx<{ status: string }[]>`
      select status from order_payments where stripe_id = ${refund.id}`;
    return row?.status ?? 'requested';
  });
}

/** Stripe refused the refund: the row is failed, the order flagged and the academy told. */
async function refuse(sql: Sql, row: RequestedRefund, reason: string, context: NoticeContext) {
  await sql.begin(async (tx) => {
    const order = await lockOrder(tx, row.orderId);
    if (!order || !(await refuseRequestedRefund(tx, row.id, reason))) return;
    const flagged = await flagAttention(tx, row.orderId, {
      note: logNote('refundRefused', {
        amount: (row.amountCents / 100).toFixed(2),
        currency: order.currency.toUpperCase(),
        reason,
      }),
      dedupeKey: `refund-refused:${row.id}`,
    });
    if (flagged) {
      await queueComposedEmail(
        tx,
        refundFailedEmail(
          noted(order, row.paymentIntent),
          { stripeId: 'none', amountCents: row.amountCents, status: 'failed' },
          reason,
          context,
        ),
        context.academy,
      );
    }
  });
}

/**
 * The background job: refunds never answered are asked again (found first among the intent's
 * refunds by their row, in case Stripe made one whose answer was lost), and refunds pending
 * after a day are re-read and, still pending, told to staff. Returns how many it looked at.
 */
export async function followUpRefunds(deps: RefundDependencies = {}): Promise<number> {
  const sql = deps.sql ?? db();
  const stripe = deps.stripe ?? stripeClient();
  const context = deps.context ?? defaultContext;
  const unanswered = await unansweredRefunds(sql, UNANSWERED_MS);
  for (const row of unanswered) {
    const made = await stripe.refunds
      .list({ payment_intent: row.paymentIntent, limit: 100 })
      .autoPagingToArray({ limit: 1000 });
    const mine = made.find((refund) => refund.metadata?.ledger_row === row.id);
    if (mine) await record(sql, row.orderId, mine, context);
    else await issueRefunds([row], { ...deps, sql, stripe, context });
  }
  const pending = await longPendingRefunds(sql, PENDING_REFUND_ALERT_MS);
  for (const row of pending) {
    const refund = await stripe.refunds.retrieve(row.stripeId);
    const status = await record(sql, row.orderId, refund, context);
    if (status !== 'pending') continue;
    const notes = await context();
    await sql.begin(async (tx) => {
      const order = await lockOrder(tx, row.orderId);
      if (order) await noticeLongPendingRefund(tx, order, row, notes);
    });
  }
  return unanswered.length + pending.length;
}

/**
 * Records the intent's refunds (as listed from Stripe) on its order and tells staff what they
 * must hear of. Returns the changes.
 */
export async function applyRefundsToOrder(
  tx: Tx,
  order: OrderRow,
  intent: Stripe.PaymentIntent,
  refunds: readonly Stripe.Refund[],
  context: Pick<OrderContext, 'academy' | 'courseNames' | 'actor'>,
): Promise<RefundChange[]> {
  const changes: RefundChange[] = [];
  const outcome = outcomeOf(intent);
  const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
  // Oldest first, so the log reads in the order they were made.
  for (const refund of [...refunds].sort((a, b) => a.created - b.created)) {
    const change = await recordRefund(tx, order.id, refund, intentActor(context));
    if (!change) continue;
    changes.push(change);
    await noticeRefundChange(tx, order, change, context, {
      paymentIntent: intent.id,
      reason: refund.failure_reason ?? null,
      partlyRefundedTo: outcome.kind === 'succeeded' ? (charge?.amount_refunded ?? null) : null,
    });
  }
  return changes;
}

/** A changed refund that staff must hear of: logged for attention and e-mailed, once. */
export async function noticeRefundChange(
  tx: Tx,
  order: OrderRow,
  change: RefundChange,
  context: Pick<OrderContext, 'academy' | 'courseNames' | 'actor'>,
  about: {
    paymentIntent: string;
    reason: string | null;
    /** The charge's refunded total when the payment is kept in part; null otherwise. */
    partlyRefundedTo: number | null;
  },
): Promise<void> {
  if (change.status === 'failed' || change.status === 'canceled') {
    const flagged = await flagAttention(tx, order.id, {
      note: logNote(change.status === 'failed' ? 'refundFailed' : 'refundCanceled', {
        stripeRefundId: change.stripeId,
        amount: formatAmount(change.amountCents, order.currency),
        reason: about.reason ?? 'no reason given',
      }),
      dedupeKey: `refund-failed:${change.stripeId}`,
      actor: intentActor(context),
    });
    if (flagged) {
      await queueComposedEmail(
        tx,
        refundFailedEmail(noted(order, about.paymentIntent), change, about.reason, context),
        context.academy,
      );
    }
    return;
  }
  // A refund made in the Dashboard that left the payment partly kept: staff hear of it, as
  // before refund events were handled.
  if (change.external && change.status === 'succeeded' && about.partlyRefundedTo !== null) {
    await queueComposedEmail(
      tx,
      partialRefundEmail(noted(order, about.paymentIntent), about.partlyRefundedTo, context),
      context.academy,
    );
  }
}

/** A refund still pending after PENDING_REFUND_ALERT_MS: staff are told, once. */
export async function noticeLongPendingRefund(
  tx: Tx,
  order: OrderRow,
  refund: { stripeId: string; amountCents: number; paymentIntent: string },
  context: Pick<OrderContext, 'academy' | 'courseNames'>,
): Promise<boolean> {
  const flagged = await flagAttention(tx, order.id, {
    note: logNote('refundPending', {
      stripeRefundId: refund.stripeId,
      amount: formatAmount(refund.amountCents, order.currency),
    }),
    dedupeKey: `refund-pending:${refund.stripeId}`,
  });
  if (flagged) {
    await queueComposedEmail(
      tx,
      refundPendingEmail(noted(order, refund.paymentIntent), refund, context),
      context.academy,
    );
  }
  return flagged;
}
