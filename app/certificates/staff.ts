/** A certificate as the staff order page shows it (docs/decisions/0068). No server imports. */
import type { Certificate } from './certificate';

/** Longest reason for a revocation or a reissue, in characters (the column's limit). */
export const CERTIFICATE_REASON_MAX = 500;

export interface StaffCertificate {
  id: string;
  status: Certificate['status'];
  course: string;
  startDate: string;
  endDate: string;
  /** Tenths of an hour. */
  hours: number;
  participant: string;
  replacedBy: string | null;
  statusReason: string | null;
  issuedAt: string;
}

export function staffCertificateOf(certificate: Certificate): StaffCertificate {
  return {
    id: certificate.id,
    status: certificate.status,
    course: certificate.printed.course.title,
    startDate: certificate.printed.session.startDate,
    endDate: certificate.printed.session.endDate,
    hours: certificate.printed.hours.total,
    participant: certificate.printed.participant.name,
    replacedBy: certificate.replacedBy,
    statusReason: certificate.statusReason,
    issuedAt: certificate.issuedAt,
  };
}
