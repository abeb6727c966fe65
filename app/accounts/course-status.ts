/**
 * Which of a student's courses are finished (docs/decisions/0096): a course whose booked session's
 * last day is before today moves from Active Courses to Completed/Expired Courses. No server imports.
 */
import type { CourseSession } from '~/courses/sessions';

/** The course ids split in two, each keeping the order it was given. */
export function splitFinishedCourses(
  ids: readonly string[],
  bookings: Readonly<Record<string, string>>,
  courseSessions: Readonly<Record<string, readonly CourseSession[]>>,
  today: string,
): { active: string[]; finished: string[] } {
  const active: string[] = [];
  const finished: string[] = [];
  for (const id of ids) {
    const booked = (courseSessions[id] ?? []).find((session) => session.key === bookings[id]);
    // A session without a last day counts as one day long; an unbooked course is still to follow.
    const lastDay = booked ? (booked.endDate ?? booked.startDate) : null;
    (lastDay !== null && lastDay < today ? finished : active).push(id);
  }
  return { active, finished };
}
