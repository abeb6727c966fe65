import type { Sql } from '~/db/client.server';
import { normalizeEmail } from '~/lib/email-address';
import { hashOfferToken } from '~/sessions/waiting-list-offers.server';

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
