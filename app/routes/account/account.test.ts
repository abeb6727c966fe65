/** /account's loader and action: for students only, a 503 page when loading fails, cancelling. */
import { describe, expect, it } from 'vitest';

import { startLoginSession } from '~/auth/login-session-cookie.server';
import { creditBalance } from '~/credits/ledger.server';

import {
  asPage,
  cookiePair,
  makeUser,
  student,
  uniqueEmail,
  useTestDatabase,
} from '../../../tests/support/auth';
import { expectConsoleError } from '../../../tests/support/console';
import { paidLine } from '../../../tests/support/ledger';
import { formPost, routeArgs, routeResult } from '../../../tests/support/routes';
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

describe('/account: cancelling a course', () => {
  it("shows today's quote, answers a stale one with the new quote, and cancels the quote confirmed", async () => {
    const { email, cookie } = await student(sql, 'canceller', ['clinical1'], 650_000);
    const [grant] = await sql<{ order_id: string }[]>`
      select order_id from course_grants where email_normalized = ${email}`;
    const orderId = grant!.order_id;
    await paidLine(sql, {
      orderId,
      email,
      courseId: 'clinical1',
      cents: 650_000,
      sessionKey: 'clinical1-2027-04',
    });

    // Clinical 1 starts on 15 April 2027: in full until 31 March, 15 days before.
    const page = routeResult(
      await accountRoute.loader(routeArgs(asPage(cookie, '/account?tab=courses'))),
    );
    expect(page.body).toMatchObject({
      cancelOffers: {
        clinical1: {
          kind: 'cancellable',
          orderId,
          percent: 100,
          amountCents: 650_000,
          until: '2027-03-31',
          nextPercent: 50,
        },
      },
    });

    const post = async (fields: Record<string, string>) =>
      (await accountRoute
        .action(routeArgs(formPost('/account', fields, { Cookie: cookie })))
        .catch((thrown: unknown) => thrown)) as Response;
    const form = { intent: 'cancel-course', orderId, courseId: 'clinical1', destination: 'credit' };

    const stale = await post({ ...form, percent: '50', amountCents: '325000' });
    expect(stale.headers.get('Location')).toBe(
      '/account?tab=courses&cancel=clinical1&changed=1#cancel-clinical1',
    );
    expect(await sql`select 1 from cancellations where order_id = ${orderId}`).toHaveLength(0);

    const done = await post({ ...form, percent: '100', amountCents: '650000' });
    expect(done.headers.get('Location')).toBe('/account?tab=courses&notice=courseCancelled');
    expect((await creditBalance(sql, email)).availableCents).toBe(650_000);
    expect(
      await sql`select course_id from course_grants where email_normalized = ${email}`,
    ).toEqual([]);
    const [seat] = await sql`select status from session_seats where order_id = ${orderId}`;
    expect(seat).toEqual({ status: 'released' });

    // The payments tab shows the credit and why it was given.
    const after = routeResult(
      await accountRoute.loader(routeArgs(asPage(cookie, '/account?tab=payments'))),
    );
    expect(after.body).toMatchObject({
      credit: {
        availableCents: 650_000,
        entries: [{ reason: 'cancellation', amountCents: 650_000, orderId, expiresAt: null }],
      },
    });

    // Again (a second tab): nothing more to cancel.
    const again = await post({ ...form, percent: '100', amountCents: '650000' });
    expect(again.headers.get('Location')).toBe('/account?tab=courses&notice=cancelUnavailable');
    expect((await creditBalance(sql, email)).availableCents).toBe(650_000);
  });

  it("cannot cancel another student's course", async () => {
    const owner = await student(sql, 'owner', ['module2'], 285_000);
    const other = await student(sql, 'other', ['module1'], 285_000);
    const [grant] = await sql<{ order_id: string }[]>`
      select order_id from course_grants where email_normalized = ${owner.email}`;
    const response = (await accountRoute
      .action(
        routeArgs(
          formPost(
            '/account',
            {
              intent: 'cancel-course',
              orderId: grant!.order_id,
              courseId: 'module2',
              percent: '100',
              amountCents: '285000',
            },
            { Cookie: other.cookie },
          ),
        ),
      )
      .catch((thrown: unknown) => thrown)) as Response;
    expect(response.headers.get('Location')).toBe('/account?tab=courses&notice=cancelUnavailable');
    expect(await sql`select 1 from cancellations where order_id = ${grant!.order_id}`).toHaveLength(
      0,
    );
  });
});
