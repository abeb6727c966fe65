/**
 * Staff rosters (/staff, docs/decisions/0018-staff-rosters.md): each session's seats counted
 * (capacity, booked, live holds, left), who booked it, and the orders that need staff. Read-only:
 * the seats are written by seat-holds.server.ts and seat-bookings.server.ts. The sessions come
 * from content (the caller passes the price list's courses); seats taken in a session that is not
 * among its course's dates (a date removed or renamed in the Studio) are listed too, so no booked
 * student is lost from view.
 */
import { type CourseSession, dayIn } from '~/courses/sessions';
import type { Queryable } from '~/db/client.server';
import type { Language } from '~/i18n/config';
import { sessionDays } from '~/i18n/format';

import {
  type Attendee,
  type AttentionOrder,
  type RosterCourse,
  type SessionRoster,
  type UnscheduledCourse,
  upcomingSessions,
} from './roster';
import { seatKey } from './seat-key';
import { waitingCounts, waitingPeople } from './waiting-list-reads.server';

export type {
  Attendee,
  AttentionOrder,
  RosterCourse,
  SessionRoster,
  UnscheduledCourse,
} from './roster';

/** Seats taken in a session not among its course's dates, in the last this many days, are listed. */
export const UNLISTED_SESSION_DAYS = 180;

type SessionRef = { courseId: string; sessionKey: string };

/**
 * Booked seats and the places held (payment holds and waiting-list offers that have not lapsed)
 * of each session, keyed `courseId:sessionKey`.
 */
export async function sessionSeatCounts(
  sql: Queryable,
  sessions: readonly SessionRef[],
): Promise<Map<string, { booked: number; held: number }>> {
  const counts = new Map<string, { booked: number; held: number }>();
  if (sessions.length === 0) return counts;
  const rows = await sql<
    { course_id: string; session_key: string; booked: number; held: number }[]
  >`
    select course_id, session_key,
           count(*) filter (where kind = 'booked')::int as booked,
           count(*) filter (where kind <> 'booked')::int as held
    from session_places
    where (course_id, session_key) in (
      select * from unnest(${sql.array(sessions.map((s) => s.courseId))}::text[],
                           ${sql.array(sessions.map((s) => s.sessionKey))}::text[]))
    group by course_id, session_key`;
  for (const row of rows) {
    counts.set(seatKey(row.course_id, row.session_key), { booked: row.booked, held: row.held });
  }
  return counts;
}

/** Who booked each session (booked seats with their orders), first booked first. */
export async function sessionAttendees(
  sql: Queryable,
  sessions: readonly SessionRef[],
): Promise<Map<string, Attendee[]>> {
  const attendees = new Map<string, Attendee[]>();
  if (sessions.length === 0) return attendees;
  const rows = await sql<
    {
      course_id: string;
      session_key: string;
      order_id: string;
      name: string;
      email: string;
      phone: string;
      amount_cents: number;
      booked_at: Date;
      moved_from: string | null;
      moved_at: Date | null;
    }[]
  >`
    select s.course_id, s.session_key, s.order_id, o.name, o.email, o.phone, o.amount_cents,
           s.booked_at, s.moved_from, s.moved_at
    from session_seats s join orders o on o.id = s.order_id
    where (s.course_id, s.session_key) in (
      select * from unnest(${sql.array(sessions.map((s) => s.courseId))}::text[],
                           ${sql.array(sessions.map((s) => s.sessionKey))}::text[]))
      and s.status = 'booked'
    order by s.booked_at, o.name, s.order_id`;
  for (const row of rows) {
    const key = seatKey(row.course_id, row.session_key);
    const list = attendees.get(key) ?? [];
    list.push({
      orderId: row.order_id,
      name: row.name,
      email: row.email,
      phone: row.phone,
      amountCents: row.amount_cents,
      bookedAt: row.booked_at.toISOString(),
      movedFrom: row.moved_from,
      movedAt: row.moved_at?.toISOString() ?? null,
    });
    attendees.set(key, list);
  }
  return attendees;
}

/**
 * Sessions with booked seats or live holds, taken (or booked) within the last `days`, with the
 * largest capacity their seats were taken under.
 */
export async function recentSessionsWithSeats(
  sql: Queryable,
  days = UNLISTED_SESSION_DAYS,
): Promise<Array<SessionRef & { capacity: number }>> {
  const rows = await sql<{ course_id: string; session_key: string; capacity: number }[]>`
    select course_id, session_key, max(capacity)::int as capacity
    from session_seats
    where status = 'booked' or (status = 'held' and held_until > now())
    group by course_id, session_key
    having max(greatest(created_at, booked_at)) > now() - make_interval(days => ${days})
    order by course_id, session_key`;
  return rows.map((row) => ({
    courseId: row.course_id,
    sessionKey: row.session_key,
    capacity: row.capacity,
  }));
}

/** Whether any seat (held, booked or released) was ever taken in the session. */
export async function sessionHasSeats(
  sql: Queryable,
  courseId: string,
  sessionKey: string,
): Promise<{ capacity: number } | null> {
  const [row] = await sql<{ capacity: number }[]>`
    select max(capacity)::int as capacity from session_seats
    where course_id = ${courseId} and session_key = ${sessionKey}
    having count(*) > 0`;
  return row ?? null;
}

/**
 * Per course (content order), the students granted it with no booked seat in any of its
 * sessions: program buyers who have not chosen yet, or a seat given back. Courses with none are
 * left out; first paid first.
 */
export async function studentsWithoutSession(
  sql: Queryable,
  courses: readonly RosterCourse[],
): Promise<UnscheduledCourse[]> {
  if (courses.length === 0) return [];
  const rows = await sql<
    { course_id: string; order_id: string; name: string; email: string; paid_at: Date | null }[]
  >`
    select g.course_id, o.id::text as order_id, o.name, o.email,
           coalesce(o.completed_at, g.granted_at) as paid_at
    from course_grants g join orders o on o.id = g.order_id
    where g.course_id = any(${sql.array(courses.map((course) => course.courseId))}::text[])
      and not exists (
        select 1 from session_seats s
        where s.email_normalized = g.email_normalized and s.course_id = g.course_id
          and s.status = 'booked')
    order by paid_at, o.name, o.id`;
  return courses.flatMap((course) => {
    const students = rows
      .filter((row) => row.course_id === course.courseId)
      .map((row) => ({
        orderId: row.order_id,
        name: row.name,
        email: row.email,
        paidAt: row.paid_at?.toISOString() ?? null,
      }));
    return students.length
      ? [{ courseId: course.courseId, courseName: course.displayName, students }]
      : [];
  });
}

/**
 * Orders needing attention: a needs-attention entry in their log not followed by an
 * attention-resolved one (docs/decisions/0056-order-ledger.md), with the notes flagged since the
 * last resolution; newest first.
 */
export async function attentionOrders(sql: Queryable): Promise<AttentionOrder[]> {
  const rows = await sql<
    {
      id: string;
      name: string;
      email: string;
      phone: string;
      amount_cents: number;
      status: string;
      course_ids: string[];
      notes: string[];
      created_at: Date;
      completed_at: Date | null;
      refundable: boolean;
    }[]
  >`
    with marks as (
      select order_id,
             max(id) filter (where event = 'needs-attention') as flagged,
             coalesce(max(id) filter (where event = 'attention-resolved'), 0) as resolved
      from order_log
      where event in ('needs-attention', 'attention-resolved')
      group by order_id
    )
    select o.id, o.name, o.email, o.phone, o.amount_cents, o.status, o.course_ids,
           array(
             select coalesce(l.details ->> 'note', '') from order_log l
             where l.order_id = o.id and l.event = 'needs-attention' and l.id > m.resolved
             order by l.id
           ) as notes,
           o.created_at, o.completed_at,
           o.duplicate_of is not null and o.status = 'completed' and o.payment_intent_id is not null
             as refundable
    from marks m join orders o on o.id = m.order_id
    where m.flagged > m.resolved
    order by coalesce(o.completed_at, o.created_at) desc, o.id`;
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    amountCents: row.amount_cents,
    status: row.status,
    courseIds: row.course_ids,
    notes: row.notes,
    createdAt: row.created_at.toISOString(),
    completedAt: row.completed_at?.toISOString() ?? null,
    refundable: row.refundable,
  }));
}

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
      attendees: nameMoves(courses, shape.courseId, attendees.get(key) ?? [], language),
    };
  });
}

/**
 * What /staff shows: every upcoming session of content (courses and dates in content order), and
 * the sessions with recent seats that are not among their course's dates.
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
}> {
  const day = typeof today === 'string' ? today : dayIn(today);
  const listed = courses.flatMap((course) =>
    upcomingSessions(course.sessions, day).map((session) => fromContent(course, session, day)),
  );
  const known = new Set(
    courses.flatMap((course) => course.sessions.map((s) => seatKey(course.courseId, s.key))),
  );
  const unlisted = (await recentSessionsWithSeats(sql))
    .filter((ref) => !known.has(seatKey(ref.courseId, ref.sessionKey)))
    .map((ref) => notInContent(courses, ref.courseId, ref.sessionKey, ref.capacity));
  const [sessions, others, unscheduled] = await Promise.all([
    withSeats(sql, listed, courses, language),
    withSeats(sql, unlisted, courses, language),
    studentsWithoutSession(sql, courses),
  ]);
  return { sessions, unlisted: others, unscheduled };
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
