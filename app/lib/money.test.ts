import { describe, expect, it } from 'vitest';

import { formatCents, formatUsd } from './money';

describe('money', () => {
  it('shows whole dollars with a thousands separator', () => {
    expect(formatUsd(2850)).toBe('$2,850');
    expect(formatUsd(35000)).toBe('$35,000');
  });

  it('shows cents divided by 100 with two decimals', () => {
    expect(formatCents(285000)).toBe('$2,850.00');
    expect(formatCents(1234567)).toBe('$12,345.67');
  });
});

describe('money in Spanish', () => {
  it('names the currency by its code, with US digit grouping', () => {
    expect(formatCents(285000, 'es')).toBe('USD 2,850.00');
    expect(formatCents(1200000, 'es')).toBe('USD 12,000.00');
    expect(formatCents(1200000, 'en')).toBe('$12,000.00');
  });
});
