/**
 * Reading orders and course grants by the buyer's e-mail. The e-mail is compared lower-cased and
 * trimmed, as `orders.email_normalized` stores it, so "Jane@Example.com " finds jane@example.com's
 * orders. Used by the account pages (profile, transactions, active courses) and the register page.
 */
import type { Sql } from '~/db/client.server';
import { normalizeEmail } from '~/lib/email-address';

export type OrderStatus = 'completed' | 'pending' | 'failed' | 'refunded';

export interface OrderSummary {
  id: string;
  /** When it was paid, or when it was made if it never was. */
  timestamp: Date;
  /** A program id, or course ids, as chosen. */
  selectedItems: string[];
  amountCents: number;
  status: OrderStatus;
  /** How much was refunded: all of it for a refunded order, part of it for a completed one. */
  refundedCents: number;
}

type SummaryRow = {
  id: string;
  timestamp: Date;
  selected_items: string[];
  amount_cents: number;
  status: OrderStatus;
  refunded_cents: number;
};

const summaryOf = (row: SummaryRow): OrderSummary => ({
  id: row.id,
  timestamp: row.timestamp,
  selectedItems: row.selected_items,
  amountCents: row.amount_cents,
  status: row.status,
  refundedCents: row.refunded_cents,
});

/** The order's refunded cents: its succeeded refund rows (docs/decisions/0056-order-ledger.md). */
const refundedSum = (sql: Sql) => sql`
  (select coalesce(sum(p.amount_cents), 0)::integer from order_payments p
   where p.order_id = orders.id and p.kind = 'refund' and p.status = 'succeeded')`;

/**
 * What an order's row shows as its amount: its price, or for a program paid monthly what its
 * charges have taken so far (docs/decisions/0070), which is what the student paid.
 */
const shownAmount = (sql: Sql) => sql`
  case when orders.plan_months is null then orders.amount_cents
  else (select coalesce(sum(p.amount_cents), 0)::integer from order_payments p
        where p.order_id = orders.id and p.kind = 'charge' and p.status = 'succeeded') end`;

/** Every order of this e-mail, newest first, whoever made it. */
export async function ordersForEmail(sql: Sql, email: string): Promise<OrderSummary[]> {
  const rows = await sql<SummaryRow[]>`
    select id, coalesce(completed_at, created_at) as timestamp, selected_items,
           ${shownAmount(sql)} as amount_cents, status, ${refundedSum(sql)} as refunded_cents
    from orders
    where email_normalized = ${normalizeEmail(email)}
    order by created_at desc, id desc`;
  return rows.map(summaryOf);
}

/**
 * The orders an account sees, newest first: those placed while it was signed in, and those paid
 * to its address once the address is confirmed (`paidToEmail`; "pay first, sign up later"). An
 * unpaid order anyone made with the address stays out: whoever made it typed the details.
 */
export async function accountOrders(
  sql: Sql,
  account: { userId: string; paidToEmail: string | null },
): Promise<OrderSummary[]> {
  const email = account.paidToEmail ? normalizeEmail(account.paidToEmail) : null;
  const rows = await sql<SummaryRow[]>`
    select id, coalesce(completed_at, created_at) as timestamp, selected_items,
           ${shownAmount(sql)} as amount_cents, status, ${refundedSum(sql)} as refunded_cents
    from orders
    where user_id = ${account.userId}
       or (email_normalized = ${email} and completed_at is not null)
    order by created_at desc, id desc`;
  return rows.map(summaryOf);
}

/** The course ids this e-mail has been granted by paid orders, in the order they were granted. */
export async function grantedCourseIds(sql: Sql, email: string): Promise<string[]> {
  const rows = await sql<{ course_id: string }[]>`
    select course_id from course_grants
    where email_normalized = ${normalizeEmail(email)}
    order by granted_at, course_id`;
  return rows.map((row) => row.course_id);
}

/**
 * The courses this e-mail already holds (granted, or in a paid order), each with the sessions its
 * paid orders booked (none for a course bought without a session).
 */
export async function heldCourseSessions(
  sql: Sql,
  email: string,
): Promise<Record<string, string[]>> {
  const address = normalizeEmail(email);
  const rows = await sql<{ course_id: string; session_key: string | null }[]>`
    select held.course_id, seat.session_key
    from (
      select course_id from course_grants where email_normalized = ${address}
      union
      select unnest(course_ids) from orders
      where email_normalized = ${address} and status = 'completed'
    ) as held (course_id)
    left join session_seats seat
      on seat.course_id = held.course_id and seat.email_normalized = ${address}
        and seat.status = 'booked'
    order by 1, 2`;
  const held: Record<string, string[]> = {};
  for (const row of rows) {
    const sessions = (held[row.course_id] ??= []);
    if (row.session_key && !sessions.includes(row.session_key)) sessions.push(row.session_key);
  }
  return held;
}

/**
 * Name and phone as given with the first paid order the account placed (signed in), else with
 * the first order paid to its confirmed address (a student who paid first and signed up later),
 * or null. An unpaid order placed by anyone else with the address never counts.
 */
export async function firstPaidRegistration(
  sql: Sql,
  account: { userId: string; paidToEmail: string | null },
): Promise<{ name: string; phone: string } | null> {
  const email = account.paidToEmail ? normalizeEmail(account.paidToEmail) : null;
  const [row] = await sql<{ name: string; phone: string }[]>`
    select name, phone from orders
    where completed_at is not null
      and (user_id = ${account.userId} or email_normalized = ${email})
    order by (user_id is not distinct from ${account.userId}) desc, completed_at, id
    limit 1`;
  return row ? { name: row.name, phone: row.phone } : null;
}
