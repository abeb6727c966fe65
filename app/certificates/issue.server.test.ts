import { afterAll, beforeEach, describe, expect, it } from 'vitest';

import { markAttendance } from '~/attendance/marks.server';
import { closeDb } from '~/db/client.server';

import { insertOrder, makeUser } from '../../tests/support/auth';
import { createTestDatabase, resetDatabase } from '../../tests/support/database';
import { paidLine } from '../../tests/support/ledger';
import { CERTIFICATE_ID } from './certificate';
import { certificateAttachment, findCertificate, orderCertificates } from './certificates.server';
import { reissueCertificate, revokeCertificate } from './changes.server';
import {
  issueCertificateByStaff,
  issueEndedSessionCertificates,
  issueSessionCertificates,
} from './issue.server';

const { sql, url } = await createTestDatabase();
process.env.DATABASE_URL = url;
afterAll(closeDb);

// Clinical 2's November 2025 session in the bundled content (Day 1 8, Day 2 8, Days 3-6 32 CE).
const SESSION = {
  courseId: 'clinical2',
  key: 'd20251113',
  startDate: '2025-11-13',
  endDate: '2025-11-18',
  location: 'Beverly Hills, CA',
};
const AFTER = '2025-11-19';
const DAYS = ['2025-11-13', '2025-11-14', '2025-11-15', '2025-11-16', '2025-11-17', '2025-11-18'];

async function registrant(email: string, present: string[], language: 'en' | 'es' = 'en') {
  const orderId = await insertOrder(sql, {
    email,
    name: 'Dr. Ana Núñez',
    items: ['clinical2'],
    amountCents: 1_700_000,
  });
  await sql`update orders set language = ${language} where id = ${orderId}`;
  await paidLine(sql, {
    orderId,
    email,
    courseId: 'clinical2',
    cents: 1_700_000,
    sessionKey: SESSION.key,
  });
  for (const day of present) {
    await markAttendance(
      sql,
      {
        orderId,
        courseId: 'clinical2',
        sessionKey: SESSION.key,
        day,
        present: true,
        by: 'staff@example.com',
      },
      { days: DAYS, today: AFTER },
    );
  }
  return orderId;
}

beforeEach(async () => {
  await resetDatabase(sql);
});

describe('issueSessionCertificates', () => {
  it('issues one certificate per attendee once the session is over, printing what they attended', async () => {
    const full = await registrant('full@example.com', DAYS);
    const partial = await registrant('partial@example.com', DAYS.slice(0, 2), 'es');
    const absent = await registrant('absent@example.com', []);
    await makeUser(sql, 'full@example.com', { verified: true });
    await sql`
      update users set name = 'Dr. Ana María Núñez', license_number = 'D 12345',
                       license_state = 'CA', agd_id = '123456'
      where email = 'full@example.com'`;

    expect(await issueSessionCertificates(sql, SESSION, '2025-11-18')).toEqual([]);
    const ids = await issueSessionCertificates(sql, SESSION, AFTER);
    expect(ids).toHaveLength(2);
    expect(ids.every((id) => CERTIFICATE_ID.test(id))).toBe(true);
    // Run again (another instance, a restart): nothing more.
    expect(await issueSessionCertificates(sql, SESSION, AFTER)).toEqual([]);

    const [mine] = await orderCertificates(sql, full);
    expect(mine).toMatchObject({
      status: 'valid',
      language: 'en',
      printed: {
        provider: { name: 'Beverly Hills Implant Academy', agdPaceId: expect.any(String) },
        course: { courseId: 'clinical2', format: 'clinical' },
        session: { startDate: '2025-11-13', endDate: '2025-11-18' },
        instructors: ['Dr. David Haddad', 'Dr. Michael Chen', 'Dr. James Okafor'],
        participant: {
          name: 'Dr. Ana María Núñez',
          licenseNumber: 'D 12345',
          licenseState: 'CA',
          agdId: '123456',
        },
        hours: { total: 480, lecture: 160, participation: 320 },
        subjects: [
          { code: '690', hours: 400 },
          { code: '310', hours: 80 },
        ],
        daysAttended: DAYS,
      },
    });
    const [theirs] = await orderCertificates(sql, partial);
    expect(theirs).toMatchObject({
      language: 'es',
      printed: {
        provider: { signatoryTitle: 'Director del programa' },
        participant: { name: 'Dr. Ana Núñez', licenseNumber: null, agdId: null },
        hours: { total: 160 },
        daysAttended: DAYS.slice(0, 2),
      },
    });
    expect(await orderCertificates(sql, absent)).toEqual([]);
    // Each is e-mailed once, in its language, its PDF attached when sent.
    const mail = await sql<{ to_address: string; subject: string; certificate_id: string }[]>`
      select to_address, subject, certificate_id from outbox_emails
      where kind = 'ce-certificate' order by to_address`;
    expect(mail).toEqual([
      {
        to_address: 'full@example.com',
        subject: 'Your CE certificate: Clinical 2: Advanced Surgical Techniques',
        certificate_id: mine!.id,
      },
      {
        to_address: 'partial@example.com',
        subject: expect.stringMatching(/^Su certificado de CE: /),
        certificate_id: theirs!.id,
      },
    ]);
    const attached = await certificateAttachment(sql, mine!.id);
    expect(attached).toMatchObject({
      filename: `CE certificate ${mine!.id}.pdf`,
      contentType: 'application/pdf',
    });
    expect(attached.content.subarray(0, 5).toString()).toBe('%PDF-');
    const log =
      await sql`select event from order_log where order_id = ${full} and event like 'certificate%'`;
    expect(log).toEqual([{ event: 'certificate-issued' }]);
  });

  it('revokes and reissues with who and why, the old one pointing to the new', async () => {
    const orderId = await registrant('full@example.com', DAYS);
    const [id] = await issueSessionCertificates(sql, SESSION, AFTER);
    await makeUser(sql, 'full@example.com', { verified: true });
    await sql`update users set name = 'Dr. Ana Núñez Ruiz' where email = 'full@example.com'`;

    const fresh = await reissueCertificate(sql, id!, {
      email: 'staff@example.com',
      reason: 'Name corrected',
    });
    expect(fresh).toMatch(CERTIFICATE_ID);
    expect(await findCertificate(sql, id!)).toMatchObject({
      status: 'reissued',
      replacedBy: fresh,
      statusReason: 'Name corrected',
    });
    expect(await findCertificate(sql, fresh!)).toMatchObject({
      status: 'valid',
      printed: { participant: { name: 'Dr. Ana Núñez Ruiz' }, hours: { total: 480 } },
    });
    // Only a valid one can be reissued or revoked.
    expect(await reissueCertificate(sql, id!, { email: 'staff@example.com', reason: 'x' })).toBe(
      null,
    );
    expect(
      await revokeCertificate(sql, fresh!, { email: 'staff@example.com', reason: 'Fraud' }),
    ).toBe(true);
    expect(
      await revokeCertificate(sql, fresh!, { email: 'staff@example.com', reason: 'Again' }),
    ).toBe(false);
    expect(await findCertificate(sql, fresh!)).toMatchObject({
      status: 'revoked',
      statusReason: 'Fraud',
    });
    // The job never issues again what staff revoked.
    expect(await issueSessionCertificates(sql, SESSION, AFTER)).toEqual([]);
    const log = await sql`
      select event, actor from order_log where order_id = ${orderId} and event like 'certificate%'
      order by id`;
    expect(log).toEqual([
      { event: 'certificate-issued', actor: null },
      { event: 'certificate-reissued', actor: 'staff@example.com' },
      { event: 'certificate-revoked', actor: 'staff@example.com' },
    ]);
    await expect(sql`delete from ce_certificates`).rejects.toThrow(/never deleted/);
  });

  it('is issued by the job from the day after the last, for sixty days', async () => {
    const orderId = await registrant('full@example.com', DAYS);
    // The last day itself, in Los Angeles (already 19 November in UTC): not yet.
    expect(await issueEndedSessionCertificates(sql, new Date('2025-11-19T07:59:00Z'))).toBe(0);
    // Sixty-one days later: no longer the job's.
    expect(await issueEndedSessionCertificates(sql, new Date('2026-01-18T20:00:00Z'))).toBe(0);
    expect(await issueEndedSessionCertificates(sql, new Date('2025-11-19T08:00:00Z'))).toBe(1);
    expect(await orderCertificates(sql, orderId)).toHaveLength(1);
  });

  it('is issued by staff after the job’s sixty days, once, logged with who (decision 0069)', async () => {
    const orderId = await registrant('late@example.com', []);
    const absent = await registrant('absent@example.com', []);
    const staff = { email: 'registrar@example.com' };
    // A year on, the mark forgotten at the door is entered; the job's window closed long ago.
    const LATER = '2026-11-26';
    const late = async (day: string, present = true, reason?: string) =>
      markAttendance(
        sql,
        {
          orderId,
          courseId: 'clinical2',
          sessionKey: SESSION.key,
          day,
          present,
          by: staff.email,
          reason,
        },
        { days: DAYS, today: LATER },
      );
    expect(await late(DAYS[0]!)).toMatchObject({ ok: true });
    expect(await issueEndedSessionCertificates(sql, new Date(`${LATER}T20:00:00Z`))).toBe(0);

    expect(await issueCertificateByStaff(sql, SESSION, orderId, '2025-11-18', staff)).toEqual({
      ok: false,
      reason: 'not-ended',
    });
    expect(await issueCertificateByStaff(sql, SESSION, absent, LATER, staff)).toEqual({
      ok: false,
      reason: 'no-attendance',
    });
    expect(
      await issueCertificateByStaff(
        sql,
        SESSION,
        '00000000-0000-4000-8000-000000000000',
        LATER,
        staff,
      ),
    ).toEqual({ ok: false, reason: 'not-registered' });

    const issued = await issueCertificateByStaff(sql, SESSION, orderId, LATER, staff);
    expect(issued).toEqual({ ok: true, id: expect.stringMatching(CERTIFICATE_ID) });
    const id = issued.ok ? issued.id : '';
    expect(await findCertificate(sql, id)).toMatchObject({
      status: 'valid',
      printed: { hours: { total: 80 }, daysAttended: [DAYS[0]] },
    });
    expect(await issueCertificateByStaff(sql, SESSION, orderId, LATER, staff)).toEqual({
      ok: false,
      reason: 'has-certificate',
    });
    // E-mailed as the job's are.
    const [mail] = await sql`
      select to_address from outbox_emails where certificate_id = ${id}`;
    expect(mail).toEqual({ to_address: 'late@example.com' });

    // A second day was forgotten too: revoke, correct the marks, issue again.
    expect(await late(DAYS[1]!)).toMatchObject({ ok: true });
    await revokeCertificate(sql, id, { email: staff.email, reason: 'Day 2 was not marked' });
    const again = await issueCertificateByStaff(sql, SESSION, orderId, LATER, staff);
    expect(again.ok && (await findCertificate(sql, again.id))?.printed.hours.total).toBe(160);
    // Nothing more for the job: one has a certificate, the other attended no day.
    expect(await issueSessionCertificates(sql, SESSION, LATER)).toEqual([]);

    const log = await sql`
      select event, actor, details->>'certificate' as certificate from order_log
      where order_id = ${orderId} and event like 'certificate%' order by id`;
    expect(log).toEqual([
      { event: 'certificate-issued', actor: staff.email, certificate: id },
      { event: 'certificate-revoked', actor: staff.email, certificate: id },
      { event: 'certificate-issued', actor: staff.email, certificate: again.ok ? again.id : '' },
    ]);
  });
});
