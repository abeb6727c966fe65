/**
 * Where a monthly plan stands, as staff read it wherever an order appears (issue 48 item 7): what
 * was collected, what is still due and the next payment, not the program's price as if paid.
 * Pure: the rows come from plan-standings.server.ts, the pages and e-mails word it. A plan is
 * how its order is paid, so where it stands is read with the order (rosters, lists, bookings);
 * app/plans makes, charges and ends plans.
 */
export type PlanStatus = 'active' | 'past_due' | 'completed' | 'cancelled';
export type PlanPaymentStatus = 'due' | 'paid' | 'failed' | 'cancelled';

export interface PlanStanding {
  status: PlanStatus;
  /** The payments paid. */
  collectedCents: number;
  /** The payments not paid yet (due or declined); cancelled ones are owed no more. */
  dueCents: number;
  /** Collected plus due: what the plan comes to now (price and fee, less what was cancelled). */
  totalCents: number;
  /** The first payment not paid yet ('YYYY-MM-DD' in the academy's time zone); null when none. */
  next: { amountCents: number; dueDate: string } | null;
}

export function planStandingOf(
  status: PlanStatus,
  payments: ReadonlyArray<{
    number: number;
    dueDate: string;
    amountCents: number;
    status: PlanPaymentStatus;
  }>,
): PlanStanding {
  const sum = (statuses: readonly PlanPaymentStatus[]) =>
    payments
      .filter((payment) => statuses.includes(payment.status))
      .reduce((total, payment) => total + payment.amountCents, 0);
  const collectedCents = sum(['paid']);
  const dueCents = sum(['due', 'failed']);
  const next = [...payments]
    .sort((a, b) => a.number - b.number)
    .find((payment) => payment.status === 'due' || payment.status === 'failed');
  return {
    status,
    collectedCents,
    dueCents,
    totalCents: collectedCents + dueCents,
    next: next ? { amountCents: next.amountCents, dueDate: next.dueDate } : null,
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether a plan past due since `pastDueSince` refuses new bookings at `now`. */
export function pastGrace(pastDueSince: Date | null, now: Date, graceDays: number): boolean {
  return pastDueSince !== null && now.getTime() - pastDueSince.getTime() >= graceDays * DAY_MS;
}
