import { describe, expect, it } from 'vitest';

import { DEFAULT_REFUND_TIERS, refundQuote, refundTiersFrom } from './refund-policy';

// Clinical 1's April session starts on Friday 16 April 2027 (Pacific daylight time, UTC−7).
const FIRST_DAY = '2027-04-16';
const PAID = 650_000;

describe('refundQuote', () => {
  it.each([
    // [instant, days before in Los Angeles, percent, amount, until, next]
    ['2027-03-31T19:00:00Z', '16 days', 100, 650_000, '2027-04-01', 50],
    ['2027-04-01T07:00:00Z', '15 days, its first instant', 100, 650_000, '2027-04-01', 50],
    ['2027-04-02T06:59:59.999Z', '15 days, its last instant', 100, 650_000, '2027-04-01', 50],
    ['2027-04-02T03:00:00Z', '15 days (already 2 April in UTC)', 100, 650_000, '2027-04-01', 50],
    ['2027-04-02T07:00:00Z', '14 days, its first instant', 50, 325_000, '2027-04-09', 0],
    ['2027-04-08T19:00:00Z', '8 days', 50, 325_000, '2027-04-09', 0],
    ['2027-04-10T06:59:59.999Z', '7 days, its last instant', 50, 325_000, '2027-04-09', 0],
    ['2027-04-10T07:00:00Z', '6 days, its first instant', 0, 0, null, null],
    ['2027-04-16T19:00:00Z', 'the first day', 0, 0, null, null],
    ['2027-04-20T19:00:00Z', 'after it started', 0, 0, null, null],
  ])('at %s (%s): %i%%', (instant, _days, percent, amountCents, until, nextPercent) => {
    expect(refundQuote(PAID, FIRST_DAY, new Date(instant))).toEqual({
      percent,
      amountCents,
      until,
      nextPercent,
    });
  });

  it.each([
    // A session on Saturday 20 March 2027: its 15th day before, 5 March, is in standard time
    // (UTC−8); the first day is after the clocks changed on 14 March.
    ['2027-03-06T07:59:59.999Z', '2027-03-20', 100],
    ['2027-03-06T08:00:00Z', '2027-03-20', 50],
    // A session on Monday 15 November 2027: 15 days before is 31 October, in daylight time.
    ['2027-11-01T06:59:59.999Z', '2027-11-15', 100],
    ['2027-11-01T07:00:00Z', '2027-11-15', 50],
    // The week before it is after the clocks changed on 7 November (UTC−8).
    ['2027-11-09T07:59:59.999Z', '2027-11-15', 50],
    ['2027-11-09T08:00:00Z', '2027-11-15', 0],
  ])('across a change of the clocks, at %s for a session on %s: %i%%', (instant, day, percent) => {
    expect(refundQuote(PAID, day, new Date(instant)).percent).toBe(percent);
  });

  it('is counted in the time zone it is given', () => {
    // 23:30 on 1 April in Los Angeles is already 2 April in New York: 14 days there.
    const instant = new Date('2027-04-02T06:30:00Z');
    expect(refundQuote(PAID, FIRST_DAY, instant).percent).toBe(100);
    expect(refundQuote(PAID, FIRST_DAY, instant, DEFAULT_REFUND_TIERS, 'America/New_York')).toEqual(
      { percent: 50, amountCents: 325_000, until: '2027-04-09', nextPercent: 0 },
    );
  });

  it.each([
    [285_001, 50, 142_500],
    [1, 50, 0],
    [3, 100, 3],
    [0, 50, 0],
  ])('refunds %i cents at %i%% as %i cents (rounded down)', (paid, percent, amount) => {
    const instant = new Date(percent === 100 ? '2027-03-01T19:00:00Z' : '2027-04-05T19:00:00Z');
    expect(refundQuote(paid, FIRST_DAY, instant)).toMatchObject({ percent, amountCents: amount });
  });

  it('refunds a course without a date in full, with no deadline', () => {
    expect(refundQuote(PAID, null, new Date('2027-04-10T19:00:00Z'))).toEqual({
      percent: 100,
      amountCents: PAID,
      until: null,
      nextPercent: null,
    });
  });

  it('refuses an amount that is not whole cents', () => {
    expect(() => refundQuote(1.5, FIRST_DAY, new Date())).toThrow(RangeError);
    expect(() => refundQuote(-1, FIRST_DAY, new Date())).toThrow(RangeError);
  });

  it("follows content's tiers: 30 days for 100%, then 80% down to 10, then nothing", () => {
    const tiers = [
      { daysBefore: 10, percent: 80 },
      { daysBefore: 30, percent: 100 },
    ];
    const at = (instant: string) => refundQuote(PAID, FIRST_DAY, new Date(instant), tiers);
    expect(at('2027-03-17T19:00:00Z')).toEqual({
      percent: 100,
      amountCents: PAID,
      until: '2027-03-17',
      nextPercent: 80,
    });
    expect(at('2027-03-18T19:00:00Z')).toMatchObject({ percent: 80, until: '2027-04-06' });
    expect(at('2027-04-07T19:00:00Z')).toMatchObject({ percent: 0, until: null });
  });
});

describe('refundTiersFrom', () => {
  it.each([
    ['the published policy when content has none', null, DEFAULT_REFUND_TIERS],
    [
      'the published policy when every tier is broken',
      [{ daysBefore: -1, percent: 50 }],
      DEFAULT_REFUND_TIERS,
    ],
    [
      'most days first, broken tiers dropped',
      [
        { daysBefore: 7, percent: 50 },
        { daysBefore: 15, percent: 100 },
        { daysBefore: 3, percent: 101 },
        { daysBefore: 2.5, percent: 10 },
        { percent: 10 },
      ],
      DEFAULT_REFUND_TIERS,
    ],
    [
      'a tier refunding what the next does folded into it',
      [
        { daysBefore: 30, percent: 100 },
        { daysBefore: 15, percent: 100 },
        { daysBefore: 7, percent: 50 },
      ],
      DEFAULT_REFUND_TIERS,
    ],
  ])('%s', (_case, tiers, expected) => {
    expect(refundTiersFrom(tiers)).toEqual(expected);
  });
});
