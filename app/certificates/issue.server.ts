/**
 * Issuing CE certificates (docs/decisions/0068-ce-certificates.md): once a session's last day
 * has passed, each registrant marked present on at least one day gets one certificate, in the
 * language of their order, printing what they attended. Safe to run again and from several
 * instances: a registrant and session have at most one valid certificate (a unique index), and
 * one already issued (valid, revoked or reissued) is never issued again by the job.
 */
import { randomBytes } from 'node:crypto';

import type postgres from 'postgres';

import { earnedCe, fromTenths, sessionDayList } from '~/attendance/hours';
import { presentDays, sessionMarks } from '~/attendance/marks.server';
import { loadCourseCe } from '~/attendance/session-attendance.server';
import { ceProviderQuery, courseCeQuery } from '~/content/queries';
import { fetchContent } from '~/content/source.server';
import { academyToday } from '~/courses/sessions';
import type { Queryable, Sql } from '~/db/client.server';
import { loadEmailAcademy } from '~/email/academy.server';
import type { EmailAcademy } from '~/email/message';
import { queueComposedEmail } from '~/email/outbox.server';
import type { Language } from '~/i18n/config';
import { emailLinkOrigin } from '~/lib/site-origin.server';
import type { Actor } from '~/payments/ledger';
import { logOrderEvent } from '~/payments/ledger.server';
import { loadPriceList } from '~/payments/price-list.server';
import { ownedBy, type ReceiptOwner } from '~/receipts/receipts.server';

import { type Certificate, newCertificateId, type PrintedCertificate } from './certificate';
import { certificateEmail } from './emails';
import { renderCertificatePdf, verifyUrl } from './pdf.server';

export interface CertificateSession {
  courseId: string;
  key: string;
  startDate: string;
  endDate: string;
  location: string;
}

interface Registrant {
  order_id: string;
  email: string;
  name: string;
  language: Language;
  user_name: string | null;
  license_number: string | null;
  license_state: string | null;
  agd_id: string | null;
}

/** The booked registrants of a session, with the CE details of their account when they have one. */
async function registrants(sql: Queryable, session: CertificateSession): Promise<Registrant[]> {
  return sql<Registrant[]>`
    select o.id as order_id, o.email, o.name, o.language, u.name as user_name, u.license_number,
           u.license_state, u.agd_id
    from session_seats s
    join orders o on o.id = s.order_id
    left join lateral (
      select name, license_number, license_state, agd_id from users
      -- The account that placed the order, else the confirmed account of its address.
      where users.id = o.user_id
         or (users.email = o.email_normalized and users.email_verified_at is not null)
      order by (users.id = o.user_id) desc limit 1
    ) u on true
    where s.course_id = ${session.courseId} and s.session_key = ${session.key}
      and s.status = 'booked'
    order by s.booked_at, o.id`;
}

/** What a certificate prints of the provider and the course, in a language. */
async function printedContent(courseId: string, language: Language) {
  const [settings, courses] = await Promise.all([
    fetchContent(ceProviderQuery, {}, { lang: language }),
    fetchContent(courseCeQuery, {}, { lang: language }),
  ]);
  const course = courses.find((candidate) => candidate.courseId === courseId);
  const provider = settings?.ceProvider;
  return {
    provider: {
      name: provider?.name ?? settings?.academyName ?? '',
      address: provider?.address ?? null,
      agdPaceId: provider?.agdPaceId ?? null,
      agdPaceStatement: provider?.agdPaceStatement ?? null,
      adaCerpId: provider?.adaCerpId ?? null,
      adaCerpStatement: provider?.adaCerpStatement ?? null,
      signatoryName: provider?.signatoryName ?? null,
      signatoryTitle: provider?.signatoryTitle ?? null,
    },
    course: {
      courseId,
      title: course ? `${course.shortName}: ${course.title}` : courseId,
      format: course?.format ?? null,
    },
    instructors: course?.instructors?.filter((name): name is string => Boolean(name)) ?? [],
  };
}

/** The participant as printed: the account's details when the buyer has an account. */
function participantOf(registrant: Registrant): PrintedCertificate['participant'] {
  return {
    name: registrant.user_name ?? registrant.name,
    licenseNumber: registrant.license_number,
    licenseState: registrant.license_state,
    agdId: registrant.agd_id,
  };
}

async function insertCertificate(
  sql: postgres.TransactionSql,
  certificate: Omit<Certificate, 'id' | 'status' | 'replacedBy' | 'statusReason' | 'issuedAt'>,
  mail: { to: string; academy: EmailAcademy },
  actor: Actor,
): Promise<string | null> {
  const id = newCertificateId(randomBytes);
  const rows = await sql`
    insert into ce_certificates (id, order_id, course_id, session_key, language, printed)
    values (${id}, ${certificate.orderId}, ${certificate.courseId}, ${certificate.sessionKey},
            ${certificate.language}, ${sql.json(JSON.parse(JSON.stringify(certificate.printed)))})
    on conflict (order_id, course_id, session_key) where status = 'valid' do nothing
    returning id`;
  if (rows.length === 0) return null;
  await logOrderEvent(sql, certificate.orderId, {
    event: 'certificate-issued',
    actor,
    details: { certificate: id, course: certificate.courseId, session: certificate.sessionKey },
  });
  await queueComposedEmail(
    sql,
    certificateEmail(emailFacts(id, certificate, mail.to), mail.academy),
    mail.academy,
  );
  return id;
}

/** What a certificate's e-mail says of it. */
function emailFacts(
  id: string,
  certificate: Pick<Certificate, 'language' | 'printed'>,
  to: string,
) {
  const { printed, language } = certificate;
  return {
    id,
    to,
    name: printed.participant.name,
    course: printed.course.title,
    hours: fromTenths(printed.hours.total).toFixed(1),
    language,
    verifyUrl: verifyUrl({ id, printed }),
  };
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

/**
 * Issues the session's certificates not issued yet; returns the ids issued now. `session` is
 * content's (its days); a session whose last day is not past (`today`, the academy's) issues none.
 */
export async function issueSessionCertificates(
  sql: Sql,
  session: CertificateSession,
  today: string,
): Promise<string[]> {
  if (!(session.endDate < today)) return [];
  const ce = await loadCourseCe(session.courseId);
  if (!ce) return [];
  const days = sessionDayList(session.startDate, session.endDate);
  const [people, marks, issued] = await Promise.all([
    registrants(sql, session),
    sessionMarks(sql, session.courseId, session.key),
    sql<{ order_id: string }[]>`
      select distinct order_id from ce_certificates
      where course_id = ${session.courseId} and session_key = ${session.key}`,
  ]);
  const done = new Set(issued.map((row) => row.order_id));
  let academy: EmailAcademy | null = null;
  const content = new Map<Language, Awaited<ReturnType<typeof printedContent>>>();
  const ids: string[] = [];
  for (const registrant of people) {
    if (done.has(registrant.order_id)) continue;
    const present = presentDays(marks.get(registrant.order_id));
    const earned = earnedCe(ce, days, present);
    if (earned.hours === 0) continue;
    const language = registrant.language;
    if (!content.has(language)) {
      content.set(language, await printedContent(session.courseId, language));
    }
    const printed: PrintedCertificate = {
      ...content.get(language)!,
      session: {
        key: session.key,
        startDate: session.startDate,
        endDate: session.endDate,
        location: session.location,
      },
      participant: participantOf(registrant),
      hours: { total: earned.hours, lecture: earned.lecture, participation: earned.participation },
      subjects: earned.subjects,
      daysAttended: days.filter((day) => present.has(day)),
      verifyOrigin: emailLinkOrigin(),
    };
    academy ??= await loadEmailAcademy();
    const mail = { to: registrant.email, academy };
    const id = await sql.begin((tx) =>
      insertCertificate(
        tx,
        {
          orderId: registrant.order_id,
          courseId: session.courseId,
          sessionKey: session.key,
          language,
          printed,
        },
        mail,
        { kind: 'system' },
      ),
    );
    if (id) ids.push(id);
  }
  return ids;
}

interface CertificateRow {
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

const fromRow = (row: CertificateRow): Certificate => ({
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

/** How long after a session's last day its certificates are still issued by the job. */
export const ISSUE_WITHIN_DAYS = 60;

/**
 * The job: issues the certificates of every session whose last day is past (in the academy's
 * calendar) and within ISSUE_WITHIN_DAYS. Returns how many were issued.
 */
export async function issueEndedSessionCertificates(
  sql: Sql,
  now: Date = new Date(),
): Promise<number> {
  const today = academyToday(now);
  const oldest = new Date(Date.parse(`${today}T00:00:00Z`) - ISSUE_WITHIN_DAYS * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const priceList = await loadPriceList('en', today);
  let issued = 0;
  for (const course of priceList.courses) {
    for (const session of course.sessions) {
      if (!session.startDate || !session.endDate) continue;
      if (!(session.endDate < today && session.endDate >= oldest)) continue;
      const ids = await issueSessionCertificates(
        sql,
        {
          courseId: course.courseId,
          key: session.key,
          startDate: session.startDate,
          endDate: session.endDate,
          location: session.location,
        },
        today,
      );
      issued += ids.length;
    }
  }
  return issued;
}
