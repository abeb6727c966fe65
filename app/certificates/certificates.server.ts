/**
 * Reading CE certificates (docs/decisions/0068-ce-certificates.md): by id, an order's, an
 * account's, and a certificate's PDF for the outbox worker.
 */
import type { Queryable } from '~/db/client.server';
import type { Language } from '~/i18n/config';
import { ownedBy, type ReceiptOwner } from '~/receipts/receipts.server';

import type { Certificate, PrintedCertificate } from './certificate';
import { renderCertificatePdf } from './pdf.server';

export interface CertificateRow {
  id: string;
  order_id: string;
  course_id: string;
  session_key: string;
  language: Language;
  printed: PrintedCertificate;
  status: Certificate['status'];
  replaced_by: string | null;
  status_reason: string | null;
  issued_at: Date;
}

export const fromRow = (row: CertificateRow): Certificate => ({
  id: row.id,
  orderId: row.order_id,
  courseId: row.course_id,
  sessionKey: row.session_key,
  language: row.language,
  printed: row.printed,
  status: row.status,
  replacedBy: row.replaced_by,
  statusReason: row.status_reason,
  issuedAt: row.issued_at.toISOString(),
});

export async function findCertificate(sql: Queryable, id: string): Promise<Certificate | null> {
  const [row] = await sql<CertificateRow[]>`
    select id, order_id, course_id, session_key, language, printed, status, replaced_by,
           status_reason, issued_at
    from ce_certificates where id = ${id}`;
  return row ? fromRow(row) : null;
}

/** An order's certificates, newest first. */
export async function orderCertificates(sql: Queryable, orderId: string): Promise<Certificate[]> {
  const rows = await sql<CertificateRow[]>`
    select id, order_id, course_id, session_key, language, printed, status, replaced_by,
           status_reason, issued_at
    from ce_certificates where order_id = ${orderId}
    order by issued_at desc, id`;
  return rows.map(fromRow);
}

/** An account's certificates (its orders', as /account shows them): valid ones, newest first. */
export async function accountCertificates(
  sql: Queryable,
  owner: ReceiptOwner,
): Promise<Certificate[]> {
  const rows = await sql<CertificateRow[]>`
    select c.id, c.order_id, c.course_id, c.session_key, c.language, c.printed, c.status,
           c.replaced_by, c.status_reason, c.issued_at
    from ce_certificates c join orders o on o.id = c.order_id
    where c.status = 'valid' and ${ownedBy(sql, owner)}
    order by c.issued_at desc, c.id`;
  return rows.map(fromRow);
}

/** A certificate by id, when it is the account's (or for staff); null otherwise. */
export async function ownCertificate(
  sql: Queryable,
  id: string,
  owner: ReceiptOwner | 'staff',
): Promise<Certificate | null> {
  const certificate = await findCertificate(sql, id);
  if (!certificate || owner === 'staff') return certificate;
  const [mine] = await sql`
    select 1 from orders o where o.id = ${certificate.orderId} and ${ownedBy(sql, owner)}`;
  return mine ? certificate : null;
}

/** The certificate's PDF, drawn from its row, for the outbox worker to attach. */
export async function certificateAttachment(
  sql: Queryable,
  id: string,
): Promise<{ filename: string; content: Buffer; contentType: string }> {
  const certificate = await findCertificate(sql, id);
  if (!certificate) throw new Error(`Certificate ${id} not found`);
  return {
    filename: certificateFileName(certificate.id),
    content: await renderCertificatePdf(certificate),
    contentType: 'application/pdf',
  };
}

export const certificateFileName = (id: string) => `CE certificate ${id}.pdf`;

/** A session's valid certificates, the first issued first (the AGD roster's rows). */
export async function sessionCertificates(
  sql: Queryable,
  courseId: string,
  sessionKey: string,
): Promise<Certificate[]> {
  const rows = await sql<CertificateRow[]>`
    select id, order_id, course_id, session_key, language, printed, status, replaced_by,
           status_reason, issued_at
    from ce_certificates
    where course_id = ${courseId} and session_key = ${sessionKey} and status = 'valid'
    order by issued_at, id`;
  return rows.map(fromRow);
}

/** A registrant's certificate of a session as the attendance page shows it. */
export interface RegistrantCertificate {
  id: string;
  status: Certificate['status'];
  /** Tenths of an hour, as printed. */
  hours: number;
}

/**
 * Each registrant's certificate of a session, by order id: the valid one, else the last issued
 * (revoked or replaced), so staff see what stands.
 */
export async function registrantCertificates(
  sql: Queryable,
  courseId: string,
  sessionKey: string,
): Promise<Record<string, RegistrantCertificate>> {
  const rows = await sql<
    { order_id: string; id: string; status: Certificate['status']; hours: number }[]
  >`
    select distinct on (order_id) order_id, id, status, (printed->'hours'->>'total')::int as hours
    from ce_certificates
    where course_id = ${courseId} and session_key = ${sessionKey}
    order by order_id, (status = 'valid') desc, issued_at desc, id`;
  return Object.fromEntries(
    rows.map((row) => [row.order_id, { id: row.id, status: row.status, hours: row.hours }]),
  );
}
