/**
 * Where the plans of orders stand, read wherever an order appears (staff lists, rosters, the
 * attention list) and when its student books a session (db/migrations/031_payment_plans.sql).
 * Read-only: app/plans makes, charges and ends the plans.
 */
import type { Queryable } from '~/db/client.server';

import {
  pastGrace,
  type PlanPaymentStatus,
  type PlanStanding,
  planStandingOf,
  type PlanStatus,
} from './plan-standing';

/**
 * Where the plans of these orders stand (collected, due, next payment), by order id; an order
 * paid in full (or not paid yet) has none. For every staff view of orders: rosters, lists.
 */
export async function planStandings(
  sql: Queryable,
  orderIds: readonly string[],
): Promise<Map<string, PlanStanding>> {
  const standings = new Map<string, PlanStanding>();
  if (orderIds.length === 0) return standings;
  const rows = await sql<
    {
      order_id: string;
      plan_status: PlanStatus;
      number: number;
      due_date: string;
      amount_cents: number;
      status: PlanPaymentStatus;
    }[]
  >`
    select p.order_id, p.status as plan_status, pp.number,
           to_char(pp.due_date, 'YYYY-MM-DD') as due_date, pp.amount_cents, pp.status
    from payment_plans p join plan_payments pp on pp.plan_id = p.id
    where p.order_id = any(${sql.array([...new Set(orderIds)])}::uuid[])
    order by p.order_id, pp.number`;
  const byOrder = new Map<string, Array<(typeof rows)[number]>>();
  for (const row of rows) byOrder.set(row.order_id, [...(byOrder.get(row.order_id) ?? []), row]);
  for (const [orderId, payments] of byOrder) {
    standings.set(
      orderId,
      planStandingOf(
        payments[0]!.plan_status,
        payments.map((row) => ({
          number: row.number,
          dueDate: row.due_date,
          amountCents: row.amount_cents,
          status: row.status,
        })),
      ),
    );
  }
  return standings;
}

/**
 * Whether the order's plan is past due beyond the grace period at `now`: new session bookings
 * are then refused until it is paid (courses already attended stay valid).
 */
export async function bookingsRefusedForPlan(
  sql: Queryable,
  orderId: string,
  { now, graceDays }: { now: Date; graceDays: number },
): Promise<boolean> {
  const [row] = await sql<{ past_due_since: Date | null }[]>`
    select past_due_since from payment_plans
    where order_id = ${orderId} and status = 'past_due'`;
  return pastGrace(row?.past_due_since ?? null, now, graceDays);
}
