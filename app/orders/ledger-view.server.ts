/**
 * The order's ledger as the staff order page shows it (ledger.server.ts writes it): the order,
 * its lines with their seats, its payments and refunds, the balance computed from them, and its
 * log, with whether the order needs attention.
 */
import type { Queryable } from '~/db/client.server';

import { orderReference } from '../lib/order-reference';
import {
  type Actor,
  type ChargeStatus,
  type LogEvent,
  needsAttention,
  type OrderLedger,
} from './ledger';

/** Everything the staff order page shows of an order; null when there is no such order. */
export async function orderLedger(sql: Queryable, orderId: string): Promise<OrderLedger | null> {
  const [order] = await sql<
    {
      id: string;
      name: string;
      email: string;
      phone: string;
      selected_items: string[];
      amount_cents: number;
      currency: string;
      status: string;
      created_at: Date;
      completed_at: Date | null;
      credit_cents: number;
      paid_cents: number;
      refunded_cents: number;
      balance_cents: number;
    }[]
  >`
    select o.id, o.name, o.email, o.phone, o.selected_items, o.amount_cents, o.currency, o.status,
           o.created_at, o.completed_at, o.credit_cents, b.paid_cents, b.refunded_cents, b.balance_cents
    from orders o join order_balances b on b.order_id = o.id
    where o.id = ${orderId}`;
  if (!order) return null;
  const [lines, payments, log] = await Promise.all([
    sql<
      {
        course_id: string;
        program_id: string | null;
        list_price_cents: number | null;
        paid_cents: number | null;
        price_tier: string | null;
        session_key: string | null;
        seat_status: string | null;
      }[]
    >`
      select c.course_id, l.program_id, l.list_price_cents, l.paid_cents, l.price_tier,
             s.session_key, s.status as seat_status
      from orders o
      cross join lateral unnest(o.course_ids) with ordinality as c (course_id, position)
      left join order_lines l on l.order_id = o.id and l.course_id = c.course_id
      left join session_seats s on s.order_id = o.id and s.course_id = c.course_id
      where o.id = ${orderId}
      order by c.position`,
    sql<
      {
        id: string;
        kind: 'charge' | 'refund';
        stripe_id: string | null;
        amount_cents: number;
        currency: string;
        status: ChargeStatus;
        failure_reason: string | null;
        created_at: Date;
        succeeded_at: Date | null;
        failed_at: Date | null;
      }[]
    >`
      select id, kind, stripe_id, amount_cents, currency, status, failure_reason, created_at,
             succeeded_at, failed_at
      from order_payments where order_id = ${orderId}
      order by created_at, id`,
    sql<
      {
        id: string;
        at: Date;
        actor_kind: Actor['kind'];
        actor: string | null;
        event: LogEvent;
        details: Record<string, unknown>;
      }[]
    >`
      select id, at, actor_kind, actor, event, details from order_log
      where order_id = ${orderId}
      order by id`,
  ]);
  const iso = (date: Date | null) => date?.toISOString() ?? null;
  const entries = log.map((row) => ({
    id: Number(row.id),
    at: row.at.toISOString(),
    actorKind: row.actor_kind,
    actor: row.actor,
    event: row.event,
    details: row.details,
  }));
  return {
    order: {
      id: order.id,
      reference: orderReference(order.id),
      name: order.name,
      email: order.email,
      phone: order.phone,
      selectedItems: order.selected_items,
      amountCents: order.amount_cents,
      currency: order.currency,
      status: order.status,
      createdAt: order.created_at.toISOString(),
      completedAt: iso(order.completed_at),
      creditCents: order.credit_cents,
    },
    lines: lines.map((row) => ({
      courseId: row.course_id,
      programId: row.program_id,
      listPriceCents: row.list_price_cents,
      paidCents: row.paid_cents,
      priceTier: row.price_tier,
      sessionKey: row.session_key,
      seatStatus: row.seat_status,
    })),
    payments: payments.map((row) => ({
      id: row.id,
      kind: row.kind,
      stripeId: row.stripe_id,
      amountCents: row.amount_cents,
      currency: row.currency,
      status: row.status,
      failureReason: row.failure_reason,
      createdAt: row.created_at.toISOString(),
      succeededAt: iso(row.succeeded_at),
      failedAt: iso(row.failed_at),
    })),
    balance: {
      paidCents: order.paid_cents,
      refundedCents: order.refunded_cents,
      balanceCents: order.balance_cents,
    },
    log: entries,
    needsAttention: needsAttention(entries),
  };
}
