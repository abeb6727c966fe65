import { describe, expect, it } from 'vitest';

import { REGISTRATION_PRICES, withSessions } from '../../tests/support/price-list';
import type { PriceList } from '../prices/price-list';
import { priceSelection } from '../prices/selection-price';
import {
  chooseSessions,
  chosenSessions,
  coursesMissingSession,
  coursesWithoutSession,
  fullChoices,
} from './selection-sessions';

describe('sessions of a selection', () => {
  const session = (key: string, bookable: boolean, startDate = '2099-04-05') => ({
    key,
    dateText: key,
    startDate,
    endDate: startDate,
    location: 'Beverly Hills, CA',
    capacity: 6,
    past: !bookable,
    bookable,
  });
  const dated: PriceList = {
    ...REGISTRATION_PRICES,
    courses: REGISTRATION_PRICES.courses.map((course) =>
      course.courseId === 'clinical1'
        ? withSessions(course, [session('old', false, '2025-10-16'), session('april', true)])
        : course.courseId === 'clinical2'
          ? withSessions(course, [session('may', true), session('june', true)])
          : course,
    ),
  };
  const priced = (items: string[]) => {
    const result = priceSelection(dated, items);
    if (!result.ok) throw new Error(result.message.key);
    return result;
  };

  it('chooses a bookable session per course that has them, none for a program', () => {
    expect(chooseSessions(dated, priced(['clinical1', 'module1']), { clinical1: 'april' })).toEqual(
      {
        ok: true,
        sessions: [{ courseId: 'clinical1', sessionKey: 'april', capacity: 6 }],
      },
    );
    expect(chooseSessions(dated, priced(['fellowship']), {})).toEqual({ ok: true, sessions: [] });
    expect(chooseSessions(dated, priced(['fellowship']), { clinical1: 'april' }).ok).toBe(false);
    expect(chooseSessions(dated, priced(['clinical1']), {})).toMatchObject({ ok: false });
    expect(chooseSessions(dated, priced(['clinical1']), { clinical1: 'old' })).toMatchObject({
      ok: false,
      message: {
        key: 'register.errors.past',
        values: { course: 'C1', date: 'old' },
      },
    });
    expect(chooseSessions(dated, priced(['clinical1']), { clinical2: 'may' })).toMatchObject({
      ok: false,
    });
  });

  it('says which course still needs a session, and which sessions are chosen', () => {
    expect(
      coursesMissingSession(dated, ['clinical1', 'clinical2'], { clinical1: 'april' }).map(
        (course) => course.courseId,
      ),
    ).toEqual(['clinical2']);
    expect(
      chosenSessions(dated, ['clinical2'], { clinical1: 'april', clinical2: 'june' }).map(
        ({ session }) => session.key,
      ),
    ).toEqual(['june']);
  });

  it.each([
    // A program's courses, whatever was chosen for them.
    [['fellowship'], { clinical1: 'april' }, ['module1', 'module2', 'clinical1']],
    // A course with a session chosen is dated; one without, or without sessions at all, is not.
    [['clinical1', 'clinical2'], { clinical1: 'april' }, ['clinical2']],
    [['clinical1', 'module1'], { clinical1: 'april' }, ['module1']],
    // A past session's key is not a session.
    [['clinical1'], { clinical1: 'old' }, ['clinical1']],
    [['clinical2'], { clinical2: 'june' }, []],
  ])('%j with %j: %j get their session afterwards', (items, sessions, expected) => {
    expect(coursesWithoutSession(dated, items, sessions)).toEqual(expected);
  });

  it('finds the full session a refusal names by its ids, whatever language the page names it in', () => {
    const chosen = chosenSessions(dated, ['clinical1', 'clinical2'], {
      clinical1: 'april',
      clinical2: 'june',
    });
    const keys = (found: typeof chosen) => found.map(({ session }) => session.key);
    // The server names courses in English; a Spanish page's names differ, its ids do not.
    expect(
      keys(
        fullChoices(chosen, {
          course: 'Advanced Surgical Techniques',
          date: 'June 1-6, 2099',
          courseId: 'clinical2',
          sessionKey: 'june',
        }),
      ),
    ).toEqual(['june']);
    // Without ids, by name and date text; naming none of them, all of them.
    expect(keys(fullChoices(chosen, { course: 'C1', date: 'april' }))).toEqual(['april']);
    expect(keys(fullChoices(chosen, { course: 'Cirugía', date: 'abril' }))).toEqual([
      'april',
      'june',
    ]);
  });
});
