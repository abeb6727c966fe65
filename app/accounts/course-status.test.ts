import { describe, expect, it } from 'vitest';

import type { CourseSession } from '~/courses/sessions';

import { splitFinishedCourses } from './course-status';

const session = (key: string, startDate: string | null, endDate: string | null): CourseSession => ({
  key,
  dateText: key,
  startDate,
  endDate,
  location: 'Beverly Hills',
  capacity: 10,
  past: false,
  bookable: false,
});

const TODAY = '2026-12-07';

describe('splitFinishedCourses', () => {
  it.each([
    // [what, sessions of module1, booking, finished?]
    ['ended yesterday', [session('a', '2026-12-04', '2026-12-06')], 'a', true],
    ['ends today', [session('a', '2026-12-05', '2026-12-07')], 'a', false],
    ['under way', [session('a', '2026-12-06', '2026-12-08')], 'a', false],
    ['in the future', [session('a', '2027-01-10', '2027-01-12')], 'a', false],
    ['one day, without a last day, yesterday', [session('a', '2026-12-06', null)], 'a', true],
    ['to be announced', [session('a', null, null)], 'a', false],
    [
      'not booked, only past sessions',
      [session('a', '2026-01-01', '2026-01-02')],
      undefined,
      false,
    ],
    ['booked session removed from content', [session('b', '2026-01-01', '2026-01-02')], 'a', false],
  ] as const)('%s', (_what, sessions, booking, finished) => {
    const result = splitFinishedCourses(
      ['module1'],
      booking ? { module1: booking } : {},
      { module1: [...sessions] },
      TODAY,
    );
    expect(result).toEqual(
      finished ? { active: [], finished: ['module1'] } : { active: ['module1'], finished: [] },
    );
  });

  it('keeps the order it was given in both lists', () => {
    const sessions = {
      module1: [session('m1', '2026-10-01', '2026-10-03')],
      module2: [session('m2', '2027-02-01', '2027-02-03')],
      clinical1: [session('c1', '2026-11-01', '2026-11-03')],
      module3: [],
    };
    expect(
      splitFinishedCourses(
        ['module1', 'module2', 'clinical1', 'module3'],
        { module1: 'm1', module2: 'm2', clinical1: 'c1' },
        sessions,
        TODAY,
      ),
    ).toEqual({ active: ['module2', 'module3'], finished: ['module1', 'clinical1'] });
  });
});
