import { describe, expect, it } from 'vitest';

import { creditFits, creditToApply, MIN_CARD_CHARGE_CENTS } from './checkout-credit';

describe('creditToApply: what /register offers to use', () => {
  it.each([
    ['no credit', 0, 285_000, 0],
    ['less than the price', 100_000, 285_000, 100_000],
    ['the price exactly', 285_000, 285_000, 285_000],
    ['more than the price', 500_000, 285_000, 285_000],
    ['leaving the card exactly $0.50', 284_950, 285_000, 284_950],
    ['leaving the card $0.49: $0.50 is left instead', 284_951, 285_000, 284_950],
    ['leaving the card 1 cent', 284_999, 285_000, 284_950],
    ['a price under $0.50 and less credit', 10, 40, 0],
    ['a negative balance', -5, 285_000, 0],
    ['not a whole number', 1.5, 285_000, 0],
  ])('%s', (_what, credit, total, used) => {
    expect(creditToApply(credit, total)).toBe(used);
    // What it offers, the server accepts.
    if (used > 0) expect(creditFits(used, total)).toBe(true);
  });
});

describe('creditFits: what the server accepts', () => {
  it.each([
    [1, 285_000, true],
    [285_000, 285_000, true],
    [285_000 - MIN_CARD_CHARGE_CENTS, 285_000, true],
    [285_000 - MIN_CARD_CHARGE_CENTS + 1, 285_000, false],
    [285_001, 285_000, false],
    [0, 285_000, false],
    [-1, 285_000, false],
    [100.5, 285_000, false],
  ])('%d of %d: %s', (credit, total, fits) => {
    expect(creditFits(credit, total)).toBe(fits);
  });
});
