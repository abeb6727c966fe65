import { describe, expect, it } from 'vitest';

import { deleteInBatches } from './batches.server';

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
