import type postgres from 'postgres';
import { describe, expect, it } from 'vitest';

import { createTestDatabase } from '../../tests/support/database';
import { connect } from './client.server';
import {
  LOCK_TIMEOUT_MS,
  lockKey,
  lockKeys,
  lockMigrations,
  type LockSpace,
  LockTimeoutError,
} from './locks.server';
import { isDatabaseUnavailable } from './pressure.server';

const { sql, url } = await createTestDatabase({ migrated: false });

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

/** Resolves once some transaction of this database waits for an advisory lock. */
async function someoneWaits() {
  for (let tries = 0; tries < 200; tries++) {
    const [row] = await sql<{ waiting: number }[]>`
      select count(*)::int as waiting from pg_locks
      where locktype = 'advisory' and not granted
        and database = (select oid from pg_database where datname = current_database())`;
    if (row!.waiting > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('No transaction is waiting for an advisory lock');
}

/** Whether another transaction could take the lock `expression` names right now. */
async function free(expression: postgres.PendingQuery<postgres.Row[]>) {
  return sql.begin(async (tx) => {
    const [row] = await tx<{ taken: boolean }[]>`select ${expression} as taken`;
    return row!.taken;
  });
}

/** Runs `hold` in a transaction that stays open until `check` has run. */
async function whileHolding<T>(
  hold: (tx: postgres.TransactionSql) => Promise<void>,
  check: () => Promise<T>,
) {
  const release = gate();
  const held = gate();
  const holder = sql.begin(async (tx) => {
    await hold(tx);
    held.open();
    await release.opened;
  });
  await held.opened;
  try {
    return await check();
  } finally {
    release.open();
    await holder;
  }
}

describe('lockKeys', () => {
  it('does not make the same key in two spaces wait', async () => {
    const other = await whileHolding(
      (tx) => lockKey(tx, 'seats', 'same'),
      () =>
        sql.begin(async (tx) => {
          await tx`set local lock_timeout = '2s'`;
          await lockKey(tx, 'waitingListPerEmail', 'same');
          return 'locked';
        }),
    );
    expect(other).toBe('locked');
  });

  it('makes the same space and key wait until the holder commits', async () => {
    const events: string[] = [];
    let second: Promise<unknown> | undefined;
    await whileHolding(
      (tx) => lockKey(tx, 'rateLimit', 'bucket:key'),
      async () => {
        second = sql.begin(async (tx) => {
          await lockKey(tx, 'rateLimit', 'bucket:key');
          events.push('second locked');
        });
        await someoneWaits();
        await new Promise((resolve) => setTimeout(resolve, 100));
        events.push('first commits');
      },
    );
    await second;
    expect(events).toEqual(['first commits', 'second locked']);
  });

  it('takes the keys sorted: waiting for the first, it holds none of the others', async () => {
    let waiter: Promise<unknown> | undefined;
    const othersFree = await whileHolding(
      (tx) => lockKey(tx, 'seats', 'a'),
      async () => {
        waiter = sql.begin((tx) => lockKeys(tx, 'seats', ['c', 'a', 'b', 'c']));
        await someoneWaits();
        // Taken in the given order, 'c' would be held while waiting for 'a'.
        return Promise.all(
          ['b', 'c'].map((key) =>
            free(sql`pg_try_advisory_xact_lock(hashtextextended(${`session-seats:${key}`}, 0))`),
          ),
        );
      },
    );
    await waiter;
    expect(othersFree).toEqual([true, true]);
  });

  it('lets transactions locking the same keys in opposite orders all finish', async () => {
    const keys = ['one', 'two', 'three', 'four'];
    for (let round = 0; round < 10; round++) {
      const results = await Promise.allSettled([
        sql.begin((tx) => lockKeys(tx, 'paymentRequest', keys)),
        sql.begin((tx) => lockKeys(tx, 'paymentRequest', [...keys].reverse())),
      ]);
      expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled']);
    }
  });

  // Instances of the previous version take these locks by their old expressions: a rolling
  // deploy relies on both versions meeting on the same lock.
  it.each<[LockSpace, string]>([
    ['seats', 'session-seats'],
    ['holdsPerAddress', 'seat-holds'],
    ['waitingListPerClient', 'waiting-list-client'],
    ['waitingListPerEmail', 'waiting-list-email'],
    ['recipientCap', 'outbox-recipient'],
  ])('locks %s keys where instances already running lock them', async (space, prefix) => {
    const taken = await whileHolding(
      (tx) => lockKey(tx, space, 'k'),
      () => free(sql`pg_try_advisory_xact_lock(hashtextextended(${`${prefix}:k`}, 0))`),
    );
    expect(taken).toBe(false);
  });
});

describe('lockMigrations', () => {
  it('takes the constant lock every deployed version takes before migrating', async () => {
    const taken = await whileHolding(
      (tx) => lockMigrations(tx),
      () => free(sql`pg_try_advisory_xact_lock(7271142014)`),
    );
    expect(taken).toBe(false);
  });
});

describe('the lock timeout', () => {
  it('is 3 s on every connection', async () => {
    expect(LOCK_TIMEOUT_MS).toBe(3_000);
    const [row] = await sql<{ lock: string }[]>`select current_setting('lock_timeout') as lock`;
    expect(row!.lock).toBe('3s');
  });

  // A short timeout stands for the 3 s: the second of two transactions contending for one
  // lock fails cleanly, named, once the timeout has passed, and the first is not disturbed.
  it.each([
    ['an advisory lock', (tx: postgres.TransactionSql) => lockKey(tx, 'seats', 'contended')],
    [
      'a row lock',
      async (tx: postgres.TransactionSql) => {
        await tx`select 1 from contended where id = 1 for update`;
      },
    ],
  ])('fails the second transaction waiting for %s with LockTimeoutError', async (_, lock) => {
    await sql`create table if not exists contended (id int primary key)`;
    await sql`insert into contended values (1) on conflict do nothing`;
    const impatient = connect(url, { max: 1, connection: { lock_timeout: 200 } });
    try {
      let waited = 0;
      const error = await whileHolding(lock, async () => {
        const started = Date.now();
        const caught = await impatient
          .begin(async (tx) => {
            await lock(tx);
            await tx`create table written_after_lock (id int)`;
          })
          .catch((failure: unknown) => failure);
        waited = Date.now() - started;
        return caught;
      });
      expect(error).toBeInstanceOf(LockTimeoutError);
      expect(error).toMatchObject({ name: 'LockTimeoutError', code: '55P03' });
      expect((error as Error).cause).toMatchObject({ code: '55P03' });
      expect(waited).toBeGreaterThanOrEqual(150);
      expect(waited).toBeLessThan(2_000);
      // Answered as a busy database is: 503 with Retry-After.
      expect(isDatabaseUnavailable(error)).toBe(true);
      // Nothing it did stayed, and its connection serves the next transaction.
      const [table] = await sql`select to_regclass('written_after_lock') as name`;
      expect(table!.name).toBeNull();
      await expect(impatient.begin((tx) => lock(tx))).resolves.toBeUndefined();
    } finally {
      await impatient.end();
    }
  });

  it('leaves other errors as they are', async () => {
    const error = await sql.begin((tx) => tx`select 1 / 0`).catch((failure: unknown) => failure);
    expect(error).not.toBeInstanceOf(LockTimeoutError);
    expect(error).toMatchObject({ code: '22012' });
  });
});
