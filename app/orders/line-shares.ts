/**
 * An order's lines and their shares of its amount (docs/decisions/0056-order-ledger.md). Pure:
 * the prices come in as a price list.
 */
import type { PriceTier } from '~/courses/early-price';
import { dollarsToCents } from '~/lib/money';

import type { PriceList } from '../prices/price-list';
import type { PricedSelection } from '../prices/selection-price';

/**
 * A program's price spread over its courses (docs/decisions/0056-order-ledger.md): in
 * proportion to each course's own registration price, in whole cents that add up exactly to
 * the amount. Each share is floored, then the cents left over go one each to the largest
 * remainders; equal remainders go in the order the courses are listed.
 */
export function shareCents(amountCents: number, weights: readonly number[]): number[] {
  if (!Number.isInteger(amountCents) || amountCents < 0) {
    throw new RangeError(`amount must be whole cents, not ${amountCents}`);
  }
  if (weights.some((weight) => !Number.isInteger(weight) || weight < 0)) {
    throw new RangeError('weights must be whole numbers, 0 or more');
  }
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (weights.length === 0) throw new RangeError('nothing to share the amount over');
  // No weight to go by (every course free): equal shares.
  const by = total === 0 ? weights.map(() => 1) : weights;
  const sum = total === 0 ? weights.length : total;
  // BigInt: 35,000 dollars in cents times a weight in cents passes 2^53.
  const shares = by.map((weight) => {
    const exact = BigInt(amountCents) * BigInt(weight);
    return { floor: Number(exact / BigInt(sum)), remainder: exact % BigInt(sum) };
  });
  let left = amountCents - shares.reduce((total, share) => total + share.floor, 0);
  const order = shares
    .map((share, index) => ({ ...share, index }))
    .sort((a, b) =>
      a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
    );
  const result = shares.map((share) => share.floor);
  for (const share of order) {
    if (left === 0) break;
    result[share.index]! += 1;
    left -= 1;
  }
  return result;
}

/** An order's line as written when the order is made (order_lines). */
export interface NewOrderLine {
  courseId: string;
  programId: string | null;
  listPriceCents: number | null;
  paidCents: number;
  priceTier: PriceTier | 'unrecorded';
}

/** A course's registration price in cents, or null when the price list does not sell it. */
function registrationCents(priceList: PriceList, courseId: string): number | null {
  const course = priceList.courses.find((candidate) => candidate.courseId === courseId);
  return course ? dollarsToCents(course.registrationPrice) : null;
}

/**
 * The lines of a priced selection: a course bought on its own is paid its price (early, regular
 * or registration: priceSelection's coursePrices); a program's amount is shared over its
 * courses by their registration prices (shareCents).
 */
export function orderLinesFor(
  selection: Pick<
    Extract<PricedSelection, { ok: true }>,
    'kind' | 'items' | 'courseIds' | 'coursePrices'
  >,
  amountCents: number,
  priceList: PriceList,
): NewOrderLine[] {
  if (selection.kind === 'courses') {
    const total = selection.coursePrices.reduce((sum, price) => sum + price.cents, 0);
    if (total !== amountCents) {
      throw new RangeError(`course prices add up to ${total} cents, not ${amountCents}`);
    }
    return selection.coursePrices.map((price) => ({
      courseId: price.courseId,
      programId: null,
      listPriceCents: price.cents,
      paidCents: price.cents,
      priceTier: price.tier,
    }));
  }
  const prices = selection.courseIds.map((courseId) => registrationCents(priceList, courseId));
  const paid = shareCents(
    amountCents,
    prices.map((price) => price ?? 0),
  );
  return selection.courseIds.map((courseId, index) => ({
    courseId,
    programId: selection.items[0] ?? null,
    listPriceCents: prices[index] ?? null,
    paidCents: paid[index]!,
    priceTier: 'registration',
  }));
}
