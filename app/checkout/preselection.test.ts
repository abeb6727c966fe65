import { describe, expect, it } from 'vitest';

import { withSessions } from '../../tests/support/price-list';
import type { PriceList } from '../prices/price-list';
import { initialChoice, NO_PRESELECTION, preselectionFrom } from './preselection';

const priceList: PriceList = {
  courses: [
    {
      courseId: 'module1',
      shortName: 'Module 1',
      displayName: 'M1',
      registrationPrice: 2850,
      sessions: [],
    },
    {
      courseId: 'module2',
      shortName: 'Module 2',
      displayName: 'M2',
      registrationPrice: 2850,
      sessions: [],
    },
  ],
  programs: [{ programId: 'fellowship', name: 'Fellowship Program', price: 12000, courseIds: [] }],
};
const dates = { module2: ['Sept 12-14, 2025', 'Mar 12-14, 2027'], module1: ['TBD'] };
// The bookable sessions: Module 2's 2027 session (its 2025 one, d20250912, is past).
const bookable = { module2: ['module2-2027-03'], module1: [] };
const from = (query: string) =>
  preselectionFrom(new URLSearchParams(query), priceList, dates, bookable);

describe('preselectionFrom', () => {
  it('ticks the course of a /courses link and shows its date', () => {
    expect(from('course=module2&date=Sept%2012-14%2C%202025')).toEqual({
      option: 'option3',
      selectedSubItems: ['module2'],
      date: { courseId: 'module2', text: 'Sept 12-14, 2025' },
      sessionKey: null,
    });
    expect(from('course=Module%201')).toMatchObject({ selectedSubItems: ['module1'] });
  });

  it('chooses a program', () => {
    expect(from('program=fellowship')).toEqual({
      option: 'fellowship',
      selectedSubItems: [],
      date: null,
      sessionKey: null,
    });
  });

  it("names a bookable session of the course by its key, and keeps the date's behaviour", () => {
    expect(from('course=module2&date=Mar%2012-14%2C%202027&session=module2-2027-03')).toEqual({
      option: 'option3',
      selectedSubItems: ['module2'],
      date: { courseId: 'module2', text: 'Mar 12-14, 2027' },
      sessionKey: 'module2-2027-03',
    });
    // The key alone is enough; the date is still checked on its own.
    expect(from('course=module2&session=module2-2027-03')).toMatchObject({
      date: null,
      sessionKey: 'module2-2027-03',
    });
  });

  it('ignores a session that is past, of another course, unknown or for a program', () => {
    for (const query of [
      'course=module2&date=Sept%2012-14%2C%202025&session=d20250912',
      'course=module1&session=module2-2027-03',
      'course=module2&session=nope',
      'course=module2&session=',
      'program=fellowship&session=module2-2027-03',
    ])
      expect(from(query).sessionKey, query).toBeNull();
    // Without the bookable sessions (the third argument alone, as before), no key is taken.
    expect(
      preselectionFrom(
        new URLSearchParams('course=module2&session=module2-2027-03'),
        priceList,
        dates,
      ).sessionKey,
    ).toBeNull();
  });

  it('ignores unknown courses, programs and dates', () => {
    expect(from('course=module9')).toEqual(NO_PRESELECTION);
    expect(from('program=mastership')).toEqual(NO_PRESELECTION); // not in this price list
    expect(from('program=residency')).toEqual(NO_PRESELECTION);
    expect(from('course=module2&date=Call%20555-0100')).toMatchObject({ date: null });
  });
});

describe('initialChoice', () => {
  const session = (key: string, bookable: boolean) => ({
    key,
    dateText: key,
    startDate: '2099-04-05',
    endDate: '2099-04-07',
    location: 'Los Angeles',
    capacity: 6,
    past: !bookable,
    bookable,
  });
  const dated: PriceList = {
    ...priceList,
    courses: [
      withSessions(priceList.courses[0]!, [session('old', false), session('april', true)]),
      withSessions(priceList.courses[1]!, [session('may', true), session('june', true)]),
    ],
  };

  it("starts with the preselection's option and course, the linked session or the only one", () => {
    expect(initialChoice(dated, NO_PRESELECTION)).toEqual({
      selectedOption: null,
      selectedSubItems: [],
      sessions: { module1: 'april' },
    });
    expect(
      initialChoice(dated, {
        option: 'option3',
        selectedSubItems: ['module2'],
        date: null,
        sessionKey: 'june',
      }),
    ).toEqual({
      selectedOption: 'option3',
      selectedSubItems: ['module2'],
      sessions: { module1: 'april', module2: 'june' },
    });
    // A key of another course's session is not this course's choice.
    expect(
      initialChoice(dated, {
        option: 'option3',
        selectedSubItems: ['module2'],
        date: null,
        sessionKey: 'april',
      }).sessions,
    ).toEqual({ module1: 'april' });
  });
});
