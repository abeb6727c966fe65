/** GET /staff/sessions/<course>/<session>/agd.csv: staff only; the rows: agd-roster.test.ts. */
import { describe, expect, it } from 'vitest';

import {
  asPage,
  insertOrder,
  signedInUser,
  uniqueEmail,
  useTestDatabase,
} from '../../../tests/support/auth';
import { insertCertificate, printedCertificate } from '../../../tests/support/certificates';
import { routeArgs } from '../../../tests/support/routes';
import { loader } from './staff_.sessions.$courseId.$sessionKey.agd[.]csv';

const { sql } = await useTestDatabase();
const params = { courseId: 'clinical2', sessionKey: 'd20251113' };

const download = (cookie: string) =>
  loader(routeArgs(asPage(cookie, '/staff/sessions/clinical2/d20251113/agd.csv'), { params }));

describe('GET /staff/sessions/<course>/<session>/agd.csv', () => {
  it('gives staff the session’s certified attendance; anyone else a 404', async () => {
    const orderId = await insertOrder(sql, {
      email: uniqueEmail('agd'),
      items: ['clinical2'],
      amountCents: 1_700_000,
    });
    await insertCertificate(
      sql,
      orderId,
      printedCertificate({
        participant: { name: 'Dr. A', licenseNumber: null, licenseState: null, agdId: '123456' },
        subjects: [{ code: '690', hours: 480 }],
      }),
    );
    const staff = await signedInUser(sql, { staff: true });
    const answer = await download(staff.cookie);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    const lines = (await answer.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'AGD ID,Course Date,Course Title,CE Hours,Subject Code,Delivery Method,Instructor,Location',
    );
    expect(lines.slice(1)).toEqual([
      '123456,2025-11-13,Clinical 2: Advanced Surgical Techniques,16.0,690,Lecture,Dr. David Haddad; Dr. Michael Chen,"Beverly Hills, CA"',
      '123456,2025-11-13,Clinical 2: Advanced Surgical Techniques,32.0,690,Participation,Dr. David Haddad; Dr. Michael Chen,"Beverly Hills, CA"',
    ]);
    const student = await signedInUser(sql);
    expect((await download(student.cookie)).status).toBe(404);
  });
});
