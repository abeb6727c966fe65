/**
 * The e-mail that offers a freed seat to the first person on a session's waiting list, in the
 * language of the page they joined from. No server imports.
 */
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
  origin: string;
  academyName: string;
  registrationEmail: string;
}

export function offerEmail(person: Person, session: Session, context: Context) {
  const link = `${context.origin}${offerPath({ ...session, token: person.token })}`;
  const until = offerDeadline(person.offerUntil, person.language);
  const where = `${session.courseName}, ${session.dateText}, ${session.location}`;
  const text =
    person.language === 'es'
      ? [
          `Estimado/a ${person.name}:`,
          '',
          `Se ha liberado una plaza en ${where}, y la reservamos para usted hasta el ${until}.`,
          '',
          'Para ocuparla, inscríbase y pague aquí:',
          link,
          '',
          'Si ya no la necesita, ignore este mensaje: pasado ese plazo, la plaza se ofrecerá a la siguiente persona en la lista de espera.',
          '',
          `${context.academyName} · ${context.registrationEmail}`,
        ]
      : [
          `Dear ${person.name},`,
          '',
          `A seat has freed in ${where}, and it is held for you until ${until}.`,
          '',
          'To take it, register and pay here:',
          link,
          '',
          'If you no longer need it, ignore this e-mail: after that time the seat goes to the next person on the waiting list.',
          '',
          `${context.academyName} · ${context.registrationEmail}`,
        ];
  return {
    kind: 'waiting-list-offer',
    to: person.email,
    replyTo: context.registrationEmail,
    subject:
      person.language === 'es'
        ? `Plaza disponible: ${session.courseName}, ${session.dateText}`
        : `A seat is yours to take: ${session.courseName}, ${session.dateText}`,
    text: text.join('\n'),
  };
}
