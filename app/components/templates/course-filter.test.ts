import { describe, expect, it } from 'vitest';

import { countByCategory, filterCourses } from './course-filter';

const courses = [
  { title: 'a', categories: ['marketing' as const] },
  { title: 'b', categories: ['design' as const] },
  { title: 'c', categories: ['marketing' as const, 'design' as const] },
];

describe('filterCourses', () => {
  it('shows every course for see all (0)', () => {
    expect(filterCourses(courses, 0)).toEqual(courses);
  });

  it('shows the courses whose id contains the category', () => {
    expect(filterCourses(courses, 'marketing').map((c) => c.title)).toEqual(['a', 'c']);
    expect(filterCourses(courses, 'design').map((c) => c.title)).toEqual(['b', 'c']);
  });

  it('is empty for a category no course has', () => {
    expect(filterCourses(courses, 'finance')).toEqual([]);
  });
});

describe('countByCategory', () => {
  it('counts a course once in each of its categories', () => {
    expect(countByCategory(courses)).toEqual({ marketing: 2, design: 2, finance: 0 });
  });
});
