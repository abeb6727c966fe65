/**
 * Attendance marks (migration 034): staff mark each registrant of a dated session present or
 * absent, day by day. Append-only: a registrant's state on a day is their latest mark, and a
 * mark that changes it needs a reason (docs/decisions/0067-attendance-and-ce-hours.md).
 */
import type { Queryable, Sql } from '~/db/client.server';
import { lockKey } from '~/db/locks.server';

export interface AttendanceMark {
  present: boolean;
  markedBy: string;
  reason: string | null;
  /** ISO timestamp. */
  at: string;
}

/** A registrant's marks on each day (oldest first); the last is their state. */
export type RegistrantMarks = Map<string, AttendanceMark[]>;

export interface NewMark {
  orderId: string;
  courseId: string;
  sessionKey: string;
  day: string;
  present: boolean;
  /** The staff member's e-mail. */
  by: string;
  /** Why an earlier mark is corrected. */
  reason?: string | null;
}

export type MarkRefusal =
  /** No seat of this order is booked in the session. */
  | 'not-registered'
  /** The day is not one of the session's. */
  | 'not-a-session-day'
  /** The day has not come yet (in the academy's calendar). */
  | 'future-day'
  /** The registrant is marked otherwise already: a correction says why. */
  | 'reason-required';

export const REASON_MAX = 500;

/**
 * Marks a registrant present or absent on a day of the session (`days`: the session's days,
 * `today`: the academy's day). The same state again changes nothing (a double tap); another state
 * over an earlier mark needs a reason.
 */
export async function markAttendance(
  sql: Sql,
  mark: NewMark,
  session: { days: readonly string[]; today: string },
): Promise<{ ok: true; changed: boolean } | { ok: false; reason: MarkRefusal }> {
  if (!session.days.includes(mark.day)) return { ok: false, reason: 'not-a-session-day' };
  if (mark.day > session.today) return { ok: false, reason: 'future-day' };
  const reason = mark.reason?.trim() || null;
  return sql.begin(async (tx) => {
    await lockKey(tx, 'attendance', `${mark.orderId}:${mark.courseId}:${mark.day}`);
    const [seat] = await tx`
      select 1 from session_seats
      where order_id = ${mark.orderId} and course_id = ${mark.courseId}
        and session_key = ${mark.sessionKey} and status = 'booked'`;
    if (!seat) return { ok: false as const, reason: 'not-registered' as const };
    const [latest] = await tx<{ present: boolean }[]>`
      select present from attendance_marks
      where order_id = ${mark.orderId} and course_id = ${mark.courseId}
        and session_key = ${mark.sessionKey} and day = ${mark.day}
      order by id desc limit 1`;
    if (latest && latest.present === mark.present) return { ok: true as const, changed: false };
    if (latest && !reason) return { ok: false as const, reason: 'reason-required' as const };
    await tx`
      insert into attendance_marks
        (order_id, course_id, session_key, day, present, marked_by, reason)
      values (${mark.orderId}, ${mark.courseId}, ${mark.sessionKey}, ${mark.day}, ${mark.present},
              ${mark.by}, ${latest ? reason!.slice(0, REASON_MAX) : null})`;
    return { ok: true as const, changed: true };
  });
}

/** Every mark of a session, by registrant (order id) and day, oldest first. */
export async function sessionMarks(
  sql: Queryable,
  courseId: string,
  sessionKey: string,
): Promise<Map<string, RegistrantMarks>> {
  const rows = await sql<
    {
      order_id: string;
      day: string;
      present: boolean;
      marked_by: string;
      reason: string | null;
      created_at: Date;
    }[]
  >`
    select order_id, to_char(day, 'YYYY-MM-DD') as day, present, marked_by, reason, created_at
    from attendance_marks
    where course_id = ${courseId} and session_key = ${sessionKey}
    order by id`;
  const marks = new Map<string, RegistrantMarks>();
  for (const row of rows) {
    const registrant = marks.get(row.order_id) ?? new Map<string, AttendanceMark[]>();
    const day = registrant.get(row.day) ?? [];
    day.push({
      present: row.present,
      markedBy: row.marked_by,
      reason: row.reason,
      at: row.created_at.toISOString(),
    });
    registrant.set(row.day, day);
    marks.set(row.order_id, registrant);
  }
  return marks;
}

/** The days a registrant's latest mark says present. */
export function presentDays(marks: RegistrantMarks | undefined): Set<string> {
  const days = new Set<string>();
  for (const [day, list] of marks ?? []) if (list.at(-1)?.present) days.add(day);
  return days;
}
