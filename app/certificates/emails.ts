/**
 * A CE certificate's e-mail (docs/decisions/0068): to the participant, in the certificate's
 * language, with its PDF attached when sent and the link that verifies it. No server imports.
 */
import type { EmailAcademy } from '~/email/message';
import { siteLink } from '~/email/message';
import type { ComposedEmail } from '~/email/outbox.server';
import type { Language } from '~/i18n/config';

const WORDS = {
  en: {
    subject: (course: string) => `Your CE certificate: ${course}`,
    greeting: (name: string) => `Dear ${name},`,
    body: (course: string, hours: string) =>
      `Thank you for attending ${course}. Your verification of participation for ${hours} CE hours is attached as a PDF. Keep it for your license renewal.`,
    verify: 'Anyone can check it at this address, also printed on it as a QR code:',
    verifyLabel: 'Verify the certificate',
    account: 'Your certificates are also in your account.',
  },
  es: {
    subject: (course: string) => `Su certificado de CE: ${course}`,
    greeting: (name: string) => `Estimado/a ${name}:`,
    body: (course: string, hours: string) =>
      `Gracias por asistir a ${course}. Adjuntamos en PDF su verificación de participación por ${hours} horas de CE. Consérvela para renovar su licencia.`,
    verify: 'Cualquiera puede comprobarlo en esta dirección, impresa también en él como código QR:',
    verifyLabel: 'Verificar el certificado',
    account: 'Sus certificados también están en su cuenta.',
  },
} as const;

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
  const words = WORDS[certificate.language];
  const body = words.body(certificate.course, certificate.hours);
  return {
    kind: CERTIFICATE_EMAIL_KIND,
    to: certificate.to,
    replyTo: academy.email,
    certificateId: certificate.id,
    content: {
      language: certificate.language,
      subject: words.subject(certificate.course),
      preview: body,
      blocks: [
        { type: 'paragraph', text: words.greeting(certificate.name) },
        { type: 'paragraph', text: body },
        {
          type: 'action',
          text: words.verify,
          label: words.verifyLabel,
          href: certificate.verifyUrl,
        },
        {
          type: 'action',
          text: words.account,
          label: academy.name,
          href: siteLink(academy.origin, '/account', certificate.language, { tab: 'courses' }),
        },
      ],
    },
  };
}
