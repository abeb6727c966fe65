/**
 * The six fixed course ids, in the academy's order. The one list: the Studio's course schema
 * offers and validates them, TypeGen turns them into the type of `courseId`, and the site imports
 * them (this module imports nothing, so the browser bundle can use it).
 */
export const COURSE_IDS = [
  'module1',
  'module2',
  'clinical1',
  'module3',
  'module4',
  'clinical2',
] as const;

export type CourseId = (typeof COURSE_IDS)[number];
