import { afterAll, beforeEach, describe, expect, it } from 'vitest';

import { closeDb } from '~/db/client.server';

import { insertOrder } from '../../tests/support/auth';
import { createTestDatabase, resetDatabase } from '../../tests/support/database';
import { paidLine } from '../../tests/support/ledger';
import { sessionDayList } from './hours';
import { markAttendance, presentDays, sessionMarks } from './marks.server';

const { sql, url } = await createTestDatabase();
process.env.DATABASE_URL = url;
afterAll(closeDb);

const COURSE = 'clinical2';
const SESSION = 'clinical2-2027-07';
const days = sessionDayList('2027-07-09', '2027-07-14');
const during = { days, today: '2027-07-11' };

async function registrant(email = 'dentist@example.com') {
  const orderId = await insertOrder(sql, { email, items: [COURSE], amountCents: 1_700_000 });
  await paidLine(sql, { orderId, email, courseId: COURSE, cents: 1_700_000, sessionKey: SESSION });
  return orderId;
}

const mark = (orderId: string, day: string, present: boolean, reason?: string) =>
  markAttendance(
    sql,
    {
      orderId,
      courseId: COURSE,
      sessionKey: SESSION,
      day,
      present,
      by: 'staff@example.com',
      reason,
    },
    during,
  );

beforeEach(async () => {
  await resetDatabase(sql);
});

describe('markAttendance', () => {
  it('marks each day, and a double tap changes nothing', async () => {
    const orderId = await registrant();
    expect(await mark(orderId, days[0]!, true)).toEqual({ ok: true, changed: true });
    expect(await mark(orderId, days[0]!, true)).toEqual({ ok: true, changed: false });
    expect(await mark(orderId, days[1]!, false)).toEqual({ ok: true, changed: true });
    const marks = (await sessionMarks(sql, COURSE, SESSION)).get(orderId);
    expect(presentDays(marks)).toEqual(new Set([days[0]]));
    expect(marks?.get(days[0]!)).toEqual([
      { present: true, markedBy: 'staff@example.com', reason: null, at: expect.any(String) },
    ]);
  });

  it('corrects a mark only with a reason, keeping the first', async () => {
    const orderId = await registrant();
    await mark(orderId, days[0]!, false);
    expect(await mark(orderId, days[0]!, true)).toEqual({ ok: false, reason: 'reason-required' });
    expect(await mark(orderId, days[0]!, true, '  ')).toEqual({
      ok: false,
      reason: 'reason-required',
    });
    expect(await mark(orderId, days[0]!, true, ' Arrived late, signed in at 10:15 ')).toEqual({
      ok: true,
      changed: true,
    });
    const history = (await sessionMarks(sql, COURSE, SESSION)).get(orderId)!.get(days[0]!)!;
    expect(history.map((entry) => [entry.present, entry.reason])).toEqual([
      [false, null],
      [true, 'Arrived late, signed in at 10:15'],
    ]);
  });

  it.each([
    ['a day outside the session', '2027-07-15', 'not-a-session-day'],
    ['a day still to come', '2027-07-12', 'future-day'],
  ])('refuses %s', async (_, day, reason) => {
    const orderId = await registrant();
    expect(await mark(orderId, day, true)).toEqual({ ok: false, reason });
  });

  it('refuses someone without a seat booked in the session', async () => {
    const orderId = await insertOrder(sql, {
      email: 'other@example.com',
      items: [COURSE],
      amountCents: 1_700_000,
    });
    expect(await mark(orderId, days[0]!, true)).toEqual({ ok: false, reason: 'not-registered' });
  });

  it('never changes or deletes a mark', async () => {
    const orderId = await registrant();
    await mark(orderId, days[0]!, true);
    await expect(sql`update attendance_marks set present = false`).rejects.toThrow(/append-only/);
    await expect(sql`delete from attendance_marks`).rejects.toThrow(/append-only/);
  });

  it('two staff marking the same registrant at once write one mark', async () => {
    const orderId = await registrant();
    const results = await Promise.all([
      mark(orderId, days[0]!, true),
      mark(orderId, days[0]!, true),
    ]);
    expect(results.filter((result) => result.ok && result.changed)).toHaveLength(1);
    const [row] = await sql<{ count: number }[]>`
      select count(*)::int as count from attendance_marks`;
    expect(row?.count).toBe(1);
  });
});
