/**
 * /staff and its CSV downloads: a signed-in staff member sees the rosters; visitors, students and
 * revoked staff get the 404 of an unknown address, so the page does not reveal it exists.
 */
import { describe, expect, it } from 'vitest';

import { setAccountStaff } from '~/auth/staff.server';
import { csvField } from '~/lib/csv';
import { flagAttention } from '~/orders/ledger.server';
import { loadPriceList } from '~/prices/price-list.server';
import { attachmentDisposition, rosterFileName, type SessionRoster } from '~/sessions/roster';

import {
  asPage,
  insertOrder,
  signedInUser,
  uniqueEmail,
  useTestDatabase,
} from '../../../tests/support/auth';
import { failedPlan } from '../../../tests/support/plans';
import { routeArgs, routeResult } from '../../../tests/support/routes';
import * as unknownRoute from '../public/$';
import * as staffRoute from './staff';
import * as csvRoute from './staff_.sessions.$courseId.$file';

const { sql } = await useTestDatabase();

/** clinical1's name in the bundled content. */
const COURSE = (await loadPriceList()).courses.find((c) => c.courseId === 'clinical1')!.displayName;
/** A file name as filename* carries it (RFC 5987: parentheses escaped too). */
const rfc5987 = (name: string) =>
  encodeURIComponent(name).replace(
    /[()]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

const signedIn = (options: { staff?: boolean } = {}) => signedInUser(sql, options);

/** A paid order with a booked seat in the session. */
async function booked(courseId: string, sessionKey: string, name: string, amountCents = 750000) {
  const email = uniqueEmail('buyer');
  const orderId = await insertOrder(sql, {
    email,
    name,
    phone: '+1 310 555 0142',
    items: [courseId],
    amountCents,
  });
  await sql`
    insert into session_seats (course_id, session_key, order_id, email_normalized, status,
                               held_until, capacity, booked_at)
    values (${courseId}, ${sessionKey}, ${orderId}, ${email}, 'booked', now(), 6,
            '2026-11-20T15:04:05Z')`;
  return { email, orderId };
}

const page = (cookie: string, path = '/staff') =>
  staffRoute.loader(routeArgs(asPage(cookie, path))).then(routeResult);

const csv = (cookie: string, courseId: string, file: string, search = '') =>
  csvRoute.loader(
    routeArgs(asPage(cookie, `/staff/sessions/${courseId}/${file}${search}`), {
      params: { courseId, file },
    }),
  );

/** The body as sent, byte order mark included (Response.text() drops it). */
const bodyOf = async (response: Response) =>
  new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());

describe('/staff', () => {
  it('is the 404 of an unknown address for a visitor, a student and revoked staff', async () => {
    const unknown = routeResult(await unknownRoute.loader(routeArgs(asPage('', '/no-such-page'))));
    const student = await signedIn();
    const revoked = await signedIn({ staff: true });
    await setAccountStaff(sql, revoked.email, false);
    for (const cookie of ['', 'sid=forged', student.cookie, revoked.cookie]) {
      const result = await page(cookie);
      expect(result.status).toBe(404);
      expect(result.body).toEqual({
        kind: 'not-found',
        page: (unknown.body as { page: unknown }).page,
      });
      // No Cache-Control of its own: the document gets what any 404 gets (entry.server.tsx).
      expect(
        staffRoute.headers({ loaderHeaders: result.headers } as Parameters<
          typeof staffRoute.headers
        >[0]),
      ).toEqual(new Headers());
    }
  });

  it('shows a staff member the rosters and the orders needing attention, never stored', async () => {
    const staff = await signedIn({ staff: true });
    // The bundled dataset's dates are all past: seats in a key not among them are listed apart.
    const { orderId } = await booked('clinical1', 'c1-2027-e2e', 'Dr. Roster');
    const attention = await insertOrder(sql, {
      email: uniqueEmail('late'),
      name: 'Dr. Late',
      items: ['clinical1'],
      amountCents: 750000,
    });
    await flagAttention(sql, attention, {
      note: 'Paid after its hold lapsed; full: Clinical 1',
      dedupeKey: 'lapsed-hold',
    });

    const result = await page(staff.cookie);
    expect(result.status).toBe(200);
    expect(result.headers.get('Cache-Control')).toBe('private, no-store');
    expect(
      staffRoute.headers({ loaderHeaders: result.headers } as Parameters<
        typeof staffRoute.headers
      >[0]),
    ).toEqual({ 'Cache-Control': 'private, no-store' });
    const body = result.body as Extract<
      Awaited<ReturnType<typeof staffRoute.loader>>['data'],
      { kind: 'staff' }
    >;
    expect(body.kind).toBe('staff');
    expect(body.title).toBe('Staff: session rosters');
    expect(body.unlisted).toEqual([
      expect.objectContaining({
        courseId: 'clinical1',
        key: 'c1-2027-e2e',
        inContent: false,
        booked: 1,
        held: 0,
        left: 5,
        attendees: [
          expect.objectContaining({
            orderId,
            name: 'Dr. Roster',
            phone: '+1 310 555 0142',
            amountCents: 750000,
            bookedAt: '2026-11-20T15:04:05.000Z',
          }),
        ],
      }),
    ]);
    expect(body.attention.map((order) => order.id)).toEqual([attention]);
    expect(body.courseNames.clinical1).toBeTruthy();
  });

  it('shows staff who waits for a session: offers with their deadline first, then the line', async () => {
    const staff = await signedIn({ staff: true });
    await sql`
      insert into waiting_list (course_id, session_key, name, email, email_normalized, phone,
                                language, status, asked_at, confirmed_at, joined_at)
      values ('clinical1', 'clinical1-2027-04', 'Dr. Second', 'second@example.com',
              'second@example.com', '555 0102', 'en', 'waiting', '2026-11-20T16:00:00Z',
              '2026-11-20T17:00:00Z', '2026-11-20T17:00:00Z'),
             ('clinical1', 'clinical1-2027-04', 'Dr. First', 'first@example.com',
              'first@example.com', '555 0101', 'es', 'waiting', '2026-11-20T15:00:00Z',
              '2026-11-20T15:30:00Z', '2026-11-20T15:30:00Z')`;
    // Unconfirmed: not in line, not listed.
    await sql`
      insert into waiting_list (course_id, session_key, name, email, email_normalized, phone,
                                language, status, confirm_token_hash, confirm_until)
      values ('clinical1', 'clinical1-2027-04', 'Dr. Unconfirmed', 'u@example.com',
              'u@example.com', '555 0103', 'en', 'unconfirmed', ${'a'.repeat(64)},
              now() + interval '1 day')`;
    await sql`
      insert into waiting_list (course_id, session_key, name, email, email_normalized, phone,
                                language, status, confirmed_at, offered_at, offer_until,
                                offer_token_hash)
      values ('clinical1', 'clinical1-2027-04', 'Dr. Offered', 'o@example.com', 'o@example.com',
              '555 0100', 'en', 'offered', '2026-11-19T10:00:00Z', now(),
              '2030-01-02T03:04:00Z', ${'b'.repeat(64)})`;
    const body = (await page(staff.cookie)).body as { sessions: SessionRoster[] };
    const session = body.sessions.find((s) => s.key === 'clinical1-2027-04')!;
    expect(session.waiting).toBe(3);
    expect(session.waitingList).toEqual([
      expect.objectContaining({
        name: 'Dr. Offered',
        status: 'offered',
        offerUntil: '2030-01-02T03:04:00.000Z',
      }),
      {
        name: 'Dr. First',
        email: 'first@example.com',
        phone: '555 0101',
        status: 'waiting',
        askedAt: '2026-11-20T15:00:00.000Z',
        confirmedAt: '2026-11-20T15:30:00.000Z',
        offerUntil: null,
      },
      expect.objectContaining({ name: 'Dr. Second', status: 'waiting' }),
    ]);
  });

  it('is noindex, for staff and for everyone else', () => {
    const robots = (data: unknown) =>
      staffRoute
        .meta({ data } as Parameters<typeof staffRoute.meta>[0])
        .find((tag) => 'name' in tag && tag.name === 'robots');
    expect(robots({ kind: 'staff', title: 'Staff' })).toEqual({
      name: 'robots',
      content: 'noindex',
    });
    expect(robots(undefined)).toEqual({ name: 'robots', content: 'noindex' });
  });
});

describe('/staff/sessions/<courseId>/<sessionKey>.csv', () => {
  it('is 404 for a visitor, a student, an unknown session and a malformed address', async () => {
    await booked('clinical1', 'c1-csv-404', 'Dr. Hidden');
    const student = await signedIn();
    const staff = await signedIn({ staff: true });
    const attempts: Array<[string, string, string]> = [
      ['', 'clinical1', 'c1-csv-404.csv'],
      ['sid=forged', 'clinical1', 'c1-csv-404.csv'],
      [student.cookie, 'clinical1', 'c1-csv-404.csv'],
      [staff.cookie, 'clinical1', 'no-such-session.csv'],
      [staff.cookie, 'module1', 'c1-csv-404.csv'],
      [staff.cookie, 'clinical1', 'c1-csv-404'],
      [staff.cookie, 'clinical1', 'c1 csv.csv'],
      [staff.cookie, 'clinical1/../x', 'c1-csv-404.csv'],
    ];
    for (const [cookie, courseId, file] of attempts) {
      const response = await csv(cookie, courseId, file);
      expect(response.status, `${cookie} ${courseId}/${file}`).toBe(404);
      expect(await response.text()).not.toContain('Dr. Hidden');
    }
  });

  it('gives staff the attendees as an attachment named for the course and date, escaped, never stored', async () => {
    const staff = await signedIn({ staff: true });
    const { email, orderId } = await booked('clinical1', 'c1-csv', 'Doe, Jane "JD"', 1_234_567);
    const response = await csv(staff.cookie, 'clinical1', 'c1-csv.csv');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    // Not a content date: its key stands for the date.
    const disposition = response.headers.get('Content-Disposition') ?? '';
    expect(disposition).toBe(
      `attachment; filename="${COURSE} - c1-csv roster.csv"; filename*=UTF-8''${rfc5987(`${COURSE} - c1-csv roster.csv`)}`,
    );
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    // The course and dates on every row, a short order reference, and the academy's local time
    // to the minute (15:04:05 UTC on November 20 is 07:04 in Los Angeles).
    const reference = orderId.replaceAll('-', '').slice(0, 8).toUpperCase();
    expect(reference).toMatch(/^[0-9A-F]{8}$/);
    expect(await bodyOf(response)).toBe(
      '\uFEFFCourse,Session dates,Name,E-mail,Phone,Order,Paid (USD),Booked at (America/Los_Angeles)\r\n' +
        `${csvField(COURSE)},c1-csv,"Doe, Jane ""JD""",${email},+1 310 555 0142,${reference},12345.67,2026-11-20 07:04\r\n`,
    );
  });

  it('names a content date’s file by its first day', async () => {
    const staff = await signedIn({ staff: true });
    await booked('clinical1', 'clinical1-2027-04', 'Dr. Núñez');
    const response = await csv(staff.cookie, 'clinical1', 'clinical1-2027-04.csv');
    const disposition = response.headers.get('Content-Disposition') ?? '';
    expect(decodeURIComponent(disposition.split("filename*=UTF-8''")[1]!)).toBe(
      `${COURSE} - 2027-04-15 roster.csv`,
    );
    const row = (await bodyOf(response)).split('\r\n')[1]!;
    expect(row.startsWith(`${csvField(COURSE)},"Apr 15-20, 2027",`)).toBe(true);
    expect(row).toContain('Dr. Núñez');
  });

  it('keeps accents out of the plain filename and in filename*', () => {
    expect(attachmentDisposition('Implantología 1 - 2027-04-15 roster.csv')).toBe(
      `attachment; filename="Implantologia 1 - 2027-04-15 roster.csv"; filename*=UTF-8''Implantolog%C3%ADa%201%20-%202027-04-15%20roster.csv`,
    );
    expect(rosterFileName({ courseName: 'A/B: "C"', startDate: '2027-04-15', key: 'k' })).toBe(
      'A B C - 2027-04-15 roster.csv',
    );
  });

  it('is in Spanish for a staff member reading the site in Spanish', async () => {
    const staff = await signedIn({ staff: true });
    await booked('clinical1', 'c1-es', 'Dr. Núñez');
    const response = await csv(staff.cookie, 'clinical1', 'c1-es.csv', '?lng=es');
    expect((await bodyOf(response)).split('\r\n')[0]).toBe(
      '\uFEFFCurso,Fechas de la sesión,Nombre,Correo electrónico,Teléfono,Pedido,Pagado (USD),Reservado el (America/Los_Angeles)',
    );
  });

  it('has a header row only for a content date nobody booked', async () => {
    const staff = await signedIn({ staff: true });
    // A (past) date of the bundled dataset: any date of the course has its CSV.
    const response = await csv(staff.cookie, 'clinical1', 'd20251016.csv');
    expect(response.status).toBe(200);
    expect((await response.text()).split('\r\n').filter(Boolean)).toHaveLength(1);
  });
  it('refunds only from a staff member, a well-formed form and a paid duplicate (404, 400, 409)', async () => {
    const staff = await signedIn({ staff: true });
    const student = await signedIn();
    const email = uniqueEmail('twice');
    const first = await insertOrder(sql, { email, items: ['clinical1'], amountCents: 750000 });
    const second = await insertOrder(sql, { email, items: ['clinical1'], amountCents: 750000 });
    await flagAttention(sql, first, {
      note: 'Paid after its hold lapsed',
      dedupeKey: 'lapsed-hold',
    });
    const refund = (cookie: string, fields: Record<string, string>) => {
      const request = new Request('http://localhost/staff', {
        method: 'POST',
        headers: { Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields),
      });
      return staffRoute.action(routeArgs(request)).then(routeResult);
    };
    for (const cookie of ['', student.cookie]) {
      expect((await refund(cookie, { intent: 'refund', order: second })).status).toBe(404);
    }
    expect((await refund(staff.cookie, { intent: 'refund', order: 'x' })).status).toBe(400);
    expect((await refund(staff.cookie, { order: second })).status).toBe(400);
    // Not marked as a duplicate: nothing to refund from here.
    expect((await refund(staff.cookie, { intent: 'refund', order: first })).status).toBe(409);
    expect(await sql`select status from orders where id = ${first}`).toEqual([
      { status: 'completed' },
    ]);
    // The first step's confirmation is shown for a paid duplicate only.
    const asked = async (id: string) => {
      const body = (await page(staff.cookie, `/staff?refund=${id}`)).body as {
        refund: { confirming: string | null };
      };
      return body.refund.confirming;
    };
    expect(await asked(first)).toBeNull();
    await sql`update orders set duplicate_of = ${first}, payment_intent_id = 'pi_test'
              where id = ${second}`;
    await flagAttention(sql, second, { note: 'Duplicate payment', dedupeKey: 'duplicate' });
    expect(await asked(second)).toBe(second);
  });

  it('shows a monthly plan’s attendee what was collected and is due, not the price as paid', async () => {
    const staff = await signedIn({ staff: true });
    const email = uniqueEmail('plan');
    const orderId = await failedPlan(sql, email);
    // Its seat (the order's clinical1 line) in a session of its own.
    await sql`
      update session_seats set session_key = 'c1-2027-plan', status = 'booked', booked_at = now()
      where order_id = ${orderId} and course_id = 'clinical1'`;
    const body = (await page(staff.cookie)).body as { unlisted: SessionRoster[] };
    const session = body.unlisted.find((candidate) => candidate.key === 'c1-2027-plan');
    expect(session?.attendees).toEqual([
      expect.objectContaining({
        orderId,
        plan: {
          status: 'past_due',
          collectedCents: 231_952,
          dueCents: 3_537_500 - 231_952,
          totalCents: 3_537_500,
          next: { amountCents: 194_444, dueDate: '2027-02-15' },
        },
      }),
    ]);
    // The roster's CSV: what the plan collected, not the program's price.
    const response = await csv(staff.cookie, 'clinical1', 'c1-2027-plan.csv');
    expect(await bodyOf(response as Response)).toContain(',2319.52,');
  });

  it('keeps ended sessions reachable: their attendance and roster, latest first', async () => {
    const staff = await signedIn({ staff: true });
    const body = (await page(staff.cookie)).body as {
      past: Array<{ courseId: string; key: string; startDate: string }>;
    };
    // The bundled dataset's dates are all past.
    expect(body.past.length).toBeGreaterThan(0);
    const starts = body.past.map((session) => session.startDate);
    expect(starts).toEqual([...starts].sort().reverse());
    expect(body.past.every((session) => session.startDate < new Date().toISOString())).toBe(true);
  });
});
