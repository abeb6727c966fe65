/**
 * The e-mails of a student moving their seat to another session (decision 0047): to the
 * student, the new session with its calendar file, and the old session's cancellation (a
 * calendar file of its own: one file carries one METHOD); to the registrar, who moved where.
 * No server imports.
 */
import { calendarOf } from '~/email/ics';
import type { EmailAcademy } from '~/email/message';
import { siteLink } from '~/email/message';
import type { ComposedEmail } from '~/email/outbox.server';
import type { Language } from '~/i18n/config';
import { sessionDays, sessionDaysAndPlace } from '~/i18n/format';
import { orderReference } from '~/orders/order-reference';

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

const WORDS = {
  en: {
    subject: (course: string) => `Your session has changed: ${course}`,
    greeting: (name: string) => `Dear ${name},`,
    moved: (course: string, from: string, to: string) =>
      `Your seat for ${course} has moved from ${from} to ${to}, as you asked in your account.`,
    newSession: 'Your new session (also attached as a calendar file):',
    separately:
      'A separate e-mail removes the old dates from your calendar. The session can be changed until 15 days before it starts.',
    account: 'Your courses and sessions are in your account.',
    accountButton: 'Your account',
    questions: (email: string) => `Questions? Reply to this e-mail or write to ${email}.`,
    reference: (id: string) => `Order reference: ${id}`,
    cancelSubject: (course: string, days: string) => `Cancelled: ${course}, ${days}`,
    cancelled: (course: string, from: string, to: string) =>
      `This e-mail removes ${course}, ${from}, from your calendar: your seat moved to ${to}.`,
  },
  es: {
    subject: (course: string) => `Su fecha ha cambiado: ${course}`,
    greeting: (name: string) => `Estimado/a ${name}:`,
    moved: (course: string, from: string, to: string) =>
      `Su plaza en ${course} ha pasado de ${from} a ${to}, como pidió en su cuenta.`,
    newSession: 'Su nueva fecha (también adjunta como archivo de calendario):',
    separately:
      'Otro correo elimina las fechas anteriores de su calendario. Puede cambiar de fecha hasta 15 días antes del inicio.',
    account: 'Sus cursos y fechas figuran en su cuenta.',
    accountButton: 'Ir a su cuenta',
    questions: (email: string) =>
      `¿Tiene alguna pregunta? Responda a este correo o escriba a ${email}.`,
    reference: (id: string) => `Referencia del pedido: ${id}`,
    cancelSubject: (course: string, days: string) => `Cancelado: ${course}, ${days}`,
    cancelled: (course: string, from: string, to: string) =>
      `Este correo elimina ${course}, ${from}, de su calendario: su plaza pasó a ${to}.`,
  },
} satisfies Record<Language, unknown>;

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
  const words = WORDS[language];
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
      subject: words.subject(move.courseName),
      blocks: [
        { type: 'paragraph', text: words.greeting(move.student.name) },
        {
          type: 'paragraph',
          text: words.moved(
            move.courseName,
            sessionDaysAndPlace(move.from, language),
            sessionDaysAndPlace(move.to, language),
          ),
        },
        {
          type: 'list',
          title: words.newSession,
          items: [`${move.courseName}: ${sessionDaysAndPlace(move.to, language)}`],
        },
        { type: 'paragraph', text: words.separately },
        {
          type: 'action',
          text: words.account,
          label: words.accountButton,
          href: siteLink(academy.origin, '/account?tab=courses', language),
        },
        { type: 'paragraph', text: words.questions(academy.email) },
        {
          type: 'paragraph',
          text: `${words.reference(orderReference(move.orderId))}\n\n${academy.name}`,
        },
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
  const words = WORDS[language];
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
      subject: words.cancelSubject(move.courseName, sessionDays(move.from, language)),
      blocks: [
        { type: 'paragraph', text: words.greeting(move.student.name) },
        {
          type: 'paragraph',
          text: words.cancelled(
            move.courseName,
            sessionDaysAndPlace(move.from, language),
            sessionDaysAndPlace(move.to, language),
          ),
        },
        {
          type: 'paragraph',
          text: `${words.reference(orderReference(move.orderId))}\n\n${academy.name}`,
        },
      ],
    },
  };
}

/** The registrar's note, in English like the academy's other notes. */
export function sessionMoveNoticeEmail(
  move: SessionMoveMail,
  academy: EmailAcademy,
): ComposedEmail {
  return {
    kind: 'session-move-notification',
    to: academy.email,
    replyTo: move.student.email,
    content: {
      language: 'en',
      subject: `Session moved: ${move.student.name}, ${move.courseNameEn}`,
      blocks: [
        {
          type: 'paragraph',
          text: 'A student moved their seat to another session in their account. The roster shows the move.',
        },
        {
          type: 'fields',
          rows: [
            ['Name', move.student.name],
            ['E-mail', move.student.email],
            ['Course', move.courseNameEn],
            ['From', sessionDaysAndPlace(move.from, 'en')],
            ['To', sessionDaysAndPlace(move.to, 'en')],
            ['Order', orderReference(move.orderId)],
          ],
        },
      ],
    },
  };
}
