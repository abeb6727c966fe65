/**
 * A course of a program paid monthly whose session the academy closes (docs/decisions/0092):
 * the course's share of the program's price (its order line) is what the academy owes back.
 * The plan pays every course of the program alike, so the part of the share already paid is the
 * share in the proportion of the price paid so far (rounded down to the cent): it comes back, to
 * the card or as credit. The rest is taken off the payments not made yet, which become equal
 * again (the cents they do not divide go on the next one, as the first payment carries them:
 * 0064), or are all cancelled when nothing is left to pay. The processing fee is never part of
 * it (SPEC §9, settlement.ts: it is kept). Pure: the closure applies it in its transaction, and
 * the staff preview shows the same figures before.
 */

export interface PlanClosureInput {
  /** The closed course's share of the program's price (order_lines.paid_cents). */
  shareCents: number;
  /** The plan's processing fee, taken with payment 1 and kept. */
  feeCents: number;
  /** What the plan's paid payments add up to, payment 1's fee included. */
  paidCents: number;
  /** What earlier closures of the plan's courses gave back of what was paid. */
  returnedCents: number;
  /** The payments not paid yet (due or failed), in their order. */
  open: ReadonlyArray<{ number: number; amountCents: number }>;
}

export interface PlanClosure {
  /** The part of the share already paid: refunded or credited. */
  returnCents: number;
  /** The part not paid yet: taken off the remaining payments. */
  removedCents: number;
  /** Each remaining payment before and after; 0 after means it is cancelled. */
  payments: Array<{ number: number; fromCents: number; toCents: number }>;
  /** Payments were left and nothing is now: they are all cancelled. */
  ends: boolean;
}

const whole = (value: number) => Number.isInteger(value) && value >= 0;

export function planClosure({
  shareCents,
  feeCents,
  paidCents,
  returnedCents,
  open,
}: PlanClosureInput): PlanClosure {
  if (!whole(shareCents)) throw new RangeError('shareCents');
  if (!whole(feeCents) || !whole(returnedCents)) throw new RangeError('feeCents/returnedCents');
  if (open.some((payment) => !whole(payment.amountCents))) throw new RangeError('open');
  // The price paid so far, net of what earlier closures gave back; the fee is not price.
  const paidPrice = paidCents - feeCents - returnedCents;
  if (!Number.isInteger(paidPrice) || paidPrice < 0) throw new RangeError('paidCents');
  const remaining = open.reduce((sum, payment) => sum + payment.amountCents, 0);
  const price = paidPrice + remaining;
  if (shareCents > price) throw new RangeError('the share exceeds what is left of the price');
  // BigInt: $35,000 in cents squared passes 2^53.
  const paidPart =
    price === 0 ? 0 : Number((BigInt(shareCents) * BigInt(paidPrice)) / BigInt(price));
  // Never more taken off than is left (it cannot be, rounded down above; kept as a guard).
  const removedCents = Math.min(shareCents - paidPart, remaining);
  const returnCents = shareCents - removedCents;
  const left = remaining - removedCents;
  const count = open.length;
  const each = count === 0 ? 0 : Math.floor(left / count);
  const amounts = open.map((_, index) =>
    each === 0 ? (index === 0 ? left : 0) : index === 0 ? left - each * (count - 1) : each,
  );
  return {
    returnCents,
    removedCents,
    payments: open.map((payment, index) => ({
      number: payment.number,
      fromCents: payment.amountCents,
      toCents: amounts[index]!,
    })),
    ends: count > 0 && left === 0,
  };
}

/**
 * A course of the plan whose session the academy closed (docs/decisions/0092): its share of the
 * price, the part paid so far given back (to the card or as credit), the rest taken off the
 * remaining payments. Read from its cancellation (plan-reads.server.ts), the figures the closure wrote.
 */
export interface ClosedPlanCourse {
  courseId: string;
  shareCents: number;
  returnedCents: number;
  removedCents: number;
  destination: 'card' | 'credit';
}

/** What the plan comes to now: price and fee, less the shares of its closed courses. */
export const planTotalCents = (plan: {
  priceCents: number;
  feeCents: number;
  closedCourses: readonly ClosedPlanCourse[];
}): number =>
  plan.priceCents +
  plan.feeCents -
  plan.closedCourses.reduce((sum, course) => sum + course.shareCents, 0);
