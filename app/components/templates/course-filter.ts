import type { TemplateCourse, TemplateCourseCategory } from '~/content/queries';

/** docs/product.md#template-pages: the filter's value is 0 (see all) or a category. */
export type CourseFilterValue = 0 | TemplateCourseCategory;

export const COURSE_FILTERS: Array<{ value: CourseFilterValue; label: string }> = [
  { value: 0, label: 'See All' },
  { value: 'marketing', label: 'Marketing' },
  { value: 'design', label: 'Design' },
  { value: 'finance', label: 'Finance' },
];

/** Every course for "see all"; otherwise those whose id (categories) contains the category. */
export function filterCourses<T extends Pick<TemplateCourse, 'categories'>>(
  courses: T[],
  filter: CourseFilterValue,
): T[] {
  return filter === 0 ? courses : courses.filter((course) => course.categories.includes(filter));
}

/** How many courses each category holds (the courses sidebar). */
export function countByCategory(
  courses: Array<Pick<TemplateCourse, 'categories'>>,
): Record<TemplateCourseCategory, number> {
  const counts: Record<TemplateCourseCategory, number> = { marketing: 0, design: 0, finance: 0 };
  for (const course of courses) {
    // The Studio offers only the listed categories, but the stored values are plain strings.
    for (const category of course.categories)
      if (category in counts) counts[category as TemplateCourseCategory] += 1;
  }
  return counts;
}
