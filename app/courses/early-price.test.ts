import { describe, expect, it } from 'vitest';

import { earlyDeadline, sessionPrice } from './early-price';

// The bundled content's Clinical 1 and Module 1 (SPEC §9 "Course pages").
const clinical1 = {
  registrationPrice: 6500,
  individualPrice: 7500,
  earlyPrice: 6500,
  earlyLeadTime: { amount: 1, unit: 'month' as const },
};
const module1 = {
  registrationPrice: 2850,
  individualPrice: 3350,
  earlyPrice: 2850,
  earlyLeadTime: { amount: 2, unit: 'week' as const },
};
const clinical2 = { registrationPrice: 17000, individualPrice: 17000, earlyPrice: null };

describe('earlyDeadline', () => {
  it.each([
    ['2027-04-15', { amount: 1, unit: 'month' }, '2027-03-15'],
    ['2027-01-10', { amount: 1, unit: 'month' }, '2026-12-10'],
    ['2027-03-31', { amount: 1, unit: 'month' }, '2027-02-28'],
    ['2028-03-31', { amount: 1, unit: 'month' }, '2028-02-29'],
    ['2027-05-31', { amount: 1, unit: 'month' }, '2027-04-30'],
    ['2027-08-31', { amount: 6, unit: 'month' }, '2027-02-28'],
    ['2027-04-15', { amount: 2, unit: 'week' }, '2027-04-01'],
    ['2027-01-05', { amount: 2, unit: 'week' }, '2026-12-22'],
    // Across the change to daylight time (14 March 2027 in Los Angeles): days, not hours.
    ['2027-03-20', { amount: 1, unit: 'week' }, '2027-03-13'],
  ] as const)('%s minus %o is %s', (firstDay, lead, expected) => {
    expect(earlyDeadline(firstDay, lead)).toBe(expected);
  });

  it('refuses what is not a day or a lead time', () => {
    expect(() => earlyDeadline('15/04/2027', { amount: 1, unit: 'month' })).toThrow(RangeError);
    expect(() => earlyDeadline('2027-04-15', { amount: 0, unit: 'week' })).toThrow(RangeError);
  });
});

describe('sessionPrice', () => {
  it.each([
    // [course, first day, today, tier, cents, early until, later cents]
    [
      'Clinical 1, weeks ahead',
      clinical1,
      '2027-04-15',
      '2027-02-01',
      'early',
      650_000,
      '2027-03-15',
      750_000,
    ],
    [
      'Clinical 1, the deadline day',
      clinical1,
      '2027-04-15',
      '2027-03-15',
      'early',
      650_000,
      '2027-03-15',
      750_000,
    ],
    [
      'Clinical 1, the day after',
      clinical1,
      '2027-04-15',
      '2027-03-16',
      'regular',
      750_000,
      null,
      null,
    ],
    [
      'Clinical 1, three days before',
      clinical1,
      '2027-04-15',
      '2027-04-12',
      'regular',
      750_000,
      null,
      null,
    ],
    [
      'Module 1, 14 days before',
      module1,
      '2027-04-15',
      '2027-04-01',
      'early',
      285_000,
      '2027-04-01',
      335_000,
    ],
    [
      'Module 1, 13 days before',
      module1,
      '2027-04-15',
      '2027-04-02',
      'regular',
      335_000,
      null,
      null,
    ],
    [
      'a session not scheduled (TBD)',
      clinical1,
      null,
      '2027-04-12',
      'registration',
      650_000,
      null,
      null,
    ],
    [
      'a course without an early price',
      clinical2,
      '2027-07-10',
      '2027-01-01',
      'registration',
      1_700_000,
      null,
      null,
    ],
    [
      'an early price without a lead time',
      { ...clinical1, earlyLeadTime: null },
      '2027-04-15',
      '2027-01-01',
      'registration',
      650_000,
      null,
      null,
    ],
    [
      'an early price not below the individual one',
      { ...clinical1, earlyPrice: 7500 },
      '2027-04-15',
      '2027-01-01',
      'registration',
      650_000,
      null,
      null,
    ],
  ] as const)('%s', (_, course, firstDay, today, tier, cents, earlyUntil, laterCents) => {
    expect(sessionPrice(course, firstDay, today)).toEqual({ tier, cents, earlyUntil, laterCents });
  });

  it('refuses a today that is not a day', () => {
    expect(() => sessionPrice(clinical1, '2027-04-15', '2027-3-1')).toThrow(RangeError);
  });
});
