import { describe, expect, it } from 'vitest';

import { DEFAULT_REFUND_TIERS } from '~/refunds/refund-policy';

import { assessCancellation, type CancellableLine, type CancelPolicy } from './assessment';

// Clinical 1's April session starts on Friday 16 April 2027 (Pacific daylight time, UTC−7).
const policy: CancelPolicy = {
  tiers: DEFAULT_REFUND_TIERS,
  courseSessions: {
    clinical1: [
      { key: 'clinical1-2027-04', startDate: '2027-04-16' },
      { key: 'clinical1-tbd', startDate: null },
    ],
  },
};
const line: CancellableLine = {
  orderStatus: 'completed',
  paidCents: 650_000,
  keptCents: 650_000,
  sessionKey: 'clinical1-2027-04',
};

describe('assessCancellation', () => {
  it.each([
    // [what, instant, line changes, expected]
    [
      '16 days before',
      '2027-03-31T19:00:00Z',
      {},
      { percent: 100, amountCents: 650_000, until: '2027-04-01' },
    ],
    [
      '15 days, its last instant in Los Angeles',
      '2027-04-02T06:59:59.999Z',
      {},
      { percent: 100, amountCents: 650_000 },
    ],
    [
      '14 days, its first instant',
      '2027-04-02T07:00:00Z',
      {},
      { percent: 50, amountCents: 325_000, until: '2027-04-09', nextPercent: 0 },
    ],
    ['8 days', '2027-04-08T19:00:00Z', {}, { percent: 50, amountCents: 325_000 }],
    [
      '7 days, its last instant',
      '2027-04-10T06:59:59.999Z',
      {},
      { percent: 50, amountCents: 325_000 },
    ],
    [
      '6 days: cancellable, nothing back',
      '2027-04-10T07:00:00Z',
      {},
      { percent: 0, amountCents: 0, until: null },
    ],
    [
      'the day before, its last instant',
      '2027-04-16T06:59:59.999Z',
      {},
      { percent: 0, amountCents: 0 },
    ],
    [
      'a program course: its share',
      '2027-03-01T19:00:00Z',
      { paidCents: 413_793 },
      { percent: 100, amountCents: 413_793 },
    ],
    [
      'half of an odd share, rounded down',
      '2027-04-05T19:00:00Z',
      { paidCents: 413_793 },
      { percent: 50, amountCents: 206_896 },
    ],
    [
      'no more than the order still holds',
      '2027-03-01T19:00:00Z',
      { keptCents: 100_000 },
      { percent: 100, amountCents: 100_000 },
    ],
    [
      'an order refunded meanwhile returns nothing more',
      '2027-03-01T19:00:00Z',
      { keptCents: -5 },
      { percent: 100, amountCents: 0 },
    ],
    [
      'a course without a session: in full',
      '2027-04-15T19:00:00Z',
      { sessionKey: null },
      { percent: 100, amountCents: 650_000, firstDay: null, until: null },
    ],
    [
      'a session without dates: in full',
      '2027-04-15T19:00:00Z',
      { sessionKey: 'clinical1-tbd' },
      { percent: 100, firstDay: null },
    ],
  ])('%s', (_what, instant, changes, expected) => {
    const assessed = assessCancellation(
      'clinical1',
      { ...line, ...changes },
      new Date(instant),
      policy,
    );
    expect(assessed).toMatchObject({ kind: 'cancellable', ...expected });
  });

  it.each([
    ['its first day has begun in Los Angeles', '2027-04-16T07:00:00Z', {}, 'started'],
    ['after it started', '2027-04-20T19:00:00Z', {}, 'started'],
    ['a refunded order', '2027-03-01T19:00:00Z', { orderStatus: 'refunded' }, 'not-paid'],
    [
      'a session gone from content',
      '2027-03-01T19:00:00Z',
      { sessionKey: 'clinical1-2026-01' },
      'unknown-session',
    ],
  ])('refuses: %s', (_what, instant, changes, reason) => {
    const assessed = assessCancellation(
      'clinical1',
      { ...line, ...changes },
      new Date(instant),
      policy,
    );
    expect(assessed).toEqual({
      kind: 'not-cancellable',
      reason,
    });
  });

  it('counts days in the time zone it is given', () => {
    // 23:30 on 1 April in Los Angeles is already 2 April in New York: 14 days there.
    const instant = new Date('2027-04-02T06:30:00Z');
    expect(assessCancellation('clinical1', line, instant, policy)).toMatchObject({ percent: 100 });
    expect(
      assessCancellation('clinical1', line, instant, { ...policy, timeZone: 'America/New_York' }),
    ).toMatchObject({ percent: 50 });
  });
});
