/**
 * Clean-up in batches: the prune jobs (run by server/background-jobs.ts) delete what expired
 * without ever holding one huge transaction, whatever the backlog.
 */
import type postgres from 'postgres';

import type { Sql } from './client.server';

/** Rows one clean-up statement deletes at most. */
export const DELETE_BATCH = 10_000;

/**
 * Runs `deleteBatch` (one statement deleting at most `batch` rows, in its own transaction, and
 * returning how many it deleted) until a run deletes fewer than `batch`. A backlog of any size is
 * worked through in one call, yet no transaction is ever larger than a batch. Returns the total.
 */
export async function deleteInBatches(
  batch: number,
  deleteBatch: () => Promise<number>,
): Promise<number> {
  if (!Number.isInteger(batch) || batch < 1) {
    throw new Error('deleteInBatches: batch must be a positive whole number');
  }
  let total = 0;
  for (;;) {
    const deleted = await deleteBatch();
    total += deleted;
    if (deleted < batch) return total;
  }
}

/** A plain lower-case SQL name: the code's own table and column names, written as they are. */
const PLAIN_NAME = /^[a-z_][a-z0-9_]*$/;

/**
 * Deletes the rows of `table` that `where` picks, `batch` rows per statement (deleteInBatches),
 * each batch found by its `key` column. Returns how many went.
 */
export async function pruneInBatches(
  sql: Sql,
  prune: { table: string; key: string; where: postgres.Fragment },
  batch = DELETE_BATCH,
): Promise<number> {
  if (!PLAIN_NAME.test(prune.table) || !PLAIN_NAME.test(prune.key)) {
    throw new Error(`pruneInBatches: ${prune.table}.${prune.key} is not a plain name`);
  }
  const table = sql.unsafe(prune.table);
  const key = sql.unsafe(prune.key);
  return deleteInBatches(batch, async () => {
    const result = await sql`
      delete from ${table}
      where ${key} in (select ${key} from ${table} where ${prune.where} limit ${batch})`;
    return result.count;
  });
}
