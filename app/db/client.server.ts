import postgres from 'postgres';

import { LOCK_TIMEOUT_MS, namedLockTimeout } from './locks.server';
import { DatabaseBusy, slots } from './pressure.server';

export type Sql = postgres.Sql;
/** The client or a transaction of it: what a function that only runs queries accepts. */
export type Queryable = Sql | postgres.TransactionSql;

/** Connections of the app's pool (each instance). */
export const POOL_SIZE = 10;
/** How long a request waits for a connection to start a transaction, before answering 503. */
export const ACQUIRE_TIMEOUT_MS = 5_000;

let client: Sql | undefined;

/**
 * The one database client of the app. The server sets DATABASE_URL before any request is served.
 * Transactions hold a connection each: at most all but one at a time, so plain queries always
 * have a connection, and a transaction that cannot start within ACQUIRE_TIMEOUT_MS throws
 * DatabaseBusy (answered 503) instead of waiting behind the others for ever.
 */
export function db(): Sql {
  if (!client) {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error('DATABASE_URL is not set: start the app through server/index.ts');
    client = withTransactionSlots(connect(url, { max: POOL_SIZE }), POOL_SIZE - 1);
    openPools().add(client);
  }
  return client;
}

// server/ and the Remix build each load their own copy of this module: the pools are found
// through globalThis when the server shuts down.
const POOLS = Symbol.for('academy.database-pools');
function openPools(): Set<Sql> {
  const holder = globalThis as { [POOLS]?: Set<Sql> };
  return (holder[POOLS] ??= new Set());
}

/** Closes the app's pools in every copy of this module, letting running queries finish. */
export async function closeAllPools(timeoutSeconds = 5): Promise<void> {
  const pools = [...openPools()];
  openPools().clear();
  client = undefined;
  await Promise.all(pools.map((pool) => pool.end({ timeout: timeoutSeconds })));
}

/**
 * How long a connection waits before it tries again after failing. postgres.js counts failures
 * for the whole pool and waits up to 3^failures / 100 s (20 s at most): after a few seconds of
 * outage every connection waited 4 to 20 s more once the database was back (database
 * restart: first enquiry stored 7.5 s after). Capped at 1 s, they reconnect within a second.
 */
export function reconnectDelaySeconds(failures: number): number {
  return Math.min(0.05 * 2 ** failures, 1) * (0.5 + Math.random() / 2);
}

/**
 * A client with the server-side limits every session gets: no statement runs longer than 10 s,
 * no lock is waited for longer than LOCK_TIMEOUT_MS (3 s), no transaction sits idle for more
 * than 30 s (its connection is then closed and its locks freed). Options override them (the
 * migrations run without a statement limit). A transaction that gave up waiting for a lock
 * rejects with LockTimeoutError (locks.server.ts).
 */
export function connect(url: string, options: postgres.Options<Record<string, never>> = {}): Sql {
  const sql = postgres(url, {
    max: POOL_SIZE,
    idle_timeout: 30,
    // A stopped database refuses at once; a slow one (a saturated machine, a restarting
    // instance's neighbour opening its pool) may take seconds to set a connection up: wait for
    // it rather than answer 503, within the answer's own deadline (12 s, server/remix-handler.ts).
    connect_timeout: 10,
    backoff: reconnectDelaySeconds,
    onnotice: () => {},
    ...options,
    connection: {
      statement_timeout: 10_000,
      lock_timeout: LOCK_TIMEOUT_MS,
      idle_in_transaction_session_timeout: 30_000,
      ...options.connection,
    },
  });
  const begin = sql.begin.bind(sql) as (...args: unknown[]) => Promise<unknown>;
  const naming = (...args: unknown[]) =>
    begin(...args).catch((error: unknown) => {
      throw namedLockTimeout(error);
    });
  return Object.assign(sql, { begin: naming as Sql['begin'] });
}

/** `sql` whose `begin` first takes one of `count` places, waiting at most ACQUIRE_TIMEOUT_MS. */
export function withTransactionSlots(
  sql: Sql,
  count: number,
  acquireTimeoutMs = ACQUIRE_TIMEOUT_MS,
): Sql {
  const acquire = slots(count, acquireTimeoutMs);
  const begin = sql.begin.bind(sql) as (...args: unknown[]) => Promise<unknown>;
  const guarded = async (...args: unknown[]) => {
    const release = await acquire();
    try {
      return await begin(...args);
    } finally {
      release();
    }
  };
  return Object.assign(sql, { begin: guarded as Sql['begin'] });
}

export { DatabaseBusy };

export async function closeDb(): Promise<void> {
  if (client) {
    const closing = client;
    client = undefined;
    openPools().delete(closing);
    await closing.end({ timeout: 5 });
  }
}
