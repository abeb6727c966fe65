import type postgres from 'postgres';

import { DELETE_BATCH, pruneInBatches } from '~/db/batches.server';
import type { Queryable, Sql } from '~/db/client.server';
import { lockKey, lockText } from '~/db/locks.server';
import { addressKey } from '~/lib/client-address.server';

export interface RateLimit {
  /** The name of the limit, e.g. 'enquiry' or 'sign-in'. One window length per bucket. */
  bucket: string;
  /** What the requests are counted by, e.g. the client's IP address. */
  key: string;
  /** How many requests are allowed within any `windowSeconds`. */
  limit: number;
  windowSeconds: number;
}

export type RateLimitResult =
  | { allowed: true; remaining: number; hitId: string }
  | { allowed: false; retryAfterSeconds: number };

/**
 * Counts one request against a sliding-window limit kept in PostgreSQL, so it holds across
 * several app instances. Allowed requests are recorded; refused ones are not (they do not
 * lengthen the wait).
 *
 * Check and insert run under a transaction-scoped advisory lock on (bucket, key), so two
 * concurrent requests for the same key cannot both take the last slot. Pass a transaction to
 * make the hit part of it (it is then undone if the caller rolls back, and the lock is held
 * until the caller commits); pass the client and the hit gets a transaction of its own.
 */
export async function hit(sql: Queryable, limit: RateLimit): Promise<RateLimitResult> {
  if (!Number.isInteger(limit.limit) || limit.limit < 1) {
    throw new Error(`Rate limit ${limit.bucket}: limit must be a positive whole number`);
  }
  if (!Number.isInteger(limit.windowSeconds) || limit.windowSeconds < 1) {
    throw new Error(`Rate limit ${limit.bucket}: windowSeconds must be a positive whole number`);
  }
  // IPv6 clients are counted by their /64: they can pick any address within it.
  const key = addressKey(limit.key);
  // One statement (migration 038, docs/decisions/0076): the key's lock, its dead rows' delete,
  // the count and this hit recorded if there is room; outside a transaction its own.
  const [counted] = await sql<
    { hit_id: string | null; recent: number; seconds_left: number | null }[]
  >`
    select hit_id, recent, seconds_left
    from rate_limit_hit(${limit.bucket}, ${key}, ${limit.limit}, ${limit.windowSeconds},
                        ${lockText('rateLimit', `${limit.bucket}:${key}`)})`;
  const { hit_id: hitId, recent, seconds_left: secondsLeft } = counted!;
  if (!hitId) {
    return {
      allowed: false,
      retryAfterSeconds: Math.max(1, Math.ceil(secondsLeft ?? limit.windowSeconds)),
    };
  }
  return { allowed: true, remaining: limit.limit - recent - 1, hitId };
}

/**
 * Takes the (bucket, key) lock for the rest of the transaction; the key's own dead rows go
 * now, other keys' are left to pruneRateLimitHits.
 */
async function lockAndClear(tx: postgres.TransactionSql, bucket: string, key: string) {
  // Not awaited one by one: the delete goes with the lock (see countHit).
  await Promise.all([
    lockKey(tx, 'rateLimit', `${bucket}:${key}`),
    tx`
      delete from rate_limit_hits
      where bucket = ${bucket} and key = ${key} and expires_at <= clock_timestamp()`,
  ]);
}

/** Records an allowed hit, counted for `windowSeconds` from now; returns its id. */
async function recordHit(
  tx: postgres.TransactionSql,
  bucket: string,
  key: string,
  windowSeconds: number,
): Promise<string> {
  const [recorded] = await tx<{ id: string }[]>`
    insert into rate_limit_hits (bucket, key, hit_at, expires_at)
    values (
      ${bucket}, ${key}, clock_timestamp(),
      clock_timestamp() + make_interval(secs => ${windowSeconds})
    )
    returning id::text`;
  return recorded!.id;
}

export interface Backoff {
  bucket: string;
  key: string;
  /** Hits allowed without any wait within `windowSeconds`. */
  free: number;
  windowSeconds: number;
  /** Past `free`, each hit waits after the one before: 1 s, then doubling, at most this. */
  maxDelaySeconds: number;
}

/**
 * Counts one request against a growing delay instead of a fixed ceiling: the first `free`
 * hits in the window pass at once, then each must come 1, 2, 4 ... (at most `maxDelaySeconds`)
 * seconds after the previous recorded one. Refused requests are not recorded, so waiting out
 * the delay is always enough. Same lock and transaction rules as hit().
 */
export async function hitWithBackoff(sql: Queryable, backoff: Backoff): Promise<RateLimitResult> {
  const { bucket, windowSeconds, free, maxDelaySeconds } = backoff;
  if (![free, windowSeconds, maxDelaySeconds].every((n) => Number.isInteger(n) && n >= 1)) {
    throw new Error(`Backoff ${bucket}: free, windowSeconds and maxDelaySeconds must be whole`);
  }
  const key = addressKey(backoff.key);
  const run = async (tx: postgres.TransactionSql): Promise<RateLimitResult> => {
    await lockAndClear(tx, bucket, key);
    const [recent] = await tx<{ count: number; since_last: number | null }[]>`
      select count(*)::int as count,
        extract(epoch from (clock_timestamp() - max(hit_at)))::float8 as since_last
      from rate_limit_hits
      where bucket = ${bucket} and key = ${key}
        and hit_at > clock_timestamp() - make_interval(secs => ${windowSeconds})`;
    const { count, since_last: sinceLast } = recent!;
    if (count >= free && sinceLast !== null) {
      const delay = Math.min(2 ** (count - free), maxDelaySeconds);
      if (sinceLast < delay) {
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(delay - sinceLast)) };
      }
    }
    const hitId = await recordHit(tx, bucket, key, windowSeconds);
    return { allowed: true, remaining: Math.max(0, free - count - 1), hitId };
  };
  return 'begin' in sql ? sql.begin(run) : run(sql);
}

/**
 * Notes that `key` was seen in `bucket` (e.g. an address a user signed in from), for
 * `windowSeconds` from now; a note made before is replaced, so the time restarts.
 */
export async function remember(
  sql: Queryable,
  { bucket, key, windowSeconds }: { bucket: string; key: string; windowSeconds: number },
): Promise<void> {
  const counted = addressKey(key);
  await sql`
    with earlier as (delete from rate_limit_hits where bucket = ${bucket} and key = ${counted})
    insert into rate_limit_hits (bucket, key, hit_at, expires_at)
    values (${bucket}, ${counted}, clock_timestamp(),
      clock_timestamp() + make_interval(secs => ${windowSeconds}))`;
}

/** Whether remember() noted `key` in `bucket` and the note has not expired. */
export async function remembered(sql: Queryable, bucket: string, key: string): Promise<boolean> {
  const rows = await sql`
    select 1 from rate_limit_hits
    where bucket = ${bucket} and key = ${addressKey(key)} and expires_at > clock_timestamp()
    limit 1`;
  return rows.length > 0;
}

/**
 * Moves hits to now, keeping their window: for a hit counted when a slow request began, whose
 * wait should run from when it was answered (a wrong password found after hashing).
 */
export async function restampHits(sql: Queryable, hitIds: readonly string[]): Promise<void> {
  if (hitIds.length === 0) return;
  await sql`
    update rate_limit_hits
    set expires_at = clock_timestamp() + (expires_at - hit_at), hit_at = clock_timestamp()
    where id::text in ${sql(hitIds)}`;
}

/** Takes back hits that should not count after all (a sign-in that turned out right). */
export async function forgetHits(sql: Queryable, hitIds: readonly string[]): Promise<void> {
  if (hitIds.length === 0) return;
  await sql`delete from rate_limit_hits where id::text in ${sql(hitIds)}`;
}

/** Deletes expired hits of every bucket, `batch` rows per statement; returns how many went. */
export async function pruneRateLimitHits(sql: Sql, batch = DELETE_BATCH): Promise<number> {
  return pruneInBatches(
    sql,
    { table: 'rate_limit_hits', key: 'id', where: sql`expires_at <= clock_timestamp()` },
    batch,
  );
}
