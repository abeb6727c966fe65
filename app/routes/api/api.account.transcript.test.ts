/** GET /api/account/transcript: the student's CE transcript as JSON (docs/decisions/0069). */
import { describe, expect, it } from 'vitest';

import { issueApiToken } from '~/auth/login-session-cookie.server';

import { apiGet, expectUnauthorized, student, useTestDatabase } from '../../../tests/support/auth';
import { insertCertificate, printedCertificate } from '../../../tests/support/certificates';
import { loader } from './api.account.transcript';

const { sql } = await useTestDatabase();
const PATH = '/api/account/transcript';

describe('GET /api/account/transcript', () => {
  it('answers 401 JSON without valid credentials', () => expectUnauthorized(loader, PATH));

  it('answers the bearer’s own transcript, hours with one decimal, and no one else’s', async () => {
    const alice = await student(sql, 'alice', ['clinical2'], 1_700_000);
    const bob = await student(sql, 'bob', ['module1'], 285_000);
    const [order] = await sql<{ id: string }[]>`select id from orders where email = ${alice.email}`;
    const id = await insertCertificate(
      sql,
      order!.id,
      printedCertificate({
        hours: { total: 160, lecture: 53, participation: 107 },
        subjects: [
          { code: '690', hours: 133 },
          { code: '310', hours: 27 },
        ],
        daysAttended: ['2025-11-13', '2025-11-14'],
      }),
    );
    const token = (await issueApiToken(alice.user.id)).id;

    const response = await apiGet(loader, PATH, { Authorization: `Bearer ${token}` });
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    const { data } = (await response.json()) as { data: Record<string, unknown> };
    expect(data.courses).toEqual([
      {
        courseId: 'clinical2',
        title: 'Clinical 2: Advanced Surgical Techniques',
        sessionKey: 'd20251113',
        startDate: '2025-11-13',
        endDate: '2025-11-18',
        location: 'Beverly Hills, CA',
        hours: { total: 16, lecture: 5.3, participation: 10.7 },
        subjects: [
          { code: '690', hours: 13.3 },
          { code: '310', hours: 2.7 },
        ],
        daysAttended: 2,
        sessionDays: 6,
        status: 'certified',
        certificate: {
          id,
          verifyUrl: expect.stringMatching(new RegExp(`^https?://.+/verify/${id}$`)),
        },
      },
    ]);
    expect(data.totals).toEqual({
      hours: 16,
      lecture: 5.3,
      participation: 10.7,
      subjects: [
        { code: '310', hours: 2.7 },
        { code: '690', hours: 13.3 },
      ],
    });
    expect(data.agd).toEqual({
      earnedAt: 'this-academy',
      fellowship: { hours: 16, needed: 500, reached: false },
      mastership: {
        hours: 16,
        needed: 1100,
        reached: false,
        participation: { hours: 10.7, needed: 400, reached: false },
      },
    });
    expect(data.awards).toEqual([
      expect.objectContaining({ programId: 'fellowship', completed: 0, required: 3 }),
      expect.objectContaining({
        programId: 'mastership',
        completed: 0,
        required: 6,
        complete: false,
        courses: expect.arrayContaining([
          {
            courseId: 'clinical2',
            title: 'Clinical 2: Advanced Surgical Techniques',
            status: 'partial',
            certificates: [id],
          },
        ]),
      }),
    ]);

    // Spanish titles on request; Bob's cookie sees none of Alice's.
    const spanish = await apiGet(loader, `${PATH}?lng=es`, { Authorization: `Bearer ${token}` });
    const { data: es } = (await spanish.json()) as { data: { courses: Array<{ title: string }> } };
    expect(es.courses[0]!.title).not.toBe('Clinical 2: Advanced Surgical Techniques');
    const asBob = await (await apiGet(loader, PATH, { Cookie: bob.cookie })).json();
    expect(asBob.data.courses).toEqual([]);
    expect(JSON.stringify(asBob)).not.toContain(id);
  });
});
