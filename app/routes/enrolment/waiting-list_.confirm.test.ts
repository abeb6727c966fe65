/**
 * /waiting-list/confirm: the e-mailed link that puts an entry in line (decision 0038), shown on
 * GET and confirmed on POST, once.
 */
import { beforeEach, describe, expect, it } from 'vitest';

import { liveOffer, sendWaitingListOffers } from '~/sessions/waiting-list-offers.server';

import { uniqueAddress, useTestDatabase } from '../../../tests/support/auth';
import { resetDatabase } from '../../../tests/support/database';
import { formPost, routeArgs, routeResult } from '../../../tests/support/routes';
import {
  confirmationMails,
  details,
  fillSession,
  post,
  release,
  SESSION,
  statusOf,
} from '../../../tests/support/waiting-list-route';
import * as confirmRoute from './waiting-list_.confirm';

const { sql } = await useTestDatabase();

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

/** The token of the newest confirmation link e-mailed to `to`. */
const tokenFor = async (to: string) => (await confirmationMails(sql, to)).at(-1)?.token ?? '';

beforeEach(async () => {
  await resetDatabase(sql);
});

describe('/waiting-list/confirm', () => {
  it('shows what the link confirms on GET, confirms only on POST, once; then offers follow', async () => {
    const holders = await fillSession(sql);
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
    expect(await statusOf(sql, 'ada@example.com')).toBe('unconfirmed');
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
    expect(await statusOf(sql, 'ada@example.com')).toBe('waiting');
    expect((await postConfirm(boToken)).status).toBe(200);
    // The link works once.
    const again = await postConfirm(token);
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ error: { '': ['waitingList.confirmGone'] } });
    expect((await getConfirm(token)).status).toBe(404);
    expect((await post({ ...SESSION, ...details })).body).toMatchObject({ joined: 'already' });

    // A seat frees: Ada is offered it, and the offer's link opens /register as before.
    await release(sql, holders[0]!);
    expect(await sendWaitingListOffers(sql)).toBe(1);
    const [offer] = await sql<{ text_body: string; to_address: string }[]>`
      select text_body, to_address from outbox_emails where kind = 'waiting-list-offer'`;
    expect(offer!.to_address).toBe('ada@example.com');
    const offerToken = /[?&]offer=([A-Za-z0-9_-]{43})/.exec(offer!.text_body)![1]!;
    expect(await liveOffer(sql, offerToken)).toMatchObject({ sessionKey: 'clinical1-2027-04' });
    expect(await statusOf(sql, 'bo@example.com')).toBe('waiting');
  });

  it('refuses made-up, malformed and missing tokens with 404 / 400', async () => {
    expect((await getConfirm('x'.repeat(43))).status).toBe(404);
    expect((await getConfirm('%3Cscript%3E')).status).toBe(404);
    for (const token of ['x'.repeat(43), '../../../etc', '']) {
      const refused = await postConfirm(token);
      expect(refused.status, token).toBe(400);
      expect(refused.body).toMatchObject({ error: expect.anything() });
    }
  });

  it('lapses an entry not confirmed within a day; its link then fails and joining starts over', async () => {
    await fillSession(sql);
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
    expect(await statusOf(sql, 'ada@example.com')).toBe('lapsed');
    // Joining again sends a new link.
    expect((await post({ ...SESSION, ...details })).body).toMatchObject({ joined: 'confirm' });
    expect(await confirmationMails(sql, 'ada@example.com')).toHaveLength(2);
    expect(await statusOf(sql, 'ada@example.com')).toBe('unconfirmed');
  });
});
