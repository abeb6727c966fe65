import { beforeEach, describe, expect, it } from 'vitest';

import { loadPaymentCatalog } from '~/payments/catalog.server';
import type { PaymentCatalog } from '~/payments/registration';

import { makeUser, student, uniqueEmail, useTestDatabase } from '../../tests/support/auth';
import { FUTURE_SESSION } from '../../tests/support/catalog';
import { putInLine } from '../../tests/support/waiting-list';
import { canMoveFrom } from './sessions';
import { bookSessionForUser } from './sessions.server';

const { sql } = await useTestDatabase();
const TODAY = '2099-03-01';

/** Clinical 1 with an April session of `capacity` seats and a March one 10 days away. */
async function catalogWith(capacity: number): Promise<PaymentCatalog> {
  const catalog = await loadPaymentCatalog();
  const soon = {
    ...FUTURE_SESSION,
    key: 'c1-2099-03',
    dateText: 'Mar 11-16, 2099',
    startDate: '2099-03-11',
    endDate: '2099-03-16',
    capacity: 6,
  };
  return {
    ...catalog,
    courses: catalog.courses.map((course) =>
      course.courseId === 'clinical1'
        ? { ...course, sessions: [soon, { ...FUTURE_SESSION, capacity }] }
        : course,
    ),
  };
}

const booked = (email: string) =>
  sql<{ session_key: string }[]>`
    select session_key from session_seats where email_normalized = ${email} and status = 'booked'`;

beforeEach(async () => {
  await sql`truncate session_seats, waiting_list`;
});

describe('booking a session from the account', () => {
  it('books a granted course’s session without payment, and moves it while allowed', async () => {
    const { email, user } = await student(sql, 'program', ['clinical1'], 650000);
    const catalog = await catalogWith(6);
    const book = (sessionKey: string) =>
      bookSessionForUser(sql, user.id, { courseId: 'clinical1', sessionKey }, catalog, TODAY);
    expect(await book(FUTURE_SESSION.key)).toBe('booked');
    expect(await booked(email)).toEqual([{ session_key: FUTURE_SESSION.key }]);
    expect(await book('c1-2099-03')).toBe('booked');
    expect(await booked(email)).toEqual([{ session_key: 'c1-2099-03' }]);
    // Ten days before the March session: too late to move away from it.
    expect(await book(FUTURE_SESSION.key)).toBe('too-late');
  });

  it('offers the seat a move gives back to the first on that session’s waiting list', async () => {
    const { user } = await student(sql, 'mover', ['clinical1'], 650000);
    const catalog = await catalogWith(1);
    const book = (sessionKey: string) =>
      bookSessionForUser(sql, user.id, { courseId: 'clinical1', sessionKey }, catalog, TODAY);
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
    expect(await book('c1-2099-03')).toBe('booked');
    const [entry] = await sql`select status from waiting_list where email_normalized = ${waiting}`;
    expect(entry!.status).toBe('offered');
  });

  it('refuses a full session, an unknown one, and a course the student does not hold', async () => {
    const other = await student(sql, 'other', ['clinical1'], 650000);
    const catalog = await catalogWith(1);
    expect(
      await bookSessionForUser(
        sql,
        other.user.id,
        { courseId: 'clinical1', sessionKey: FUTURE_SESSION.key },
        catalog,
        TODAY,
      ),
    ).toBe('booked');
    const { user } = await student(sql, 'late', ['clinical1'], 650000);
    const book = (courseId: string, sessionKey: string) =>
      bookSessionForUser(sql, user.id, { courseId, sessionKey }, catalog, TODAY);
    expect(await book('clinical1', FUTURE_SESSION.key)).toBe('full');
    expect(await book('clinical1', 'nope')).toBe('unknown');
    expect(await book('clinical2', 'nope')).toBe('unknown');
    const stranger = await makeUser(sql, uniqueEmail('stranger'), { verified: true });
    expect(
      await bookSessionForUser(
        sql,
        stranger.id,
        { courseId: 'clinical1', sessionKey: FUTURE_SESSION.key },
        catalog,
        TODAY,
      ),
    ).toBe('not-granted');
  });
});

describe('canMoveFrom', () => {
  it('allows moving until 15 days before the first day', () => {
    expect(canMoveFrom('2099-03-16', TODAY)).toBe(true);
    expect(canMoveFrom('2099-03-15', TODAY)).toBe(false);
    expect(canMoveFrom(null, TODAY)).toBe(true);
  });
});
