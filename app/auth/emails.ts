/**
 * The e-mails of the auth feature, in the language of the page that asked for them. No server
 * imports.
 */
import { type EmailContent, siteLink } from '~/email/message';
import type { Language } from '~/i18n/config';

const RESET = {
  en: {
    subject: 'Reset your password',
    preview: 'Choose a new password for your student account.',
    asked: 'Someone (hopefully you) asked to reset the password of your student account.',
    action: 'Choose a new password here (the link works once, for one hour):',
    button: 'Choose a new password',
    ignore: 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
  },
  es: {
    subject: 'Restablezca su contraseña',
    preview: 'Elija una contraseña nueva para su cuenta de estudiante.',
    asked:
      'Alguien (esperamos que usted) ha pedido restablecer la contraseña de su cuenta de estudiante.',
    action: 'Elija una contraseña nueva aquí (el enlace funciona una sola vez, durante una hora):',
    button: 'Elegir una contraseña nueva',
    ignore: 'Si no lo ha pedido usted, ignore este correo: su contraseña no cambiará.',
  },
} satisfies Record<Language, Record<string, string>>;

const VERIFY = {
  en: {
    subject: 'Confirm your e-mail address',
    preview: 'One click to confirm your address and see your courses.',
    welcome: 'Welcome! Please confirm that this e-mail address is yours.',
    action: 'Open this link while signed in to your new account (it works once, for seven days):',
    button: 'Confirm my e-mail address',
    after:
      'Once confirmed, your account shows the courses and payments registered with this address.\nIf you did not create an account, ignore this e-mail.',
  },
  es: {
    subject: 'Confirme su dirección de correo electrónico',
    preview: 'Un clic para confirmar su dirección y ver sus cursos.',
    welcome: '¡Le damos la bienvenida! Confirme que esta dirección de correo electrónico es suya.',
    action:
      'Abra este enlace con la sesión iniciada en su nueva cuenta (funciona una sola vez, durante siete días):',
    button: 'Confirmar mi correo electrónico',
    after:
      'Una vez confirmada, su cuenta mostrará los cursos y pagos registrados con esta dirección.\nSi no ha creado ninguna cuenta, ignore este correo.',
  },
} satisfies Record<Language, Record<string, string>>;

/** The reset link: /reset-password with the token, on the site's public origin. */
export function passwordResetEmail(
  token: string,
  origin: string,
  language: Language,
): EmailContent {
  const words = RESET[language];
  return {
    language,
    subject: words.subject,
    preview: words.preview,
    blocks: [
      { type: 'paragraph', text: words.asked },
      {
        type: 'action',
        text: words.action,
        label: words.button,
        href: siteLink(origin, '/reset-password', language, { token }),
      },
      { type: 'paragraph', text: words.ignore },
    ],
  };
}

/** The confirmation link: /account with the token, on the site's public origin. */
export function emailVerificationEmail(
  token: string,
  origin: string,
  language: Language,
): EmailContent {
  const words = VERIFY[language];
  return {
    language,
    subject: words.subject,
    preview: words.preview,
    blocks: [
      { type: 'paragraph', text: words.welcome },
      {
        type: 'action',
        text: words.action,
        label: words.button,
        href: siteLink(origin, '/account', language, { verify: token }),
      },
      { type: 'paragraph', text: words.after },
    ],
  };
}
