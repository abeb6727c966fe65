/**
 * Staff rosters (/staff, docs/decisions/0018-staff-rosters.md): each session's seats counted
 * (capacity, booked, live holds, left) and who booked it. Read-only: the seats are written by
 * seat-holds.server.ts and seat-bookings.server.ts. The sessions come from content (the caller
 * passes the price list's courses); seats taken in a session that is not among its course's dates
 * (a date removed or renamed in the Studio) are listed too, so no booked student is lost from
 * view. The reads it assembles: roster-queries.server.ts. The orders needing attention:
 * app/orders/attention-orders.server.ts.
 */
import { type CourseSession, dayIn } from '~/courses/sessions';
import type { Queryable } from '~/db/client.server';
import type { Language } from '~/i18n/config';
import { sessionDays } from '~/i18n/format';
import { planStandings } from '~/orders/plan-standings.server';

import {
  type Attendee,
  type PastSession,
  pastSessions,
  type RosterCourse,
  type SessionRoster,
  type UnscheduledCourse,
  upcomingSessions,
} from './roster';
import {
  recentSessionsWithSeats,
  sessionAttendees,
  sessionHasSeats,
  sessionSeatCounts,
  studentsWithoutSession,
} from './roster-queries.server';
import { seatKey } from './seat-key';
import { waitingCounts, waitingPeople } from './waiting-list-reads.server';

export type {
  Attendee,
  PastSession,
  RosterCourse,
  SessionRoster,
  UnscheduledCourse,
} from './roster';

/** Seats taken in a session not among its course's dates, in the last this many days, are listed. */
export const UNLISTED_SESSION_DAYS = 180;

type SessionShape = Omit<
  SessionRoster,
  'booked' | 'held' | 'left' | 'waiting' | 'waitingList' | 'attendees'
>;

function fromContent(course: RosterCourse, session: CourseSession, today: string): SessionShape {
  return {
    courseId: course.courseId,
    courseName: course.displayName,
    key: session.key,
    dateText: session.dateText,
    startDate: session.startDate,
    endDate: session.endDate,
    location: session.location,
    inContent: true,
    underWay: session.past && session.endDate !== null && session.endDate >= today,
    capacity: session.capacity,
  };
}

function notInContent(
  courses: readonly RosterCourse[],
  courseId: string,
  sessionKey: string,
  capacity: number,
): SessionShape {
  return {
    courseId,
    courseName: courses.find((course) => course.courseId === courseId)?.displayName ?? courseId,
    key: sessionKey,
    dateText: sessionKey,
    startDate: null,
    endDate: null,
    location: '',
    inContent: false,
    underWay: false,
    capacity,
  };
}

/**
 * A moved seat's old session, its days in the page's language (its key when content no longer
 * has it).
 */
function nameMoves(
  courses: readonly RosterCourse[],
  courseId: string,
  attendees: Attendee[],
  language: Language,
) {
  const sessions = courses.find((course) => course.courseId === courseId)?.sessions ?? [];
  return attendees.map((attendee) => {
    if (!attendee.movedFrom) return attendee;
    const from = sessions.find((session) => session.key === attendee.movedFrom);
    return { ...attendee, movedFrom: from ? sessionDays(from, language) : attendee.movedFrom };
  });
}

async function withSeats(
  sql: Queryable,
  shapes: SessionShape[],
  courses: readonly RosterCourse[],
  language: Language,
): Promise<SessionRoster[]> {
  const refs = shapes.map((shape) => ({ courseId: shape.courseId, sessionKey: shape.key }));
  const [counts, attendees, waiting, waitingLists] = await Promise.all([
    sessionSeatCounts(sql, refs),
    sessionAttendees(sql, refs),
    waitingCounts(sql, refs),
    waitingPeople(sql, refs),
  ]);
  // A monthly plan's order shows what it collected and has due, not its price as paid.
  const plans = await planStandings(
    sql,
    [...attendees.values()].flatMap((list) => list.map((attendee) => attendee.orderId)),
  );
  return shapes.map((shape) => {
    const key = seatKey(shape.courseId, shape.key);
    const { booked, held } = counts.get(key) ?? { booked: 0, held: 0 };
    return {
      ...shape,
      booked,
      held,
      left: Math.max(0, shape.capacity - booked - held),
      waiting: waiting.get(key) ?? 0,
      waitingList: waitingLists.get(key) ?? [],
      attendees: nameMoves(courses, shape.courseId, attendees.get(key) ?? [], language).map(
        (attendee) => ({ ...attendee, plan: plans.get(attendee.orderId) ?? null }),
      ),
    };
  });
}

/**
 * What /staff shows: every upcoming session of content (courses and dates in content order), the
 * sessions with recent seats that are not among their course's dates, and the ended sessions of
 * content (their attendance stays reachable).
 */
export async function loadStaffRosters(
  sql: Queryable,
  courses: readonly RosterCourse[],
  today: Date | string = new Date(),
  language: Language = 'en',
): Promise<{
  sessions: SessionRoster[];
  unlisted: SessionRoster[];
  unscheduled: UnscheduledCourse[];
  past: PastSession[];
}> {
  const day = typeof today === 'string' ? today : dayIn(today);
  const listed = courses.flatMap((course) =>
    upcomingSessions(course.sessions, day).map((session) => fromContent(course, session, day)),
  );
  const known = new Set(
    courses.flatMap((course) => course.sessions.map((s) => seatKey(course.courseId, s.key))),
  );
  const unlisted = (await recentSessionsWithSeats(sql, UNLISTED_SESSION_DAYS))
    .filter((ref) => !known.has(seatKey(ref.courseId, ref.sessionKey)))
    .map((ref) => notInContent(courses, ref.courseId, ref.sessionKey, ref.capacity));
  const [sessions, others, unscheduled] = await Promise.all([
    withSeats(sql, listed, courses, language),
    withSeats(sql, unlisted, courses, language),
    studentsWithoutSession(sql, courses),
  ]);
  return { sessions, unlisted: others, unscheduled, past: pastSessions(courses, day) };
}

/**
 * One session's roster, for its CSV: any date of the course in content (past ones too), or a
 * key seats were taken in. Null when neither knows it.
 */
export async function loadSessionRoster(
  sql: Queryable,
  courses: readonly RosterCourse[],
  courseId: string,
  sessionKey: string,
  today: Date | string = new Date(),
  language: Language = 'en',
): Promise<SessionRoster | null> {
  const course = courses.find((candidate) => candidate.courseId === courseId);
  const session = course?.sessions.find((candidate) => candidate.key === sessionKey);
  let shape: SessionShape;
  if (course && session) {
    shape = fromContent(course, session, typeof today === 'string' ? today : dayIn(today));
  } else {
    const seats = await sessionHasSeats(sql, courseId, sessionKey);
    if (!seats) return null;
    shape = notInContent(courses, courseId, sessionKey, seats.capacity);
  }
  const [roster] = await withSeats(sql, [shape], courses, language);
  return roster!;
}
