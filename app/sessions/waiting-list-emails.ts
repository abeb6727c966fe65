/**
 * The e-mail that offers a freed seat to the first person on a session's waiting list, in the
 * language of the page they joined from. No server imports.
 */
import { type EmailAcademy, siteLink } from '~/email/message';
import type { ComposedEmail } from '~/email/outbox.server';
import type { Language } from '~/i18n/config';

import { offerDeadline, offerPath } from './waiting-list';

interface Person {
  name: string;
  email: string;
  language: Language;
  token: string;
  offerUntil: Date;
}

interface Session {
  courseId: string;
  sessionKey: string;
  courseName: string;
  dateText: string;
  location: string;
}

interface Context {
  academy: EmailAcademy;
}

const OFFER = {
  en: {
    subject: (course: string, days: string) => `A seat is yours to take: ${course}, ${days}`,
    greeting: (name: string) => `Dear ${name},`,
    freed: (where: string, until: string) =>
      `A seat has freed in ${where}, and it is held for you until ${until}.`,
    action: 'To take it, register and pay here:',
    button: 'Register for this session',
    ignore:
      'If you no longer need it, ignore this e-mail: after that time the seat goes to the next person on the waiting list.',
  },
  es: {
    subject: (course: string, days: string) => `Plaza disponible: ${course}, ${days}`,
    greeting: (name: string) => `Estimado/a ${name}:`,
    freed: (where: string, until: string) =>
      `Se ha liberado una plaza en ${where}, y la reservamos para usted hasta el ${until}.`,
    action: 'Para ocuparla, inscríbase y pague aquí:',
    button: 'Inscribirme en esta sesión',
    ignore:
      'Si ya no la necesita, ignore este mensaje: pasado ese plazo, la plaza se ofrecerá a la siguiente persona en la lista de espera.',
  },
} satisfies Record<Language, unknown>;

export function offerEmail(person: Person, session: Session, context: Context): ComposedEmail {
  const { language } = person;
  const words = OFFER[language];
  const [path = '/register', query = ''] = offerPath({ ...session, token: person.token }).split(
    '?',
  );
  const link = siteLink(
    context.academy.origin,
    path,
    language,
    Object.fromEntries(new URLSearchParams(query)),
  );
  const until = offerDeadline(person.offerUntil, language);
  const where = `${session.courseName}, ${session.dateText}, ${session.location}`;
  return {
    kind: 'waiting-list-offer',
    to: person.email,
    replyTo: context.academy.email,
    content: {
      language,
      subject: words.subject(session.courseName, session.dateText),
      preview: words.freed(where, until),
      blocks: [
        { type: 'paragraph', text: words.greeting(person.name) },
        { type: 'paragraph', text: words.freed(where, until) },
        { type: 'action', text: words.action, label: words.button, href: link },
        { type: 'paragraph', text: words.ignore },
      ],
    },
  };
}
