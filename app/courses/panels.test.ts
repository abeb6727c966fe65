import { describe, expect, it } from 'vitest';

import type { Course, Program } from '~/content/queries';

import {
  courseRegisterHref,
  coursesByIds,
  earlyRuleKey,
  onlyPanelChanged,
  panelFrom,
  panelHref,
  pathwayCourses,
  programRegisterHref,
  spotsKey,
} from './panels';

function course(courseId: Course['courseId'], shortName: string): Course {
  return { courseId, shortName, title: `${shortName} title` } as Course;
}

function program(programId: Program['programId'], courseIds: Course['courseId'][]): Program {
  return { programId, courseIds } as Program;
}

describe('panels', () => {
  it('knows the nine panels and nothing else', () => {
    for (const id of [
      'module1',
      'module2',
      'clinical1',
      'module3',
      'module4',
      'clinical2',
      'fellowship',
      'mastership',
      'residency',
    ]) {
      expect(panelFrom(id)).toBe(id);
    }
    expect(panelFrom('module5')).toBeNull();
    expect(panelFrom('toString')).toBeNull();
    expect(panelFrom('')).toBeNull();
    expect(panelFrom(null)).toBeNull();
  });

  it('links to a panel in the details area', () => {
    expect(panelHref('clinical2')).toBe('/courses?panel=clinical2#details');
  });

  it('treats a change of panel or hash as the same page, anything else as another', () => {
    const url = (path: string) => new URL(path, 'https://academy.test');
    expect(onlyPanelChanged(url('/courses'), url('/courses?panel=module1#details'))).toBe(true);
    expect(onlyPanelChanged(url('/courses?panel=module1'), url('/courses?panel=mastership'))).toBe(
      true,
    );
    expect(
      onlyPanelChanged(url('/courses?panel=module1'), url('/courses?panel=module2&lng=es')),
    ).toBe(false);
    expect(onlyPanelChanged(url('/courses'), url('/register?course=module1'))).toBe(false);
  });
});

describe('Register links', () => {
  it('carry the course id and the date text, encoded', () => {
    expect(courseRegisterHref('module2', 'Sept 12-14, 2025')).toBe(
      '/register?course=module2&date=Sept%2012-14%2C%202025',
    );
    expect(courseRegisterHref('module1', 'TBD')).toBe('/register?course=module1&date=TBD');
    const params = new URL(courseRegisterHref('clinical1', 'Oct 16-21, 2025 & more'), 'http://x')
      .searchParams;
    expect(params.get('course')).toBe('clinical1');
    expect(params.get('date')).toBe('Oct 16-21, 2025 & more');
  });

  it("carry a bookable session's key beside the date, encoded", () => {
    expect(courseRegisterHref('clinical1', 'Apr 15-20, 2027', 'clinical1-2027-04')).toBe(
      '/register?course=clinical1&date=Apr%2015-20%2C%202027&session=clinical1-2027-04',
    );
    expect(courseRegisterHref('module1', 'TBD', null)).toBe('/register?course=module1&date=TBD');
    const params = new URL(courseRegisterHref('module2', 'May 1, 2027', 'a&b=c'), 'http://x')
      .searchParams;
    expect(params.get('session')).toBe('a&b=c');
  });

  it('carry the program', () => {
    expect(programRegisterHref('fellowship')).toBe('/register?program=fellowship');
    expect(programRegisterHref('mastership')).toBe('/register?program=mastership');
  });
});

describe('wording keys', () => {
  it('picks the early-registration sentence by lead time', () => {
    expect(earlyRuleKey({ amount: 2, unit: 'week' })).toBe('weeks');
    expect(earlyRuleKey({ amount: 1, unit: 'week' })).toBe('week');
    expect(earlyRuleKey({ amount: 1, unit: 'month' })).toBe('month');
    expect(earlyRuleKey({ amount: 3, unit: 'month' })).toBe('months');
    expect(earlyRuleKey(null)).toBe('noLeadTime');
  });

  it('says spot for one and spots otherwise', () => {
    expect(spotsKey(1)).toBe('spot');
    expect(spotsKey(6)).toBe('spots');
    expect(spotsKey(0)).toBe('spots');
  });
});

describe('course lists', () => {
  const courses = ['module1', 'module2', 'clinical1', 'module3', 'module4', 'clinical2'].map(
    (id, index) => course(id as Course['courseId'], `C${index + 1}`),
  );
  const programs = [
    program('fellowship', ['module1', 'module2', 'clinical1']),
    program('mastership', ['module1', 'module2', 'clinical1', 'module3', 'module4', 'clinical2']),
  ];

  it('maps ids to courses in the given order and skips unknown ids', () => {
    expect(
      coursesByIds(courses, ['clinical2', 'module1', 'module9' as never]).map((c) => c.courseId),
    ).toEqual(['clinical2', 'module1']);
    expect(coursesByIds(courses, null)).toEqual([]);
  });

  it('puts the Fellowship courses in the first column and what Mastership adds in the second', () => {
    const columns = pathwayCourses(courses, programs);
    expect(columns.fellowship.map((c) => c.courseId)).toEqual(['module1', 'module2', 'clinical1']);
    expect(columns.mastership.map((c) => c.courseId)).toEqual(['module3', 'module4', 'clinical2']);
  });
});
