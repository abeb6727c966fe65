/**
 * The e-mails of a student moving their seat to another session (decision 0047): to the
 * student, the new session with its calendar file, and the old session's cancellation (a
 * calendar file of its own: one file carries one METHOD); to the registrar, who moved where.
 * No server imports.
 */
import { calendarOf } from '~/email/ics';
import type { EmailAcademy } from '~/email/message';
import { signOff, siteLink } from '~/email/message';
import type { ComposedEmail } from '~/email/outbox.server';
import type { Language } from '~/i18n/config';
import { sessionDays, sessionDaysAndPlace } from '~/i18n/format';
import { emailWords, staffWords } from '~/i18n/sent-words';
import { orderReference } from '~/lib/order-reference';

import { sessionEventUid } from './seat-key';

interface MoveSession {
  key: string;
  dateText: string;
  startDate: string | null;
  endDate: string | null;
  location: string;
}

export interface SessionMoveMail {
  orderId: string;
  courseId: string;
  /** The course's name in the student's language, and in English for the registrar. */
  courseName: string;
  courseNameEn: string;
  student: { name: string; email: string; language: Language };
  from: MoveSession;
  to: MoveSession;
  /** The seat's moves, this one included (SEQUENCE), and whether it had moved before. */
  moves: number;
  movedBefore: boolean;
}

function event(move: SessionMoveMail, academy: EmailAcademy, session: MoveSession, uid: string) {
  return {
    uid,
    title: `${move.courseName} (${academy.name})`,
    location: session.location,
    firstDay: session.startDate!,
    lastDay: session.endDate ?? session.startDate!,
    sequence: move.moves,
  };
}

/** The new session, with its calendar event. */
export function sessionMovedEmail(move: SessionMoveMail, academy: EmailAcademy): ComposedEmail {
  const { language } = move.student;
  const words = emailWords(language, 'seatMove');
  const frame = emailWords(language, 'frame');
  return {
    kind: 'session-moved',
    to: move.student.email,
    replyTo: academy.email,
    calendar: move.to.startDate
      ? calendarOf([
          event(
            move,
            academy,
            move.to,
            sessionEventUid(academy.name, move.orderId, move.courseId, move.to.key),
          ),
        ])
      : null,
    content: {
      language,
      subject: words('subject', { course: move.courseName }),
      blocks: [
        { type: 'paragraph', text: frame('greeting', { name: move.student.name }) },
        {
          type: 'paragraph',
          text: words('moved', {
            course: move.courseName,
            from: sessionDaysAndPlace(move.from, language),
            to: sessionDaysAndPlace(move.to, language),
          }),
        },
        {
          type: 'list',
          title: words('newSession'),
          items: [`${move.courseName}: ${sessionDaysAndPlace(move.to, language)}`],
        },
        { type: 'paragraph', text: words('separately') },
        {
          type: 'action',
          text: words('account'),
          label: frame('accountButton'),
          href: siteLink(academy.origin, '/account?tab=courses', language),
        },
        { type: 'paragraph', text: frame('questions', { email: academy.email }) },
        signOff(frame('reference', { id: orderReference(move.orderId) }), academy),
      ],
    },
  };
}

/**
 * The old session's cancellation: the same UID its event was sent with (the paid order's, or
 * the previous move's) and a higher SEQUENCE. Null when the old session had no dates.
 */
export function sessionCancelledEmail(
  move: SessionMoveMail,
  academy: EmailAcademy,
): ComposedEmail | null {
  if (!move.from.startDate) return null;
  const { language } = move.student;
  const words = emailWords(language, 'seatMove');
  const frame = emailWords(language, 'frame');
  const uid = sessionEventUid(
    academy.name,
    move.orderId,
    move.courseId,
    move.movedBefore ? move.from.key : undefined,
  );
  return {
    kind: 'session-move-cancellation',
    to: move.student.email,
    replyTo: academy.email,
    calendar: calendarOf([event(move, academy, move.from, uid)], new Date(), 'CANCEL'),
    content: {
      language,
      subject: words('cancelSubject', {
        course: move.courseName,
        days: sessionDays(move.from, language),
      }),
      blocks: [
        { type: 'paragraph', text: frame('greeting', { name: move.student.name }) },
        {
          type: 'paragraph',
          text: words('cancelled', {
            course: move.courseName,
            from: sessionDaysAndPlace(move.from, language),
            to: sessionDaysAndPlace(move.to, language),
          }),
        },
        signOff(frame('reference', { id: orderReference(move.orderId) }), academy),
      ],
    },
  };
}

/** The registrar's note, in English like the academy's other notes. */
export function sessionMoveNoticeEmail(
  move: SessionMoveMail,
  academy: EmailAcademy,
): ComposedEmail {
  const words = staffWords('seatMoved');
  const row = staffWords('rows');
  return {
    kind: 'session-move-notification',
    to: academy.email,
    replyTo: move.student.email,
    content: {
      language: 'en',
      subject: words('subject', { name: move.student.name, course: move.courseNameEn }),
      blocks: [
        { type: 'paragraph', text: words('body') },
        {
          type: 'fields',
          rows: [
            [row('name'), move.student.name],
            [row('email'), move.student.email],
            [row('course'), move.courseNameEn],
            [row('from'), sessionDaysAndPlace(move.from, 'en')],
            [row('to'), sessionDaysAndPlace(move.to, 'en')],
            [row('order'), orderReference(move.orderId)],
          ],
        },
      ],
    },
  };
}
