/**
 * What /staff shows of a session (filled by roster.server.ts from roster-queries.server.ts's
 * reads). No server imports: the staff components use these types.
 */
import type { CourseSession } from '~/courses/sessions';
import type { PlanStanding } from '~/orders/plan-standing';

import type { WaitingPerson } from './waiting-list';

/** A course as the roster needs it: the price list's courses (app/prices/price-list.ts). */
export interface RosterCourse {
  courseId: string;
  displayName: string;
  sessions: CourseSession[];
}

export interface Attendee {
  orderId: string;
  name: string;
  email: string;
  phone: string;
  /** The order's total, in cents (an order may pay for several courses). */
  amountCents: number;
  /** Paid monthly: what the plan collected, has due and next; null for an order paid in full. */
  plan: PlanStanding | null;
  /** ISO timestamp: the first booking; a move keeps it. */
  bookedAt: string;
  /** The session the seat moved from (its date text, or key), and when (ISO); else null. */
  movedFrom: string | null;
  movedAt: string | null;
}

/** A student granted a course (a program's, typically) with no session booked in it yet. */
export interface UnscheduledStudent {
  orderId: string;
  name: string;
  email: string;
  /** ISO timestamp of the order's payment. */
  paidAt: string | null;
}

/** A course's students without a session, for staff to chase. */
export interface UnscheduledCourse {
  courseId: string;
  courseName: string;
  students: UnscheduledStudent[];
}

export interface SessionRoster {
  courseId: string;
  courseName: string;
  key: string;
  /** The date as content shows it; the key when the session is not in content. */
  dateText: string;
  startDate: string | null;
  endDate: string | null;
  location: string;
  /** False: seats exist for a key that is not among the course's dates in content. */
  inContent: boolean;
  /** Its first day has passed and its last has not. */
  underWay: boolean;
  capacity: number;
  booked: number;
  /** Holds that have not lapsed, and waiting-list offers not yet taken up. */
  held: number;
  left: number;
  /** People on the waiting list: in line, or holding an offer. */
  waiting: number;
  /** Who they are: offers first, then the line in order. */
  waitingList: WaitingPerson[];
  /** Booked seats, first booked first. */
  attendees: Attendee[];
}

/** The sessions /staff lists for a course: scheduled, first day today or later, or under way. */
export function upcomingSessions(sessions: readonly CourseSession[], today: string) {
  return sessions.filter(
    (session) =>
      session.bookable || (session.past && session.endDate !== null && session.endDate >= today),
  );
}

/** A session of content that has ended: its attendance and roster stay reachable from /staff. */
export interface PastSession {
  courseId: string;
  courseName: string;
  key: string;
  dateText: string;
  startDate: string;
  endDate: string | null;
}

/**
 * The sessions of content that have ended by `today` (first day past, and the last day too),
 * latest first: attendance is corrected after a session, so /staff keeps them within reach.
 */
export function pastSessions(courses: readonly RosterCourse[], today: string): PastSession[] {
  return courses
    .flatMap((course) =>
      course.sessions
        .filter(
          (session) =>
            session.past &&
            session.startDate !== null &&
            (session.endDate ?? session.startDate) < today,
        )
        .map((session) => ({
          courseId: course.courseId,
          courseName: course.displayName,
          key: session.key,
          dateText: session.dateText,
          startDate: session.startDate!,
          endDate: session.endDate,
        })),
    )
    .sort(
      (a, b) =>
        b.startDate.localeCompare(a.startDate) ||
        a.courseName.localeCompare(b.courseName) ||
        a.key.localeCompare(b.key),
    );
}

/**
 * The CSV's file name as a registrar would save it: 'Clinical 1 - 2027-04-15 roster.csv' (the
 * session's first day, or its key when content does not date it). Characters a file system
 * refuses are dropped.
 */
export function rosterFileName(
  session: Pick<SessionRoster, 'courseName' | 'startDate' | 'key'>,
): string {
  const name = `${session.courseName} - ${session.startDate ?? session.key} roster.csv`;
  // eslint-disable-next-line no-control-regex
  return name.replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/g, ' ').replace(/\s+/g, ' ');
}

/**
 * Content-Disposition for a download: `filename` in plain ASCII (accents dropped) for old
 * clients, and `filename*` (RFC 6266/5987) with the name as written.
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
