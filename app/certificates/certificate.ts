/**
 * A CE certificate as printed (docs/decisions/0068-ce-certificates.md): everything the PDF and
 * /verify/<id> show, kept with the certificate so a later edit of content or of the account never
 * changes one issued. No server imports.
 */
import type { Language } from '~/i18n/config';

export type CertificateStatus = 'valid' | 'revoked' | 'reissued';

export interface PrintedCertificate {
  provider: {
    name: string;
    address: string | null;
    agdPaceId: string | null;
    agdPaceStatement: string | null;
    adaCerpId: string | null;
    adaCerpStatement: string | null;
    signatoryName: string | null;
    signatoryTitle: string | null;
  };
  course: { courseId: string; title: string; format: 'online' | 'clinical' | null };
  session: {
    key: string;
    /** First and last day, 'YYYY-MM-DD'. */
    startDate: string;
    endDate: string;
    location: string;
  };
  instructors: string[];
  participant: {
    name: string;
    licenseNumber: string | null;
    licenseState: string | null;
    agdId: string | null;
  };
  /** Hours attended, in tenths (app/attendance/hours.ts). */
  hours: { total: number; lecture: number; participation: number };
  subjects: Array<{ code: string; hours: number }>;
  /** The days attended, 'YYYY-MM-DD'. */
  daysAttended: string[];
  /** The site's origin when issued: the verification link is this plus /verify/<id>. */
  verifyOrigin: string;
}

export interface Certificate {
  id: string;
  orderId: string;
  courseId: string;
  sessionKey: string;
  language: Language;
  printed: PrintedCertificate;
  status: CertificateStatus;
  /** The certificate that replaced it (status 'reissued'). */
  replacedBy: string | null;
  statusReason: string | null;
  /** ISO timestamp. */
  issuedAt: string;
}

/** 12 characters of Crockford base32 in three groups: what /verify/<id> and the QR code carry. */
export const CERTIFICATE_ID = /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A new certificate id from 60 random bits. */
export function newCertificateId(random: (bytes: number) => Uint8Array): string {
  const bytes = random(12);
  const characters = Array.from(bytes, (byte) => CROCKFORD[byte & 31]!);
  return [0, 4, 8].map((start) => characters.slice(start, start + 4).join('')).join('-');
}

/** The public page a certificate's QR code opens. */
export function verifyPath(id: string): string {
  return `/verify/${id}`;
}
