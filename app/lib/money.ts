const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

const usdCents = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
});

/** Whole dollars as shown on course pages: 2850 → "$2,850". */
export function formatUsd(dollars: number): string {
  return usd.format(dollars);
}

/** An amount in cents with two decimals: 285000 → "$2,850.00" (SPEC §9). */
export function formatCents(cents: number): string {
  return usdCents.format(cents / 100);
}
