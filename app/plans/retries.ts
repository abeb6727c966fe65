/**
 * When a declined monthly payment is charged again (docs/decisions/0064): on the days after its
 * first decline that PLAN_RETRY_DAYS lists ("3,7,14"), then no more until the student pays or
 * changes the card. And the idempotency key of each attempt: the first is
 * `plan:<planId>:payment:<n>` (the key the issue names), a retry after a recorded decline adds
 * `:attempt:<k>`; an attempt whose answer was never written keeps its key. Pure.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

/** After `attempts` declines, the first at `firstFailedAt`: when to try again, or null. */
export function nextRetryAt(
  firstFailedAt: Date,
  attempts: number,
  retryDays: readonly number[],
): Date | null {
  if (!Number.isInteger(attempts) || attempts < 1) throw new RangeError('attempts');
  const days = retryDays[attempts - 1];
  return days === undefined ? null : new Date(firstFailedAt.getTime() + days * DAY_MS);
}

export function chargeKey(planId: string, number: number, attempt: number): string {
  if (!Number.isInteger(attempt) || attempt < 1) throw new RangeError('attempt');
  const key = `plan:${planId}:payment:${number}`;
  return attempt === 1 ? key : `${key}:attempt:${attempt}`;
}
