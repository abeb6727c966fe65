/**
 * Every advisory lock of the app (docs/decisions/0049): nothing else calls pg_advisory_* but the
 * rate_limit_hit function (migration 038), with lockText's text. A lock is on a key in a named
 * space and held until the caller's transaction ends, one 64-bit lock per space and key:
 * `pg_advisory_xact_lock(hashtextextended('<space prefix>:<key>', 0))`.
 *
 * The order of all locks, advisory and row (docs/decisions/0101). A transaction that takes
 * several takes them in this order, so no two wait for each other in a circle:
 *
 *   1. advisory: rateLimit, paymentRequest (before the order it finds or makes)
 *   2. row: the order (`orders ... for update`, lockOrder; a staff entry; an order row updated)
 *   3. row: its refund rows (`order_payments` of kind 'refund')
 *   4. advisory: credits, holdsPerAddress, seats (a session's, in lockKeys' order), then
 *      waitingListPerClient, waitingListPerEmail
 *   5. row: the order's plan (`payment_plans`), then its payments (`plan_payments`)
 *   6. row: the booked seat (`session_seats`), the waiting-list offer (`waiting_list`)
 *   7. advisory: recipientCap (an e-mail queued last, in the same transaction)
 *
 * On their own, in transactions of their own: orderLines (the backfill), attendance, a
 * certificate row (`ce_certificates`), the claims of jobs (`skip locked`: they never wait) and
 * the migrations' lock.
 *
 * Known exception, a follow-up: a plan payment's charge and its webhook take the plan rows
 * first, then write the order's ledger (its foreign key share-locks the order row), while a
 * plan's cancellation locks the order, then the plan (PostgreSQL's deadlock check fails one).
 *
 * No lock is waited for longer than LOCK_TIMEOUT_MS: the transaction then fails with
 * LockTimeoutError (answered 503 with Retry-After, as a busy database is).
 */
import type postgres from 'postgres';

type Tx = postgres.TransactionSql;

/**
 * How long a statement waits for any lock, row or advisory (the connection's lock_timeout):
 * pretix's 3 s. Well inside the answer's own deadline (12 s, server/remix-handler.ts).
 */
export const LOCK_TIMEOUT_MS = 3_000;

/** PostgreSQL's lock_not_available: a lock was not granted within lock_timeout. */
const LOCK_NOT_AVAILABLE = '55P03';

/**
 * A lock was not granted within LOCK_TIMEOUT_MS and the transaction was rolled back: another
 * holds it for longer than any request should wait. Nothing was written; trying again later is
 * safe. It keeps PostgreSQL's code and message; the original error is its cause.
 */
export class LockTimeoutError extends Error {
  readonly code = LOCK_NOT_AVAILABLE;
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : 'canceling statement due to lock timeout', {
      cause,
    });
    this.name = 'LockTimeoutError';
  }
}

/** `error` as a LockTimeoutError when PostgreSQL gave up waiting for a lock; else unchanged. */
export function namedLockTimeout(error: unknown): unknown {
  if (error instanceof LockTimeoutError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  return code === LOCK_NOT_AVAILABLE ? new LockTimeoutError(error) : error;
}

/**
 * The key spaces and the prefix each writes into its locks. The prefixes are the ones instances
 * already running use: changing one lets an old and a new instance take "the same" lock at once
 * during a rolling deploy. A transaction that locks in several spaces takes them in the order
 * of the header above.
 */
const LOCK_SPACES = {
  /** Hits of one rate-limit bucket and key (key: `<bucket>:<key>`). */
  rateLimit: 'rate-limit',
  /** One order per identical payment request (key: the request's fingerprint). */
  paymentRequest: 'payment-request',
  /**
   * A student's credit while a spend is decided (key: normalized e-mail; docs/decisions/0057).
   * Placing an order spends credit after finding its request's order and before holding seats.
   */
  credits: 'credits',
  /** Unpaid holds counted per client address (key: addressKey). */
  holdsPerAddress: 'seat-holds',
  /** A dated session's places: seats taken, held or offered (key: seatKey). */
  seats: 'session-seats',
  /** Live waiting-list entries counted per client address. */
  waitingListPerClient: 'waiting-list-client',
  /** Live waiting-list entries counted per normalized e-mail. */
  waitingListPerEmail: 'waiting-list-email',
  /** Stranger e-mails queued to one normalized address in a day. */
  recipientCap: 'outbox-recipient',
  /** Backfilling one order's lines (key: the order id; docs/decisions/0056). */
  orderLines: 'order-lines',
  /** A registrant's attendance on one day (key: `<order>:<course>:<day>`; issue 26). */
  attendance: 'attendance',
} as const;

export type LockSpace = keyof typeof LOCK_SPACES;

/**
 * The migration runner's lock: a constant, taken by every deployed version before it migrates,
 * so it must never change (two versions starting together during a deploy must agree on it).
 * A space's key meets it only if it hashes to this very number (a chance of 2^-64), and then
 * the two merely wait for each other.
 */
const MIGRATIONS_LOCK = 727_114_2014;

/**
 * Locks the keys of one space until the transaction ends, waiting for whoever holds them. Keys
 * are de-duplicated and taken in one order (UTF-16 code units, the same on every instance), so
 * two transactions locking overlapping sets wait for each other instead of deadlocking.
 */
export async function lockKeys(tx: Tx, space: LockSpace, keys: Iterable<string>): Promise<void> {
  for (const key of [...new Set(keys)].sort()) {
    await tx`select pg_advisory_xact_lock(hashtextextended(${lockText(space, key)}, 0))`;
  }
}

/**
 * The text a lock hashes, for the one SQL function that takes a lock itself (rate_limit_hit,
 * migration 038: a rate-limit hit in one statement; docs/decisions/0076).
 */
export function lockText(space: LockSpace, key: string): string {
  return `${LOCK_SPACES[space]}:${key}`;
}

/** lockKeys for one key. */
export function lockKey(tx: Tx, space: LockSpace, key: string): Promise<void> {
  return lockKeys(tx, space, [key]);
}

/** Serialises migration runs of every instance, until the transaction ends. */
export async function lockMigrations(tx: Tx): Promise<void> {
  await tx`select pg_advisory_xact_lock(${MIGRATIONS_LOCK})`;
}
