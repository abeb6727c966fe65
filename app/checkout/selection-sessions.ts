/**
 * The dated sessions of a selection: those the server books with it, those the page shows chosen
 * or still missing, and the one a 'full' refusal names. No server imports.
 */
import type { CourseSession } from '~/courses/sessions';

import type { PricedCourse, PriceList } from '../prices/price-list';
import { type PricedSelection, type Refusal, refusal } from '../prices/selection-price';
import { REGISTRATION_LIMITS } from '../prices/selection-price';

/**
 * A full session, as the buyer is told; its ids too, so a page in another language than the
 * names finds which of its choices it was (`fullChoices`).
 */
export const sessionFull = (
  course: string,
  date: string,
  session: { courseId: string; sessionKey: string },
) => refusal('full', { course, date, courseId: session.courseId, sessionKey: session.sessionKey });

/** A session of a course being bought, with its capacity (what seats are held against). */
export interface ChosenSession {
  courseId: string;
  sessionKey: string;
  capacity: number;
}

/**
 * The sessions of a priced selection, from the browser's `sessions` map (course id → session
 * key). A course bought on its own that has bookable sessions needs one; a course without
 * (dates TBD) is booked later from the account, as are a program's courses.
 */
export function chooseSessions(
  priceList: PriceList,
  priced: Extract<PricedSelection, { ok: true }>,
  requested: Readonly<Record<string, string>>,
): { ok: true; sessions: ChosenSession[] } | Refusal {
  const asked = Object.keys(requested);
  if (priced.kind === 'program') {
    return asked.length ? refusal('notForPrograms') : { ok: true, sessions: [] };
  }
  const sessions: ChosenSession[] = [];
  for (const courseId of asked) {
    if (!priced.courseIds.includes(courseId)) {
      return refusal('unknownSession', { course: courseId.slice(0, REGISTRATION_LIMITS.itemId) });
    }
  }
  for (const course of priceList.courses.filter((c) => priced.courseIds.includes(c.courseId))) {
    const key = requested[course.courseId];
    if (key === undefined) {
      if (course.sessions.some((session) => session.bookable)) {
        return refusal('choose', { course: course.displayName });
      }
      continue;
    }
    const session = course.sessions.find((candidate) => candidate.key === key);
    if (!session) return refusal('unknownSession', { course: course.displayName });
    if (session.past) {
      return refusal('past', { course: course.displayName, date: session.dateText });
    }
    if (!session.bookable) return refusal('unscheduled', { course: course.displayName });
    sessions.push({ courseId: course.courseId, sessionKey: key, capacity: session.capacity });
  }
  return { ok: true, sessions };
}

/** The ticked courses that have bookable sessions but none chosen yet. */
export function coursesMissingSession(
  priceList: PriceList,
  selectedItems: readonly string[],
  sessions: Readonly<Record<string, string>>,
): PricedCourse[] {
  return priceList.courses.filter(
    (course) =>
      selectedItems.includes(course.courseId) &&
      !sessions[course.courseId] &&
      course.sessions.some((session) => session.bookable),
  );
}

/**
 * The courses of a selection that are bought without a session: a program's, and any course
 * bought without a date. Their students choose the session afterwards, from the account.
 */
export function coursesWithoutSession(
  priceList: PriceList,
  selectedItems: readonly string[],
  sessions: Readonly<Record<string, string>>,
): string[] {
  const dated = new Set(
    chosenSessions(priceList, selectedItems, sessions).map(({ course }) => course.courseId),
  );
  return selectedItems
    .flatMap(
      (id) => priceList.programs.find((program) => program.programId === id)?.courseIds ?? [id],
    )
    .filter((id) => !dated.has(id));
}

/** The bookable sessions chosen for the selected courses, with their courses. */
export function chosenSessions(
  priceList: PriceList,
  selectedItems: readonly string[],
  sessions: Readonly<Record<string, string>>,
): Array<{ course: PricedCourse; session: CourseSession }> {
  return priceList.courses.flatMap((course) => {
    const session = selectedItems.includes(course.courseId)
      ? course.sessions.find(
          (candidate) => candidate.bookable && candidate.key === sessions[course.courseId],
        )
      : undefined;
    return session ? [{ course, session }] : [];
  });
}

/** The values of a 'full' refusal, as the API gives them. */
export type FullValues = { course?: string; date?: string; courseId?: string; sessionKey?: string };

/**
 * The chosen sessions a 'full' refusal names: by its ids, or by course name and date text from
 * a server without them; all of them when it names none of them.
 */
export function fullChoices<T extends { course: PricedCourse; session: CourseSession }>(
  chosen: readonly T[],
  values: FullValues,
): T[] {
  const match = chosen.find(({ course, session }) =>
    values.courseId
      ? course.courseId === values.courseId && session.key === values.sessionKey
      : course.displayName === values.course && session.dateText === values.date,
  );
  return match ? [match] : [...chosen];
}
