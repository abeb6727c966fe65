import { describe, expect, it } from 'vitest';

import {
  addDays,
  addMonths,
  firstPaymentCents,
  isDue,
  planMonths,
  planSchedule,
} from './plan-schedule';

const LA = 'America/Los_Angeles';
const sum = (amounts: readonly { amountCents: number }[]) =>
  amounts.reduce((total, payment) => total + payment.amountCents, 0);

describe('planSchedule: the cents', () => {
  it.each([
    {
      what: 'Mastership, 18 months: 8 cents left over and the fee go to the first payment',
      priceCents: 3_500_000,
      feeCents: 37_500,
      months: 18,
      first: 194_444 + 8 + 37_500,
      rest: 194_444,
    },
    {
      what: 'Fellowship, 6 months: divides evenly',
      priceCents: 1_200_000,
      feeCents: 27_500,
      months: 6,
      first: 200_000 + 27_500,
      rest: 200_000,
    },
    {
      what: 'Fellowship, 7 months: 4 cents left over',
      priceCents: 1_200_000,
      feeCents: 27_500,
      months: 7,
      first: 171_428 + 4 + 27_500,
      rest: 171_428,
    },
    {
      what: 'no fee',
      priceCents: 1_000,
      feeCents: 0,
      months: 3,
      first: 334,
      rest: 333,
    },
    {
      what: 'one cent a month',
      priceCents: 2,
      feeCents: 0,
      months: 2,
      first: 1,
      rest: 1,
    },
  ])('$what', ({ priceCents, feeCents, months, first, rest }) => {
    const schedule = planSchedule({
      priceCents,
      feeCents,
      months,
      start: new Date('2027-01-15T18:00:00Z'),
      timeZone: LA,
    });
    expect(schedule).toHaveLength(months);
    expect(schedule.map((payment) => payment.number)).toEqual(
      Array.from({ length: months }, (_, index) => index + 1),
    );
    expect(schedule[0]!.amountCents).toBe(first);
    // What the card is asked for at registration is the schedule's payment 1.
    expect(firstPaymentCents({ priceCents, feeCents, months })).toBe(first);
    expect(new Set(schedule.slice(1).map((payment) => payment.amountCents))).toEqual(
      new Set([rest]),
    );
    expect(sum(schedule)).toBe(priceCents + feeCents);
  });

  it('adds up exactly to price plus fee for every month count and awkward price', () => {
    for (const priceCents of [3_500_000, 1_200_000, 99_999, 1_234_567, 17]) {
      for (let months = 2; months <= 24 && months <= priceCents; months += 1) {
        const schedule = planSchedule({
          priceCents,
          feeCents: 37_501,
          months,
          start: new Date('2027-05-31T12:00:00Z'),
          timeZone: LA,
        });
        expect(sum(schedule)).toBe(priceCents + 37_501);
        // The later payments never differ by a cent from one another.
        expect(new Set(schedule.slice(1).map((payment) => payment.amountCents)).size).toBe(1);
        expect(schedule.every((payment) => Number.isInteger(payment.amountCents))).toBe(true);
      }
    }
  });

  it.each([
    { what: 'no months', priceCents: 1_000, feeCents: 0, months: 0 },
    { what: 'one month is paying in full', priceCents: 1_000, feeCents: 0, months: 1 },
    { what: 'fractional months', priceCents: 1_000, feeCents: 0, months: 2.5 },
    { what: 'fractional cents', priceCents: 1_000.5, feeCents: 0, months: 2 },
    { what: 'negative fee', priceCents: 1_000, feeCents: -1, months: 2 },
    { what: 'less than a cent a month', priceCents: 17, feeCents: 0, months: 18 },
  ])('refuses $what', ({ priceCents, feeCents, months }) => {
    expect(() =>
      planSchedule({ priceCents, feeCents, months, start: new Date(), timeZone: LA }),
    ).toThrow(RangeError);
  });
});

describe('planSchedule: the due dates', () => {
  const dates = (start: string, months: number, timeZone = LA) =>
    planSchedule({
      priceCents: 100_000,
      feeCents: 0,
      months,
      start: new Date(start),
      timeZone,
    }).map((payment) => payment.dueDate);

  it.each([
    {
      what: 'the 31st is clamped and comes back (2027, not a leap year)',
      start: '2027-01-31T20:00:00Z',
      months: 4,
      due: ['2027-01-31', '2027-02-28', '2027-03-31', '2027-04-30'],
    },
    {
      what: 'February 29 in a leap year',
      start: '2028-01-31T20:00:00Z',
      months: 3,
      due: ['2028-01-31', '2028-02-29', '2028-03-31'],
    },
    {
      what: 'the 30th skips only February',
      start: '2027-01-30T20:00:00Z',
      months: 3,
      due: ['2027-01-30', '2027-02-28', '2027-03-30'],
    },
    {
      what: 'across the new year',
      start: '2027-11-15T20:00:00Z',
      months: 3,
      due: ['2027-11-15', '2027-12-15', '2028-01-15'],
    },
    {
      what: 'evening in Los Angeles is already tomorrow in UTC: the academy day counts',
      start: '2027-02-01T07:30:00Z',
      months: 2,
      due: ['2027-01-31', '2027-02-28'],
    },
    {
      what: 'one minute later it is the 1st in Los Angeles too',
      start: '2027-02-01T08:00:00Z',
      months: 2,
      due: ['2027-02-01', '2027-03-01'],
    },
  ])('$what', ({ start, months, due }) => {
    expect(dates(start, months)).toEqual(due);
  });

  it('the same instant starts on another day in another zone', () => {
    expect(dates('2027-02-01T07:30:00Z', 2, 'UTC')).toEqual(['2027-02-01', '2027-03-01']);
    expect(dates('2027-01-31T23:30:00Z', 2, 'Europe/Madrid')).toEqual(['2027-02-01', '2027-03-01']);
  });

  it('18 months of the Mastership end 17 months after the first', () => {
    const due = dates('2027-03-31T19:00:00Z', 18);
    expect(due[0]).toBe('2027-03-31');
    expect(due[17]).toBe('2028-08-31');
    expect(due).toContain('2028-02-29');
    expect(due).toContain('2027-06-30');
  });
});

describe('addMonths', () => {
  it.each([
    ['2027-01-31', 0, '2027-01-31'],
    ['2027-01-31', 1, '2027-02-28'],
    ['2027-01-31', 13, '2028-02-29'],
    ['2027-12-31', 1, '2028-01-31'],
    ['2027-08-31', 1, '2027-09-30'],
  ])('%s + %i months = %s', (day, months, expected) => {
    expect(addMonths(day, months)).toBe(expected);
  });

  it('refuses what is not a day', () => {
    expect(() => addMonths('2027-1-31', 1)).toThrow(RangeError);
    expect(() => addMonths('2027-01-31', -1)).toThrow(RangeError);
  });
});

describe('isDue', () => {
  it.each([
    { now: '2027-03-01T07:59:59Z', timeZone: LA, due: false },
    { now: '2027-03-01T08:00:00Z', timeZone: LA, due: true },
    { now: '2027-02-28T22:59:59Z', timeZone: 'Europe/Madrid', due: false },
    { now: '2027-02-28T23:00:00Z', timeZone: 'Europe/Madrid', due: true },
    // Summer time: midnight in Los Angeles is 07:00 UTC.
    { now: '2027-07-01T06:59:59Z', timeZone: LA, due: false, dueDate: '2027-07-01' },
    { now: '2027-07-01T07:00:00Z', timeZone: LA, due: true, dueDate: '2027-07-01' },
    { now: '2027-09-01T07:00:00Z', timeZone: LA, due: true, dueDate: '2027-07-01' },
  ])('$now in $timeZone', ({ now, timeZone, due, dueDate = '2027-03-01' }) => {
    expect(isDue(dueDate, new Date(now), timeZone)).toBe(due);
  });
});

describe('planMonths', () => {
  it.each([
    [18, 18],
    [2, 2],
    [1, null],
    [0, null],
    [undefined, null],
    [null, null],
    ['18', null],
    [18.5, null],
    [61, null],
  ])('%j → %j', (value, months) => {
    expect(planMonths(value)).toBe(months);
  });
});

describe('addDays', () => {
  it.each([
    ['2027-06-10', 30, '2027-07-10'],
    ['2027-02-10', 30, '2027-03-12'],
    ['2028-02-10', 30, '2028-03-11'],
    ['2027-12-15', 30, '2028-01-14'],
    // Across the change to summer time: calendar days, not 24-hour periods.
    ['2027-03-01', 30, '2027-03-31'],
  ])('%s + %i days = %s', (day, days, expected) => {
    expect(addDays(day, days)).toBe(expected);
  });
});
