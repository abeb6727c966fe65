import { describe, expect, it } from 'vitest';

import type { Course, Program } from '~/content/queries';

import {
  courseRegisterHref,
  coursesByIds,
  earlyRuleKey,
  panelFrom,
  panelHref,
  type PanelId,
  pathwayCourses,
  programRegisterHref,
  spotsKey,
  withDetailsOf,
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

  it("keeps the detail panels' own texts for the open panel only", () => {
    const details = {
      syllabus: ['Treatment planning'],
      ceBreakdown: [{ _key: 'day1', label: 'Day 1', ceHours: 8 }],
    };
    const programDetails = {
      summary: 'All four modules.',
      requirements: [{ _key: 'cases', heading: 'Cases', items: ['50 cases'] }],
    };
    const content = {
      courses: [
        { ...course('module1', 'Module 1'), summary: 'First steps.', ...details },
        { ...course('clinical2', 'Clinical 2'), summary: 'Full arch.', ...details },
      ],
      programs: [
        { ...program('mastership', ['module1']), name: 'Mastership', ...programDetails },
        { ...program('residency', []), name: 'Residency', ...programDetails },
      ],
      carousel: null,
    };
    const none = { syllabus: null, ceBreakdown: null };
    const noProgram = { summary: '', requirements: null };
    const cases: Array<[PanelId | null, PanelId | null, PanelId | null]> = [
      // open panel, course with its texts, program with its texts
      [null, null, null],
      ['module1', 'module1', null],
      ['clinical2', 'clinical2', null],
      ['mastership', null, 'mastership'],
      ['residency', null, 'residency'],
      ['fellowship', null, null],
    ];
    for (const [panel, courseKept, programKept] of cases) {
      const lean = withDetailsOf(content, panel);
      expect(lean.carousel).toBeNull();
      lean.courses.forEach((each, index) =>
        expect(each).toEqual({
          ...content.courses[index],
          ...(each.courseId === courseKept ? {} : none),
        }),
      );
      lean.programs.forEach((each, index) =>
        expect(each).toEqual({
          ...content.programs[index],
          ...(each.programId === programKept ? {} : noProgram),
        }),
      );
    }
    // The query's result is left as it was: the content cache shares it.
    expect(content.courses[0]!.syllabus).toEqual(details.syllabus);
    expect(content.programs[0]!.requirements).toEqual(programDetails.requirements);
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
