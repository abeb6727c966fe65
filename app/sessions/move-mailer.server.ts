/**
 * The e-mails of a student's seat moved to another session of a course, from /account or from a
 * closing session's choice (cancellations/session-choice.server.ts).
 */
import type { EmailAcademy } from '~/email/message';
import { queueComposedEmail } from '~/email/outbox.server';
import type { Language } from '~/i18n/config';
import type { PriceList } from '~/prices/price-list';

import { sessionCancelledEmail, sessionMovedEmail, sessionMoveNoticeEmail } from './move-emails';
import type { bookGrantedSeat } from './seat-bookings.server';

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
