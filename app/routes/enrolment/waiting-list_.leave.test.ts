/**
 * Decision 0046: once in line, a person is told their place (the join and confirm pages, and
 * an e-mail in their language) and gets a link to leave: /waiting-list/leave shows a Leave button
 * on GET and leaves on POST; leaving frees their place, and a seat their offer held goes to the
 * next person.
 */
import { createHash } from 'node:crypto';

import { beforeEach, describe, expect, it } from 'vitest';

import { startLoginSession } from '~/auth/login-session-cookie.server';
import { sendWaitingListOffers } from '~/sessions/waiting-list-offers.server';

import {
  cookiePair,
  makeUser,
  uniqueAddress,
  uniqueEmail,
  useTestDatabase,
} from '../../../tests/support/auth';
import { resetDatabase } from '../../../tests/support/database';
import { formPost, routeArgs, routeResult } from '../../../tests/support/routes';
import { fillSession, release, SESSION } from '../../../tests/support/waiting-list-route';
import { action } from './waiting-list';
import * as confirmRoute from './waiting-list_.confirm';
import * as leaveRoute from './waiting-list_.leave';

const { sql } = await useTestDatabase();

const TOKEN = /token=([A-Za-z0-9_-]{43})/;

const join = async (email: string, query = '', cookie?: string) =>
  routeResult(
    await action(
      routeArgs(
        formPost(
          `/waiting-list${query}`,
          { ...SESSION, name: `Dr. ${email.split('@')[0]}`, email, phone: '+1 310 555 0100' },
          cookie ? { Cookie: cookie } : {},
        ),
        { context: { clientAddress: uniqueAddress() } },
      ),
    ),
  );

/** The newest e-mail of a kind to `to`, with its link's token. */
async function mail(kind: string, to: string) {
  const [row] = await sql<{ subject: string; text_body: string; html_body: string }[]>`
    select subject, text_body, html_body from outbox_emails
    where kind = ${kind} and to_address = ${to} order by created_at desc, id desc limit 1`;
  return row ? { ...row, token: TOKEN.exec(row.text_body)?.[1] ?? '' } : null;
}

/** Joins and confirms by the e-mailed link, as the person would; the confirm page's answer. */
async function joinAndConfirm(email: string, query = '') {
  await join(email, query);
  const token = (await mail('waiting-list-confirmation', email))!.token;
  return routeResult(
    await confirmRoute.action(routeArgs(formPost('/waiting-list/confirm', { token }))),
  );
}

const getLeave = async (token: string) =>
  routeResult(
    await leaveRoute.loader(
      routeArgs(new Request(`http://localhost/waiting-list/leave?token=${token}`)),
    ),
  );

const postLeave = async (token: string) =>
  routeResult(await leaveRoute.action(routeArgs(formPost('/waiting-list/leave', { token }))));

const statusOf = async (email: string) =>
  (await sql`select status from waiting_list where email_normalized = ${email}`)[0]?.status;

beforeEach(async () => {
  await resetDatabase(sql);
});

describe('the place in line', () => {
  it('is shown on confirming and e-mailed in the person’s language with a link to leave', async () => {
    await fillSession(sql);
    const first = await joinAndConfirm('ada@example.com');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ confirmed: { email: 'ada@example.com', position: 1 } });
    const second = await joinAndConfirm('bo@example.com', '?lng=es');
    expect(second.body).toMatchObject({ confirmed: { position: 2 } });

    const ada = (await mail('waiting-list-listed', 'ada@example.com'))!;
    expect(ada.subject).toBe(
      'You are on the waiting list: Basic and Intermediate Surgery (Beverly Hills), Apr 15-20, 2027',
    );
    expect(ada.text_body).toMatch(/^Dear Dr\. ada,\n/);
    expect(ada.text_body).toContain('Right now you are number 1 in line.');
    expect(ada.text_body).toMatch(/\/waiting-list\/leave\?token=[A-Za-z0-9_-]{43}/);
    expect(ada.html_body).toContain('Leave the waiting list');
    const bo = (await mail('waiting-list-listed', 'bo@example.com'))!;
    expect(bo.subject).toMatch(/^Está en la lista de espera: /);
    expect(bo.text_body).toContain('En este momento ocupa el puesto 2 de la lista.');
    expect(bo.text_body).toContain('lng=es');
    // Only the leave token's hash is stored.
    const [stored] = await sql<{ leave_token_hash: string }[]>`
      select leave_token_hash from waiting_list where email_normalized = 'ada@example.com'`;
    expect(stored!.leave_token_hash).toBe(createHash('sha256').update(ada.token).digest('hex'));
    expect(JSON.stringify(await sql`select * from waiting_list`)).not.toContain(ada.token);
    // Joining again says where they stand; the page shows it.
    expect((await join('bo@example.com')).body).toMatchObject({ joined: 'already', position: 2 });
  });

  it('is given to a signed-in owner who joins at once, with the e-mail and its link', async () => {
    await fillSession(sql);
    const email = uniqueEmail('owner');
    const user = await makeUser(sql, email, { verified: true });
    const cookie = cookiePair(await startLoginSession(new Request('http://localhost/'), user.id));
    const joined = await join(email, '', cookie);
    expect(joined.body).toMatchObject({ joined: 'joined', position: 1 });
    expect((await mail('waiting-list-listed', email))!.text_body).toContain('number 1 in line');
  });

  it('is not given, nor the leave e-mail sent, before the address is confirmed', async () => {
    await fillSession(sql);
    const joined = await join('ada@example.com');
    expect(joined.body).toMatchObject({ joined: 'confirm', position: null });
    expect(await mail('waiting-list-listed', 'ada@example.com')).toBeNull();
  });
});

describe('/waiting-list/leave', () => {
  it('shows whose place the link gives up on GET, leaves only on POST, once; the next moves up', async () => {
    await fillSession(sql);
    await joinAndConfirm('ada@example.com');
    await joinAndConfirm('bo@example.com');
    const token = (await mail('waiting-list-listed', 'ada@example.com'))!.token;

    const page = await getLeave(token);
    expect(page.status).toBe(200);
    expect(page.headers.get('Cache-Control')).toBe('private, no-store');
    expect(page.body).toMatchObject({
      token,
      entry: { email: 'ada@example.com', dateText: 'Apr 15-20, 2027', offered: false },
    });
    expect(await statusOf('ada@example.com')).toBe('waiting');

    const left = await postLeave(token);
    expect(left.status).toBe(200);
    expect(left.body).toMatchObject({ status: 'success', left: { email: 'ada@example.com' } });
    expect(await statusOf('ada@example.com')).toBe('left');
    expect((await join('bo@example.com')).body).toMatchObject({ joined: 'already', position: 1 });
    // The link works once.
    const again = await postLeave(token);
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ error: { '': ['waitingList.leaveGone'] } });
    expect((await getLeave(token)).status).toBe(404);
    // A seat frees: Bo, now first, is offered it; Ada, who left, never is.
    const holders = await sql<{ order_id: string }[]>`select order_id from session_seats limit 1`;
    await release(sql, holders[0]!.order_id);
    expect(await sendWaitingListOffers(sql)).toBe(1);
    expect(await statusOf('bo@example.com')).toBe('offered');
    expect(await statusOf('ada@example.com')).toBe('left');
  });

  it('passes the seat of an offer the person gives up to the next at once', async () => {
    const holders = await fillSession(sql);
    await joinAndConfirm('ada@example.com');
    await joinAndConfirm('bo@example.com');
    await release(sql, holders[0]!);
    expect(await sendWaitingListOffers(sql)).toBe(1);
    expect(await statusOf('ada@example.com')).toBe('offered');
    const token = (await mail('waiting-list-listed', 'ada@example.com'))!.token;
    expect((await getLeave(token)).body).toMatchObject({ entry: { offered: true } });

    expect((await postLeave(token)).status).toBe(200);
    expect(await statusOf('ada@example.com')).toBe('left');
    expect(await statusOf('bo@example.com')).toBe('offered');
    const offers = await sql`
      select to_address from outbox_emails where kind = 'waiting-list-offer' order by created_at`;
    expect(offers.map((row) => row.to_address)).toEqual(['ada@example.com', 'bo@example.com']);
  });

  it('refuses made-up, malformed and missing tokens with 404 / 400', async () => {
    expect((await getLeave('x'.repeat(43))).status).toBe(404);
    expect((await getLeave('%3Cscript%3E')).status).toBe(404);
    for (const token of ['x'.repeat(43), '../../../etc', '']) {
      const refused = await postLeave(token);
      expect(refused.status, token).toBe(400);
      expect(refused.body).toMatchObject({ error: expect.anything() });
    }
  });
});
