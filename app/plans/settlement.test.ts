import { describe, expect, it } from 'vitest';

import type { RefundableCharge } from '~/refunds/refund-spread';

import { type PlanCourse, settle } from './settlement';

const LA = 'America/Los_Angeles';
// The Mastership in 18 payments (schedule.test.ts): fee and 8 left-over cents in the first.
const FIRST = 194_444 + 8 + 37_500;
const MONTHLY = 194_444;
const TOTAL = 3_500_000 + 37_500;

/** `count` paid payments of the Mastership, newest first, as refund-spread wants them. */
const paid = (count: number): RefundableCharge[] =>
  Array.from({ length: count }, (_, index) => ({
    paymentId: `p${index + 1}`,
    stripeId: `pi_${index + 1}`,
    leftCents: index === 0 ? FIRST : MONTHLY,
  })).reverse();

const course = (courseId: string, dollars: number, takenOn: string | null): PlanCourse => ({
  courseId,
  individualCents: dollars * 100,
  takenOn,
});
// Individual prices of the seed (course pages).
const module1 = (on: string | null) => course('module1', 3350, on);
const module2 = (on: string | null) => course('module2', 3350, on);
const clinical1 = (on: string | null) => course('clinical1', 7500, on);
const module3 = (on: string | null) => course('module3', 3350, on);
const module4 = (on: string | null) => course('module4', 3350, on);
const clinical2 = (on: string | null) => course('clinical2', 17000, on);

// Notice at noon in Los Angeles on 2027-06-10: the last counted day is 2027-07-10.
const NOTICE = new Date('2027-06-10T19:00:00Z');

describe('settle (SPEC §9)', () => {
  it.each([
    {
      what: 'overpaid: six payments, two online modules taken → refund over the latest charges',
      payments: 6,
      courses: [module1('2027-01-20'), module2('2027-04-01'), clinical1(null)],
      kind: 'refund',
      owed: 37_500 + 335_000 * 2,
      amount: FIRST + 5 * MONTHLY - (37_500 + 670_000),
      parts: [
        ['pi_6', MONTHLY],
        ['pi_5', MONTHLY],
        ['pi_4', FIRST + 5 * MONTHLY - 707_500 - 2 * MONTHLY],
      ],
    },
    {
      what: 'underpaid: three payments, Clinical 1 within the notice → final charge',
      payments: 3,
      courses: [module1('2027-01-20'), module2('2027-03-01'), clinical1('2027-07-01')],
      kind: 'charge',
      owed: 37_500 + 335_000 * 2 + 750_000,
      amount: 37_500 + 1_420_000 - (FIRST + 2 * MONTHLY),
    },
    {
      what: 'exact: paid what the courses cost',
      payments: 2,
      charges: [
        { paymentId: 'p2', stripeId: 'pi_2', leftCents: 300_000 },
        { paymentId: 'p1', stripeId: 'pi_1', leftCents: 407_500 },
      ],
      courses: [module1('2027-01-20'), module2('2027-02-20')],
      kind: 'even',
      owed: 707_500,
    },
    {
      what: 'nothing taken yet: everything but the fee comes back',
      payments: 1,
      courses: [module1(null), module2('2027-07-11')],
      kind: 'refund',
      owed: 37_500,
      amount: FIRST - 37_500,
      parts: [['pi_1', FIRST - 37_500]],
    },
    {
      what: 'a course on the 30th day after notice is taken',
      payments: 3,
      courses: [clinical1('2027-07-10')],
      kind: 'charge',
      owed: 37_500 + 750_000,
      amount: 37_500 + 750_000 - (FIRST + 2 * MONTHLY),
    },
    {
      what: 'a course on the 31st day after notice is not',
      payments: 3,
      courses: [clinical1('2027-07-11')],
      kind: 'refund',
      owed: 37_500,
      amount: FIRST + 2 * MONTHLY - 37_500,
      parts: [
        ['pi_3', MONTHLY],
        ['pi_2', MONTHLY],
        ['pi_1', FIRST - 37_500],
      ],
    },
    {
      what: 'every course taken costs more than the plan: owed is the whole plan',
      payments: 10,
      courses: [
        module1('2027-01-20'),
        module2('2027-02-20'),
        clinical1('2027-03-20'),
        module3('2027-04-20'),
        module4('2027-05-20'),
        clinical2('2027-06-20'),
      ],
      kind: 'charge',
      owed: TOTAL,
      amount: TOTAL - (FIRST + 9 * MONTHLY),
    },
    {
      what: 'before the 18th payment: 17 paid, the rule applies',
      payments: 17,
      courses: [module1('2027-01-20')],
      kind: 'refund',
      owed: 37_500 + 335_000,
      amount: FIRST + 16 * MONTHLY - 372_500,
    },
  ])('$what', ({ payments, charges = paid(payments), courses, kind, owed, amount, parts }) => {
    const settlement = settle({
      months: 18,
      paidPayments: payments,
      totalCents: TOTAL,
      feeCents: 37_500,
      charges,
      courses,
      notice: NOTICE,
      timeZone: LA,
    });
    expect(settlement.kind).toBe(kind);
    if (settlement.kind === 'completed') throw new Error('unexpected');
    expect(settlement.noticeDay).toBe('2027-06-10');
    expect(settlement.lastDay).toBe('2027-07-10');
    expect(settlement.owedCents).toBe(owed);
    expect(settlement.paidCents).toBe(charges.reduce((total, c) => total + c.leftCents, 0));
    if (settlement.kind === 'even') expect(settlement.paidCents).toBe(owed);
    if (settlement.kind === 'charge' || settlement.kind === 'refund') {
      expect(settlement.amountCents).toBe(amount);
      expect(Math.abs(settlement.paidCents - settlement.owedCents)).toBe(amount);
    }
    if (settlement.kind === 'refund') {
      const spread = settlement.parts.map((part) => [part.charge.stripeId, part.amountCents]);
      if (parts) expect(spread).toEqual(parts);
      // No part exceeds its charge, and the parts add up to the refund.
      for (const part of settlement.parts)
        expect(part.amountCents).toBeLessThanOrEqual(part.charge.leftCents);
      expect(settlement.parts.reduce((total, part) => total + part.amountCents, 0)).toBe(amount);
    }
  });

  it('after the 18th payment the rule no longer applies', () => {
    const settlement = settle({
      months: 18,
      paidPayments: 18,
      totalCents: TOTAL,
      feeCents: 37_500,
      charges: paid(18),
      courses: [module1('2027-01-20')],
      notice: NOTICE,
      timeZone: LA,
    });
    expect(settlement).toEqual({ kind: 'completed', noticeDay: '2027-06-10', paidCents: TOTAL });
  });

  it.each([
    // 23:30 on June 9 in Los Angeles is already June 10 in UTC: the academy's day counts.
    { notice: '2027-06-10T06:30:00Z', timeZone: LA, noticeDay: '2027-06-09', counted: false },
    { notice: '2027-06-10T07:00:00Z', timeZone: LA, noticeDay: '2027-06-10', counted: true },
    { notice: '2027-06-10T06:30:00Z', timeZone: 'UTC', noticeDay: '2027-06-10', counted: true },
  ])('notice at $notice in $timeZone', ({ notice, timeZone, noticeDay, counted }) => {
    const settlement = settle({
      months: 18,
      paidPayments: 4,
      totalCents: TOTAL,
      feeCents: 37_500,
      charges: paid(4),
      courses: [clinical1('2027-07-10')],
      notice: new Date(notice),
      timeZone,
    });
    if (settlement.kind === 'completed') throw new Error('unexpected');
    expect(settlement.noticeDay).toBe(noticeDay);
    expect(settlement.counted.map((c) => c.courseId)).toEqual(counted ? ['clinical1'] : []);
  });

  it('a charge already partly refunded counts what it kept', () => {
    const charges = paid(3);
    charges[0] = { ...charges[0]!, leftCents: 100_000 };
    const settlement = settle({
      months: 18,
      paidPayments: 3,
      totalCents: TOTAL,
      feeCents: 37_500,
      charges,
      courses: [],
      notice: NOTICE,
      timeZone: LA,
    });
    expect(settlement).toMatchObject({
      kind: 'refund',
      paidCents: FIRST + MONTHLY + 100_000,
      amountCents: FIRST + MONTHLY + 100_000 - 37_500,
    });
  });

  it.each([
    { what: 'more payments than months', paidPayments: 19, feeCents: 37_500 },
    { what: 'negative payments', paidPayments: -1, feeCents: 37_500 },
    { what: 'a fee above the total', paidPayments: 2, feeCents: TOTAL + 1 },
  ])('refuses $what', ({ paidPayments, feeCents }) => {
    expect(() =>
      settle({
        months: 18,
        paidPayments,
        totalCents: TOTAL,
        feeCents,
        charges: [],
        courses: [],
        notice: NOTICE,
        timeZone: LA,
      }),
    ).toThrow(RangeError);
  });
});
