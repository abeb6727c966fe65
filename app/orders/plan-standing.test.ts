import { describe, expect, it } from 'vitest';

import { pastGrace } from './plan-standing';

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
