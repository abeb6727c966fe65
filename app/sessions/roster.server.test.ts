/**
 * Staff rosters on real PostgreSQL: the upcoming and running sessions, their counts and
 * attendees. Students and seats outside them, one session's roster: roster-unlisted.server.test.ts.
 */
import { describe, expect, it } from 'vitest';

import { courses, rosterDatabase, TODAY } from '../../tests/support/rosters';
import { loadStaffRosters } from './roster.server';
import { sessionSeatCounts } from './roster-queries.server';
import { bookGrantedSeat } from './seat-bookings.server';
import { holdSeats } from './seat-holds.server';

const { sql, order, seat } = await rosterDatabase();

describe('loadStaffRosters', () => {
  it('lists upcoming and running sessions in content order, not past or TBD ones', async () => {
    const { sessions, unlisted } = await loadStaffRosters(sql, courses, TODAY);
    expect(sessions.map((s) => `${s.courseId}:${s.key}`)).toEqual([
      'clinical1:c1-running',
      'clinical1:c1-june',
      'clinical1:c1-april',
      'module1:m1-today',
    ]);
    expect(sessions[0]).toMatchObject({ underWay: true, inContent: true });
    expect(sessions[1]).toMatchObject({
      courseName: 'Clinical 1',
      dateText: 'Jun 10-15, 2027',
      location: 'Beverly Hills, CA',
      underWay: false,
      capacity: 3,
      booked: 0,
      held: 0,
      left: 3,
      attendees: [],
    });
    expect(unlisted).toEqual([]);
  });

  it('counts booked seats and live holds, not lapsed or released ones, and lists who booked', async () => {
    const later = await seat('clinical1', 'c1-june', 'booked', {
      name: 'Dr. Later',
      email: 'Later@Example.com',
      amountCents: 1_500_000,
      bookedAt: '2027-01-02T10:00:00Z',
    });
    const first = await seat('clinical1', 'c1-june', 'booked', {
      name: 'Dr. First',
      bookedAt: '2027-01-01T09:30:00Z',
    });
    await seat('clinical1', 'c1-june', 'held');
    await seat('clinical1', 'c1-june', 'lapsed');
    await seat('clinical1', 'c1-june', 'released');
    await seat('clinical1', 'c1-april', 'held');

    const { sessions } = await loadStaffRosters(sql, courses, TODAY);
    const june = sessions.find((s) => s.key === 'c1-june')!;
    expect(june).toMatchObject({ capacity: 3, booked: 2, held: 1, left: 0 });
    expect(june.attendees).toEqual([
      {
        orderId: first,
        name: 'Dr. First',
        email: expect.stringContaining('@example.com') as string,
        phone: '+1 310 555 0100',
        amountCents: 750000,
        plan: null,
        bookedAt: '2027-01-01T09:30:00.000Z',
        movedFrom: null,
        movedAt: null,
      },
      {
        orderId: later,
        name: 'Dr. Later',
        email: 'Later@Example.com',
        phone: '+1 310 555 0100',
        amountCents: 1_500_000,
        plan: null,
        bookedAt: '2027-01-02T10:00:00.000Z',
        movedFrom: null,
        movedAt: null,
      },
    ]);
    const april = sessions.find((s) => s.key === 'c1-april')!;
    expect(april).toMatchObject({ capacity: 6, booked: 0, held: 1, left: 5, attendees: [] });
  });

  it('keeps a moved seat’s first booking time and shows where it moved from, and when', async () => {
    const orderId = await order({ name: 'Dr. Mover', email: 'mover@example.com' });
    await sql`insert into course_grants (email_normalized, course_id, order_id)
              values ('mover@example.com', 'clinical1', ${orderId})`;
    const seat = (sessionKey: string) =>
      bookGrantedSeat(sql, {
        email: 'mover@example.com',
        seat: { courseId: 'clinical1', sessionKey, capacity: 6 },
      });
    expect(await seat('c1-april')).toBe('booked');
    await sql`update session_seats set booked_at = '2027-01-05T08:00:00Z' where order_id = ${orderId}`;
    expect(await seat('c1-june')).toBe('booked');

    const { sessions } = await loadStaffRosters(sql, courses, TODAY);
    expect(sessions.find((s) => s.key === 'c1-april')!.attendees).toEqual([]);
    const [mover] = sessions.find((s) => s.key === 'c1-june')!.attendees;
    expect(mover).toMatchObject({
      name: 'Dr. Mover',
      bookedAt: '2027-01-05T08:00:00.000Z',
      movedFrom: 'Apr 1-6, 2027',
    });
    expect(Date.now() - Date.parse(mover!.movedAt!)).toBeLessThan(60_000);
  });

  it('never shows fewer than 0 left, even when content lowered the capacity below the bookings', async () => {
    for (let i = 0; i < 4; i++) await seat('clinical1', 'c1-june', 'booked');
    const { sessions } = await loadStaffRosters(sql, courses, TODAY);
    expect(sessions.find((s) => s.key === 'c1-june')).toMatchObject({ booked: 4, left: 0 });
  });

  it('counts seats the seat module holds', async () => {
    const orderId = await order();
    await sql.begin((tx) =>
      holdSeats(tx, {
        orderId,
        email: 'x@example.com',
        seats: [{ courseId: 'clinical1', sessionKey: 'c1-april', capacity: 6 }],
        holdMinutes: 30,
      }),
    );
    const counts = await sessionSeatCounts(sql, [
      { courseId: 'clinical1', sessionKey: 'c1-april' },
      { courseId: 'clinical1', sessionKey: 'c1-june' },
    ]);
    expect(counts.get('clinical1:c1-april')).toEqual({ booked: 0, held: 1 });
    expect(counts.get('clinical1:c1-june')).toBeUndefined();
  });
});
