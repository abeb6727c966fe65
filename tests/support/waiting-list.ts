import { beforeEach } from 'vitest';

import type { Sql } from '~/db/client.server';
import { normalizeEmail } from '~/lib/email-address';
import type { OpenSession } from '~/sessions/bookable';
import { holdSeats } from '~/sessions/seat-holds.server';
import { hashOfferToken, type liveOffer } from '~/sessions/waiting-list-offers.server';

import { createTestDatabase, resetDatabase } from './database';
import { unpaidOrder } from './seats';

/** A live waiting-list offer (48 hours left) of `token` for Dr. Ada, in a session. */
export async function insertLiveOffer(
  sql: Sql,
  offer: { courseId: string; sessionKey: string; token: string },
) {
  await sql`
    insert into waiting_list (course_id, session_key, name, email, email_normalized, phone,
                              language, status, offered_at, offer_until, offer_token_hash)
    values (${offer.courseId}, ${offer.sessionKey}, 'Dr. Ada', 'Ada@example.com',
            'ada@example.com', '+1 310 555 0100', 'en', 'offered', now(),
            now() + interval '48 hours', ${hashOfferToken(offer.token)})`;
}

/**
 * Someone who joined a session's waiting list and confirmed their address: in line ('waiting')
 * from now, whatever the session's seats (the tests of offers need a line, not a full session).
 */
export async function putInLine(
  sql: Sql,
  entry: {
    courseId: string;
    sessionKey: string;
    name: string;
    email: string;
    phone: string;
    language: 'en' | 'es';
  },
) {
  await sql`
    insert into waiting_list (course_id, session_key, name, email, email_normalized, phone,
                              language, status, confirmed_at)
    values (${entry.courseId}, ${entry.sessionKey}, ${entry.name}, ${entry.email},
            ${normalizeEmail(entry.email)}, ${entry.phone}, ${entry.language}, 'waiting', now())`;
}

/**
 * The waiting list's tests (app/sessions/waiting-list-*.server.test.ts): a database of the file's
 * own, emptied before each test, a one-seat session, the offers' context, orders holding seats,
 * and the statuses of the session's line.
 */
export async function waitingListHarness() {
  const { sql } = await createTestDatabase();

  const april: OpenSession = {
    courseId: 'clinical1',
    sessionKey: 'c1-2027-04',
    capacity: 1,
    courseName: 'Clinical 1',
    dateText: 'Apr 15-20, 2027',
    startDate: '2027-04-15',
    endDate: '2027-04-20',
    location: 'Beverly Hills, CA',
  };
  const context = {
    academy: {
      name: 'Implant Academy',
      addressLines: ['1 Main St', 'Beverly Hills, CA 90212'],
      phone: '(310) 555-0123',
      phoneHref: 'tel:+13105550123',
      email: 'register@academy.example',
      origin: 'https://academy.example',
    },
    offerHours: 48,
    courseNamesIn: { es: { clinical1: 'Clínica 1' } },
  };

  let buyer = 0;
  const newOrder = (email = `buyer${++buyer}@example.com`) =>
    unpaidOrder(sql, email, `fp-${++buyer}`);

  const hold = (
    order: { id: string; email: string },
    offer: Awaited<ReturnType<typeof liveOffer>> = null,
    session: OpenSession = april,
  ) =>
    sql.begin((tx) =>
      holdSeats(tx, {
        orderId: order.id,
        email: order.email,
        seats: [session],
        holdMinutes: 30,
        offer,
      }),
    );

  const entryOf = (email: string, language: 'en' | 'es', session: OpenSession) => ({
    courseId: session.courseId,
    sessionKey: session.sessionKey,
    name: `Dr. ${email.split('@')[0]}`,
    email,
    phone: '+1 310 555 0100',
    language,
  });

  const statuses = async () =>
    Object.fromEntries(
      (
        await sql<{ email: string; status: string }[]>`
          select email, status from waiting_list where session_key = ${april.sessionKey}
          order by joined_at, id`
      ).map((row) => [row.email, row.status]),
    );

  /** Ends an offer (or a hold) now, as time would. */
  const expireOffers = () =>
    sql`update waiting_list set offer_until = now() - interval '1 second' where status = 'offered'`;
  const lapseHolds = () =>
    sql`update session_seats set held_until = now() - interval '1 second' where status = 'held'`;

  beforeEach(async () => {
    await resetDatabase(sql);
  });

  return { sql, april, context, newOrder, hold, entryOf, statuses, expireOffers, lapseHolds };
}
