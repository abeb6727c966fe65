/**
 * Staff rosters on real PostgreSQL, beyond the listed sessions: students granted a course who
 * booked no session, seats in a session content no longer lists, one session's roster by any key.
 * The listed sessions: roster.server.test.ts.
 */
import { describe, expect, it } from 'vitest';

import { courses, rosterDatabase, TODAY } from '../../tests/support/rosters';
import { loadSessionRoster, loadStaffRosters } from './roster.server';
import { bookGrantedSeat } from './seat-bookings.server';

const { sql, order, seat } = await rosterDatabase();

describe('loadStaffRosters', () => {
  it('lists, per course, the students granted it who have booked no session', async () => {
    const grant = async (name: string, courseIds: string[], completedAt: string) => {
      const email = `${name.toLowerCase().replace(/\W+/g, '')}@example.com`;
      const orderId = await order({ name, email, completedAt });
      for (const courseId of courseIds) {
        await sql`insert into course_grants (email_normalized, course_id, order_id)
                  values (${email}, ${courseId}, ${orderId})`;
      }
      return { email, orderId };
    };
    const late = await grant('Dr. Late', ['clinical1', 'module1'], '2027-02-02T12:00:00Z');
    const early = await grant('Dr. Early', ['clinical1'], '2027-01-10T09:00:00Z');
    const chose = await grant('Dr. Chose', ['clinical1'], '2027-01-01T09:00:00Z');
    await bookGrantedSeat(sql, {
      email: chose.email,
      seat: { courseId: 'clinical1', sessionKey: 'c1-june', capacity: 3 },
    });

    const { unscheduled } = await loadStaffRosters(sql, courses, TODAY);
    expect(unscheduled).toEqual([
      {
        courseId: 'clinical1',
        courseName: 'Clinical 1',
        students: [
          {
            orderId: early.orderId,
            name: 'Dr. Early',
            email: early.email,
            paidAt: '2027-01-10T09:00:00.000Z',
          },
          {
            orderId: late.orderId,
            name: 'Dr. Late',
            email: late.email,
            paidAt: '2027-02-02T12:00:00.000Z',
          },
        ],
      },
      {
        courseId: 'module1',
        courseName: 'Module 1',
        students: [
          {
            orderId: late.orderId,
            name: 'Dr. Late',
            email: late.email,
            paidAt: '2027-02-02T12:00:00.000Z',
          },
        ],
      },
    ]);
  });

  it('lists recent seats in a session not among its course’s dates, not past content dates', async () => {
    const removed = await seat('clinical1', 'c1-removed', 'booked', { name: 'Dr. Removed' });
    await seat('clinical1', 'c1-past', 'booked');
    await seat('module2', 'm2-gone', 'released');
    const old = await seat('module1', 'm1-old', 'booked', { bookedAt: '2020-01-01T00:00:00Z' });
    await sql`update session_seats set created_at = '2020-01-01' where order_id = ${old}`;

    const { unlisted } = await loadStaffRosters(sql, courses, TODAY);
    expect(unlisted).toHaveLength(1);
    expect(unlisted[0]).toMatchObject({
      courseId: 'clinical1',
      courseName: 'Clinical 1',
      key: 'c1-removed',
      dateText: 'c1-removed',
      inContent: false,
      capacity: 6,
      booked: 1,
      left: 5,
    });
    expect(unlisted[0]!.attendees.map((a) => a.orderId)).toEqual([removed]);
  });
});

describe('loadSessionRoster', () => {
  it('finds any content date of the course, past ones too, or a key seats were taken in', async () => {
    await seat('clinical1', 'c1-past', 'booked', { name: 'Dr. Past' });
    await seat('clinical1', 'c1-other', 'released');
    const past = await loadSessionRoster(sql, courses, 'clinical1', 'c1-past', TODAY);
    expect(past).toMatchObject({ inContent: true, underWay: false, booked: 1 });
    expect(past!.attendees[0]!.name).toBe('Dr. Past');
    expect(await loadSessionRoster(sql, courses, 'clinical1', 'c1-other', TODAY)).toMatchObject({
      inContent: false,
      booked: 0,
      attendees: [],
    });
    expect(await loadSessionRoster(sql, courses, 'clinical1', 'nope', TODAY)).toBeNull();
    expect(await loadSessionRoster(sql, courses, 'module1', 'c1-past', TODAY)).toBeNull();
  });
});
