/**
 * The staff rosters' tests (app/sessions/roster*.server.test.ts) and those of the orders needing
 * attention (app/orders/attention-orders.server.test.ts): a database of the file's own, emptied
 * before each test, the courses' content as of TODAY, and orders and seats written as the
 * payments and seat modules leave them.
 */
import { beforeEach } from 'vitest';

import { sessionsOf } from '~/courses/sessions';
import { flagAttention } from '~/orders/ledger.server';
import type { RosterCourse } from '~/sessions/roster';

import { createTestDatabase, resetDatabase } from './database';

/** The rosters' today: the sessions below are past, running, upcoming or without dates then. */
export const TODAY = '2027-03-01';
export const courses: RosterCourse[] = [
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

export async function rosterDatabase() {
  const { sql } = await createTestDatabase();
  beforeEach(() => resetDatabase(sql));

  let counter = 0;
  /** A completed order of Clinical 1, marked for attention with `attention`. */
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

  return { sql, order, seat };
}
