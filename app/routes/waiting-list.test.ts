/**
 * /waiting-list: the form of a full session, joining its line, and /waiting-list/confirm, the
 * e-mailed link that puts an entry in line (decision 0038: joins of strangers must hold no seat).
 */
import { beforeEach, describe, expect, it } from 'vitest';

import { startLoginSession } from '~/auth/login-session-cookie.server';
import { liveOffer, sendWaitingListOffers } from '~/sessions/waiting-list-offers.server';

import {
  cookiePair,
  makeUser,
  uniqueAddress,
  uniqueEmail,
  useTestDatabase,
} from '../../tests/support/auth';
import { resetDatabase } from '../../tests/support/database';
import { formPost, routeArgs, routeResult } from '../../tests/support/routes';
import { putInLine } from '../../tests/support/waiting-list';
import { action, loader } from './waiting-list';
import * as confirmRoute from './waiting-list_.confirm';

const { sql } = await useTestDatabase();

// The bundled dataset: Clinical 1 on 'Apr 15-20, 2027' (6 spots) and 'Oct 16-21, 2025' (past).
const SESSION = { course: 'clinical1', session: 'clinical1-2027-04' };

/** Fills `count` of the session's six seats with held orders; returns the orders. */
async function fillSession(count = 6) {
  const orders: string[] = [];
  for (let index = 0; index < count; index++) {
    const [order] = await sql<{ id: string }[]>`
      insert into orders (email, name, phone, selected_items, course_ids, amount_cents,
                          request_fingerprint)
      values (${`b${index}@example.com`}, 'Buyer', '310 555 0100', ${sql.array(['clinical1'])},
              ${sql.array(['clinical1'])}, 750000, ${`fp-${index}`})
      returning id`;
    await sql`
      insert into session_seats (course_id, session_key, order_id, email_normalized, status,
                                 held_until, capacity)
      values ('clinical1', 'clinical1-2027-04', ${order!.id}, ${`b${index}@example.com`}, 'held',
              now() + interval '30 minutes', 6)`;
    orders.push(order!.id);
  }
  return orders;
}

/** A holder's payment failed: their seat is free again. */
const release = (orderId: string) =>
  sql`update session_seats set status = 'released', released_at = now() where order_id = ${orderId}`;

const get = async (query: string) =>
  routeResult(await loader(routeArgs(new Request(`http://localhost/waiting-list?${query}`))));

const post = async (
  fields: Record<string, string>,
  query = '',
  options: { clientAddress?: string; cookie?: string } = {},
) =>
  routeResult(
    await action(
      routeArgs(
        formPost(`/waiting-list${query}`, fields, options.cookie ? { Cookie: options.cookie } : {}),
        { context: { clientAddress: options.clientAddress ?? uniqueAddress() } },
      ),
    ),
  );

const getConfirm = async (token: string) =>
  routeResult(
    await confirmRoute.loader(
      routeArgs(new Request(`http://localhost/waiting-list/confirm?token=${token}`)),
    ),
  );

const postConfirm = async (token: string) =>
  routeResult(
    await confirmRoute.action(
      routeArgs(formPost('/waiting-list/confirm', { token }), {
        context: { clientAddress: uniqueAddress() },
      }),
    ),
  );

/** The confirmation e-mails queued to `to`, oldest first, with their link's token. */
async function confirmationMails(to: string) {
  const rows = await sql<{ subject: string; text_body: string; html_body: string }[]>`
    select subject, text_body, html_body from outbox_emails
    where kind = 'waiting-list-confirmation' and to_address = ${to} order by created_at, id`;
  return rows.map((row) => ({
    ...row,
    token: /\/waiting-list\/confirm\?token=([A-Za-z0-9_-]{43})/.exec(row.text_body)?.[1] ?? '',
  }));
}

/** The token of the newest confirmation link e-mailed to `to`. */
const tokenFor = async (to: string) => (await confirmationMails(to)).at(-1)?.token ?? '';

const statusOf = async (email: string) =>
  (await sql`select status from waiting_list where email_normalized = ${email}`)[0]?.status;

const offerMails = () =>
  sql`select to_address from outbox_emails where kind = 'waiting-list-offer' order by created_at`;

const details = { name: 'Dr. Ada Lovelace', email: 'ada@example.com', phone: '+1 310 555 0100' };

beforeEach(async () => {
  await resetDatabase(sql);
});

describe('GET /waiting-list', () => {
  it('shows a full session’s form with its seats left, never cached', async () => {
    await fillSession();
    const page = await get(new URLSearchParams(SESSION).toString());
    expect(page.status).toBe(200);
    expect(page.headers.get('Cache-Control')).toBe('private, no-store');
    expect(page.body).toMatchObject({
      session: { courseId: 'clinical1', dateText: 'Apr 15-20, 2027', location: expect.any(String) },
      seatsLeft: 0,
      offerHours: 48,
      prefill: null,
    });
  });

  it('answers 404 for a past, unknown or malformed session', async () => {
    for (const query of [
      'course=clinical1&session=d20251016',
      'course=clinical1&session=nope',
      'course=module1&session=tbd',
      'course=%3Cscript%3E&session=..%2F..',
      '',
    ]) {
      const page = await get(query);
      expect(page.status, query).toBe(404);
      expect(page.body).toMatchObject({ session: null });
    }
  });
});

describe('POST /waiting-list', () => {
  it('joins a full session once per e-mail, unconfirmed, and e-mails the link in the page’s language', async () => {
    await fillSession();
    const joined = await post({ ...SESSION, ...details }, '?lng=es');
    expect(joined.status).toBe(200);
    expect(joined.body).toMatchObject({ status: 'success', joined: 'confirm' });
    const again = await post({ ...SESSION, ...details, email: ' ADA@example.com' });
    expect(again.body).toMatchObject({ status: 'success', joined: 'pending' });
    const rows = await sql`select email, language, status from waiting_list`;
    expect(rows).toEqual([{ email: 'ada@example.com', language: 'es', status: 'unconfirmed' }]);
    // One e-mail: it names the course and session as the Spanish page does (course name and days
    // in Spanish), greets no one by the name typed.
    const [mail, ...more] = await confirmationMails('ada@example.com');
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(
      'Confirme su lugar en la lista de espera: Cirugía básica e intermedia (Beverly Hills), 15–20 de abril de 2027',
    );
    expect(mail!.text_body).toMatch(/^Hola:\n/);
    expect(mail!.text_body).toContain('15–20 de abril de 2027');
    expect(mail!.text_body + mail!.html_body).not.toContain('Lovelace');
    expect(mail!.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the token's hash is stored.
    const [stored] = await sql`select confirm_token_hash from waiting_list`;
    expect(stored!.confirm_token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(await sql`select * from waiting_list`)).not.toContain(mail!.token);
  });

  it('refuses to join while the session has seats free (409, with where to book it)', async () => {
    await fillSession(5);
    const joined = await post({ ...SESSION, ...details });
    expect(joined.status).toBe(409);
    expect(joined.body).toMatchObject({
      error: { '': ['waitingList.errors.seatsFree'] },
      register: '/register?course=clinical1&session=clinical1-2027-04',
    });
    expect(await sql`select 1 from waiting_list`).toHaveLength(0);
    expect(await sql`select 1 from outbox_emails`).toHaveLength(0);
  });

  it('six made-up joins of a session with six free seats hold none of them', async () => {
    for (let index = 0; index < 6; index++) {
      const joined = await post({ ...SESSION, ...details, email: `fake${index}@example.com` });
      expect(joined.status).toBe(409);
    }
    await sendWaitingListOffers(sql);
    expect(await offerMails()).toEqual([]);
    expect(await sql`select 1 from waiting_list`).toHaveLength(0);
    // A real buyer still finds all six seats.
    const page = await get(new URLSearchParams(SESSION).toString());
    expect(page.body).toMatchObject({ seatsLeft: 6 });
  });

  it('never offers a freed seat to an entry whose address is not confirmed', async () => {
    const holders = await fillSession();
    expect((await post({ ...SESSION, ...details })).body).toMatchObject({ joined: 'confirm' });
    await release(holders[0]!);
    expect(await sendWaitingListOffers(sql)).toBe(0);
    expect(await offerMails()).toEqual([]);
    expect(await statusOf('ada@example.com')).toBe('unconfirmed');
    expect((await get(new URLSearchParams(SESSION).toString())).body).toMatchObject({
      seatsLeft: 1,
    });
  });

  it('lets a signed-in student join with their own confirmed address, without a link', async () => {
    await fillSession();
    const email = uniqueEmail('signed-in');
    const user = await makeUser(sql, email, { verified: true });
    const cookie = cookiePair(await startLoginSession(new Request('http://localhost/'), user.id));
    const joined = await post({ ...SESSION, ...details, email }, '', { cookie });
    expect(joined.body).toMatchObject({ joined: 'joined' });
    expect(await statusOf(email)).toBe('waiting');
    expect(await confirmationMails(email)).toEqual([]);
    // Someone else's address, or an unconfirmed account's own, still needs the link.
    const other = await post({ ...SESSION, ...details }, '', { cookie });
    expect(other.body).toMatchObject({ joined: 'confirm' });
    const unverified = uniqueEmail('unverified');
    const newcomer = await makeUser(sql, unverified);
    const its = cookiePair(await startLoginSession(new Request('http://localhost/'), newcomer.id));
    const own = await post({ ...SESSION, ...details, email: unverified }, '', { cookie: its });
    expect(own.body).toMatchObject({ joined: 'confirm' });
  });

  it('refuses bad details and closed sessions with 400 and the form’s messages', async () => {
    const bad = await post({ ...SESSION, name: '', email: 'not-an-email', phone: '12' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      error: {
        name: ['forms.errors.nameRequired'],
        email: ['forms.errors.emailInvalid'],
        phone: ['forms.errors.phoneInvalid'],
      },
    });
    const past = await post({ course: 'clinical1', session: 'd20251016', ...details });
    expect(past.status).toBe(400);
    expect(past.body).toMatchObject({ error: { '': ['waitingList.errors.unknownSession'] } });
    const malformed = await post({ course: 'clinical1', session: '../x', ...details });
    expect(malformed.status).toBe(400);
    expect(await sql`select 1 from waiting_list`).toHaveLength(0);
  });

  it('limits how often one address joins', async () => {
    await fillSession();
    const statuses: number[] = [];
    for (let index = 0; index < 11; index++) {
      const joined = await post({ ...SESSION, ...details, email: `p${index}@example.com` }, '', {
        clientAddress: '203.0.113.9',
      });
      statuses.push(joined.status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('caps the live entries of one client address across sessions (429)', async () => {
    await fillSession();
    const client = '198.51.100.20';
    // Ten live entries of other sessions, joined from that address earlier.
    for (let index = 0; index < 10; index++) {
      await putInLine(sql, {
        courseId: 'module1',
        sessionKey: `m1-${index}`,
        name: 'Dr. Earlier',
        email: `earlier${index}@example.com`,
        phone: '+1 310 555 0100',
        language: 'en',
      });
    }
    await sql`update waiting_list set client_address = ${client}`;
    const refused = await post({ ...SESSION, ...details }, '', { clientAddress: client });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ error: { '': ['waitingList.errors.tooManyFromClient'] } });
    expect(await statusOf('ada@example.com')).toBeUndefined();
    // Entries that end (booked, lapsed) no longer count.
    await sql`update waiting_list set status = 'booked' where session_key = 'm1-0'`;
    const allowed = await post({ ...SESSION, ...details }, '', { clientAddress: client });
    expect(allowed.status).toBe(200);
  });

  it('caps the live entries of one e-mail address across sessions (400)', async () => {
    await fillSession();
    for (let index = 0; index < 5; index++) {
      await putInLine(sql, {
        courseId: 'module1',
        sessionKey: `m1-${index}`,
        name: 'Dr. Ada',
        email: 'Ada@Example.com',
        phone: '+1 310 555 0100',
        language: 'en',
      });
    }
    const refused = await post({ ...SESSION, ...details });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: { '': ['waitingList.errors.tooManyForEmail'] } });
    expect(await confirmationMails('ada@example.com')).toEqual([]);
    await sql`update waiting_list set status = 'lapsed' where session_key = 'm1-0'`;
    expect((await post({ ...SESSION, ...details })).status).toBe(200);
  });
});

describe('/waiting-list/confirm', () => {
  it('shows what the link confirms on GET, confirms only on POST, once; then offers follow', async () => {
    const holders = await fillSession();
    await post({ ...SESSION, ...details });
    const token = await tokenFor('ada@example.com');
    // Opening the link (a mail scanner would) changes nothing.
    const page = await getConfirm(token);
    expect(page.status).toBe(200);
    expect(page.headers.get('Cache-Control')).toBe('private, no-store');
    expect(page.body).toMatchObject({
      token,
      entry: {
        email: 'ada@example.com',
        courseName: 'Basic and Intermediate Surgery (Beverly Hills)',
        dateText: 'Apr 15-20, 2027',
      },
    });
    expect(await statusOf('ada@example.com')).toBe('unconfirmed');
    // Bo joined first but confirms after Ada: the line counts from confirmation.
    await post({ ...SESSION, ...details, email: 'bo@example.com' });
    const boToken = await tokenFor('bo@example.com');

    const confirmed = await postConfirm(token);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({
      status: 'success',
      confirmed: {
        email: 'ada@example.com',
        courseName: 'Basic and Intermediate Surgery (Beverly Hills)',
      },
    });
    expect(await statusOf('ada@example.com')).toBe('waiting');
    expect((await postConfirm(boToken)).status).toBe(200);
    // The link works once.
    const again = await postConfirm(token);
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ error: { '': ['waitingList.confirmGone'] } });
    expect((await getConfirm(token)).status).toBe(404);
    expect((await post({ ...SESSION, ...details })).body).toMatchObject({ joined: 'already' });

    // A seat frees: Ada is offered it, and the offer's link opens /register as before.
    await release(holders[0]!);
    expect(await sendWaitingListOffers(sql)).toBe(1);
    const [offer] = await sql<{ text_body: string; to_address: string }[]>`
      select text_body, to_address from outbox_emails where kind = 'waiting-list-offer'`;
    expect(offer!.to_address).toBe('ada@example.com');
    const offerToken = /[?&]offer=([A-Za-z0-9_-]{43})/.exec(offer!.text_body)![1]!;
    expect(await liveOffer(sql, offerToken)).toMatchObject({ sessionKey: 'clinical1-2027-04' });
    expect(await statusOf('bo@example.com')).toBe('waiting');
  });

  it('refuses made-up, malformed and missing tokens with 404 / 400', async () => {
    expect((await getConfirm('x'.repeat(43))).status).toBe(404);
    expect((await getConfirm('%3Cscript%3E')).status).toBe(404);
    for (const token of ['x'.repeat(43), '../../etc', '']) {
      const refused = await postConfirm(token);
      expect(refused.status, token).toBe(400);
      expect(refused.body).toMatchObject({ error: expect.anything() });
    }
  });

  it('lapses an entry not confirmed within a day; its link then fails and joining starts over', async () => {
    await fillSession();
    await post({ ...SESSION, ...details });
    const token = await tokenFor('ada@example.com');
    const [row] = await sql<{ hours: number }[]>`
      select extract(epoch from confirm_until - joined_at) / 3600 as hours from waiting_list`;
    expect(Number(row!.hours)).toBeCloseTo(24, 1);
    // A day passes; the background sweep lapses it.
    await sql`update waiting_list set confirm_until = now() - interval '1 second'`;
    expect((await getConfirm(token)).status).toBe(404);
    await sendWaitingListOffers(sql);
    const [lapsed] = await sql`select status, confirm_token_hash from waiting_list`;
    expect(lapsed).toEqual({ status: 'lapsed', confirm_token_hash: null });
    expect((await postConfirm(token)).status).toBe(400);
    expect(await statusOf('ada@example.com')).toBe('lapsed');
    // Joining again sends a new link.
    expect((await post({ ...SESSION, ...details })).body).toMatchObject({ joined: 'confirm' });
    expect(await confirmationMails('ada@example.com')).toHaveLength(2);
    expect(await statusOf('ada@example.com')).toBe('unconfirmed');
  });
});
