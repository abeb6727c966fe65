/**
 * One session's people counted: its booked seats and its live waiting-list entries, for the staff
 * page that closes the session (what they are about to cancel or postpone).
 */
import type { Queryable } from '~/db/client.server';

export async function bookedAndWaiting(
  sql: Queryable,
  courseId: string,
  sessionKey: string,
): Promise<{ booked: number; waiting: number }> {
  const [counts] = await sql<{ booked: number; waiting: number }[]>`
    select (select count(*) from session_seats
            where course_id = ${courseId} and session_key = ${sessionKey}
              and status = 'booked')::integer as booked,
           (select count(*) from waiting_list
            where course_id = ${courseId} and session_key = ${sessionKey}
              and status in ('unconfirmed', 'waiting', 'offered'))::integer as waiting`;
  return counts!;
}
