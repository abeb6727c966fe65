/**
 * A student booking a session for a course they hold (bought without one, or through a
 * program), or moving to another session of it, from /account.
 */
import { findUserById } from '~/auth/users.server';
import type { Sql } from '~/db/client.server';
import type { PaymentCatalog } from '~/payments/registration';
import { bookedSessionKeys, bookGrantedSeat } from '~/sessions/seats.server';
import { sendWaitingListOffers } from '~/sessions/waiting-list.server';

import { canMoveFrom } from './sessions';

export type BookSessionResult = 'booked' | 'full' | 'too-late' | 'unknown' | 'not-granted';

export async function bookSessionForUser(
  sql: Sql,
  userId: string,
  choice: { courseId: string; sessionKey: string },
  catalog: PaymentCatalog,
  today: Date | string = new Date(),
): Promise<BookSessionResult> {
  const user = await findUserById(sql, userId);
  // Only a confirmed address sees (and so books for) the courses granted to it.
  if (!user?.emailVerifiedAt) return 'not-granted';
  const course = catalog.courses.find((candidate) => candidate.courseId === choice.courseId);
  const session = course?.sessions.find(
    (candidate) => candidate.key === choice.sessionKey && candidate.bookable,
  );
  if (!course || !session) return 'unknown';
  const current = (await bookedSessionKeys(sql, user.email))[course.courseId];
  if (current === session.key) return 'booked';
  if (current) {
    const from = course.sessions.find((candidate) => candidate.key === current);
    if (!canMoveFrom(from?.startDate ?? null, today)) return 'too-late';
  }
  const result = await bookGrantedSeat(sql, {
    email: user.email,
    seat: { courseId: course.courseId, sessionKey: session.key, capacity: session.capacity },
  });
  // A move gives its old seat back: the first person waiting for it is offered it now.
  if (result === 'booked' && current) await sendWaitingListOffers(sql, { catalog });
  return result;
}
