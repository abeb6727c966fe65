/**
 * Issuing CE certificates (docs/decisions/0068-ce-certificates.md): once a session's last day
 * has passed, each registrant marked present on at least one day gets one certificate, in the
 * language of their order, printing what they attended. Safe to run again and from several
 * instances: a registrant and session have at most one valid certificate (a unique index), and
 * one already issued (valid, revoked or reissued) is never issued again by the job.
 */
import { randomBytes } from 'node:crypto';

import type postgres from 'postgres';

import { type CourseCe, earnedCe, sessionDayList } from '~/attendance/hours';
import { presentDays, sessionMarks } from '~/attendance/marks.server';
import { loadCourseCe } from '~/attendance/session-attendance.server';
import { academyToday } from '~/courses/sessions';
import type { Sql } from '~/db/client.server';
import { loadEmailAcademy } from '~/email/academy.server';
import type { EmailAcademy } from '~/email/message';
import { queueComposedEmail } from '~/email/outbox.server';
import type { Language } from '~/i18n/config';
import { emailLinkOrigin } from '~/lib/site-origin.server';
import type { Actor } from '~/orders/ledger';
import { logOrderEvent } from '~/orders/ledger.server';
import { loadPriceList } from '~/prices/price-list.server';

import { type Certificate, newCertificateId, type PrintedCertificate } from './certificate';
import { certificateEmail } from './emails';
import {
  type CertificateSession,
  emailFacts,
  participantOf,
  type PrintedContent,
  printedContent,
  type Registrant,
  registrants,
} from './printed.server';

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

/** What issuing needs of a session besides its registrants: its course's CE facts and days. */
async function sessionCe(session: CertificateSession) {
  const ce = await loadCourseCe(session.courseId);
  return ce ? { ce, days: sessionDayList(session.startDate, session.endDate) } : null;
}

/**
 * Prints and records one registrant's certificate, e-mailed in the same transaction; its id, or
 * null when there was nothing to certify (no hours) or a valid one exists already.
 */
async function issueTo(
  sql: Sql,
  session: CertificateSession,
  registrant: Registrant,
  present: ReadonlySet<string>,
  facts: {
    ce: CourseCe;
    days: string[];
    content: Map<Language, PrintedContent>;
    academy?: EmailAcademy;
  },
  actor: Actor,
): Promise<string | null> {
  const earned = earnedCe(facts.ce, facts.days, present);
  if (earned.hours === 0) return null;
  const language = registrant.language;
  if (!facts.content.has(language)) {
    facts.content.set(language, await printedContent(session.courseId, language));
  }
  const printed: PrintedCertificate = {
    ...facts.content.get(language)!,
    session: {
      key: session.key,
      startDate: session.startDate,
      endDate: session.endDate,
      location: session.location,
    },
    participant: participantOf(registrant),
    hours: { total: earned.hours, lecture: earned.lecture, participation: earned.participation },
    subjects: earned.subjects,
    daysAttended: facts.days.filter((day) => present.has(day)),
    verifyOrigin: emailLinkOrigin(),
  };
  facts.academy ??= await loadEmailAcademy();
  const mail = { to: registrant.email, academy: facts.academy };
  return sql.begin((tx) =>
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
      actor,
    ),
  );
}

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
  const facts = await sessionCe(session);
  if (!facts) return [];
  const [people, marks, issued] = await Promise.all([
    registrants(sql, session),
    sessionMarks(sql, session.courseId, session.key),
    sql<{ order_id: string }[]>`
      select distinct order_id from ce_certificates
      where course_id = ${session.courseId} and session_key = ${session.key}`,
  ]);
  const done = new Set(issued.map((row) => row.order_id));
  const content = new Map<Language, PrintedContent>();
  const ids: string[] = [];
  for (const registrant of people) {
    if (done.has(registrant.order_id)) continue;
    const present = presentDays(marks.get(registrant.order_id));
    const id = await issueTo(
      sql,
      session,
      registrant,
      present,
      { ...facts, content },
      {
        kind: 'system',
      },
    );
    if (id) ids.push(id);
  }
  return ids;
}

export type StaffIssueRefusal =
  /** The session's last day is not past yet (the job issues after it). */
  | 'not-ended'
  /** No seat of this order is booked in the session. */
  | 'not-registered'
  /** Marked present on no day: nothing to certify. */
  | 'no-attendance'
  /** A valid certificate exists (a correction is a reissue, or a revocation first). */
  | 'has-certificate';

/**
 * A staff member issues one registrant's certificate (docs/decisions/0069): at any time after
 * the session's last day, however long ago (a mark entered late, a session past the job's
 * window), when the registrant has no valid certificate of the session; one revoked or reissued
 * does not stop it, as staff decide it. The order's log says who.
 */
export async function issueCertificateByStaff(
  sql: Sql,
  session: CertificateSession,
  orderId: string,
  today: string,
  by: { email: string },
): Promise<{ ok: true; id: string } | { ok: false; reason: StaffIssueRefusal }> {
  if (!(session.endDate < today)) return { ok: false, reason: 'not-ended' };
  const facts = await sessionCe(session);
  const registrant = (await registrants(sql, session)).find((row) => row.order_id === orderId);
  if (!facts || !registrant) return { ok: false, reason: 'not-registered' };
  const [valid] = await sql`
    select 1 from ce_certificates
    where order_id = ${orderId} and course_id = ${session.courseId}
      and session_key = ${session.key} and status = 'valid'`;
  if (valid) return { ok: false, reason: 'has-certificate' };
  const marks = await sessionMarks(sql, session.courseId, session.key);
  const present = presentDays(marks.get(orderId));
  if (present.size === 0) return { ok: false, reason: 'no-attendance' };
  const id = await issueTo(
    sql,
    session,
    registrant,
    present,
    { ...facts, content: new Map() },
    { kind: 'staff', email: by.email },
  );
  // Null: no hours on the days marked, or another tap issued it a moment ago.
  if (id) return { ok: true, id };
  return {
    ok: false,
    reason: earnedCe(facts.ce, facts.days, present).hours ? 'has-certificate' : 'no-attendance',
  };
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
