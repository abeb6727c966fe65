import type postgres from 'postgres';

import { DELETE_BATCH, deleteInBatches } from '~/db/batches.server';
import type { Queryable, Sql } from '~/db/client.server';
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
  const counted = { ...limit, key: addressKey(limit.key) };
  const run = (tx: postgres.TransactionSql) => countHit(tx, counted);
  return 'begin' in sql ? sql.begin(run) : run(sql);
}

async function countHit(
  tx: postgres.TransactionSql,
  { bucket, key, limit, windowSeconds }: RateLimit,
) {
  await tx`select pg_advisory_xact_lock(hashtext(${bucket}), hashtext(${key}))`;
  // The key's own dead rows go now; other keys' are left to pruneRateLimitHits.
  await tx`
    delete from rate_limit_hits
    where bucket = ${bucket} and key = ${key} and expires_at <= clock_timestamp()`;
  // The hits still in the window, newest first; the limit-th one is the one whose expiry
  // frees a slot.
  const recent = await tx<{ seconds_left: number }[]>`
    select extract(epoch from (hit_at + make_interval(secs => ${windowSeconds}) - clock_timestamp()))::float8
      as seconds_left
    from rate_limit_hits
    where bucket = ${bucket} and key = ${key}
      and hit_at > clock_timestamp() - make_interval(secs => ${windowSeconds})
    order by hit_at desc
    limit ${limit}`;
  if (recent.length >= limit) {
    const secondsLeft = recent[recent.length - 1]!.seconds_left;
    return { allowed: false as const, retryAfterSeconds: Math.max(1, Math.ceil(secondsLeft)) };
  }
  const [recorded] = await tx<{ id: string }[]>`
    insert into rate_limit_hits (bucket, key, hit_at, expires_at)
    values (
      ${bucket}, ${key}, clock_timestamp(),
      clock_timestamp() + make_interval(secs => ${windowSeconds})
    )
    returning id::text`;
  return { allowed: true as const, remaining: limit - recent.length - 1, hitId: recorded!.id };
}

/** Takes back hits that should not count after all (a sign-in that turned out right). */
export async function forgetHits(sql: Queryable, hitIds: readonly string[]): Promise<void> {
  if (hitIds.length === 0) return;
  await sql`delete from rate_limit_hits where id::text in ${sql(hitIds)}`;
}

/** Deletes expired hits of every bucket, `batch` rows per statement; returns how many went. */
export async function pruneRateLimitHits(sql: Sql, batch = DELETE_BATCH): Promise<number> {
  return deleteInBatches(batch, async () => {
    const result = await sql`
      delete from rate_limit_hits
      where id in (
        select id from rate_limit_hits where expires_at <= clock_timestamp() limit ${batch}
      )`;
    return result.count;
  });
}
