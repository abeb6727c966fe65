/**
 * The order's ledger (db/migrations/025_order_ledger.sql, docs/decisions/0056-order-ledger.md):
 * its lines, its payments and refunds, and its append-only log; what the staff order page reads
 * of it is ledger-view.server.ts's. Writers take the caller's
 * transaction (the order row locked where money is recorded); the balance is always computed
 * from the succeeded payment rows, never stored.
 */
import type { Queryable, Sql } from '~/db/client.server';
import { lockKey } from '~/db/locks.server';
import { dollarsToCents } from '~/lib/money';

import type { PriceList } from '../prices/price-list';
import {
  type Actor,
  type ChargeStatus,
  type LogEvent,
  needsAttention,
  STAFF_NOTE_MAX,
} from './ledger';
import { type NewOrderLine, shareCents } from './line-shares';
import { type LogNote, noteDetails } from './log-note';

export { type Actor, type LogEvent, type OrderLedger, STAFF_NOTE_MAX } from './ledger';

export const SYSTEM: Actor = { kind: 'system' };

export interface LogEntry {
  event: LogEvent;
  actor: Actor;
  /** Small and structured: amounts in cents, ids, a note's text. */
  details?: Record<string, string | number | boolean | null | string[]>;
  /** An entry logged once per order and key: a re-delivered event logs nothing more. */
  dedupeKey?: string;
}

const actorOf = (actor: Actor): string | null =>
  actor.kind === 'system' ? null : actor.kind === 'stripe' ? (actor.eventId ?? null) : actor.email;

/** Appends an entry to the order's log; false when its dedupe key was logged already. */
export async function logOrderEvent(
  sql: Queryable,
  orderId: string,
  entry: LogEntry,
): Promise<boolean> {
  const rows = await sql`
    insert into order_log (order_id, actor_kind, actor, event, details, dedupe_key)
    values (${orderId}, ${entry.actor.kind}, ${actorOf(entry.actor)}, ${entry.event},
            ${sql.json(entry.details ?? {})}, ${entry.dedupeKey ?? null})
    on conflict (order_id, dedupe_key) where dedupe_key is not null do nothing
    returning id`;
  return rows.length > 0;
}

/**
 * Marks the order as needing staff, with a note, once per key; true when this is new, so the
 * caller e-mails the academy once however often the cause is delivered. With `fact`, what
 * happened (a dispute, a duplicate, a mismatch) is logged first, under the key, and the
 * needs-attention entry after it.
 */
export async function flagAttention(
  tx: Queryable,
  orderId: string,
  flag: {
    /** A person's words, or the site's note by code (log-note.ts). */
    note: string | LogNote;
    dedupeKey: string;
    actor?: Actor;
    fact?: { event: LogEvent; details: LogEntry['details'] };
  },
): Promise<boolean> {
  const actor = flag.actor ?? SYSTEM;
  if (flag.fact) {
    const fresh = await logOrderEvent(tx, orderId, {
      ...flag.fact,
      actor,
      dedupeKey: flag.dedupeKey,
    });
    if (!fresh) return false;
  }
  return logOrderEvent(tx, orderId, {
    event: 'needs-attention',
    actor,
    details: noteDetails(flag.note),
    dedupeKey: flag.fact ? `attention:${flag.dedupeKey}` : flag.dedupeKey,
  });
}

/** Writes a new order's lines, in the transaction that makes the order (their sum is checked at commit). */
export async function writeOrderLines(
  tx: Queryable,
  orderId: string,
  lines: readonly NewOrderLine[],
): Promise<void> {
  if (lines.length === 0) return;
  const rows = lines.map((line) => ({
    order_id: orderId,
    course_id: line.courseId,
    program_id: line.programId,
    list_price_cents: line.listPriceCents,
    paid_cents: line.paidCents,
    price_tier: line.priceTier,
  }));
  await tx`
    insert into order_lines ${tx(
      rows,
      'order_id',
      'course_id',
      'program_id',
      'list_price_cents',
      'paid_cents',
      'price_tier',
    )}`;
}

/**
 * Records the order's charge (its PaymentIntent) by Stripe id: new, or its status moved on. A
 * succeeded charge stays succeeded (a refund is a row of its own). True when something changed.
 */
export async function recordCharge(
  tx: Queryable,
  orderId: string,
  charge: {
    stripeId: string;
    amountCents: number;
    currency: string;
    status: ChargeStatus;
    failureReason?: string | null;
  },
): Promise<boolean> {
  const reason =
    charge.status === 'failed' || charge.status === 'canceled'
      ? (charge.failureReason ?? 'Payment failed').slice(0, 1000)
      : null;
  const rows = await tx`
    insert into order_payments (
      order_id, kind, stripe_id, amount_cents, currency, status, failure_reason, succeeded_at,
      failed_at
    ) values (
      ${orderId}, 'charge', ${charge.stripeId}, ${charge.amountCents}, ${charge.currency},
      ${charge.status}, ${reason},
      case when ${charge.status} = 'succeeded' then now() end,
      case when ${charge.status} = 'failed' then now() end
    )
    on conflict (stripe_id) do update
    set status = excluded.status, amount_cents = excluded.amount_cents,
        failure_reason = excluded.failure_reason,
        succeeded_at = coalesce(order_payments.succeeded_at, excluded.succeeded_at),
        failed_at = coalesce(excluded.failed_at, order_payments.failed_at), updated_at = now()
    where order_payments.order_id = excluded.order_id and order_payments.kind = 'charge'
      and order_payments.status <> 'succeeded'
      and (order_payments.status, coalesce(order_payments.failure_reason, ''))
          is distinct from (excluded.status, coalesce(excluded.failure_reason, ''))
    returning id`;
  return rows.length > 0;
}

/**
 * A staff member's note on the order, or their marking its attention resolved (with an optional
 * note). Resolving an order that needs no attention changes nothing: 'nothing-to-resolve'. The
 * order's row lock makes two staff resolving at once log one resolution.
 */
export async function addStaffEntry(
  sql: Sql,
  orderId: string,
  entry: { kind: 'note' | 'resolve'; staffEmail: string; note: string },
): Promise<'logged' | 'nothing-to-resolve' | 'no-order'> {
  return sql.begin(async (tx) => {
    const [order] = await tx`select id from orders where id = ${orderId} for update`;
    if (!order) return 'no-order';
    const note = entry.note.trim().slice(0, STAFF_NOTE_MAX);
    if (entry.kind === 'resolve') {
      const marks = await tx<{ event: LogEvent }[]>`
        select event from order_log
        where order_id = ${orderId} and event in ('needs-attention', 'attention-resolved')
        order by id`;
      if (!needsAttention(marks)) return 'nothing-to-resolve';
    }
    await logOrderEvent(tx, orderId, {
      event: entry.kind === 'resolve' ? 'attention-resolved' : 'note',
      actor: { kind: 'staff', email: entry.staffEmail },
      details: note ? { note } : {},
    });
    return 'logged';
  });
}

/**
 * Lines for the orders made before the ledger (none yet): price tier 'unrecorded', no list price,
 * the amount shared by today's registration prices (shareCents), and a 'backfilled' entry saying
 * so. Idempotent, and safe when several instances start at once: each order is written under its
 * own lock, after checking again that it has no lines. Returns how many orders it wrote.
 */
export async function backfillOrderLines(sql: Sql, priceList: PriceList): Promise<number> {
  const pending = await sql<{ id: string }[]>`
    select id from orders o
    where not exists (select 1 from order_lines l where l.order_id = o.id)
    order by created_at, id`;
  const prices = new Map(
    priceList.courses.map((course) => [course.courseId, dollarsToCents(course.registrationPrice)]),
  );
  let written = 0;
  for (const { id } of pending) {
    const wrote = await sql.begin(async (tx) => {
      await lockKey(tx, 'orderLines', id);
      const [order] = await tx<
        { selected_items: string[]; course_ids: string[]; amount_cents: number }[]
      >`
        select selected_items, course_ids, amount_cents from orders o
        where id = ${id} and not exists (select 1 from order_lines l where l.order_id = o.id)`;
      if (!order) return false;
      // A program was bought when the one item chosen is not one of the courses granted.
      const [item] = order.selected_items;
      const programId =
        order.selected_items.length === 1 && item && !order.course_ids.includes(item) ? item : null;
      const weights = order.course_ids.map((courseId) => prices.get(courseId) ?? 0);
      const shares = shareCents(order.amount_cents, weights);
      await writeOrderLines(
        tx,
        id,
        order.course_ids.map((courseId, index) => ({
          courseId,
          programId,
          listPriceCents: null,
          paidCents: shares[index]!,
          priceTier: 'unrecorded',
        })),
      );
      await logOrderEvent(tx, id, {
        event: 'backfilled',
        actor: SYSTEM,
        details: {
          what: 'lines',
          basis: 'registration prices when backfilled',
          weightsCents: weights.map(String),
        },
        dedupeKey: 'backfilled-lines',
      });
      return true;
    });
    if (wrote) written += 1;
  }
  return written;
}
