/**
 * What /register starts with when a /courses Register button led here (docs/product.md#courses-page "Register
 * buttons"; docs/decisions/0009): `?course=<courseId>&date=<date text>` ticks that course under
 * individual courses and shows its date, and `&session=<_key>` names the session when it is one
 * of that course's bookable sessions (docs/decisions/0016); `?program=fellowship|mastership`
 * chooses the program. Anything unknown is ignored. No React, no server.
 */
import type { PriceList } from '../prices/price-list';
import { type Choice, INDIVIDUAL_OPTION, type RegistrationOption } from './registration-choice';

export interface Preselection {
  option: RegistrationOption | null;
  /** The ticked courses. */
  selectedSubItems: string[];
  /** The course's date text, when it is one of the dates content lists for that course. */
  date: { courseId: string; text: string } | null;
  /** The session's key (`_key` of the course date), when it is one of the course's bookable sessions. */
  sessionKey: string | null;
}

export const NO_PRESELECTION: Preselection = {
  option: null,
  selectedSubItems: [],
  date: null,
  sessionKey: null,
};

export function preselectionFrom(
  params: URLSearchParams,
  priceList: PriceList,
  courseDates: Readonly<Record<string, readonly string[]>>,
  /** Each course's bookable session keys (`openSessionKeysOf` of app/sessions/bookable.ts). */
  bookableSessions: Readonly<Record<string, readonly string[]>> = {},
): Preselection {
  const program = params.get('program');
  if (program === 'fellowship' || program === 'mastership') {
    if (priceList.programs.some((candidate) => candidate.programId === program)) {
      return { option: program, selectedSubItems: [], date: null, sessionKey: null };
    }
  }
  const courseParam = params.get('course')?.trim();
  // The course id, or its short name ("Module 1") as docs/product.md#courses-page words the navigation state.
  const course = priceList.courses.find(
    (candidate) =>
      candidate.courseId === courseParam ||
      candidate.shortName.toLowerCase() === courseParam?.toLowerCase(),
  );
  if (!course) return NO_PRESELECTION;
  const dateText = params.get('date')?.trim();
  // Only a date the course has: the page never shows text made up in a link.
  const date =
    dateText && courseDates[course.courseId]?.includes(dateText)
      ? { courseId: course.courseId, text: dateText }
      : null;
  const sessionParam = params.get('session')?.trim();
  const sessionKey =
    sessionParam && bookableSessions[course.courseId]?.includes(sessionParam) ? sessionParam : null;
  return {
    option: INDIVIDUAL_OPTION,
    selectedSubItems: [course.courseId],
    date,
    sessionKey,
  };
}

/**
 * The choice /register's form starts with: the preselection's option and course, and the
 * sessions: the one a /courses link named for its course and, for each course with a single
 * bookable session, that one.
 */
export function initialChoice(priceList: PriceList, preselection: Preselection): Choice {
  const sessions: Record<string, string> = {};
  for (const course of priceList.courses) {
    const bookable = course.sessions.filter((session) => session.bookable);
    const named = preselection.selectedSubItems.includes(course.courseId)
      ? bookable.find((session) => session.key === preselection.sessionKey)
      : undefined;
    const session = named ?? (bookable.length === 1 ? bookable[0] : undefined);
    if (session) sessions[course.courseId] = session.key;
  }
  return {
    selectedOption: preselection.option,
    selectedSubItems: preselection.selectedSubItems,
    sessions,
  };
}
