/**
 * Rules of the /courses page: which detail panels exist, the links that open them, the Register
 * links, the courses of each program, and the wording keys that depend on numbers. No React, no
 * server: the route and the components share them.
 */
import type { Course, CourseId, Program, ProgramId } from '~/content/queries';

// The course ids are the Studio's fixed list (one source for the schema, TypeGen and the site).
import { COURSE_IDS } from '../../studio/schemaTypes/courseIds';

export const programIds = [
  'fellowship',
  'mastership',
  'residency',
] as const satisfies readonly ProgramId[];

export type PanelId = CourseId | ProgramId;

const panelIds: readonly string[] = [...COURSE_IDS, ...programIds];

/** The panel a `?panel=` value names, or null for none or an unknown one. */
export function panelFrom(value: string | null | undefined): PanelId | null {
  return value && panelIds.includes(value) ? (value as PanelId) : null;
}

export function isCourseId(id: PanelId): id is CourseId {
  return (COURSE_IDS as readonly string[]).includes(id);
}

/** A link that opens a detail panel: works without JavaScript, can be shared and reloaded. */
export function panelHref(id: PanelId): string {
  return `/courses?panel=${id}#details`;
}

/**
 * The registration page, told which course and date (docs/product.md#courses-page "Register buttons"), and for a
 * bookable session its key (`session=<_key>`, docs/decisions/0016).
 */
export function courseRegisterHref(
  courseId: CourseId,
  dateText: string,
  sessionKey?: string | null,
): string {
  const href = `/register?course=${encodeURIComponent(courseId)}&date=${encodeURIComponent(dateText)}`;
  return sessionKey ? `${href}&session=${encodeURIComponent(sessionKey)}` : href;
}

export function programRegisterHref(programId: 'fellowship' | 'mastership'): string {
  return `/register?program=${programId}`;
}

/**
 * The translation key of a course's early-registration sentence under `courses.early`:
 * `week`/`weeks`/`month`/`months` by lead time, or `noLeadTime` when staff gave none.
 */
export function earlyRuleKey(leadTime: Course['earlyLeadTime']): string {
  if (!leadTime) return 'noLeadTime';
  return leadTime.amount === 1 ? leadTime.unit : `${leadTime.unit}s`;
}

/** `courses.spot` for one place left, else `courses.spots`. */
export function spotsKey(spots: number): 'spot' | 'spots' {
  return spots === 1 ? 'spot' : 'spots';
}

/** The courses with these ids, in the given order; ids without a course are left out. */
export function coursesByIds(courses: Course[], ids: readonly CourseId[] | null): Course[] {
  return (ids ?? []).flatMap((id) => courses.find((course) => course.courseId === id) ?? []);
}

export function programById<Id extends ProgramId>(
  programs: Program[],
  id: Id,
): (Program & { programId: Id }) | undefined {
  return programs.find(
    (program): program is Program & { programId: Id } => program.programId === id,
  );
}

/**
 * The courses of the pathway columns: those of the Fellowship, and those the Mastership adds.
 */
export function pathwayCourses(courses: Course[], programs: Program[]) {
  const fellowshipIds = programById(programs, 'fellowship')?.courseIds ?? [];
  const mastershipIds = programById(programs, 'mastership')?.courseIds ?? [];
  return {
    fellowship: coursesByIds(courses, fellowshipIds),
    mastership: coursesByIds(
      courses,
      mastershipIds.filter((id) => !fellowshipIds.includes(id)),
    ),
  };
}

/**
 * The page's courses and programs with the detail panels' own texts (a course's syllabus and CE
 * breakdown, a program's summary and requirements) kept for the open panel only: no other part of
 * the page shows them, and left out they keep /courses' HTML within the first round trip
 * (docs/decisions/0087). Choosing another panel loads the page's data again, with its texts.
 * Each text left out is what the query gives for one staff left empty: `''` or null.
 */
export function withDetailsOf<Content extends { courses: Course[]; programs: Program[] }>(
  content: Content,
  panel: PanelId | null,
): Content {
  return {
    ...content,
    courses: content.courses.map((course) =>
      course.courseId === panel ? course : { ...course, syllabus: null, ceBreakdown: null },
    ),
    programs: content.programs.map((program) =>
      program.programId === panel ? program : { ...program, summary: '', requirements: null },
    ),
  };
}
