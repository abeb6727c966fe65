import { describe, expect, it } from 'vitest';

import { formatSampleDate, formatSamplePrice, isSticky, paragraphs } from './format';

describe('formatSamplePrice', () => {
  it('shows Free, whole dollars, or cents', () => {
    expect(formatSamplePrice(0)).toBe('Free');
    expect(formatSamplePrice(7500)).toBe('$7,500');
    expect(formatSamplePrice(89.69)).toBe('$89.69');
    expect(formatSamplePrice(129.69)).toBe('$129.69');
    expect(formatSamplePrice(49.5)).toBe('$49.50');
  });
});

describe('formatSampleDate', () => {
  it('reads as a short US date whatever the time zone', () => {
    expect(formatSampleDate('2023-09-12')).toBe('Sep 12, 2023');
    expect(formatSampleDate('2023-01-01')).toBe('Jan 1, 2023');
  });
});

describe('paragraphs', () => {
  it('splits on empty lines and drops blanks', () => {
    expect(paragraphs('One.\n\nTwo\nlines.\n \n\nThree.')).toEqual([
      'One.',
      'Two\nlines.',
      'Three.',
    ]);
  });
});

describe('isSticky', () => {
  it('is true only past 100 px', () => {
    expect(isSticky(0)).toBe(false);
    expect(isSticky(100)).toBe(false);
    expect(isSticky(101)).toBe(true);
  });
});
