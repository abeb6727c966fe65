/**
 * /waiting-list: the form of a full session, and joining its line (decision 0038: joins of
 * strangers must hold no seat). How often one address may join: waiting-list.limits.test.ts;
 * the e-mailed link that puts an entry in line: waiting-list_.confirm.test.ts.
 */
import { beforeEach, describe, expect, it } from 'vitest';

import { startLoginSession } from '~/auth/login-session-cookie.server';
import { sendWaitingListOffers } from '~/sessions/waiting-list-offers.server';

import { cookiePair, makeUser, uniqueEmail, useTestDatabase } from '../../../tests/support/auth';
import { resetDatabase } from '../../../tests/support/database';
import { routeArgs, routeResult } from '../../../tests/support/routes';
import {
  confirmationMails,
  details,
  fillSession,
  post,
  release,
  SESSION,
  statusOf,
} from '../../../tests/support/waiting-list-route';
import { loader } from './waiting-list';

const { sql } = await useTestDatabase();

const get = async (query: string) =>
  routeResult(await loader(routeArgs(new Request(`http://localhost/waiting-list?${query}`))));

const offerMails = () =>
  sql`select to_address from outbox_emails where kind = 'waiting-list-offer' order by created_at`;

beforeEach(async () => {
  await resetDatabase(sql);
});

describe('GET /waiting-list', () => {
  it('shows a full session’s form with its seats left, never cached', async () => {
    await fillSession(sql);
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

  it('answers 404 for a session the academy closed: its waiting list is closed, not full', async () => {
    await sql`
      insert into session_closures (course_id, session_key, kind, remedy, actor)
      values (${SESSION.course}, ${SESSION.session}, 'cancelled', 'refund', 'staff@academy.test')`;
    const page = await get(new URLSearchParams(SESSION).toString());
    expect(page.status).toBe(404);
    expect(page.body).toMatchObject({ session: null });
    // /courses and /register read the same seats: the session is cancelled, not full.
    const { seatsLeft } = await import('~/sessions/seats.server');
    const left = await seatsLeft(sql, [
      { courseId: SESSION.course, sessionKey: SESSION.session, capacity: 6 },
    ]);
    expect(left.get(`${SESSION.course}:${SESSION.session}`)).toBe('cancelled');
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
    await fillSession(sql);
    const joined = await post({ ...SESSION, ...details }, '?lng=es');
    expect(joined.status).toBe(200);
    expect(joined.body).toMatchObject({ status: 'success', joined: 'confirm' });
    const again = await post({ ...SESSION, ...details, email: ' ADA@example.com' });
    expect(again.body).toMatchObject({ status: 'success', joined: 'pending' });
    const rows = await sql`select email, language, status from waiting_list`;
    expect(rows).toEqual([{ email: 'ada@example.com', language: 'es', status: 'unconfirmed' }]);
    // One e-mail: it names the course and session as the Spanish page does (course name and days
    // in Spanish), greets no one by the name typed.
    const [mail, ...more] = await confirmationMails(sql, 'ada@example.com');
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
    await fillSession(sql, 5);
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
    const holders = await fillSession(sql);
    expect((await post({ ...SESSION, ...details })).body).toMatchObject({ joined: 'confirm' });
    await release(sql, holders[0]!);
    expect(await sendWaitingListOffers(sql)).toBe(0);
    expect(await offerMails()).toEqual([]);
    expect(await statusOf(sql, 'ada@example.com')).toBe('unconfirmed');
    expect((await get(new URLSearchParams(SESSION).toString())).body).toMatchObject({
      seatsLeft: 1,
    });
  });

  it('lets a signed-in student join with their own confirmed address, without a link', async () => {
    await fillSession(sql);
    const email = uniqueEmail('signed-in');
    const user = await makeUser(sql, email, { verified: true });
    const cookie = cookiePair(await startLoginSession(new Request('http://localhost/'), user.id));
    const joined = await post({ ...SESSION, ...details, email }, '', { cookie });
    expect(joined.body).toMatchObject({ joined: 'joined' });
    expect(await statusOf(sql, email)).toBe('waiting');
    expect(await confirmationMails(sql, email)).toEqual([]);
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
});
