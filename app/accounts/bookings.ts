/** Rules of a student's own session bookings (decision 0017, docs/product.md#refund-policy refund policy). No server imports. */
import { z } from 'zod';

import { type CourseSession, dayIn, type Today } from '~/courses/sessions';

import type { Account } from './account';

/** A booked session can be changed until this many days before its first day. */
export const MOVE_DEADLINE_DAYS = 15;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether a booking in a session starting on `startDate` may still move to another session. */
export function canMoveFrom(startDate: string | null, today: Today = new Date()): boolean {
  if (!startDate) return true;
  const day = typeof today === 'string' ? today : dayIn(today);
  return (Date.parse(startDate) - Date.parse(day)) / DAY_MS >= MOVE_DEADLINE_DAYS;
}

/** The account page's session form: book (or move to) a session of a held course. */
export const bookSessionSchema = z.object({
  intent: z.literal('book-session'),
  courseId: z.string().max(64),
  sessionKey: z.string().max(64),
  /** Sent by the confirmation step's button: a move happens only with it. */
  confirm: z.literal('move').optional(),
});

/** A session of a move, as the confirmation step names it. */
export type MoveEnd = Pick<CourseSession, 'dateText' | 'startDate' | 'endDate' | 'location'>;

/** A move the student asked for and is asked to confirm (/account?tab=courses&move=…&to=…). */
export interface PendingMove {
  courseId: string;
  toKey: string;
  from: MoveEnd;
  to: MoveEnd;
}

/**
 * The move the first POST asked for (?move=<course>&to=<session>), when the student holds the
 * course, has a seat in another of its sessions and the target can be booked; else none.
 */
export function pendingMoveOf(
  url: URL,
  account: Account,
  courses: ReadonlyArray<{ courseId: string; sessions: CourseSession[] }>,
): PendingMove | null {
  const courseId = url.searchParams.get('move');
  const toKey = url.searchParams.get('to');
  const course = courses.find((candidate) => candidate.courseId === courseId);
  if (!course || !toKey || !account.activeCourses[course.courseId]) return null;
  const fromKey = account.bookings[course.courseId];
  const to = course.sessions.find((s) => s.key === toKey && s.bookable);
  if (!fromKey || !to || fromKey === to.key) return null;
  // A date removed from content is named by its key, as the roster names it.
  const from = course.sessions.find((s) => s.key === fromKey) ?? {
    dateText: fromKey,
    startDate: null,
    endDate: null,
    location: '',
  };
  const end = ({ dateText, startDate, endDate, location }: MoveEnd): MoveEnd => ({
    dateText,
    startDate,
    endDate,
    location,
  });
  return { courseId: course.courseId, toKey: to.key, from: end(from), to: end(to) };
}
