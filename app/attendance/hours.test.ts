import { describe, expect, it } from 'vitest';

import { dayHours, earnedCe, sessionDayList } from './hours';

// Clinical 2 as content says (SPEC §9): Day 1 8 CE, Day 2 8 CE, Days 3-6 32 CE.
const clinical2 = {
  ceHours: 48,
  lectureHours: 16,
  participationHours: 32,
  subjects: [
    { code: '690', hours: 40 },
    { code: '310', hours: 8 },
  ],
  breakdown: [
    { ceHours: 8, days: 1 },
    { ceHours: 8, days: 1 },
    { ceHours: 32, days: 4 },
  ],
};
const NOV = sessionDayList('2027-11-13', '2027-11-18');
// Module 2: 24 CE over three days, no breakdown.
const module2 = { ceHours: 24, lectureHours: 24, participationHours: 0 };
const MAR = sessionDayList('2027-03-12', '2027-03-14');

describe('sessionDayList', () => {
  it.each([
    ['2027-11-13', '2027-11-18', 6],
    ['2027-03-12', '2027-03-14', 3],
    ['2027-02-27', '2027-03-02', 4],
    ['2028-02-28', '2028-03-01', 3],
    ['2027-04-15', null, 1],
    ['2027-04-15', '2027-04-14', 1],
    [null, null, 0],
  ] as const)('%s to %s: %i days', (start, end, count) => {
    expect(sessionDayList(start, end)).toHaveLength(count);
  });

  it('crosses a month and a daylight-saving change day by day', () => {
    expect(sessionDayList('2027-03-13', '2027-03-15')).toEqual([
      '2027-03-13',
      '2027-03-14',
      '2027-03-15',
    ]);
  });
});

describe('dayHours', () => {
  it('spreads a breakdown part over its days, and equal days otherwise (tenths)', () => {
    expect(dayHours(clinical2, NOV)).toEqual([80, 80, 80, 80, 80, 80]);
    expect(dayHours(module2, MAR)).toEqual([80, 80, 80]);
    // 34 hours over three days: the extra tenth goes to the first day.
    expect(dayHours({ ceHours: 34 }, MAR)).toEqual([114, 113, 113]);
  });
});

describe('earnedCe', () => {
  it.each([
    ['every day of Clinical 2', NOV, { hours: 480, lecture: 160, participation: 320 }, [400, 80]],
    ['Day 1 only', NOV.slice(0, 1), { hours: 80, lecture: 27, participation: 53 }, [67, 13]],
    ['Days 3 to 6', NOV.slice(2), { hours: 320, lecture: 107, participation: 213 }, [267, 53]],
    ['no day', [], { hours: 0, lecture: 0, participation: 0 }, [0, 0]],
  ])('%s', (_, present, totals, subjects) => {
    const earned = earnedCe(clinical2, NOV, new Set(present));
    expect(earned).toMatchObject(totals);
    expect(earned.lecture + earned.participation).toBe(earned.hours);
    expect(earned.subjects).toEqual([
      { code: '690', hours: subjects[0] },
      { code: '310', hours: subjects[1] },
    ]);
  });

  it('counts a course without a split as lecture', () => {
    expect(earnedCe({ ceHours: 24 }, MAR, new Set(MAR.slice(0, 2)))).toEqual({
      hours: 160,
      lecture: 160,
      participation: 0,
      subjects: [],
    });
  });
});
