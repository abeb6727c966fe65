/**
 * Receipt numbers (docs/decisions/0063): `<year>-<sequence>`, the sequence six digits at least
 * and gapless within the year, the year the calendar year in the academy's time zone at the
 * instant the payment or refund was recorded.
 */

/** The calendar year of `instant` on the academy's clock (Dec 31 23:59 in Los Angeles is still that year). */
export function receiptYear(instant: Date, timeZone: string): number {
  const year = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric' }).format(instant);
  return Number(year);
}

export function formatReceiptNumber(year: number, sequence: number): string {
  return `${year}-${String(sequence).padStart(6, '0')}`;
}

export const RECEIPT_NUMBER = /^(\d{4})-(\d{6,9})$/;

/** A receipt number as typed in a link; null when it cannot be one. */
export function parseReceiptNumber(text: string): { year: number; sequence: number } | null {
  const match = RECEIPT_NUMBER.exec(text);
  if (!match) return null;
  const sequence = Number(match[2]);
  if (sequence < 1 || formatReceiptNumber(Number(match[1]), sequence) !== text) return null;
  return { year: Number(match[1]), sequence };
}
