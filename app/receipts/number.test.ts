import { describe, expect, it } from 'vitest';

import { formatReceiptNumber, parseReceiptNumber, receiptYear } from './number';

describe('receiptYear', () => {
  it.each([
    // The academy's zone decides, not UTC.
    ['2027-01-01T07:59:59.999Z', 'America/Los_Angeles', 2026],
    ['2027-01-01T08:00:00.000Z', 'America/Los_Angeles', 2027],
    ['2026-12-31T23:59:00.000Z', 'UTC', 2026],
    ['2027-01-01T00:00:00.000Z', 'UTC', 2027],
    // Ahead of UTC: the new year starts before UTC's.
    ['2026-12-31T22:59:59.999Z', 'Europe/Madrid', 2026],
    ['2026-12-31T23:00:00.000Z', 'Europe/Madrid', 2027],
  ])('%s in %s is %i', (instant, zone, year) => {
    expect(receiptYear(new Date(instant), zone)).toBe(year);
  });
});

describe('receipt numbers', () => {
  it.each([
    [2026, 1, '2026-000001'],
    [2026, 123, '2026-000123'],
    [2026, 999_999, '2026-999999'],
    [2026, 1_000_000, '2026-1000000'],
  ])('%i and %i print as %s and read back', (year, sequence, text) => {
    expect(formatReceiptNumber(year, sequence)).toBe(text);
    expect(parseReceiptNumber(text)).toEqual({ year, sequence });
  });

  it.each(['2026-0', '2026-000000', '2026-00123', '2026-0001234', '26-000001', '2026-000001x', ''])(
    '%j is not a receipt number',
    (text) => {
      expect(parseReceiptNumber(text)).toBeNull();
    },
  );
});
