import { describe, expect, it } from 'vitest';

import { chargeKey, nextRetryAt } from './retries';

const FIRST = new Date('2027-03-01T16:00:00Z');

describe('nextRetryAt', () => {
  it.each([
    { attempts: 1, days: [3, 7, 14], at: '2027-03-04T16:00:00.000Z' },
    { attempts: 2, days: [3, 7, 14], at: '2027-03-08T16:00:00.000Z' },
    { attempts: 3, days: [3, 7, 14], at: '2027-03-15T16:00:00.000Z' },
    { attempts: 4, days: [3, 7, 14], at: null },
    { attempts: 1, days: [], at: null },
  ])('after $attempts declines with $days', ({ attempts, days, at }) => {
    expect(nextRetryAt(FIRST, attempts, days)?.toISOString() ?? null).toBe(at);
  });

  it('refuses no attempts', () => {
    expect(() => nextRetryAt(FIRST, 0, [3])).toThrow(RangeError);
  });
});

describe('chargeKey', () => {
  it.each([
    [1, 'plan:p1:payment:2'],
    [2, 'plan:p1:payment:2:attempt:2'],
    [4, 'plan:p1:payment:2:attempt:4'],
  ])('attempt %i → %s', (attempt, key) => {
    expect(chargeKey('p1', 2, attempt)).toBe(key);
  });
});
