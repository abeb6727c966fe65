/**
 * The waiting list's e-mails, in the language of the page the person joined from: the link
 * that confirms a join, and the offer of a freed seat. No server imports.
 */
import { type EmailAcademy, siteLink } from '~/email/message';
import type { ComposedEmail } from '~/email/outbox.server';
import type { Language } from '~/i18n/config';
import { formatDeadline, sessionDays } from '~/i18n/format';

import { confirmPath, leavePath, offerPath, type WaitingSession } from './waiting-list';

interface Person {
  name: string;
  email: string;
  language: Language;
  token: string;
  offerUntil: Date;
}

interface Context {
  academy: EmailAcademy;
  /** Course names by language, so each reader gets the names of their own language. */
  courseNamesIn?: Partial<Record<Language, Record<string, string>>>;
}

/**
 * The course, the days and 'course, days, place' as the reader's language writes them (the
 * session's own `courseName` when `courseNamesIn` has none in that language).
 */
function named(session: WaitingSession, language: Language, context: Context) {
  const course = context.courseNamesIn?.[language]?.[session.courseId] ?? session.courseName;
  const days = sessionDays(session, language);
  return { course, days, where: `${course}, ${days}, ${session.location}` };
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

// Anyone can type any address and name into the form: this e-mail greets no one by name and
// says plainly that ignoring it changes nothing.
const CONFIRM = {
  en: {
    subject: (course: string, days: string) =>
      `Confirm your place on the waiting list: ${course}, ${days}`,
    greeting: 'Hello,',
    asked: (where: string) =>
      `Someone (hopefully you) asked to join the waiting list of ${where} with this e-mail address.`,
    action: (hours: number) =>
      `To take your place in line, open this link and confirm (it works once, for ${hours} hours):`,
    button: 'Confirm my place on the waiting list',
    ignore:
      'If you did not ask for this, ignore this e-mail: without confirmation the address is not put on the waiting list.',
  },
  es: {
    subject: (course: string, days: string) =>
      `Confirme su lugar en la lista de espera: ${course}, ${days}`,
    greeting: 'Hola:',
    asked: (where: string) =>
      `Alguien (esperamos que usted) ha pedido unirse a la lista de espera de ${where} con esta dirección de correo electrónico.`,
    action: (hours: number) =>
      `Para ocupar su lugar en la lista, abra este enlace y confirme (funciona una sola vez, durante ${hours} horas):`,
    button: 'Confirmar mi lugar en la lista de espera',
    ignore:
      'Si no lo ha pedido usted, ignore este correo: sin confirmación, la dirección no se añade a la lista de espera.',
  },
} satisfies Record<Language, unknown>;

// Sent only to a confirmed address (the link was used, or it is the signed-in owner's), so it may
// greet by name.
const LISTED = {
  en: {
    subject: (course: string, days: string) => `You are on the waiting list: ${course}, ${days}`,
    greeting: (name: string) => `Dear ${name},`,
    listed: (where: string) => `You are on the waiting list of ${where}.`,
    position: (position: number) => `Right now you are number ${position} in line.`,
    next: 'When a seat frees and it is your turn, we will e-mail you a link that holds it for you for a limited time.',
    leave:
      'If you no longer want a seat, leave the waiting list here; your place goes to the next person:',
    button: 'Leave the waiting list',
  },
  es: {
    subject: (course: string, days: string) => `Está en la lista de espera: ${course}, ${days}`,
    greeting: (name: string) => `Estimado/a ${name}:`,
    listed: (where: string) => `Está en la lista de espera de ${where}.`,
    position: (position: number) => `En este momento ocupa el puesto ${position} de la lista.`,
    next: 'Cuando se libere una plaza y sea su turno, le enviaremos un enlace que se la reserva durante un tiempo limitado.',
    leave:
      'Si ya no desea una plaza, salga de la lista de espera aquí; su lugar pasará a la siguiente persona:',
    button: 'Salir de la lista de espera',
  },
} satisfies Record<Language, unknown>;

const linkTo = (origin: string, pathAndQuery: string, language: Language) => {
  const [path = '/', query = ''] = pathAndQuery.split('?');
  return siteLink(origin, path, language, Object.fromEntries(new URLSearchParams(query)));
};

/** In line now: the place in line and the link to leave (kind 'waiting-list-listed'). */
export function listedEmail(
  person: { name: string; email: string; language: Language; token: string; position: number },
  session: WaitingSession,
  context: Context,
): ComposedEmail {
  const { language } = person;
  const words = LISTED[language];
  const { course, days, where } = named(session, language, context);
  return {
    kind: 'waiting-list-listed',
    to: person.email,
    replyTo: context.academy.email,
    content: {
      language,
      subject: words.subject(course, days),
      preview: `${words.listed(where)} ${words.position(person.position)}`,
      blocks: [
        { type: 'paragraph', text: words.greeting(person.name) },
        { type: 'paragraph', text: `${words.listed(where)} ${words.position(person.position)}` },
        { type: 'paragraph', text: words.next },
        {
          type: 'action',
          text: words.leave,
          label: words.button,
          href: linkTo(context.academy.origin, leavePath(person.token), language),
        },
      ],
    },
  };
}

/** The link that makes a join count (kind 'waiting-list-confirmation'). */
export function confirmationEmail(
  person: { email: string; language: Language; token: string },
  session: WaitingSession,
  context: Context & { confirmHours: number },
): ComposedEmail {
  const { language } = person;
  const words = CONFIRM[language];
  const { course, days, where } = named(session, language, context);
  const [path = '/waiting-list/confirm', query = ''] = confirmPath(person.token).split('?');
  const link = siteLink(
    context.academy.origin,
    path,
    language,
    Object.fromEntries(new URLSearchParams(query)),
  );
  return {
    kind: 'waiting-list-confirmation',
    to: person.email,
    replyTo: context.academy.email,
    content: {
      language,
      subject: words.subject(course, days),
      preview: words.asked(where),
      blocks: [
        { type: 'paragraph', text: words.greeting },
        { type: 'paragraph', text: words.asked(where) },
        {
          type: 'action',
          text: words.action(context.confirmHours),
          label: words.button,
          href: link,
        },
        { type: 'paragraph', text: words.ignore },
      ],
    },
  };
}

export function offerEmail(
  person: Person,
  session: WaitingSession,
  context: Context,
): ComposedEmail {
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
  const until = formatDeadline(person.offerUntil, language);
  const { course, days, where } = named(session, language, context);
  return {
    kind: 'waiting-list-offer',
    to: person.email,
    replyTo: context.academy.email,
    content: {
      language,
      subject: words.subject(course, days),
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
