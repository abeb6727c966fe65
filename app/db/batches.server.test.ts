import { describe, expect, it } from 'vitest';

import { createTestDatabase } from '../../tests/support/database';
import { deleteInBatches, pruneInBatches } from './batches.server';

describe('deleteInBatches', () => {
  it('repeats the batch until one deletes fewer rows than the batch, and adds them up', async () => {
    let left = 25_000;
    const runs: number[] = [];
    const total = await deleteInBatches(10_000, async () => {
      const deleted = Math.min(left, 10_000);
      left -= deleted;
      runs.push(deleted);
      return deleted;
    });
    expect(total).toBe(25_000);
    expect(runs).toEqual([10_000, 10_000, 5_000]);
  });

  it('runs once more after an exactly full batch, and once when there is nothing', async () => {
    const runs: number[] = [];
    let left = 20;
    await deleteInBatches(10, async () => {
      const deleted = Math.min(left, 10);
      left -= deleted;
      runs.push(deleted);
      return deleted;
    });
    expect(runs).toEqual([10, 10, 0]);
    expect(await deleteInBatches(10, async () => 0)).toBe(0);
  });

  it('refuses a batch that is not a positive whole number', async () => {
    await expect(deleteInBatches(0, async () => 0)).rejects.toThrow(/batch/);
  });
});

describe('pruneInBatches', () => {
  it('deletes every row its condition picks, a batch per statement, and keeps the others', async () => {
    const { sql } = await createTestDatabase({ migrated: false });
    await sql`create table pruned_rows (row_key int primary key, old boolean not null)`;
    await sql`insert into pruned_rows select n, n % 3 <> 0 from generate_series(1, 30) n`;
    const deleted = await pruneInBatches(
      sql,
      { table: 'pruned_rows', key: 'row_key', where: sql`old = ${true}` },
      7,
    );
    expect(deleted).toBe(20);
    const [left] = await sql<{ rows: number; old: number }[]>`
      select count(*)::int as rows, count(*) filter (where old)::int as old from pruned_rows`;
    expect(left).toEqual({ rows: 10, old: 0 });
    await expect(
      pruneInBatches(sql, { table: 'pruned_rows; drop', key: 'row_key', where: sql`true` }),
    ).rejects.toThrow(/plain name/);
  });
});
