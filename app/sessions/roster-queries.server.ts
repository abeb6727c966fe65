/**
 * The staff rosters' database reads (roster.server.ts assembles them): each session's seat
 * counts and attendees, sessions with recent seats, and the students granted a course with no seat.
 */
import type { Queryable } from '~/db/client.server';

import type { Attendee, RosterCourse, UnscheduledCourse } from './roster';
import { seatKey } from './seat-key';

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
      plan: null,
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
  days: number,
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
