/**
 * The waiting list's e-mails, in the language of the page the person joined from: the link
 * that confirms a join, and the offer of a freed seat. No server imports.
 */
import { type EmailAcademy, siteLink } from '~/email/message';
import type { ComposedEmail } from '~/email/outbox.server';
import type { Language } from '~/i18n/config';
import { formatDeadline, sessionDays } from '~/i18n/format';
import { emailWords } from '~/i18n/sent-words';

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
  // Sent only to a confirmed address (the link was used, or it is the signed-in owner's), so it
  // may greet by name.
  const words = emailWords(language, 'waitingListListed');
  const frame = emailWords(language, 'frame');
  const { course, days, where } = named(session, language, context);
  return {
    kind: 'waiting-list-listed',
    to: person.email,
    replyTo: context.academy.email,
    content: {
      language,
      subject: words('subject', { course, days }),
      preview: `${words('listed', { where })} ${words('position', { position: person.position })}`,
      blocks: [
        { type: 'paragraph', text: frame('greeting', { name: person.name }) },
        {
          type: 'paragraph',
          text: `${words('listed', { where })} ${words('position', { position: person.position })}`,
        },
        { type: 'paragraph', text: words('next') },
        {
          type: 'action',
          text: words('leave'),
          label: words('button'),
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
  // Anyone can type any address and name into the form: this e-mail greets no one by name and
  // says plainly that ignoring it changes nothing.
  const words = emailWords(language, 'waitingListConfirm');
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
      subject: words('subject', { course, days }),
      preview: words('asked', { where }),
      blocks: [
        { type: 'paragraph', text: words('greeting') },
        { type: 'paragraph', text: words('asked', { where }) },
        {
          type: 'action',
          text: words('action', { hours: context.confirmHours }),
          label: words('button'),
          href: link,
        },
        { type: 'paragraph', text: words('ignore') },
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
  const words = emailWords(language, 'waitingListOffer');
  const frame = emailWords(language, 'frame');
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
      subject: words('subject', { course, days }),
      preview: words('freed', { where, until }),
      blocks: [
        { type: 'paragraph', text: frame('greeting', { name: person.name }) },
        { type: 'paragraph', text: words('freed', { where, until }) },
        { type: 'action', text: words('action'), label: words('button'), href: link },
        { type: 'paragraph', text: words('ignore') },
      ],
    },
  };
}
