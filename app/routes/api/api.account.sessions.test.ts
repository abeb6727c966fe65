/** GET /api/account/sessions: the student's booked sessions (decision 0017). */
import { describe, expect, it } from 'vitest';

import { loadPriceList } from '~/prices/price-list.server';

import { apiGet, expectUnauthorized, student, useTestDatabase } from '../../../tests/support/auth';
import { loader } from './api.account.sessions';

const { sql } = await useTestDatabase();
const PATH = '/api/account/sessions';

describe('GET /api/account/sessions', () => {
  it('answers 401 JSON without valid credentials', () => expectUnauthorized(loader, PATH));

  it('lists the sessions the student has a seat in, with dates and place', async () => {
    const { email, cookie } = await student(sql, 'sessions', ['clinical1'], 650000);
    expect(await (await apiGet(loader, PATH, { Cookie: cookie })).json()).toEqual({ data: [] });

    const session = (await loadPriceList()).courses.find(
      (course) => course.courseId === 'clinical1',
    )!.sessions[0]!;
    await sql`
      insert into session_seats (course_id, session_key, order_id, email_normalized, status,
                                 held_until, capacity, booked_at)
      select 'clinical1', ${session.key}, order_id, email_normalized, 'booked', now(), 6, now()
      from course_grants where email_normalized = ${email} and course_id = 'clinical1'`;
    expect(await (await apiGet(loader, PATH, { Cookie: cookie })).json()).toEqual({
      data: [
        {
          courseId: 'clinical1',
          sessionKey: session.key,
          dateText: session.dateText,
          startDate: session.startDate,
          endDate: session.endDate,
          location: session.location,
        },
      ],
    });
  });
});
