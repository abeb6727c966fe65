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
