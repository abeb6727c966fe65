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
import { queueComposedEmail } from '~/email/outbox.server';
import type { Language } from '~/i18n/config';
import { firstPaidRegistration } from '~/orders/orders.server';
import type { PriceList } from '~/prices/price-list';
import {
  sessionCancelledEmail,
  sessionMovedEmail,
  sessionMoveNoticeEmail,
} from '~/sessions/move-emails';
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

type Course = PriceList['courses'][number];

/**
 * What bookGrantedSeat calls when a seat moved: the student's e-mails (the new session, the old
 * one's calendar cancellation) and the registrar's note, queued in the move's transaction.
 */
export function moveMailer(move: {
  course: Course;
  session: Course['sessions'][number];
  student: { name: string; email: string; language: Language };
  /** The course names in the student's language (content's). */
  courseNames?: Record<string, string>;
  academy: EmailAcademy;
}): NonNullable<Parameters<typeof bookGrantedSeat>[2]> {
  const { course, session, academy } = move;
  return async (tx, moved) => {
    // A key no longer among the course's dates is named by its key (as the roster does).
    const from = course.sessions.find((candidate) => candidate.key === moved.fromKey) ?? {
      key: moved.fromKey,
      dateText: moved.fromKey,
      startDate: null,
      endDate: null,
      location: '',
    };
    const mail = {
      orderId: moved.orderId,
      courseId: course.courseId,
      courseName: move.courseNames?.[course.courseId] ?? course.displayName,
      courseNameEn: course.displayName,
      student: move.student,
      from,
      to: session,
      moves: moved.moves,
      movedBefore: moved.movedBefore,
    };
    const cancellation = sessionCancelledEmail(mail, academy);
    for (const email of [
      sessionMovedEmail(mail, academy),
      ...(cancellation ? [cancellation] : []),
      sessionMoveNoticeEmail(mail, academy),
    ]) {
      await queueComposedEmail(tx, email, academy);
    }
  };
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
