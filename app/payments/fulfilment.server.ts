/**
 * What a PaymentIntent's state means for its order, applied inside the caller's transaction with
 * the order row locked. Only forward moves: pending/failed → completed (grants the courses and
 * queues the two e-mails, once), completed → refunded (takes the grants back), pending →
 * failed. A completed order never goes back to pending or failed, whatever arrives late.
 */
import type postgres from 'postgres';
import type Stripe from 'stripe';

import { queueEmail } from '~/email/outbox.server';
import { bookOrderSeats, orderSessionKeys, releaseOrderSeats } from '~/sessions/seats.server';

import {
  academyNoticeEmail,
  attentionEmail,
  type BookedSession,
  buyerConfirmationEmail,
  type PaidOrder,
} from './emails';
import type { OrderStatus } from './orders.server';

type Tx = postgres.TransactionSql;

export type IntentOutcome =
  | { kind: 'succeeded' }
  | { kind: 'refunded' }
  | { kind: 'failed'; message: string }
  | { kind: 'none' };

/** The intent as re-read from Stripe (with `latest_charge` expanded) → what happened. */
export function outcomeOf(intent: Stripe.PaymentIntent): IntentOutcome {
  const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
  if (intent.status === 'succeeded') {
    return charge?.refunded ? { kind: 'refunded' } : { kind: 'succeeded' };
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
  'completed' | 'refunded' | 'failed' | 'unchanged' | 'no-order' | 'mismatch';

export interface FulfilmentContext {
  academyName: string;
  registrationEmail: string;
  courseNames: Record<string, string>;
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
}

export async function applyIntentToOrder(
  tx: Tx,
  intent: Stripe.PaymentIntent,
  context: FulfilmentContext,
): Promise<FulfilmentResult> {
  const orderId = intent.metadata?.order_id;
  if (!orderId || !/^[0-9a-f-]{36}$/i.test(orderId)) return 'no-order';
  const [order] = await tx<OrderRow[]>`
    select id, email, email_normalized, name, phone, selected_items, course_ids, amount_cents,
           currency, status, payment_intent_id
    from orders where id = ${orderId}
    for update`;
  if (!order) return 'no-order';
  if (order.payment_intent_id !== null && order.payment_intent_id !== intent.id) return 'mismatch';

  const outcome = outcomeOf(intent);
  switch (outcome.kind) {
    case 'succeeded':
      if (order.status !== 'pending' && order.status !== 'failed') return 'unchanged';
      // The server decides: only the amount it priced, in its currency, completes the order.
      if (intent.amount_received !== order.amount_cents || intent.currency !== order.currency) {
        return 'mismatch';
      }
      await complete(tx, order, intent.id, context);
      return 'completed';
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
  await queueEmail(tx, buyerConfirmationEmail(paid, context));
  await queueEmail(tx, academyNoticeEmail(paid, context));
  if (unbooked.length > 0) {
    const sessions = unbooked.map((seat) => `${seat.courseId}/${seat.sessionKey}`).join(', ');
    await tx`
      update orders set attention = ${`Paid after its hold lapsed; full: ${sessions}`.slice(0, 1000)}
      where id = ${order.id}`;
    await queueEmail(tx, attentionEmail(paid, unbooked, context));
  }
}

/** A full refund takes back what this order granted, unless another paid order covers it. */
async function refund(tx: Tx, order: OrderRow, intentId: string) {
  await tx`
    update orders
    set status = 'refunded', refunded_at = now(), completed_at = coalesce(completed_at, now()),
        payment_intent_id = ${intentId}, updated_at = now()
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
