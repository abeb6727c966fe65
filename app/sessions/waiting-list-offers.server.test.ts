import { describe, expect, it } from 'vitest';

import { putInLine, waitingListHarness } from '../../tests/support/waiting-list';
import type { OpenSession } from './bookable';
import { bookOrderSeats, releaseOrderSeats } from './seat-bookings.server';
import { SessionFull } from './seat-holds.server';
import { seatKey } from './seat-key';
import { seatsLeft } from './seats.server';
import { OFFER_TOKEN } from './waiting-list';
import { joinWaitingList } from './waiting-list-entries.server';
import {
  hashOfferToken,
  liveOffer,
  offerFreedSeats,
  sendWaitingListOffers,
} from './waiting-list-offers.server';

const { sql, april, context, newOrder, hold, entryOf, statuses, expireOffers, lapseHolds } =
  await waitingListHarness();

/** Someone who joined and confirmed: in line, whatever the session's seats. */
const join = (email: string, language: 'en' | 'es' = 'en', session: OpenSession = april) =>
  putInLine(sql, entryOf(email, language, session));

const left = async (session: OpenSession = april) =>
  (await seatsLeft(sql, [session])).get(seatKey(session.courseId, session.sessionKey));

/** The offer e-mails queued, oldest first, with the token their link carries. */
async function offerEmails() {
  const rows = await sql<{ to_address: string; subject: string; text_body: string }[]>`
    select to_address, subject, text_body from outbox_emails
    where kind = 'waiting-list-offer' order by created_at, id`;
  return rows.map((row) => ({
    ...row,
    token: /[?&]offer=([A-Za-z0-9_-]+)/.exec(row.text_body)?.[1] ?? '',
  }));
}

describe('offers', () => {
  it('offers a lapsed hold’s seat to the first in line, and the offer holds it for them alone', async () => {
    const first = await newOrder();
    await hold(first);
    await join('ada@example.com');
    await join('bo@example.com', 'es');

    expect(await offerFreedSeats(sql, [april], context)).toBe(0);
    await lapseHolds();
    expect(await offerFreedSeats(sql, [april], context)).toBe(1);
    expect(await statuses()).toEqual({ 'ada@example.com': 'offered', 'bo@example.com': 'waiting' });

    const [mail] = await offerEmails();
    expect(mail!.to_address).toBe('ada@example.com');
    expect(mail!.subject).toBe('A seat is yours to take: Clinical 1, Apr 15-20, 2027');
    expect(mail!.text_body).toContain(
      'A seat has freed in Clinical 1, Apr 15-20, 2027, Beverly Hills, CA, and it is held for you until',
    );
    expect(mail!.text_body).toContain(
      `https://academy.example/register?course=clinical1&session=c1-2027-04&offer=${mail!.token}`,
    );
    expect(mail!.token).toMatch(OFFER_TOKEN);
    // Only a hash of the token is stored.
    const [row] = await sql`select offer_token_hash from waiting_list where status = 'offered'`;
    expect(row!.offer_token_hash).toBe(hashOfferToken(mail!.token));

    // The offer's seat is not for anyone else...
    expect(await left()).toBe(0);
    await expect(hold(await newOrder())).rejects.toBeInstanceOf(SessionFull);
    expect(await offerFreedSeats(sql, [april], context)).toBe(0);
    // ...but its reader's order takes it, and it is not counted twice.
    const offer = await liveOffer(sql, mail!.token);
    expect(offer).toMatchObject({
      courseId: 'clinical1',
      sessionKey: 'c1-2027-04',
      email: 'ada@example.com',
    });
    const ada = await newOrder('ada@example.com');
    await hold(ada, offer);
    expect(await left()).toBe(0);
    const [seat] = await sql<{ covers: boolean }[]>`
      select held_until >= now() + interval '47 hours' as covers from session_seats
      where order_id = ${ada.id}`;
    expect(seat!.covers).toBe(true);

    // Paid: the seat is booked and Ada leaves the list.
    expect(await sql.begin((tx) => bookOrderSeats(tx, ada.id))).toEqual([]);
    expect(await statuses()).toEqual({ 'ada@example.com': 'booked', 'bo@example.com': 'waiting' });
    expect(await liveOffer(sql, mail!.token)).toBeNull();
    expect(await offerFreedSeats(sql, [april], context)).toBe(0);
  });

  it('keeps the seat for the offer’s reader when their payment fails, and passes an unused offer on', async () => {
    const first = await newOrder();
    await hold(first);
    await join('ada@example.com');
    await join('bo@example.com', 'es');
    await releaseOrderSeats(sql, first.id);
    await offerFreedSeats(sql, [april], context);
    const [adaMail] = await offerEmails();

    const ada = await newOrder('ada@example.com');
    await hold(ada, await liveOffer(sql, adaMail!.token));
    await releaseOrderSeats(sql, ada.id);
    // The card was declined: the offer holds the seat again, for Ada alone.
    expect(await left()).toBe(0);
    expect(await offerFreedSeats(sql, [april], context)).toBe(0);

    // Ada lets the offer run out: Bo is offered the seat, in Spanish.
    await expireOffers();
    expect(await offerFreedSeats(sql, [april], context)).toBe(1);
    expect(await statuses()).toEqual({ 'ada@example.com': 'lapsed', 'bo@example.com': 'offered' });
    expect(await liveOffer(sql, adaMail!.token)).toBeNull();
    const [, boMail] = await offerEmails();
    expect(boMail!.to_address).toBe('bo@example.com');
    // The course and the days as the Spanish site names them.
    expect(boMail!.subject).toBe('Plaza disponible: Clínica 1, 15–20 de abril de 2027');
    expect(boMail!.text_body).toContain(
      'Se ha liberado una plaza en Clínica 1, 15–20 de abril de 2027, Beverly Hills, CA',
    );
  });

  it('offers as many seats as staff added to the capacity, first come first offered', async () => {
    const first = await newOrder();
    await hold(first);
    for (const name of ['ada', 'bo', 'cy']) await join(`${name}@example.com`);
    expect(await offerFreedSeats(sql, [{ ...april, capacity: 3 }], context)).toBe(2);
    expect(await statuses()).toEqual({
      'ada@example.com': 'offered',
      'bo@example.com': 'offered',
      'cy@example.com': 'waiting',
    });
  });

  it('never offers an unconfirmed entry, nor more live offers than free places', async () => {
    const three = { ...april, capacity: 3 };
    const holders = [await newOrder(), await newOrder(), await newOrder()];
    for (const holder of holders) await hold(holder, null, three);
    // Two joins never confirmed (the first in line), then four confirmed people.
    for (const name of ['mallory', 'trudy']) {
      const outcome = await sql.begin((tx) =>
        joinWaitingList(tx, entryOf(`${name}@example.com`, 'en', three), {
          session: three,
          confirmed: false,
          clientAddress: '203.0.113.7',
          academy: context.academy,
        }),
      );
      expect(outcome).toBe('confirm');
    }
    for (const name of ['ada', 'bo', 'cy', 'di']) await join(`${name}@example.com`, 'en', three);
    await releaseOrderSeats(sql, holders[0]!.id);
    await releaseOrderSeats(sql, holders[1]!.id);
    expect(await offerFreedSeats(sql, [three], context)).toBe(2);
    expect(await offerFreedSeats(sql, [three], context)).toBe(0);
    expect(await statuses()).toEqual({
      'mallory@example.com': 'unconfirmed',
      'trudy@example.com': 'unconfirmed',
      'ada@example.com': 'offered',
      'bo@example.com': 'offered',
      'cy@example.com': 'waiting',
      'di@example.com': 'waiting',
    });
    expect(await left(three)).toBe(0);
    // A third seat frees: one more offer, still within the places free.
    await releaseOrderSeats(sql, holders[2]!.id);
    expect(await offerFreedSeats(sql, [three], context)).toBe(1);
    const [live] = await sql<{ offers: number }[]>`
      select count(*)::int as offers from waiting_list
      where status = 'offered' and offer_until > now()`;
    expect(live!.offers).toBe(3);
    expect((await offerEmails()).map((mail) => mail.to_address)).toEqual([
      'ada@example.com',
      'bo@example.com',
      'cy@example.com',
    ]);
  });

  it('offers one free seat once, however many runs race for it', async () => {
    for (const name of ['ada', 'bo', 'cy']) await join(`${name}@example.com`);
    const runs = await Promise.all(
      Array.from({ length: 8 }, () => offerFreedSeats(sql, [april], context)),
    );
    expect(runs.reduce((sum, made) => sum + made, 0)).toBe(1);
    expect((await offerEmails()).map((mail) => mail.to_address)).toEqual(['ada@example.com']);
  });

  it('books a waiting person who bought a seat without the offer off the list', async () => {
    await join('ada@example.com');
    const ada = await newOrder('Ada@Example.com');
    await hold(ada, null, { ...april, capacity: 2 });
    await sql.begin((tx) => bookOrderSeats(tx, ada.id));
    expect(await statuses()).toEqual({ 'ada@example.com': 'booked' });
  });

  it('sends no offer for a session that is past or not in the content', async () => {
    // The bundled dataset's clinical1 dates: 'Oct 16-21, 2025' (past) and 'Apr 15-20, 2027'.
    const past = { ...april, sessionKey: 'd20251016' };
    const unknown = { ...april, sessionKey: 'gone-2027' };
    await join('ada@example.com', 'en', past);
    await join('bo@example.com', 'en', unknown);
    await join('cy@example.com', 'en', { ...april, sessionKey: 'clinical1-2027-04' });
    expect(await sendWaitingListOffers(sql)).toBe(1);
    expect((await offerEmails()).map((mail) => mail.to_address)).toEqual(['cy@example.com']);
    const waiting =
      await sql`select email from waiting_list where status = 'waiting' order by email`;
    expect(waiting.map((row) => row.email)).toEqual(['ada@example.com', 'bo@example.com']);
  });
});
