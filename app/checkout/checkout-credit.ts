/**
 * Spending credit at checkout (docs/decisions/0061-spending-credit.md), as the page and the
 * server both reckon it. No server imports: /register computes what it offers with these, and
 * the server checks the amount the page sends with the same rule.
 */

/**
 * The smallest card charge Stripe accepts in US dollars: what credit leaves to the card is
 * nothing or at least this.
 */
export const MIN_CARD_CHARGE_CENTS = 50;

/** What /register shows of a signed-in student's credit (its loader, checkoutCredit). */
export interface CheckoutCredit {
  /** Spendable now. */
  availableCents: number;
  /**
   * Spent on the student's registrations started and not paid: used here, it is taken back from
   * them (their payments are canceled first), so the page offers it too.
   */
  heldCents: number;
  /** What is left of each grant that expires, soonest first (ISO instants). */
  expiring: Array<{ cents: number; expiresAt: string }>;
}

/**
 * The credit a registration of `totalCents` uses when the student may spend `creditCents`: as
 * much as covers the price, but never leaving the card less than Stripe's smallest charge.
 */
export function creditToApply(creditCents: number, totalCents: number): number {
  if (!Number.isSafeInteger(creditCents) || !Number.isSafeInteger(totalCents)) return 0;
  const cents = Math.min(creditCents, totalCents);
  if (cents <= 0) return 0;
  const rest = totalCents - cents;
  if (rest === 0 || rest >= MIN_CARD_CHARGE_CENTS) return cents;
  return Math.max(totalCents - MIN_CARD_CHARGE_CENTS, 0);
}

/** Whether the server accepts spending `creditCents` on a price of `totalCents`. */
export function creditFits(creditCents: number, totalCents: number): boolean {
  if (!Number.isSafeInteger(creditCents) || creditCents <= 0 || creditCents > totalCents) {
    return false;
  }
  const rest = totalCents - creditCents;
  return rest === 0 || rest >= MIN_CARD_CHARGE_CENTS;
}
