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
import { type CeProviderContent, ceProviderQuery, courseCeQuery } from '~/content/queries';
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

import { type Certificate, newCertificateId, type PrintedCertificate } from './certificate';
import { certificateEmail } from './emails';
import { verifyUrl } from './pdf.server';

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
export async function registrants(
  sql: Queryable,
  session: CertificateSession,
): Promise<Registrant[]> {
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

/** The provider as certificates and transcripts print it, from ceProviderQuery's answer. */
export function printedProvider(settings: CeProviderContent): PrintedCertificate['provider'] {
  const provider = settings?.ceProvider;
  return {
    name: provider?.name ?? settings?.academyName ?? '',
    address: provider?.address ?? null,
    agdPaceId: provider?.agdPaceId ?? null,
    agdPaceStatement: provider?.agdPaceStatement ?? null,
    adaCerpId: provider?.adaCerpId ?? null,
    adaCerpStatement: provider?.adaCerpStatement ?? null,
    signatoryName: provider?.signatoryName ?? null,
    signatoryTitle: provider?.signatoryTitle ?? null,
  };
}

/** What a certificate prints of the provider and the course, in a language. */
async function printedContent(courseId: string, language: Language) {
  const [settings, courses] = await Promise.all([
    fetchContent(ceProviderQuery, {}, { lang: language }),
    fetchContent(courseCeQuery, {}, { lang: language }),
  ]);
  const course = courses.find((candidate) => candidate.courseId === courseId);
  return {
    provider: printedProvider(settings),
    course: {
      courseId,
      title: course ? `${course.shortName}: ${course.title}` : courseId,
      format: course?.format ?? null,
    },
    instructors: course?.instructors?.filter((name): name is string => Boolean(name)) ?? [],
  };
}

/** The participant as printed: the account's details when the buyer has an account. */
export function participantOf(registrant: Registrant): PrintedCertificate['participant'] {
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
export function emailFacts(
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
