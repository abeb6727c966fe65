/**
 * A CE certificate's e-mail (docs/decisions/0068): to the participant, in the certificate's
 * language, with its PDF attached when sent and the link that verifies it. No server imports.
 */
import type { EmailAcademy } from '~/email/message';
import { siteLink } from '~/email/message';
import type { ComposedEmail } from '~/email/outbox.server';
import type { Language } from '~/i18n/config';
import { emailWords } from '~/i18n/sent-words';

export const CERTIFICATE_EMAIL_KIND = 'ce-certificate';

export function certificateEmail(
  certificate: {
    id: string;
    to: string;
    name: string;
    course: string;
    hours: string;
    language: Language;
    verifyUrl: string;
  },
  academy: EmailAcademy,
): ComposedEmail {
  const words = emailWords(certificate.language, 'certificate');
  const frame = emailWords(certificate.language, 'frame');
  const body = words('body', { course: certificate.course, hours: certificate.hours });
  return {
    kind: CERTIFICATE_EMAIL_KIND,
    to: certificate.to,
    replyTo: academy.email,
    certificateId: certificate.id,
    content: {
      language: certificate.language,
      subject: words('subject', { course: certificate.course }),
      preview: body,
      blocks: [
        { type: 'paragraph', text: frame('greeting', { name: certificate.name }) },
        { type: 'paragraph', text: body },
        {
          type: 'action',
          text: words('verify'),
          label: words('verifyLabel'),
          href: certificate.verifyUrl,
        },
        {
          type: 'action',
          text: words('account'),
          label: academy.name,
          href: siteLink(academy.origin, '/account', certificate.language, { tab: 'courses' }),
        },
      ],
    },
  };
}
