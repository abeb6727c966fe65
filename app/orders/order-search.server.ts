/**
 * The reads behind /staff/orders (issue 48 item 6): every order newest first, or those whose
 * buyer's name or e-mail contains the search, or whose reference starts with it; and the orders a
 * short reference (/staff/orders/2B65FCE4) names. Read-only; what a plan has collected and still
 * has due is read by plan-standings.server.ts.
 */
import type { Queryable } from '~/db/client.server';

import { orderReference } from '../lib/order-reference';
import {
  type ListedOrder,
  type OrderListRow,
  ORDERS_PER_PAGE,
  referencePrefix,
} from './order-search';
import { planStandings } from './plan-standings.server';

interface Row {
  id: string;
  created_at: Date;
  completed_at: Date | null;
  name: string;
  email: string;
  selected_items: string[];
  status: string;
  amount_cents: number;
  paid_cents: number;
  refunded_cents: number;
  cancelled_courses: number;
  plan_months: number | null;
}

const listRow = (row: Row): OrderListRow => ({
  id: row.id,
  reference: orderReference(row.id),
  createdAt: row.created_at.toISOString(),
  completedAt: row.completed_at?.toISOString() ?? null,
  name: row.name,
  email: row.email,
  selectedItems: row.selected_items,
  status: row.status,
  amountCents: row.amount_cents,
  paidCents: row.paid_cents,
  refundedCents: row.refunded_cents,
  cancelledCourses: row.cancelled_courses,
  planMonths: row.plan_months,
});

/** Each monthly plan's standing (collected, due, next payment), read by the plans. */
async function withPlans(sql: Queryable, rows: readonly Row[]): Promise<ListedOrder[]> {
  const plans = await planStandings(
    sql,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...listRow(row), plan: plans.get(row.id) ?? null }));
}

/** `%`, `_` and `\` taken literally inside a LIKE pattern. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * One page of orders, newest first (by when they were made), with how many match in all. An
 * empty query lists every order; otherwise the name or e-mail contains it (any case), or the
 * reference (the id's hex digits) starts with it.
 */
export async function searchOrders(
  sql: Queryable,
  { query, page }: { query: string; page: number },
): Promise<{ orders: ListedOrder[]; total: number }> {
  const contains = `%${likeLiteral(query)}%`;
  const prefix = referencePrefix(query);
  const matches = query
    ? sql`(o.name ilike ${contains} or o.email ilike ${contains}
           ${prefix ? sql`or upper(replace(o.id::text, '-', '')) like ${`${prefix}%`}` : sql``})`
    : sql`true`;
  const [counted] = await sql<{ total: number }[]>`
    select count(*)::int as total from orders o where ${matches}`;
  const rows = await sql<Row[]>`
    select o.id, o.created_at, o.completed_at, o.name, o.email, o.selected_items, o.status,
           o.amount_cents, b.paid_cents, b.refunded_cents, o.plan_months,
           (select count(*)::int from cancellations c where c.order_id = o.id) as cancelled_courses
    from orders o join order_balances b on b.order_id = o.id
    where ${matches}
    order by o.created_at desc, o.id
    limit ${ORDERS_PER_PAGE} offset ${(page - 1) * ORDERS_PER_PAGE}`;
  return { orders: await withPlans(sql, rows), total: counted?.total ?? 0 };
}

/** The orders whose reference starts with `prefix` (hex digits), newest first; at most 50. */
export async function ordersByReference(sql: Queryable, prefix: string): Promise<ListedOrder[]> {
  const hex = referencePrefix(prefix);
  if (!hex) return [];
  const rows = await sql<Row[]>`
    select o.id, o.created_at, o.completed_at, o.name, o.email, o.selected_items, o.status,
           o.amount_cents, b.paid_cents, b.refunded_cents, o.plan_months,
           (select count(*)::int from cancellations c where c.order_id = o.id) as cancelled_courses
    from orders o join order_balances b on b.order_id = o.id
    where upper(replace(o.id::text, '-', '')) like ${`${hex}%`}
    order by o.created_at desc, o.id
    limit ${ORDERS_PER_PAGE}`;
  return withPlans(sql, rows);
}
