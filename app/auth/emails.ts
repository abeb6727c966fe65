/**
 * The e-mails of the auth feature, in the language of the page that asked for them. No server
 * imports.
 */
import { type EmailContent, siteLink } from '~/email/message';
import type { Language } from '~/i18n/config';
import { emailWords } from '~/i18n/sent-words';

/** The reset link: /reset-password with the token, on the site's public origin. */
export function passwordResetEmail(
  token: string,
  origin: string,
  language: Language,
): EmailContent {
  const words = emailWords(language, 'passwordReset');
  return {
    language,
    subject: words('subject'),
    preview: words('preview'),
    blocks: [
      { type: 'paragraph', text: words('asked') },
      {
        type: 'action',
        text: words('action'),
        label: words('button'),
        href: siteLink(origin, '/reset-password', language, { token }),
      },
      { type: 'paragraph', text: words('ignore') },
    ],
  };
}

/** The confirmation link: /account with the token, on the site's public origin. */
export function emailVerificationEmail(
  token: string,
  origin: string,
  language: Language,
): EmailContent {
  const words = emailWords(language, 'addressVerification');
  return {
    language,
    subject: words('subject'),
    preview: words('preview'),
    blocks: [
      { type: 'paragraph', text: words('welcome') },
      {
        type: 'action',
        text: words('action'),
        label: words('button'),
        href: siteLink(origin, '/account', language, { verify: token }),
      },
      { type: 'paragraph', text: words('after') },
    ],
  };
}
