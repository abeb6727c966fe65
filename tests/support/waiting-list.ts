import type { Sql } from '~/db/client.server';
import { hashOfferToken } from '~/sessions/waiting-list.server';

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
