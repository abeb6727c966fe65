/** /account's loader: for students only, and a 503 page when loading fails. */
import { describe, expect, it } from 'vitest';

import { startLoginSession } from '~/auth/login-session-cookie.server';

import {
  asPage,
  cookiePair,
  makeUser,
  student,
  uniqueEmail,
  useTestDatabase,
} from '../../tests/support/auth';
import { expectConsoleError } from '../../tests/support/console';
import { formPost, routeArgs, routeResult } from '../../tests/support/routes';
import * as accountRoute from './account';

const { sql } = await useTestDatabase();

describe('/account', () => {
  it('sends a visitor to /login and back', async () => {
    const request = new Request('http://localhost/account?tab=info');
    const thrown = await accountRoute
      .loader(routeArgs(request))
      .catch((response: unknown) => response);
    expect((thrown as Response).headers.get('Location')).toBe(
      '/login?redirectTo=%2Faccount%3Ftab%3Dinfo',
    );
  });

  it('shows a move for confirmation, naming both sessions, and moves only on the second POST', async () => {
    const { email, cookie } = await student(sql, 'mover', ['clinical1'], 650000);
    const [grant] = await sql<{ order_id: string }[]>`
      select order_id from course_grants where email_normalized = ${email}`;
    await sql`
      insert into session_seats (course_id, session_key, order_id, email_normalized, status,
                                 held_until, capacity, booked_at)
      values ('clinical1', 'c1-old', ${grant!.order_id}, ${email}, 'booked', now(), 6,
              '2026-01-02T10:00:00Z')`;
    const post = async (fields: Record<string, string>) =>
      (await accountRoute
        .action(routeArgs(formPost('/account', fields, { Cookie: cookie })))
        .catch((thrown: unknown) => thrown)) as Response;
    const move = { intent: 'book-session', courseId: 'clinical1', sessionKey: 'clinical1-2027-04' };

    const first = await post(move);
    expect(first.headers.get('Location')).toBe(
      '/account?tab=courses&move=clinical1&to=clinical1-2027-04#move-clinical1',
    );
    const [still] =
      await sql`select session_key from session_seats where email_normalized = ${email}`;
    expect(still!.session_key).toBe('c1-old');
    const page = routeResult(
      await accountRoute.loader(
        routeArgs(asPage(cookie, '/account?tab=courses&move=clinical1&to=clinical1-2027-04')),
      ),
    );
    expect(page.body).toMatchObject({
      pendingMove: {
        courseId: 'clinical1',
        toKey: 'clinical1-2027-04',
        from: { dateText: 'c1-old' },
        to: { dateText: 'Apr 15-20, 2027', location: 'Beverly Hills, CA' },
      },
    });

    const second = await post({ ...move, confirm: 'move' });
    expect(second.headers.get('Location')).toBe('/account?tab=courses&notice=sessionMoved');
    const [seat] = await sql<{ session_key: string; booked_at: Date; moved_from: string }[]>`
      select session_key, booked_at, moved_from from session_seats where email_normalized = ${email}`;
    expect(seat).toMatchObject({ session_key: 'clinical1-2027-04', moved_from: 'c1-old' });
    expect(seat!.booked_at.toISOString()).toBe('2026-01-02T10:00:00.000Z');
    const kinds = await sql<{ kind: string }[]>`
      select kind from outbox_emails where kind like 'session-move%' and (to_address = ${email} or reply_to = ${email})
      order by kind`;
    expect(kinds.map((row) => row.kind)).toEqual(['session-move-notification', 'session-moved']);
  });

  it("says 'Failed to load account information' (with 503) when loading fails", async () => {
    const user = await makeUser(sql, uniqueEmail(), { verified: true });
    const cookie = cookiePair(await startLoginSession(asPage(''), user.id));
    expectConsoleError();
    await sql`alter table course_grants rename to course_grants_away`;
    try {
      const result = routeResult(await accountRoute.loader(routeArgs(asPage(cookie, '/account'))));
      expect(result.status).toBe(503);
      expect(result.body).toMatchObject({ account: null, email: user.email });
    } finally {
      await sql`alter table course_grants_away rename to course_grants`;
    }
  });
});
