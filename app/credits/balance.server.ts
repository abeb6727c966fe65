/**
 * Reading the credit ledger (docs/decisions/0057-credit-ledger.md): what an address may spend
 * now, its statement, and what an order used, holds or gave back. The balance is always computed
 * from the entries; the writers are ledger.server.ts.
 */
import type { Actor } from '~/auth/actor';
import type { Queryable } from '~/db/client.server';
import { normalizeEmail } from '~/lib/email-address';

import {
  CREDIT_CURRENCY,
  type CreditBalance,
  type CreditEntry,
  type CreditGrantState,
  type CreditHistoryEntry,
  type CreditReason,
  type GrantReason,
  isGrantReason,
} from './ledger';

export interface EntryRow {
  id: string;
  email_normalized: string;
  amount_cents: number;
  currency: string;
  reason: CreditReason;
  order_id: string | null;
  expires_at: Date | null;
  returns_entry_id: string | null;
  actor_kind: Actor['kind'];
  actor: string | null;
  note: string | null;
  idempotency_key: string;
  created_at: Date;
}

type GrantRow = EntryRow & { remaining_cents: number; expired: boolean };

export const toEntry = (row: EntryRow): CreditEntry => ({
  id: row.id,
  email: row.email_normalized,
  reason: row.reason,
  amountCents: row.amount_cents,
  currency: row.currency,
  orderId: row.order_id,
  expiresAt: row.expires_at?.toISOString() ?? null,
  returnsEntryId: row.returns_entry_id,
  actorKind: row.actor_kind,
  actor: row.actor,
  note: row.note,
  idempotencyKey: row.idempotency_key,
  createdAt: row.created_at.toISOString(),
});

const toGrant = (row: GrantRow): CreditGrantState => ({
  ...toEntry(row),
  reason: row.reason as GrantReason,
  remainingCents: row.remaining_cents,
  expired: row.expired,
});

/** The instant expiry is judged at: the caller's, else the database's clock. */
export const at = (sql: Queryable, now: Date | undefined) =>
  sql`coalesce(${now ?? null}::timestamptz, clock_timestamp())`;

const grantColumns = (sql: Queryable, now: Date | undefined) => sql`
  e.*, b.remaining_cents,
  coalesce(e.expires_at <= ${at(sql, now)}, false) as expired`;

/**
 * What the address may spend at `now` (the database's clock by default) in `currency`: the sum
 * of what is left of its grants not expired then, and those grants, soonest expiring first.
 */
export async function creditBalance(
  sql: Queryable,
  email: string,
  now?: Date,
  currency: string = CREDIT_CURRENCY,
): Promise<CreditBalance> {
  const rows = await sql<GrantRow[]>`
    select ${grantColumns(sql, now)}
    from credit_entries e
    join credit_grant_balances b on b.grant_id = e.id
    where e.email_normalized = ${normalizeEmail(email)} and e.currency = ${currency}
      and b.remaining_cents > 0
      and (e.expires_at is null or e.expires_at > ${at(sql, now)})
    order by e.expires_at nulls last, e.created_at, e.id`;
  const grants = rows.map(toGrant);
  return {
    currency,
    availableCents: grants.reduce((sum, grant) => sum + grant.remainingCents, 0),
    grants,
  };
}

/**
 * Every entry of the address, newest first, for a statement: grants with what is left of them
 * and whether they had expired at `now` (the database's clock by default).
 */
export async function creditEntries(
  sql: Queryable,
  email: string,
  now?: Date,
): Promise<CreditHistoryEntry[]> {
  const rows = await sql<(EntryRow & { remaining_cents: number | null; expired: boolean })[]>`
    select ${grantColumns(sql, now)}
    from credit_entries e
    left join credit_grant_balances b on b.grant_id = e.id
    where e.email_normalized = ${normalizeEmail(email)}
    order by e.id desc`;
  return rows.map((row) =>
    isGrantReason(row.reason)
      ? toGrant({ ...row, remaining_cents: row.remaining_cents! })
      : { ...toEntry(row), reason: row.reason as 'spent' | 'spend-returned' },
  );
}

/** The credit an order used: what was spent on it less what was given back. */
export async function creditUsedOnOrder(sql: Queryable, orderId: string): Promise<number> {
  const [row] = await sql<{ cents: number }[]>`
    select coalesce(-sum(amount_cents), 0)::integer as cents from credit_entries
    where order_id = ${orderId} and reason in ('spent', 'spend-returned')`;
  return row!.cents;
}

/** The spends made for an order, oldest first, each with whether it was given back since. */
export async function orderSpends(
  sql: Queryable,
  orderId: string,
): Promise<Array<{ entry: CreditEntry; returned: boolean }>> {
  const rows = await sql<(EntryRow & { returned: boolean })[]>`
    select s.*, exists (select 1 from credit_entries r where r.returns_entry_id = s.id) as returned
    from credit_entries s
    where s.order_id = ${orderId} and s.reason = 'spent'
    order by s.id`;
  return rows.map((row) => ({ entry: toEntry(row), returned: row.returned }));
}

/**
 * What the address's unpaid orders (pending or failed: their payment may still be made, or was
 * left) hold of its credit: spent on them and not given back.
 */
export async function creditHeldByUnpaidOrders(sql: Queryable, email: string): Promise<number> {
  const [row] = await sql<{ cents: number }[]>`
    select coalesce(-sum(e.amount_cents), 0)::integer as cents
    from credit_entries e join orders o on o.id = e.order_id
    where e.email_normalized = ${normalizeEmail(email)}
      and e.reason in ('spent', 'spend-returned') and o.status in ('pending', 'failed')`;
  return row!.cents;
}

/**
 * The credit an order gave back by being cancelled (its cancellations' grants, the student's or
 * the academy's): paid money returned as credit.
 */
export async function creditGrantedForOrder(sql: Queryable, orderId: string): Promise<number> {
  const [row] = await sql<{ cents: number }[]>`
    select coalesce(sum(amount_cents), 0)::integer as cents from credit_entries
    where order_id = ${orderId} and reason in ('cancellation', 'academy-cancellation')`;
  return row!.cents;
}
