/** A student's transcript from real marks and certificates (docs/decisions/0069). */
import { describe, expect, it } from 'vitest';

import { markAttendance } from '~/attendance/marks.server';
import { orderCertificates } from '~/certificates/certificates.server';
import { revokeCertificate } from '~/certificates/changes.server';
import { issueSessionCertificates } from '~/certificates/issue.server';

import { insertOrder, makeUser, uniqueEmail, useTestDatabase } from '../../tests/support/auth';
import { paidLine } from '../../tests/support/ledger';
import { loadTranscript } from './transcripts.server';

const { sql } = await useTestDatabase();

// Bundled content's past sessions: Clinical 2 (6 days, 48 CE: 16 lecture, 32 participation)
// and Module 2 (3 days, 24 CE lecture).
const CLINICAL2 = {
  courseId: 'clinical2',
  key: 'd20251113',
  startDate: '2025-11-13',
  endDate: '2025-11-18',
  location: 'Beverly Hills, CA',
};
const CLINICAL2_DAYS = ['13', '14', '15', '16', '17', '18'].map((day) => `2025-11-${day}`);
const MODULE2 = { courseId: 'module2', key: 'd20250912' };
const MODULE2_DAYS = ['2025-09-12', '2025-09-13', '2025-09-14'];
const TODAY = '2026-11-26';

async function enrolled(email: string, courseId: string, sessionKey: string) {
  const orderId = await insertOrder(sql, { email, items: [courseId], amountCents: 650_000 });
  await paidLine(sql, { orderId, email, courseId, cents: 650_000, sessionKey });
  return orderId;
}

async function mark(
  orderId: string,
  courseId: string,
  sessionKey: string,
  days: string[],
  day: string,
  present = true,
  reason?: string,
) {
  const marked = await markAttendance(
    sql,
    { orderId, courseId, sessionKey, day, present, by: 'staff@example.com', reason },
    { days, today: TODAY },
  );
  expect(marked.ok).toBe(true);
}

describe('loadTranscript', () => {
  it('lists certified and waiting sessions, counts the certified, and tracks the awards', async () => {
    const email = uniqueEmail('transcript');
    const user = await makeUser(sql, email, { verified: true });
    const clinical = await enrolled(email, 'clinical2', CLINICAL2.key);
    const module2 = await enrolled(email, 'module2', MODULE2.key);
    for (const day of CLINICAL2_DAYS)
      await mark(clinical, 'clinical2', CLINICAL2.key, CLINICAL2_DAYS, day);
    await mark(module2, 'module2', MODULE2.key, MODULE2_DAYS, MODULE2_DAYS[0]!);
    await mark(module2, 'module2', MODULE2.key, MODULE2_DAYS, MODULE2_DAYS[1]!);
    // Marked present, then corrected to absent: the latest mark counts.
    await mark(module2, 'module2', MODULE2.key, MODULE2_DAYS, MODULE2_DAYS[2]!);
    await mark(module2, 'module2', MODULE2.key, MODULE2_DAYS, MODULE2_DAYS[2]!, false, 'Left');
    const [certificateId] = await issueSessionCertificates(sql, CLINICAL2, TODAY);
    expect(certificateId).toBeDefined();
    // Someone else's attendance is not this account's.
    const other = await enrolled(uniqueEmail('other'), 'module2', MODULE2.key);
    await mark(other, 'module2', MODULE2.key, MODULE2_DAYS, MODULE2_DAYS[0]!);

    // Whose orders a confirmed account reads (accounts' receiptOwnerOf).
    const owner = { userId: user.id, paidToEmail: email };
    const transcript = await loadTranscript(sql, owner, 'en');
    expect(transcript.courses).toEqual([
      {
        courseId: 'module2',
        sessionKey: MODULE2.key,
        title: expect.stringMatching(/^Module 2: /),
        startDate: '2025-09-12',
        endDate: '2025-09-14',
        location: expect.any(String),
        hours: { total: 160, lecture: 160, participation: 0 },
        subjects: [
          { code: '690', hours: 133 },
          { code: '310', hours: 27 },
        ],
        daysAttended: 2,
        sessionDays: 3,
        certificateId: null,
      },
      {
        courseId: 'clinical2',
        sessionKey: CLINICAL2.key,
        title: 'Clinical 2: Advanced Surgical Techniques',
        startDate: '2025-11-13',
        endDate: '2025-11-18',
        location: 'Beverly Hills, CA',
        hours: { total: 480, lecture: 160, participation: 320 },
        subjects: [
          { code: '690', hours: 400 },
          { code: '310', hours: 80 },
        ],
        daysAttended: 6,
        sessionDays: 6,
        certificateId,
      },
    ]);
    expect(transcript.totals).toEqual({
      hours: 480,
      lecture: 160,
      participation: 320,
      subjects: [
        { code: '310', hours: 80 },
        { code: '690', hours: 400 },
      ],
    });
    expect(
      transcript.awards.map((award) => [
        award.programId,
        award.courses.map((course) => `${course.courseId}:${course.status}`),
      ]),
    ).toEqual([
      ['fellowship', ['module1:remaining', 'module2:pending', 'clinical1:remaining']],
      [
        'mastership',
        [
          'module1:remaining',
          'module2:pending',
          'clinical1:remaining',
          'module3:remaining',
          'module4:remaining',
          'clinical2:completed',
        ],
      ],
    ]);
    expect(transcript.agd.mastership.participation).toEqual({
      earned: 320,
      needed: 4000,
      reached: false,
    });

    // In Spanish: the award's and the courses' names from content in Spanish.
    const spanish = await loadTranscript(sql, owner, 'es');
    expect(spanish.awards[0]!.name).not.toBe(transcript.awards[0]!.name);

    // Revoked, the certificate no longer counts, and the session does not come back as waiting.
    await revokeCertificate(sql, certificateId!, { email: 'staff@example.com', reason: 'Error' });
    const revoked = await loadTranscript(sql, owner, 'en');
    expect(revoked.courses.map((course) => course.courseId)).toEqual(['module2']);
    expect(revoked.totals.hours).toBe(0);
    expect(await orderCertificates(sql, clinical)).toHaveLength(1);
  });
});
