/**
 * /staff/sessions/<course>/<session>/close: staff close a session for its registrants, with
 * credit here (the card path is session-closure.server.test.ts's); anyone else gets the 404.
 */
import { describe, expect, it } from 'vitest';

import { creditBalance } from '~/credits/ledger.server';

import {
  asPage,
  insertOrder,
  signedInUser,
  uniqueEmail,
  useTestDatabase,
} from '../../../tests/support/auth';
import { paidLine } from '../../../tests/support/ledger';
import { routeArgs, routeResult } from '../../../tests/support/routes';
import * as closeRoute from './staff_.sessions.$courseId.$sessionKey.close';

const { sql } = await useTestDatabase();
// Module 3's May 2027 session, which no other test of this file's database closes.
const params = { courseId: 'module3', sessionKey: 'module3-2027-05' };
const PATH = '/staff/sessions/module3/module3-2027-05/close';

const signedIn = async (staff: boolean) => (await signedInUser(sql, { staff })).cookie;

const page = (cookie: string, path = PATH) =>
  closeRoute.loader(routeArgs(asPage(cookie, path), { params })).then(routeResult);
const post = (cookie: string, fields: Record<string, string>) =>
  closeRoute
    .action(
      routeArgs(
        new Request(`http://localhost${PATH}`, {
          method: 'POST',
          headers: { Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(fields),
        }),
        { params },
      ),
    )
    .catch((thrown: unknown) => thrown as Response);

describe('/staff/sessions/<course>/<session>/close', () => {
  it('is a 404 for a student and for an unknown session', async () => {
    const student = await signedIn(false);
    expect((await page(student)).status).toBe(404);
    expect(
      routeResult(
        (await post(student, { kind: 'cancelled', remedy: 'credit', confirm: 'yes' })) as never,
      ).status,
    ).toBe(404);
    const staff = await signedIn(true);
    const unknown = await closeRoute
      .loader(
        routeArgs(asPage(staff, '/staff/sessions/module3/nope/close'), {
          params: { courseId: 'module3', sessionKey: 'nope' },
        }),
      )
      .then(routeResult);
    expect(unknown.status).toBe(404);
  });

  it('refuses an unconfirmed form, then closes the session with credit and reports each registrant', async () => {
    const staff = await signedIn(true);
    const email = uniqueEmail('registrant');
    const orderId = await insertOrder(sql, {
      email,
      name: 'Dr. Registrant',
      items: ['module3'],
      amountCents: 295_000,
    });
    await paidLine(sql, {
      orderId,
      email,
      courseId: 'module3',
      cents: 295_000,
      sessionKey: 'module3-2027-05',
    });

    expect((await page(staff)).body).toMatchObject({
      kind: 'session',
      session: { title: expect.stringContaining('May 14-16, 2027'), booked: 1, waiting: 0 },
      report: null,
      preview: null,
    });
    // The preview: who gets what with the choice, before anything is written.
    expect((await page(staff, `${PATH}?kind=postponed&remedy=credit`)).body).toMatchObject({
      preview: {
        kind: 'postponed',
        remedy: 'credit',
        rows: [
          {
            orderId,
            name: 'Dr. Registrant',
            amountCents: 295_000,
            cardCents: 0,
            creditCents: 295_000,
            plan: null,
            refused: null,
          },
        ],
      },
    });
    expect((await creditBalance(sql, email)).availableCents).toBe(0);
    const refused = routeResult(
      (await post(staff, { kind: 'cancelled', remedy: 'credit' })) as never,
    );
    expect(refused).toMatchObject({ status: 400, body: { error: 'confirmRequired' } });

    const done = (await post(staff, {
      kind: 'postponed',
      remedy: 'credit',
      confirm: 'yes',
    })) as Response;
    expect(done.headers.get('Location')).toBe(`${PATH}#report-title`);
    expect((await page(staff)).body).toMatchObject({
      report: {
        kind: 'postponed',
        remedy: 'credit',
        outcomes: [{ orderId, name: 'Dr. Registrant', outcome: 'credited', amountCents: 295_000 }],
      },
    });
    expect((await creditBalance(sql, email)).availableCents).toBe(295_000);
  });
});
