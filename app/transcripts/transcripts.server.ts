/**
 * Reading a student's transcript (docs/decisions/0069): the account's valid certificates as
 * printed, the sessions it was marked present at that wait for one, and what content says of the
 * courses and the award programs, in the reader's language.
 */
import { earnedCe, sessionDayList } from '~/attendance/hours';
import { courseCeFrom } from '~/attendance/session-attendance.server';
import type { PrintedCertificate } from '~/certificates/certificate';
import { accountCertificates } from '~/certificates/certificates.server';
import type { CeDetails } from '~/certificates/participant';
import { courseCeQuery, programsQuery } from '~/content/queries';
import { fetchContent } from '~/content/source.server';
import type { Queryable } from '~/db/client.server';
import type { Language } from '~/i18n/config';
import { loadPriceList } from '~/prices/price-list.server';
import { ownedBy, type ReceiptOwner } from '~/receipts/receipts.server';

import { type Attendance, buildTranscript, type Transcript } from './transcript';

interface UncertifiedRow {
  order_id: string;
  course_id: string;
  session_key: string;
  days: string[];
}

/**
 * The sessions of the account's orders with a day whose latest mark is present, a seat still
 * booked, and no certificate in any state (a revoked one keeps the session off the transcript).
 */
async function uncertifiedAttendance(
  sql: Queryable,
  owner: ReceiptOwner,
): Promise<UncertifiedRow[]> {
  return sql<UncertifiedRow[]>`
    select m.order_id, m.course_id, m.session_key, array_agg(m.day order by m.day) as days
    from (
      select distinct on (a.order_id, a.course_id, a.session_key, a.day)
             a.order_id, a.course_id, a.session_key, to_char(a.day, 'YYYY-MM-DD') as day,
             a.present
      from attendance_marks a join orders o on o.id = a.order_id
      where ${ownedBy(sql, owner)}
      order by a.order_id, a.course_id, a.session_key, a.day, a.id desc
    ) m
    where m.present
      and exists (
        select 1 from session_seats s
        where s.order_id = m.order_id and s.course_id = m.course_id
          and s.session_key = m.session_key and s.status = 'booked')
      and not exists (
        select 1 from ce_certificates c
        where c.order_id = m.order_id and c.course_id = m.course_id
          and c.session_key = m.session_key)
    group by m.order_id, m.course_id, m.session_key`;
}

/** The account's transcript, course titles and award names in `language`. */
export async function loadTranscript(
  sql: Queryable,
  owner: ReceiptOwner,
  language: Language,
): Promise<Transcript> {
  const [certificates, uncertified, courses, programs, priceList] = await Promise.all([
    accountCertificates(sql, owner),
    uncertifiedAttendance(sql, owner),
    fetchContent(courseCeQuery, {}, { lang: language }),
    fetchContent(programsQuery, {}, { lang: language }),
    loadPriceList(language),
  ]);
  const attended: Attendance[] = certificates.map(({ id, printed }) => ({
    courseId: printed.course.courseId,
    sessionKey: printed.session.key,
    startDate: printed.session.startDate,
    endDate: printed.session.endDate,
    location: printed.session.location,
    hours: printed.hours,
    subjects: printed.subjects,
    daysAttended: printed.daysAttended,
    certificateId: id,
  }));
  for (const row of uncertified) {
    const course = courses.find((candidate) => candidate.courseId === row.course_id);
    const session = priceList.courses
      .find((candidate) => candidate.courseId === row.course_id)
      ?.sessions.find((candidate) => candidate.key === row.session_key);
    const days = sessionDayList(session?.startDate ?? null, session?.endDate ?? null);
    // Hours come from content's days: a session content no longer has cannot be counted.
    if (!course || !session || days.length === 0) continue;
    const earned = earnedCe(courseCeFrom(course), days, new Set(row.days));
    if (earned.hours === 0) continue;
    attended.push({
      courseId: row.course_id,
      sessionKey: row.session_key,
      startDate: days[0]!,
      endDate: days.at(-1)!,
      location: session.location,
      hours: { total: earned.hours, lecture: earned.lecture, participation: earned.participation },
      subjects: earned.subjects,
      daysAttended: row.days.filter((day) => days.includes(day)),
      certificateId: null,
    });
  }
  return buildTranscript({
    attended,
    courses: courses.map((course) => ({
      courseId: course.courseId,
      title: course.shortName ? `${course.shortName}: ${course.title}` : course.title,
    })),
    programs: programs.map((program) => ({
      programId: program.programId,
      name: program.name,
      courseIds: (program.courseIds ?? []).filter((id) => id !== null),
    })),
  });
}

/** What the printed transcript says besides the transcript: who it is of, and by whom. */
export interface TranscriptDocument {
  transcript: Transcript;
  student: { name: string; email: string } & CeDetails;
  provider: PrintedCertificate['provider'];
}
