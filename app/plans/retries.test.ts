import { describe, expect, it } from 'vitest';

import { pastGrace } from '~/orders/plan-standing';

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

describe('pastGrace', () => {
  it.each([
    { since: null, now: '2027-04-01T00:00:00Z', grace: 14, refused: false },
    { since: '2027-03-01T16:00:00Z', now: '2027-03-15T15:59:59Z', grace: 14, refused: false },
    { since: '2027-03-01T16:00:00Z', now: '2027-03-15T16:00:00Z', grace: 14, refused: true },
    { since: '2027-03-01T16:00:00Z', now: '2027-03-01T16:00:00Z', grace: 0, refused: true },
  ])('past due since $since, at $now, grace $grace', ({ since, now, grace, refused }) => {
    expect(pastGrace(since ? new Date(since) : null, new Date(now), grace)).toBe(refused);
  });
});
