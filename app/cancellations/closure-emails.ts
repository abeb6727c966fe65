/**
 * The e-mails of a session the academy cancels or postpones: to someone on its waiting list (the
 * list is closed, with a pointer to the course's other dates), and to a registrant asked to
 * choose what happens to their registration. No server imports.
 */
import type { EmailAcademy } from '~/email/message';
import { signOff, siteLink } from '~/email/message';
import type { ComposedEmail } from '~/email/outbox.server';
import type { Language } from '~/i18n/config';
import { sessionDaysAndPlace } from '~/i18n/format';
import { emailWords } from '~/i18n/sent-words';

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

/** A registrant of the closed session, asked to choose with a link of their own. */
export function sessionChoiceEmail(
  mail: Omit<ClosedListMail, 'email'> & { email: string; token: string },
  academy: EmailAcademy,
): ComposedEmail {
  const words = emailWords(mail.language, 'closureChoice');
  const frame = emailWords(mail.language, 'frame');
  const greeting = frame('greeting', { name: mail.name });
  const session = mail.session ? sessionDaysAndPlace(mail.session, mail.language) : '';
  return {
    kind: 'session-choice',
    to: mail.email,
    replyTo: academy.email,
    content: {
      language: mail.language,
      subject: words('subject', { course: mail.courseName }),
      blocks: [
        { type: 'paragraph', text: greeting },
        {
          type: 'paragraph',
          text: `${words(mail.kind, { course: mail.courseName, session })} ${words('choose')}`,
        },
        {
          type: 'action',
          text: words('once'),
          label: words('button'),
          href: siteLink(academy.origin, `/session-choice?token=${mail.token}`, mail.language),
        },
        signOff(frame('questions', { email: academy.email }), academy),
      ],
    },
  };
}

export function waitingListClosedEmail(mail: ClosedListMail, academy: EmailAcademy): ComposedEmail {
  const words = emailWords(mail.language, 'closure');
  const frame = emailWords(mail.language, 'frame');
  const session = mail.session ? sessionDaysAndPlace(mail.session, mail.language) : '';
  return {
    kind: 'waiting-list-closed',
    to: mail.email,
    replyTo: academy.email,
    content: {
      language: mail.language,
      subject:
        mail.kind === 'postponed'
          ? words('subjectPostponed', { course: mail.courseName })
          : words('subject', { course: mail.courseName }),
      blocks: [
        { type: 'paragraph', text: frame('greeting', { name: mail.name }) },
        { type: 'paragraph', text: words(mail.kind, { course: mail.courseName, session }) },
        {
          type: 'action',
          text: words('others'),
          label: words('button'),
          href: siteLink(academy.origin, '/courses', mail.language),
        },
        signOff(frame('questions', { email: academy.email }), academy),
      ],
    },
  };
}
