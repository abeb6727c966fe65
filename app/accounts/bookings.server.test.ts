import { beforeEach, describe, expect, it } from 'vitest';

import { loadEmailAcademy } from '~/email/academy.server';
import type { PriceList } from '~/prices/price-list';
import { loadPriceList } from '~/prices/price-list.server';

import { makeUser, student, uniqueEmail, useTestDatabase } from '../../tests/support/auth';
import { resetDatabase } from '../../tests/support/database';
import { FUTURE_SESSION, withSessions } from '../../tests/support/price-list';
import { putInLine } from '../../tests/support/waiting-list';
import { canMoveFrom } from './bookings';
import { bookSessionForUser } from './bookings.server';

const { sql } = await useTestDatabase();
const TODAY = '2099-03-01';

/** Clinical 1 with an April session of `capacity` seats and a March one 10 days away. */
async function priceListWith(capacity: number): Promise<PriceList> {
  const priceList = await loadPriceList();
  const soon = {
    ...FUTURE_SESSION,
    key: 'c1-2099-03',
    dateText: 'Mar 11-16, 2099',
    startDate: '2099-03-11',
    endDate: '2099-03-16',
    capacity: 6,
  };
  return {
    ...priceList,
    courses: priceList.courses.map((course) =>
      course.courseId === 'clinical1'
        ? withSessions(course, [soon, { ...FUTURE_SESSION, capacity }])
        : course,
    ),
  };
}

const booked = (email: string) =>
  sql<{ session_key: string }[]>`
    select session_key from session_seats where email_normalized = ${email} and status = 'booked'`;

beforeEach(async () => {
  await resetDatabase(sql);
});

const mails = (to: string) =>
  sql<{ kind: string; subject: string; text_body: string; calendar: string | null }[]>`
    select kind, subject, text_body, replace(calendar, e'\r\n ', '') as calendar
    from outbox_emails
    where to_address = ${to} and kind like 'session-move%'
    order by created_at, kind`;

describe('booking a session from the account', () => {
  it('books a granted course’s session without payment, and moves it while allowed', async () => {
    const { email, user } = await student(sql, 'program', ['clinical1'], 650000);
    const priceList = await priceListWith(6);
    const book = (sessionKey: string) =>
      bookSessionForUser(sql, user.id, { courseId: 'clinical1', sessionKey }, priceList, TODAY);
    expect(await book(FUTURE_SESSION.key)).toBe('booked');
    expect(await booked(email)).toEqual([{ session_key: FUTURE_SESSION.key }]);
    expect(
      await bookSessionForUser(
        sql,
        user.id,
        { courseId: 'clinical1', sessionKey: 'c1-2099-03' },
        priceList,
        TODAY,
        { confirmed: true },
      ),
    ).toBe('moved');
    expect(await booked(email)).toEqual([{ session_key: 'c1-2099-03' }]);
    // Ten days before the March session: too late to move away from it.
    expect(await book(FUTURE_SESSION.key)).toBe('too-late');
  });

  it('asks for confirmation before a move, then keeps the first booking time and tells everyone', async () => {
    const { email, user } = await student(sql, 'confirmer', ['clinical1'], 650000);
    const priceList = await priceListWith(6);
    const june = {
      ...FUTURE_SESSION,
      key: 'c1-2099-06',
      dateText: 'Jun 7-12, 2099',
      startDate: '2099-06-07',
      endDate: '2099-06-12',
      capacity: 6,
    };
    priceList.courses = priceList.courses.map((course) =>
      course.courseId === 'clinical1' ? withSessions(course, [...course.sessions, june]) : course,
    );
    const book = (sessionKey: string, confirmed = false) =>
      bookSessionForUser(sql, user.id, { courseId: 'clinical1', sessionKey }, priceList, TODAY, {
        confirmed,
      });
    expect(await book(FUTURE_SESSION.key)).toBe('booked');
    await sql`update session_seats set booked_at = '2099-01-02T10:00:00Z' where email_normalized = ${email}`;
    // The first POST changes nothing: the page asks to confirm.
    expect(await book(june.key)).toBe('confirm-move');
    expect(await booked(email)).toEqual([{ session_key: FUTURE_SESSION.key }]);
    expect(await mails(email)).toEqual([]);

    expect(await book(june.key, true)).toBe('moved');
    const [seat] = await sql<
      { booked_at: Date; moved_from: string; moved_at: Date; order_id: string }[]
    >`
      select booked_at, moved_from, moved_at, order_id::text from session_seats
      where email_normalized = ${email} and status = 'booked'`;
    expect(seat!.booked_at.toISOString()).toBe('2099-01-02T10:00:00.000Z');
    expect(seat!.moved_from).toBe(FUTURE_SESSION.key);
    expect(Date.now() - seat!.moved_at.getTime()).toBeLessThan(60_000);
    // The order's log says who moved it, from where to where (docs/decisions/0056).
    expect(
      await sql`
        select event, actor_kind, actor, details from order_log where order_id = ${seat!.order_id}`,
    ).toEqual([
      {
        event: 'seat-moved',
        actor_kind: 'student',
        actor: email.toLowerCase(),
        details: { courseId: 'clinical1', from: FUTURE_SESSION.key, to: june.key },
      },
    ]);

    const academy = await loadEmailAcademy();
    const domain = academy.name.replace(/\W+/g, '-').toLowerCase();
    const [cancelled, moved] = await mails(email);
    expect(moved!.kind).toBe('session-moved');
    expect(moved!.text_body).toContain('from Apr 5-10, 2099, Beverly Hills, CA to Jun 7-12, 2099');
    expect(moved!.calendar).toContain('METHOD:PUBLISH');
    expect(moved!.calendar).toContain(`UID:${seat!.order_id}-clinical1-c1-2099-06@${domain}`);
    expect(moved!.calendar).toContain('DTSTART;VALUE=DATE:20990607');
    // The old event: the UID the paid order's e-mail gave it, a higher SEQUENCE, METHOD:CANCEL.
    expect(cancelled!.kind).toBe('session-move-cancellation');
    expect(cancelled!.calendar).toContain('METHOD:CANCEL');
    expect(cancelled!.calendar).toContain(`UID:${seat!.order_id}-clinical1@${domain}`);
    expect(cancelled!.calendar).toContain('SEQUENCE:1');
    expect(cancelled!.calendar).toContain('STATUS:CANCELLED');
    expect(cancelled!.calendar).toContain('DTSTART;VALUE=DATE:20990405');
    const [registrar] = await sql<{ subject: string; text_body: string; reply_to: string }[]>`
      select subject, text_body, reply_to from outbox_emails
      where kind = 'session-move-notification' and to_address = ${academy.email}
        and reply_to = ${email}`;
    expect(registrar!.subject).toBe(
      `Session moved: Dr. confirmer, ${priceList.courses.find((c) => c.courseId === 'clinical1')!.displayName}`,
    );
    expect(registrar!.text_body).toMatch(/From:?\s+Apr 5-10, 2099, Beverly Hills, CA/);
    expect(registrar!.text_body).toMatch(/To:?\s+Jun 7-12, 2099, Beverly Hills, CA/);

    // Moving on again cancels the event the move sent (its own UID), with SEQUENCE 2.
    expect(await book(FUTURE_SESSION.key, true)).toBe('moved');
    const again = await mails(email);
    expect(again[2]!.calendar).toContain(`UID:${seat!.order_id}-clinical1-c1-2099-06@${domain}`);
    expect(again[2]!.calendar).toContain('SEQUENCE:2');
  });

  it('offers the seat a move gives back to the first on that session’s waiting list', async () => {
    const { user } = await student(sql, 'mover', ['clinical1'], 650000);
    const priceList = await priceListWith(1);
    const book = (sessionKey: string) =>
      bookSessionForUser(sql, user.id, { courseId: 'clinical1', sessionKey }, priceList, TODAY);
    expect(await book(FUTURE_SESSION.key)).toBe('booked');
    const waiting = uniqueEmail('waiting');
    await putInLine(sql, {
      courseId: 'clinical1',
      sessionKey: FUTURE_SESSION.key,
      name: 'Dr. Waiting',
      email: waiting,
      phone: '+1 310 555 0100',
      language: 'en',
    });
    expect(
      await bookSessionForUser(
        sql,
        user.id,
        { courseId: 'clinical1', sessionKey: 'c1-2099-03' },
        priceList,
        TODAY,
        { confirmed: true },
      ),
    ).toBe('moved');
    const [entry] = await sql`select status from waiting_list where email_normalized = ${waiting}`;
    expect(entry!.status).toBe('offered');
  });

  // What is refused; who asks (a student holding Clinical 1, or a stranger); session; answer.
  it.each([
    ['a full session', 'student', 'clinical1', FUTURE_SESSION.key, 'full'],
    ['an unknown session', 'student', 'clinical1', 'nope', 'unknown'],
    ['an unknown session of a course not held', 'student', 'clinical2', 'nope', 'unknown'],
    ['a course not held', 'stranger', 'clinical1', FUTURE_SESSION.key, 'not-granted'],
  ])('refuses %s, asked by a %s', async (_, by, courseId, sessionKey, answer) => {
    // The only seat of the April session is taken.
    const other = await student(sql, 'other', ['clinical1'], 650000);
    const priceList = await priceListWith(1);
    expect(
      await bookSessionForUser(
        sql,
        other.user.id,
        { courseId: 'clinical1', sessionKey: FUTURE_SESSION.key },
        priceList,
        TODAY,
      ),
    ).toBe('booked');
    const user =
      by === 'student'
        ? (await student(sql, 'late', ['clinical1'], 650000)).user
        : await makeUser(sql, uniqueEmail('stranger'), { verified: true });
    const answered = await bookSessionForUser(
      sql,
      user.id,
      { courseId, sessionKey },
      priceList,
      TODAY,
    );
    expect(answered).toBe(answer);
  });
});

describe('canMoveFrom', () => {
  it.each([
    { startDate: '2099-03-16', today: TODAY, movable: true, why: '15 days before the first day' },
    { startDate: '2099-03-15', today: TODAY, movable: false, why: '14 days before the first day' },
    { startDate: null, today: TODAY, movable: true, why: 'a session without dates' },
  ])('$why → movable: $movable', ({ startDate, today, movable }) => {
    expect(canMoveFrom(startDate, today)).toBe(movable);
  });

  // The rule: docs/product.md#refund-policy, its days the academy's (docs/decisions/0016).
  // Movable until the midnight in Los Angeles that starts the 14th day before the first day:
  // 07:00 UTC in daylight saving time (PDT), 08:00 UTC in standard time (PST).
  it.each([
    // why, first day, the instant (UTC), movable
    // Just before: still the 16th in Los Angeles, already the 17th in UTC.
    ['PDT, just before', '2027-07-01', '2027-06-17T06:59:59.999Z', true],
    ['PDT, midnight in LA', '2027-07-01', '2027-06-17T07:00:00.000Z', false],
    ['PST, just before', '2027-12-10', '2027-11-26T07:59:59.999Z', true],
    ['PST, midnight in LA', '2027-12-10', '2027-11-26T08:00:00.000Z', false],
    // The session after a change of clocks, the deadline before it.
    ['Mar 15 session (DST Mar 14), just before', '2027-03-15', '2027-03-01T07:59:59.999Z', true],
    ['Mar 15 session, midnight in LA (PST)', '2027-03-15', '2027-03-01T08:00:00.000Z', false],
    ['Nov 8 session (PST Nov 7), just before', '2027-11-08', '2027-10-25T06:59:59.999Z', true],
    ['Nov 8 session, midnight in LA (PDT)', '2027-11-08', '2027-10-25T07:00:00.000Z', false],
    // The deadline on the day the clocks change: its midnight is before the change.
    ['deadline on Mar 14, just before', '2027-03-28', '2027-03-14T07:59:59.999Z', true],
    ['deadline on Mar 14, midnight in LA (PST)', '2027-03-28', '2027-03-14T08:00:00.000Z', false],
    ['deadline on Nov 7, just before', '2027-11-21', '2027-11-07T06:59:59.999Z', true],
    ['deadline on Nov 7, midnight in LA (PDT)', '2027-11-21', '2027-11-07T07:00:00.000Z', false],
  ])('%s (first day %s, at %s) → movable: %s', (_, startDate, instant, movable) => {
    expect(canMoveFrom(startDate, new Date(instant))).toBe(movable);
  });
});
