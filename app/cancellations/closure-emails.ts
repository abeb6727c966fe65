/**
 * The e-mails of a session the academy cancels or postpones: to someone on its waiting list (the
 * list is closed, with a pointer to the course's other dates), and to a registrant asked to
 * choose what happens to their registration. No server imports.
 */
import type { EmailAcademy } from '~/email/message';
import { siteLink } from '~/email/message';
import type { ComposedEmail } from '~/email/outbox.server';
import type { Language } from '~/i18n/config';
import { sessionDaysAndPlace } from '~/i18n/format';

export interface ClosedListMail {
  name: string;
  email: string;
  language: Language;
  courseName: string;
  session: {
    dateText: string;
    startDate: string | null;
    endDate: string | null;
    location: string;
  } | null;
  kind: 'cancelled' | 'postponed';
}

const CHOICE_WORDS = {
  en: {
    subject: (course: string) => `Please choose: ${course}`,
    cancelled: (course: string, session: string) =>
      `We are sorry: the academy has had to cancel ${course}, ${session}.`,
    postponed: (course: string, session: string) =>
      `We are sorry: the academy has had to postpone ${course}, ${session}.`,
    choose:
      'Please choose what happens to your registration: a seat in another session of the course, a full refund to your card, or full credit for a later course.',
    button: 'Choose',
    once: 'The link works once. Until you choose, your registration stays as it is.',
  },
  es: {
    subject: (course: string) => `Elija, por favor: ${course}`,
    cancelled: (course: string, session: string) =>
      `Lo sentimos: la academia ha tenido que cancelar ${course}, ${session}.`,
    postponed: (course: string, session: string) =>
      `Lo sentimos: la academia ha tenido que aplazar ${course}, ${session}.`,
    choose:
      'Elija qué ocurre con su inscripción: una plaza en otra fecha del curso, el reembolso total en su tarjeta o crédito total para un curso posterior.',
    button: 'Elegir',
    once: 'El enlace funciona una sola vez. Mientras no elija, su inscripción sigue como está.',
  },
} satisfies Record<Language, unknown>;

/** A registrant of the closed session, asked to choose with a link of their own. */
export function sessionChoiceEmail(
  mail: Omit<ClosedListMail, 'email'> & { email: string; token: string },
  academy: EmailAcademy,
): ComposedEmail {
  const words = CHOICE_WORDS[mail.language];
  const greeting = WORDS[mail.language].greeting(mail.name);
  const session = mail.session ? sessionDaysAndPlace(mail.session, mail.language) : '';
  return {
    kind: 'session-choice',
    to: mail.email,
    replyTo: academy.email,
    content: {
      language: mail.language,
      subject: words.subject(mail.courseName),
      blocks: [
        { type: 'paragraph', text: greeting },
        {
          type: 'paragraph',
          text: `${words[mail.kind](mail.courseName, session)} ${words.choose}`,
        },
        {
          type: 'action',
          text: words.once,
          label: words.button,
          href: siteLink(academy.origin, `/session-choice?token=${mail.token}`, mail.language),
        },
        {
          type: 'paragraph',
          text: `${WORDS[mail.language].questions(academy.email)}\n\n${academy.name}`,
        },
      ],
    },
  };
}

const WORDS = {
  en: {
    subject: (course: string) => `Session cancelled: ${course}`,
    subjectPostponed: (course: string) => `Session postponed: ${course}`,
    greeting: (name: string) => `Dear ${name},`,
    cancelled: (course: string, session: string) =>
      `We are sorry: the academy has had to cancel ${course}, ${session}. Its waiting list is closed, and you are no longer on it.`,
    postponed: (course: string, session: string) =>
      `We are sorry: the academy has had to postpone ${course}, ${session}. Its waiting list is closed, and you are no longer on it.`,
    others: 'The course page shows its other dates, with the seats left.',
    button: 'Course dates',
    questions: (email: string) => `Questions? Reply to this e-mail or write to ${email}.`,
  },
  es: {
    subject: (course: string) => `Fecha cancelada: ${course}`,
    subjectPostponed: (course: string) => `Fecha aplazada: ${course}`,
    greeting: (name: string) => `Estimado/a ${name}:`,
    cancelled: (course: string, session: string) =>
      `Lo sentimos: la academia ha tenido que cancelar ${course}, ${session}. Su lista de espera se ha cerrado y usted ya no figura en ella.`,
    postponed: (course: string, session: string) =>
      `Lo sentimos: la academia ha tenido que aplazar ${course}, ${session}. Su lista de espera se ha cerrado y usted ya no figura en ella.`,
    others: 'La página del curso muestra sus otras fechas, con las plazas disponibles.',
    button: 'Fechas del curso',
    questions: (email: string) =>
      `¿Tiene alguna pregunta? Responda a este correo o escriba a ${email}.`,
  },
} satisfies Record<Language, unknown>;

export function waitingListClosedEmail(mail: ClosedListMail, academy: EmailAcademy): ComposedEmail {
  const words = WORDS[mail.language];
  const session = mail.session ? sessionDaysAndPlace(mail.session, mail.language) : '';
  return {
    kind: 'waiting-list-closed',
    to: mail.email,
    replyTo: academy.email,
    content: {
      language: mail.language,
      subject:
        mail.kind === 'postponed'
          ? words.subjectPostponed(mail.courseName)
          : words.subject(mail.courseName),
      blocks: [
        { type: 'paragraph', text: words.greeting(mail.name) },
        { type: 'paragraph', text: words[mail.kind](mail.courseName, session) },
        {
          type: 'action',
          text: words.others,
          label: words.button,
          href: siteLink(academy.origin, '/courses', mail.language),
        },
        { type: 'paragraph', text: `${words.questions(academy.email)}\n\n${academy.name}` },
      ],
    },
  };
}
