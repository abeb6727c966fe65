/**
 * A student booking a session for a course they hold (bought without one, or through a
 * program), or moving to another session of it, from /account.
 */
import { displayNameOf } from '~/auth/display-name';
import { ownedAddress } from '~/auth/owned-address';
import { findUserById } from '~/auth/users.server';
import type { Sql } from '~/db/client.server';
import { loadEmailAcademy } from '~/email/academy.server';
import type { EmailAcademy } from '~/email/message';
import type { Language } from '~/i18n/config';
import { firstPaidRegistration } from '~/orders/orders.server';
import type { PriceList } from '~/prices/price-list';
import { moveMailer } from '~/sessions/move-mailer.server';
import { bookedSessionKeys, bookGrantedSeat } from '~/sessions/seat-bookings.server';
import { sendWaitingListOffers } from '~/sessions/waiting-list-offers.server';

import { canMoveFrom } from './bookings';

export type BookSessionResult =
  | 'booked'
  | 'moved'
  | 'confirm-move'
  | 'full'
  | 'too-late'
  | 'unknown'
  | 'not-granted'
  | 'plan-past-due';

export interface BookSessionOptions {
  /** A move happens only once the student confirmed it (the second POST): else 'confirm-move'. */
  confirmed?: boolean;
  /** The student's language and the course names in it (content's), for the move's e-mails. */
  language?: Language;
  courseNames?: Record<string, string>;
  academy?: EmailAcademy;
}

export async function bookSessionForUser(
  sql: Sql,
  userId: string,
  choice: { courseId: string; sessionKey: string },
  priceList: PriceList,
  today: Date | string = new Date(),
  options: BookSessionOptions = {},
): Promise<BookSessionResult> {
  const user = await findUserById(sql, userId);
  // Only a confirmed address sees (and so books for) the courses granted to it.
  const email = user ? ownedAddress(user) : null;
  if (!user || !email) return 'not-granted';
  const course = priceList.courses.find((candidate) => candidate.courseId === choice.courseId);
  const session = course?.sessions.find(
    (candidate) => candidate.key === choice.sessionKey && candidate.bookable,
  );
  if (!course || !session) return 'unknown';
  const current = (await bookedSessionKeys(sql, email))[course.courseId];
  if (current === session.key) return 'booked';
  if (current) {
    const from = course.sessions.find((candidate) => candidate.key === current);
    if (!canMoveFrom(from?.startDate ?? null, today)) return 'too-late';
    if (!options.confirmed) return 'confirm-move';
  }
  const language = options.language ?? 'en';
  const name =
    user.name ??
    (await firstPaidRegistration(sql, { userId: user.id, paidToEmail: email }))?.name ??
    displayNameOf(email);
  const academy = current ? (options.academy ?? (await loadEmailAcademy())) : null;
  const result = await bookGrantedSeat(
    sql,
    {
      email,
      seat: { courseId: course.courseId, sessionKey: session.key, capacity: session.capacity },
    },
    academy
      ? moveMailer({
          course,
          session,
          student: { name, email, language },
          courseNames: options.courseNames,
          academy,
        })
      : undefined,
  );
  if (result !== 'booked' || !current) return result;
  // A move gives its old seat back: the first person waiting for it is offered it now.
  await sendWaitingListOffers(sql, { priceList });
  return 'moved';
}
