/**
 * /staff/sessions/<course>/<session>/attendance: staff mark a registrant day by day (the rule:
 * app/attendance/marks.server.test.ts); anyone else gets the 404.
 */
import { describe, expect, it } from 'vitest';

import {
  asPage,
  insertOrder,
  signedInUser,
  uniqueEmail,
  useTestDatabase,
} from '../../../tests/support/auth';
import { paidLine } from '../../../tests/support/ledger';
import { routeArgs, routeResult } from '../../../tests/support/routes';
import * as attendanceRoute from './staff_.sessions.$courseId.$sessionKey.attendance';

const { sql } = await useTestDatabase();
// Clinical 2's November 2025 session (Nov 13-18, 2025; Day 1 8, Day 2 8, Days 3-6 32 CE): past,
// so every day can be marked.
const params = { courseId: 'clinical2', sessionKey: 'd20251113' };
const PATH = '/staff/sessions/clinical2/d20251113/attendance';

const signedIn = async (staff: boolean) => (await signedInUser(sql, { staff })).cookie;

const page = (cookie: string, query = '') =>
  attendanceRoute
    .loader(routeArgs(asPage(cookie, `${PATH}${query}`), { params }))
    .then(routeResult);
const post = (cookie: string, fields: Record<string, string>) =>
  attendanceRoute
    .action(
      routeArgs(
        new Request(`http://localhost${PATH}`, {
          method: 'POST',
          headers: { Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(fields),
        }),
        { params },
      ),
    )
    .catch((thrown: unknown) => thrown as Response);

async function registrant() {
  const email = uniqueEmail('attendee');
  const orderId = await insertOrder(sql, {
    email,
    name: 'Dr. Attendee',
    items: ['clinical2'],
    amountCents: 1_700_000,
  });
  await paidLine(sql, {
    orderId,
    email,
    courseId: 'clinical2',
    cents: 1_700_000,
    sessionKey: params.sessionKey,
  });
  return orderId;
}

describe('/staff/sessions/<course>/<session>/attendance', () => {
  it('is a 404 for a student, for an unknown session and for one without dates', async () => {
    const student = await signedIn(false);
    expect((await page(student)).status).toBe(404);
    expect(routeResult((await post(student, {})) as never).status).toBe(404);
    const staff = await signedIn(true);
    for (const other of [
      { courseId: 'clinical2', sessionKey: 'nope' },
      // Module 1's date is TBD: nothing to mark.
      { courseId: 'module1', sessionKey: 'tbd' },
    ]) {
      const result = await attendanceRoute
        .loader(routeArgs(asPage(staff, PATH), { params: other }))
        .then(routeResult);
      expect(result.status).toBe(404);
    }
  });

  it('shows the days with their hours, marks a day, and corrects it only with a reason', async () => {
    const staff = await signedIn(true);
    const orderId = await registrant();
    const shown = await page(staff, '?day=2025-11-15');
    expect(shown).toMatchObject({
      status: 200,
      body: {
        kind: 'attendance',
        attendance: {
          title: expect.stringContaining('Nov 13-18, 2025'),
          day: '2025-11-15',
          days: [
            { day: '2025-11-13', hours: 80 },
            { day: '2025-11-14', hours: 80 },
            { day: '2025-11-15', hours: 80 },
            { day: '2025-11-16', hours: 80 },
            { day: '2025-11-17', hours: 80 },
            { day: '2025-11-18', hours: 80 },
          ],
        },
      },
    });
    const mark = (fields: Record<string, string>) =>
      post(staff, { orderId, day: '2025-11-15', ...fields });

    const marked = (await mark({ present: 'no' })) as Response;
    expect(marked.status).toBe(302);
    expect(marked.headers.get('Location')).toBe(`${PATH}?day=2025-11-15#registrant-${orderId}`);
    const refused = routeResult((await mark({ present: 'yes' })) as never);
    expect(refused).toMatchObject({ status: 400, body: { error: 'reason-required', orderId } });
    expect(
      ((await mark({ present: 'yes', reason: 'Signed the sheet late' })) as Response).status,
    ).toBe(302);

    const after = await page(staff, '?day=2025-11-15');
    const [row] = (after.body as { attendance: { registrants: unknown[] } }).attendance.registrants;
    expect(row).toMatchObject({
      orderId,
      earned: 80,
      marks: [
        { present: false, reason: null },
        { present: true, reason: 'Signed the sheet late' },
      ],
    });
  });

  it('refuses a bad form with 400', async () => {
    const staff = await signedIn(true);
    const orderId = await registrant();
    const bad: Array<Record<string, string>> = [
      { orderId: 'x', day: '2025-11-15', present: 'yes' },
      { orderId, day: '2025-11-15', present: 'maybe' },
      { orderId, day: '2025-11-15', present: 'yes', reason: 'x'.repeat(501) },
    ];
    for (const fields of bad) {
      expect(routeResult((await post(staff, fields)) as never)).toMatchObject({
        status: 400,
        body: { error: 'bad-form' },
      });
    }
    expect(
      routeResult((await post(staff, { orderId, day: '2025-11-19', present: 'yes' })) as never),
    ).toMatchObject({ status: 400, body: { error: 'not-a-session-day' } });
  });

  it('lets staff issue a certificate of a session long past, logged, and shows it (0069)', async () => {
    const staff = await signedInUser(sql, { staff: true });
    const orderId = await registrant();
    const issue = (fields: Record<string, string>, cookie = staff.cookie) =>
      post(cookie, { intent: 'issue-certificate', day: '2025-11-14', ...fields });

    // Nothing marked yet: nothing to certify.
    expect(routeResult((await issue({ orderId })) as never)).toMatchObject({
      status: 400,
      body: { error: 'no-attendance', orderId },
    });
    expect(routeResult((await issue({ orderId: 'nope' })) as never)).toMatchObject({
      status: 400,
      body: { error: 'bad-form' },
    });
    await post(staff.cookie, { orderId, day: '2025-11-14', present: 'yes' });
    const issued = (await issue({ orderId })) as Response;
    expect(issued.status).toBe(302);
    const [certificate] = await sql<{ id: string; printed: { hours: { total: number } } }[]>`
      select id, printed from ce_certificates where order_id = ${orderId}`;
    expect(certificate!.printed.hours.total).toBe(80);
    expect(issued.headers.get('Location')).toBe(
      `${PATH}?day=2025-11-14&issued=${certificate!.id}#registrant-${orderId}`,
    );
    const [log] = await sql`
      select actor from order_log where order_id = ${orderId} and event = 'certificate-issued'`;
    expect(log).toEqual({ actor: staff.email });

    // The page shows it; a second press is refused.
    expect((await page(staff.cookie)).body).toMatchObject({
      certificates: { [orderId]: { id: certificate!.id, status: 'valid', hours: 80 } },
    });
    expect(routeResult((await issue({ orderId })) as never)).toMatchObject({
      status: 400,
      body: { error: 'has-certificate' },
    });
    // A student cannot.
    const student = await signedIn(false);
    expect(routeResult((await issue({ orderId }, student)) as never).status).toBe(404);
  });
});
