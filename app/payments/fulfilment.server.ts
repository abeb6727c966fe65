/**
 * What a PaymentIntent's state means for its order, applied inside the caller's transaction with
 * the order row locked. Only forward moves: pending/failed → completed (grants the courses and
 * queues the two e-mails, once), completed → refunded (takes the grants back), pending →
 * failed. A completed order never goes back to pending or failed, whatever arrives late.
 *
 * What staff must hear of (a payment that does not match its order, a dispute, a partial refund)
 * is written on the order and e-mailed to the academy in the same transaction, once: a repeated
 * or reordered event finds it already written and sends nothing more.
 */
import type postgres from 'postgres';
import type Stripe from 'stripe';

import { queueComposedEmail } from '~/email/outbox.server';
import type { Language } from '~/i18n/config';
import { bookOrderSeats, orderSessionKeys, releaseOrderSeats } from '~/sessions/seats.server';

import {
  academyNoticeEmail,
  attentionEmail,
  disputeEmail,
  formatAmount,
  mismatchEmail,
  type NotedOrder,
  partialRefundEmail,
} from './academy-emails';
import {
  type BookedSession,
  buyerConfirmationEmail,
  type PaidOrder,
  type PaymentEmailContext,
} from './emails';
import { orderReference } from './order-reference';
import type { OrderStatus } from './orders.server';

type Tx = postgres.TransactionSql;

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

export type FulfilmentResult =
  | 'completed'
  | 'refunded'
  | 'partially-refunded'
  | 'disputed'
  | 'failed'
  | 'unchanged'
  | 'no-order'
  | 'mismatch';

export interface FulfilmentContext extends PaymentEmailContext {
  /** Each course's sessions from content, to name the booked ones in the e-mail. */
  courseSessions: Record<string, ReadonlyArray<Omit<BookedSession, 'courseId'> & { key: string }>>;
}

interface OrderRow {
  id: string;
  email: string;
  email_normalized: string;
  name: string;
  phone: string;
  selected_items: string[];
  course_ids: string[];
  amount_cents: number;
  currency: string;
  status: OrderStatus;
  payment_intent_id: string | null;
  refunded_cents: number;
  language: Language;
  repeat_confirmed: boolean;
}

/** The order the intent was made for (its metadata), locked; null when it is not ours. */
async function lockOrderOf(tx: Tx, intent: Stripe.PaymentIntent): Promise<OrderRow | null> {
  const orderId = intent.metadata?.order_id;
  if (!orderId || !/^[0-9a-f-]{36}$/i.test(orderId)) return null;
  const [order] = await tx<OrderRow[]>`
    select id, email, email_normalized, name, phone, selected_items, course_ids, amount_cents,
           currency, status, payment_intent_id, refunded_cents, language, repeat_confirmed
    from orders where id = ${orderId}
    for update`;
  return order ?? null;
}

export async function applyIntentToOrder(
  tx: Tx,
  intent: Stripe.PaymentIntent,
  context: FulfilmentContext,
): Promise<FulfilmentResult> {
  const order = await lockOrderOf(tx, intent);
  if (!order) return 'no-order';
  const outcome = outcomeOf(intent);
  if (order.payment_intent_id !== null && order.payment_intent_id !== intent.id) {
    // Money taken on an intent that is not the order's own: staff must sort it out.
    if (outcome.kind === 'succeeded') {
      await noteMismatch(
        tx,
        order,
        intent,
        `payment ${intent.id} is not the registration's payment ${order.payment_intent_id}`,
        context,
      );
    }
    return 'mismatch';
  }

  switch (outcome.kind) {
    case 'succeeded': {
      let result: FulfilmentResult = 'unchanged';
      if (order.status === 'pending' || order.status === 'failed') {
        // The server decides: only the amount it priced, in its currency, completes the order.
        if (intent.amount_received !== order.amount_cents || intent.currency !== order.currency) {
          const received = formatAmount(intent.amount_received, intent.currency);
          const priced = formatAmount(order.amount_cents, order.currency);
          await noteMismatch(tx, order, intent, `received ${received}, priced ${priced}`, context);
          return 'mismatch';
        }
        await complete(tx, order, intent.id, context);
        result = 'completed';
      }
      if (outcome.refundedCents > 0 && order.status !== 'refunded') {
        const recorded = await recordPartialRefund(
          tx,
          order,
          intent.id,
          outcome.refundedCents,
          context,
        );
        if (recorded && result === 'unchanged') result = 'partially-refunded';
      }
      return result;
    }
    case 'refunded':
      if (order.status === 'refunded') return 'unchanged';
      await refund(tx, order, intent.id);
      return 'refunded';
    case 'failed':
      if (order.status !== 'pending' && order.status !== 'failed') return 'unchanged';
      await tx`
        update orders
        set status = 'failed', last_payment_error = ${outcome.message.slice(0, 1000)},
            payment_intent_id = ${intent.id}, updated_at = now()
        where id = ${order.id}`;
      await releaseOrderSeats(tx, order.id);
      return order.status === 'failed' ? 'unchanged' : 'failed';
    case 'none':
      return 'unchanged';
  }
}

async function complete(tx: Tx, order: OrderRow, intentId: string, context: FulfilmentContext) {
  await tx`
    update orders
    set status = 'completed', completed_at = now(), payment_intent_id = ${intentId},
        last_payment_error = null, updated_at = now()
    where id = ${order.id}`;
  await grant(tx, order.email_normalized, [order.id]);
  if (!order.repeat_confirmed) await noteDuplicate(tx, order);
  const unbooked = await bookOrderSeats(tx, order.id);
  const booked = await orderSessionKeys(tx, order.id);
  const paid: PaidOrder = {
    id: order.id,
    name: order.name,
    email: order.email,
    phone: order.phone,
    selectedItems: order.selected_items,
    courseIds: order.course_ids,
    amountCents: order.amount_cents,
    paymentIntentId: intentId,
    language: order.language,
    sessions: Object.entries(booked).flatMap(([courseId, key]) => {
      const session = context.courseSessions[courseId]?.find((candidate) => candidate.key === key);
      return session
        ? [
            {
              courseId,
              dateText: session.dateText,
              startDate: session.startDate,
              endDate: session.endDate,
              location: session.location,
            },
          ]
        : [];
    }),
  };
  await queueComposedEmail(tx, buyerConfirmationEmail(paid, context), context.academy);
  await queueComposedEmail(tx, academyNoticeEmail(paid, context), context.academy);
  if (unbooked.length > 0) {
    const sessions = unbooked.map((seat) => `${seat.courseId}/${seat.sessionKey}`).join(', ');
    await noteAttention(tx, order.id, `Paid after its hold lapsed; full: ${sessions}`);
    await queueComposedEmail(tx, attentionEmail(paid, unbooked, context), context.academy);
  }
}

/**
 * A second paid order for courses an earlier paid order of the address already covers (two tabs,
 * two intents both paid), not confirmed as a second seat: marked for staff, who may refund it in
 * full from /staff (refunds.server.ts). The courses stay granted by the earlier order.
 */
async function noteDuplicate(tx: Tx, order: OrderRow) {
  const [earlier] = await tx<{ id: string }[]>`
    select id from orders
    where email_normalized = ${order.email_normalized} and status = 'completed'
      and id <> ${order.id} and course_ids && ${tx.array(order.course_ids)}::text[]
    order by completed_at, id
    limit 1`;
  if (!earlier) return;
  await tx`update orders set duplicate_of = ${earlier.id} where id = ${order.id}`;
  await noteAttention(
    tx,
    order.id,
    `Duplicate payment: order ${orderReference(earlier.id)} already paid for these courses; refundable from /staff`,
  );
}

/** A full refund takes back what this order granted, unless another paid order covers it. */
async function refund(tx: Tx, order: OrderRow, intentId: string) {
  await tx`
    update orders
    set status = 'refunded', refunded_at = now(), completed_at = coalesce(completed_at, now()),
        refunded_cents = amount_cents, payment_intent_id = ${intentId}, updated_at = now()
    where id = ${order.id}`;
  await tx`delete from course_grants where order_id = ${order.id}`;
  await releaseOrderSeats(tx, order.id);
  const others = await tx<{ id: string }[]>`
    select id from orders
    where email_normalized = ${order.email_normalized} and status = 'completed'
    order by completed_at`;
  await grant(
    tx,
    order.email_normalized,
    others.map((other) => other.id),
  );
}

/** Grants the courses of these orders (oldest first); a course already granted stays as it was. */
async function grant(tx: Tx, email: string, orderIds: string[]) {
  if (orderIds.length === 0) return;
  await tx`
    insert into course_grants (email_normalized, course_id, order_id)
    select ${email}, course_id, o.id
    from orders o
    cross join lateral unnest(o.course_ids) as course_id
    join unnest(${tx.array(orderIds)}::uuid[]) with ordinality as wanted(id, position)
      on wanted.id = o.id
    order by wanted.position
    on conflict (email_normalized, course_id) do nothing`;
}

/**
 * Adds `note` to the order's attention, after any earlier note (a lapsed hold, a dispute);
 * false when it is already there, so whoever calls it e-mails staff once per note.
 */
async function noteAttention(tx: Tx, orderId: string, note: string): Promise<boolean> {
  const [noted] = await tx`
    update orders
    set attention = left(coalesce(attention || '; ', '') || ${note}, 1000), updated_at = now()
    where id = ${orderId} and strpos(coalesce(attention, ''), ${note}) = 0
    returning id`;
  return Boolean(noted);
}

const noted = (order: OrderRow, intentId: string): NotedOrder => ({
  id: order.id,
  name: order.name,
  email: order.email,
  phone: order.phone,
  amountCents: order.amount_cents,
  currency: order.currency,
  paymentIntentId: intentId,
});

/** A succeeded payment that cannot complete its order: marked and e-mailed, not fulfilled. */
async function noteMismatch(
  tx: Tx,
  order: OrderRow,
  intent: Stripe.PaymentIntent,
  problem: string,
  context: FulfilmentContext,
) {
  if (await noteAttention(tx, order.id, `Payment does not match: ${problem}`)) {
    await queueComposedEmail(
      tx,
      mismatchEmail(noted(order, intent.id), problem, context),
      context.academy,
    );
  }
}

/**
 * Part of the payment was refunded: the amount is recorded (the newest total, whatever order
 * the refunds' events arrive in) and the academy told; grants and seats are kept.
 */
async function recordPartialRefund(
  tx: Tx,
  order: OrderRow,
  intentId: string,
  refundedCents: number,
  context: FulfilmentContext,
): Promise<boolean> {
  const [recorded] = await tx`
    update orders set refunded_cents = ${refundedCents}, updated_at = now()
    where id = ${order.id} and refunded_cents < ${refundedCents}
    returning id`;
  if (!recorded) return false;
  await queueComposedEmail(
    tx,
    partialRefundEmail(noted(order, intentId), refundedCents, context),
    context.academy,
  );
  return true;
}

/** A dispute as Stripe's `charge.dispute.created` event carries it. */
export interface DisputeInfo {
  id: string;
  amountCents: number;
  currency: string;
  reason: string;
}

/**
 * A chargeback on the order's payment: recorded on the order, the order marked for attention and
 * the academy e-mailed, once per dispute. The grants stay: the dispute may be won, and staff
 * decide (a refund, or losing the dispute and refunding, takes them back).
 */
export async function applyDisputeToOrder(
  tx: Tx,
  intent: Stripe.PaymentIntent,
  dispute: DisputeInfo,
  context: FulfilmentContext,
): Promise<FulfilmentResult> {
  const order = await lockOrderOf(tx, intent);
  if (!order) return 'no-order';
  const reason = dispute.reason.slice(0, 100);
  const [recorded] = await tx`
    update orders
    set dispute_id = ${dispute.id}, disputed_at = now(), dispute_reason = ${reason},
        dispute_amount_cents = ${dispute.amountCents}, updated_at = now()
    where id = ${order.id} and dispute_id is distinct from ${dispute.id}
    returning id`;
  if (!recorded) return 'unchanged';
  const amount = formatAmount(dispute.amountCents, dispute.currency);
  await noteAttention(tx, order.id, `Disputed (${reason}, ${amount}): ${dispute.id}`);
  await queueComposedEmail(
    tx,
    disputeEmail(noted(order, intent.id), { ...dispute, reason }, context),
    context.academy,
  );
  return 'disputed';
}
