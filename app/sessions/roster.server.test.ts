/** Staff rosters on real PostgreSQL: counts, attendees, unlisted sessions, orders needing attention. */
import { beforeEach, describe, expect, it } from 'vitest';

import { sessionsOf } from '~/courses/sessions';
import { flagAttention } from '~/payments/ledger.server';

import { createTestDatabase, resetDatabase } from '../../tests/support/database';
import type { RosterCourse } from './roster';
import {
  attentionOrders,
  loadSessionRoster,
  loadStaffRosters,
  sessionSeatCounts,
} from './roster.server';
import { bookGrantedSeat, holdSeats } from './seats.server';

const { sql } = await createTestDatabase();

const TODAY = '2027-03-01';
const courses: RosterCourse[] = [
  {
    courseId: 'clinical1',
    displayName: 'Clinical 1',
    sessions: sessionsOf(
      [
        {
          _key: 'c1-past',
          dateText: 'Oct 16-21, 2026',
          startDate: '2026-10-16',
          endDate: '2026-10-16',
          spots: 6,
          location: 'Beverly Hills, CA',
        },
        {
          _key: 'c1-running',
          dateText: 'Feb 26 - Mar 3, 2027',
          startDate: '2027-02-26',
          endDate: '2027-03-03',
          spots: 6,
          location: 'Beverly Hills, CA',
        },
        {
          _key: 'c1-june',
          dateText: 'Jun 10-15, 2027',
          startDate: '2027-06-10',
          endDate: '2027-06-10',
          spots: 3,
          location: 'Beverly Hills, CA',
        },
        {
          _key: 'c1-april',
          dateText: 'Apr 1-6, 2027',
          startDate: '2027-04-01',
          endDate: '2027-04-01',
          spots: 6,
          location: 'Miami, FL',
        },
      ],
      TODAY,
    ),
  },
  {
    courseId: 'module1',
    displayName: 'Module 1',
    sessions: sessionsOf(
      [
        { _key: 'tbd', dateText: 'TBD', startDate: null, spots: 6, location: 'Beverly Hills, CA' },
        {
          _key: 'm1-today',
          dateText: 'Mar 1-3, 2027',
          startDate: TODAY,
          endDate: '2027-03-03',
          spots: 6,
          location: 'Beverly Hills, CA',
        },
      ],
      TODAY,
    ),
  },
];

let counter = 0;
async function order(
  fields: {
    name?: string;
    email?: string;
    amountCents?: number;
    attention?: string;
    completedAt?: string;
  } = {},
): Promise<string> {
  const n = ++counter;
  const [row] = await sql<{ id: string }[]>`
    insert into orders (email, name, phone, selected_items, course_ids, amount_cents, status,
                        request_fingerprint, completed_at)
    values (${fields.email ?? `buyer${n}@example.com`}, ${fields.name ?? `Buyer ${n}`},
            '+1 310 555 0100', '{clinical1}', '{clinical1}', ${fields.amountCents ?? 750000},
            'completed', ${`fp-${n}`}, ${fields.completedAt ?? sql`now()`})
    returning id`;
  if (fields.attention) {
    await flagAttention(sql, row!.id, { note: fields.attention, dedupeKey: 'test' });
  }
  return row!.id;
}

/** A seat of a new order in the session, in this state. */
async function seat(
  courseId: string,
  sessionKey: string,
  status: 'booked' | 'held' | 'lapsed' | 'released',
  fields: Parameters<typeof order>[0] & { bookedAt?: string } = {},
): Promise<string> {
  const orderId = await order(fields);
  await sql`
    insert into session_seats (course_id, session_key, order_id, email_normalized, status,
                               held_until, capacity, booked_at, released_at)
    values (${courseId}, ${sessionKey}, ${orderId}, ${`seat${counter}@example.com`},
            ${status === 'lapsed' ? 'held' : status},
            ${status === 'lapsed' ? sql`now() - interval '1 minute'` : sql`now() + interval '30 minutes'`},
            6,
            ${status === 'booked' ? (fields.bookedAt ?? sql`now()`) : null},
            ${status === 'released' ? sql`now()` : null})`;
  return orderId;
}

beforeEach(async () => {
  await resetDatabase(sql);
});

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

describe('attentionOrders', () => {
  it('lists the orders marked for attention, newest first, with their details', async () => {
    await order({ name: 'Fine' });
    const older = await order({
      name: 'Dr. Older',
      attention: 'Paid after its hold lapsed; full: Clinical 1, Jun 10-15, 2027',
      completedAt: '2027-01-01T00:00:00Z',
    });
    const newer = await order({
      name: 'Dr. Newer',
      attention: 'Paid after its hold lapsed; full: Clinical 1, Apr 1-6, 2027',
      completedAt: '2027-02-01T00:00:00Z',
    });
    const orders = await attentionOrders(sql);
    expect(orders.map((o) => o.id)).toEqual([newer, older]);
    expect(orders[0]).toMatchObject({
      name: 'Dr. Newer',
      phone: '+1 310 555 0100',
      amountCents: 750000,
      status: 'completed',
      courseIds: ['clinical1'],
      notes: ['Paid after its hold lapsed; full: Clinical 1, Apr 1-6, 2027'],
      completedAt: '2027-02-01T00:00:00.000Z',
    });
  });
});
