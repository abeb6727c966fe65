import { describe, expect, it } from 'vitest';

import { countdownParts, formatCountdown, pad2 } from './countdown';

const target = Date.parse('2023-10-05T13:48:00Z');

describe('countdownParts', () => {
  it('splits the remaining time into days, hours, minutes and seconds', () => {
    const now = target - ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000;
    expect(countdownParts(target, now)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
  });

  it('rounds part seconds down', () => {
    expect(countdownParts(target, target - 1500)).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 1,
    });
  });

  it('shows zero at the moment itself, and nothing once the time is below zero', () => {
    expect(countdownParts(target, target)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(countdownParts(target, target + 1)).toBeNull();
  });
});

describe('formatCountdown', () => {
  it('reads as days and a clock', () => {
    expect(formatCountdown({ days: 1, hours: 2, minutes: 3, seconds: 4 })).toBe('1 day 02:03:04');
    expect(formatCountdown({ days: 12, hours: 0, minutes: 0, seconds: 9 })).toBe(
      '12 days 00:00:09',
    );
  });

  it('says EXPIRED once passed', () => {
    expect(formatCountdown(null)).toBe('EXPIRED');
  });

  it('pads to two digits', () => {
    expect(pad2(7)).toBe('07');
    expect(pad2(123)).toBe('123');
  });
});
