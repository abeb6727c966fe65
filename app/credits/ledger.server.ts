/**
 * The credit ledger (db/migrations/027_credit_ledger.sql, docs/decisions/0057-credit-ledger.md):
 * per student address, grants that may expire, spends that say which grants they took from, and
 * spends given back to those grants. Entries are only ever added, each once per idempotency key.
 * Writers take the caller's transaction, so an entry commits with what it is about (the
 * cancellation, the order); the balance is always computed from the entries (its readers:
 * balance.server.ts, re-exported here).
 */
import type postgres from 'postgres';

import type { Actor } from '~/auth/actor';
import type { Queryable } from '~/db/client.server';
import { lockKey } from '~/db/locks.server';
import { normalizeEmail } from '~/lib/email-address';

import { at, type EntryRow, toEntry } from './balance.server';
import {
  allocateSpend,
  CREDIT_CURRENCY,
  type CreditEntry,
  type GrantReason,
  isGrantReason,
  type SpendPart,
} from './ledger';

export * from './balance.server';
export * from './ledger';

type Tx = postgres.TransactionSql;

/** Longest idempotency key a caller may pass (the column allows 300: room for 'returned:'). */
const KEY_MAX = 255;

/** A key already names an entry that is not the one asked for: a caller's bug, never retried. */
export class CreditKeyConflict extends Error {
  constructor(
    readonly key: string,
    readonly existing: CreditEntry,
  ) {
    super(`Credit key ${key} already names a different entry (${existing.id})`);
    this.name = 'CreditKeyConflict';
  }
}

const actorOf = (actor: Actor): string | null =>
  actor.kind === 'system' ? null : actor.kind === 'stripe' ? (actor.eventId ?? null) : actor.email;

function checkCents(cents: number) {
  if (!Number.isSafeInteger(cents) || cents <= 0 || cents > 2_147_483_647)
    throw new RangeError(`Credit amounts are positive whole cents, not ${cents}`);
}

function checkKey(key: string) {
  if (key.length === 0 || key.length > KEY_MAX)
    throw new RangeError(`A credit key has 1 to ${KEY_MAX} characters`);
}

async function entryByKey(sql: Queryable, email: string, key: string) {
  const [row] = await sql<EntryRow[]>`
    select * from credit_entries where email_normalized = ${email} and idempotency_key = ${key}`;
  return row ? toEntry(row) : null;
}

/**
 * Gives the address credit, once per key: the entry, or the one the key made before. Throws
 * CreditKeyConflict when the key made a different entry (another amount, reason, order or
 * expiry). A grant only adds, so it takes no lock: it can be written in any transaction, after
 * any other lock (freeing a seat, say).
 */
export async function grantCredit(
  tx: Queryable,
  grant: {
    email: string;
    amountCents: number;
    currency?: string;
    reason: GrantReason;
    orderId?: string | null;
    /** From this instant on the grant counts for nothing; null or absent: never. */
    expiresAt?: Date | null;
    actor: Actor;
    note?: string | null;
    key: string;
  },
): Promise<CreditEntry> {
  checkCents(grant.amountCents);
  checkKey(grant.key);
  if (!isGrantReason(grant.reason)) throw new RangeError(`Not a reason to grant: ${grant.reason}`);
  const email = normalizeEmail(grant.email);
  const currency = grant.currency ?? CREDIT_CURRENCY;
  const orderId = grant.orderId ?? null;
  const expiresAt = grant.expiresAt ?? null;
  const [row] = await tx<EntryRow[]>`
    insert into credit_entries (
      email_normalized, amount_cents, currency, reason, order_id, expires_at, actor_kind, actor,
      note, idempotency_key
    ) values (
      ${email}, ${grant.amountCents}, ${currency}, ${grant.reason}, ${orderId}, ${expiresAt},
      ${grant.actor.kind}, ${actorOf(grant.actor)}, ${grant.note || null}, ${grant.key}
    )
    on conflict (email_normalized, idempotency_key) do nothing
    returning *`;
  if (row) return toEntry(row);
  const existing = (await entryByKey(tx, email, grant.key))!;
  const same =
    existing.reason === grant.reason &&
    existing.amountCents === grant.amountCents &&
    existing.currency === currency &&
    existing.orderId === orderId &&
    (existing.expiresAt === null ? null : Date.parse(existing.expiresAt)) ===
      (expiresAt?.getTime() ?? null);
  if (!same) throw new CreditKeyConflict(grant.key, existing);
  return existing;
}

export type SpendResult =
  | { ok: true; entry: CreditEntry; parts: SpendPart[] }
  | { ok: false; reason: 'insufficient'; availableCents: number }
  | { ok: false; reason: 'returned'; entry: CreditEntry };

/**
 * Spends the address's credit on an order, once per key, from the grants not expired at `now`
 * (the database's clock by default), soonest-expiring first. Refuses ('insufficient', with what
 * is available) when they hold less, writing nothing. The same key again answers with the spend
 * it made, whatever the balance is now; a key whose spend was given back (returnSpend) answers
 * 'returned', so `ok` always means the credit is taken now: an order tried again after that
 * spends with a new key (`order:<id>:<attempt>`). A key that made a different entry throws
 * CreditKeyConflict.
 *
 * Locks the address (lock space `credits`) until the transaction ends, so two checkouts spend one
 * after the other and the second sees what the first took. Take it after `paymentRequest` and
 * before any seat lock (app/db/locks.server.ts). The transaction must be READ COMMITTED (the
 * default): each statement after the lock then sees the spends committed before it.
 */
export async function spendCredit(
  tx: Tx,
  spend: {
    email: string;
    amountCents: number;
    currency?: string;
    orderId: string;
    key: string;
    actor: Actor;
    note?: string | null;
    now?: Date;
  },
): Promise<SpendResult> {
  checkCents(spend.amountCents);
  checkKey(spend.key);
  const email = normalizeEmail(spend.email);
  const currency = spend.currency ?? CREDIT_CURRENCY;
  await lockKey(tx, 'credits', email);

  const existing = await entryByKey(tx, email, spend.key);
  if (existing) {
    if (
      existing.reason !== 'spent' ||
      existing.amountCents !== -spend.amountCents ||
      existing.currency !== currency ||
      existing.orderId !== spend.orderId
    )
      throw new CreditKeyConflict(spend.key, existing);
    const [given] = await tx<{ id: string }[]>`
      select id from credit_entries where returns_entry_id = ${existing.id}`;
    if (given) return { ok: false, reason: 'returned', entry: existing };
    const parts = await tx<{ grant_id: string; cents: number }[]>`
      select a.grant_id, -a.amount_cents as cents
      from credit_allocations a join credit_entries g on g.id = a.grant_id
      where a.entry_id = ${existing.id}
      order by g.expires_at nulls last, g.created_at, g.id`;
    return {
      ok: true,
      entry: existing,
      parts: parts.map((part) => ({ grantId: part.grant_id, cents: part.cents })),
    };
  }

  const grants = await tx<
    { grant_id: string; remaining_cents: number; expires_at: Date | null; created_at: Date }[]
  >`
    select grant_id, remaining_cents, expires_at, created_at from credit_grant_balances
    where email_normalized = ${email} and currency = ${currency} and remaining_cents > 0
      and (expires_at is null or expires_at > ${at(tx, spend.now)})`;
  const spendable = grants.map((grant) => ({
    id: grant.grant_id,
    remainingCents: grant.remaining_cents,
    expiresAt: grant.expires_at,
    createdAt: grant.created_at,
  }));
  const parts = allocateSpend(spendable, spend.amountCents);
  if (!parts) {
    const availableCents = spendable.reduce((sum, grant) => sum + grant.remainingCents, 0);
    return { ok: false, reason: 'insufficient', availableCents };
  }

  const [row] = await tx<EntryRow[]>`
    insert into credit_entries (
      email_normalized, amount_cents, currency, reason, order_id, actor_kind, actor, note,
      idempotency_key
    ) values (
      ${email}, ${-spend.amountCents}, ${currency}, 'spent', ${spend.orderId},
      ${spend.actor.kind}, ${actorOf(spend.actor)}, ${spend.note || null}, ${spend.key}
    )
    returning *`;
  const allocations = parts.map((part) => ({
    entry_id: row!.id,
    grant_id: part.grantId,
    amount_cents: -part.cents,
  }));
  await tx`
    insert into credit_allocations ${tx(allocations, 'entry_id', 'grant_id', 'amount_cents')}`;
  return { ok: true, entry: toEntry(row!), parts };
}

/**
 * Gives back the spend the key made (its order failed, lapsed or was cancelled before it was
 * paid), to the very grants it took from: each keeps its own expiry, so cents returned to a grant
 * that has expired meanwhile count for nothing. Once only, whatever the caller: the answer is
 * the entry that gave it back, now or before; null when the key spent nothing. Takes no lock (it
 * only adds): it may run after seat locks, in the transaction that releases the order's seats.
 */
export async function returnSpend(
  tx: Queryable,
  spent: { email: string; key: string; actor: Actor; note?: string | null },
): Promise<CreditEntry | null> {
  checkKey(spent.key);
  const email = normalizeEmail(spent.email);
  const spend = await entryByKey(tx, email, spent.key);
  if (!spend) return null;
  if (spend.reason !== 'spent') throw new CreditKeyConflict(spent.key, spend);

  // The entry and its parts in one statement: outside a transaction too, the check at commit
  // sees them together.
  const [row] = await tx<EntryRow[]>`
    with returned as (
      insert into credit_entries (
        email_normalized, amount_cents, currency, reason, order_id, returns_entry_id, actor_kind,
        actor, note, idempotency_key
      ) values (
        ${email}, ${-spend.amountCents}, ${spend.currency}, 'spend-returned', ${spend.orderId},
        ${spend.id}, ${spent.actor.kind}, ${actorOf(spent.actor)}, ${spent.note || null},
        ${`returned:${spent.key}`}
      )
      on conflict do nothing
      returning *
    ), parts as (
      insert into credit_allocations (entry_id, grant_id, amount_cents)
      select returned.id, a.grant_id, -a.amount_cents
      from returned, credit_allocations a
      where a.entry_id = ${spend.id}
    )
    select * from returned`;
  if (!row) {
    const [earlier] = await tx<EntryRow[]>`
      select * from credit_entries where returns_entry_id = ${spend.id}`;
    return toEntry(earlier!);
  }
  return toEntry(row);
}
