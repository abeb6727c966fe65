/**
 * Staff revoke or reissue a CE certificate (docs/decisions/0068-ce-certificates.md): with who
 * and why, in the order's log; a reissue is e-mailed as an issue is.
 */
import { randomBytes } from 'node:crypto';

import type { Sql } from '~/db/client.server';
import { loadEmailAcademy } from '~/email/academy.server';
import { queueComposedEmail } from '~/email/outbox.server';
import { logOrderEvent } from '~/orders/ledger.server';

import { newCertificateId } from './certificate';
import type { CertificateRow } from './certificates.server';
import { certificateEmail } from './emails';
import { emailFacts, participantOf, registrants } from './printed.server';

/** Staff revoke a valid certificate, saying why; false when it is not valid. */
export async function revokeCertificate(
  sql: Sql,
  id: string,
  by: { email: string; reason: string },
): Promise<boolean> {
  return sql.begin(async (tx) => {
    const [row] = await tx<{ order_id: string }[]>`
      update ce_certificates
      set status = 'revoked', status_reason = ${by.reason}, status_by = ${by.email},
          status_at = now()
      where id = ${id} and status = 'valid'
      returning order_id`;
    if (!row) return false;
    await logOrderEvent(tx, row.order_id, {
      event: 'certificate-revoked',
      actor: { kind: 'staff', email: by.email },
      details: { certificate: id, reason: by.reason },
    });
    return true;
  });
}

/**
 * Staff reissue a valid certificate (after a name or licence correction in the account): a new
 * certificate with the participant as the account says now, the same attendance; the old one is
 * marked reissued and points to it. Returns the new id, or null when the old one is not valid.
 */
export async function reissueCertificate(
  sql: Sql,
  id: string,
  by: { email: string; reason: string },
): Promise<string | null> {
  const academy = await loadEmailAcademy();
  return sql.begin(async (tx) => {
    const [old] = await tx<CertificateRow[]>`
      select id, order_id, course_id, session_key, language, printed, status, replaced_by,
             status_reason, issued_at
      from ce_certificates where id = ${id} and status = 'valid'
      for update`;
    if (!old) return null;
    const [registrant] = (
      await registrants(tx, {
        courseId: old.course_id,
        key: old.session_key,
        startDate: old.printed.session.startDate,
        endDate: old.printed.session.endDate,
        location: old.printed.session.location,
      })
    ).filter((row) => row.order_id === old.order_id);
    const participant = registrant ? participantOf(registrant) : old.printed.participant;
    // The old one stops being valid first (one valid certificate per registrant and session),
    // pointing to the new one (its reference is checked at commit).
    const fresh = newCertificateId(randomBytes);
    await tx`
      update ce_certificates
      set status = 'reissued', replaced_by = ${fresh}, status_reason = ${by.reason},
          status_by = ${by.email}, status_at = now()
      where id = ${id}`;
    await tx`
      insert into ce_certificates (id, order_id, course_id, session_key, language, printed)
      values (${fresh}, ${old.order_id}, ${old.course_id}, ${old.session_key}, ${old.language},
              ${tx.json(JSON.parse(JSON.stringify({ ...old.printed, participant })))})`;
    const [order] = await tx<
      { email: string }[]
    >`select email from orders where id = ${old.order_id}`;
    const reissued = { language: old.language, printed: { ...old.printed, participant } };
    await queueComposedEmail(
      tx,
      certificateEmail(emailFacts(fresh, reissued, order!.email), academy),
      academy,
    );
    await logOrderEvent(tx, old.order_id, {
      event: 'certificate-reissued',
      actor: { kind: 'staff', email: by.email },
      details: { certificate: id, replacedBy: fresh, reason: by.reason },
    });
    return fresh;
  });
}
