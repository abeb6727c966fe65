/**
 * What the tests of /waiting-list and /waiting-list/confirm share: a session to fill, its form
 * posted, and what joining leaves behind (the confirmation e-mails, the entry's status).
 */
import type { Sql } from '~/db/client.server';
import { action } from '~/routes/enrolment/waiting-list';

import { uniqueAddress } from './auth';
import { formPost, routeArgs, routeResult } from './routes';
import { unpaidOrder } from './seats';

// The bundled dataset: Clinical 1 on 'Apr 15-20, 2027' (6 spots) and 'Oct 16-21, 2025' (past).
export const SESSION = { course: 'clinical1', session: 'clinical1-2027-04' };

export const details = {
  name: 'Dr. Ada Lovelace',
  email: 'ada@example.com',
  phone: '+1 310 555 0100',
};

/** Fills `count` of the session's six seats with held orders; returns the orders. */
export async function fillSession(sql: Sql, count = 6) {
  const orders: string[] = [];
  for (let index = 0; index < count; index++) {
    const order = await unpaidOrder(sql, `b${index}@example.com`, `fp-${index}`);
    await sql`
      insert into session_seats (course_id, session_key, order_id, email_normalized, status,
                                 held_until, capacity)
      values ('clinical1', 'clinical1-2027-04', ${order.id}, ${`b${index}@example.com`}, 'held',
              now() + interval '30 minutes', 6)`;
    orders.push(order.id);
  }
  return orders;
}

/** A holder's payment failed: their seat is free again. */
export const release = (sql: Sql, orderId: string) =>
  sql`update session_seats set status = 'released', released_at = now() where order_id = ${orderId}`;

/** The join form posted to /waiting-list (from a new client address unless given). */
export const post = async (
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

/** The confirmation e-mails queued to `to`, oldest first, with their link's token. */
export async function confirmationMails(sql: Sql, to: string) {
  const rows = await sql<{ subject: string; text_body: string; html_body: string }[]>`
    select subject, text_body, html_body from outbox_emails
    where kind = 'waiting-list-confirmation' and to_address = ${to} order by created_at, id`;
  return rows.map((row) => ({
    ...row,
    token: /\/waiting-list\/confirm\?token=([A-Za-z0-9_-]{43})/.exec(row.text_body)?.[1] ?? '',
  }));
}

export const statusOf = async (sql: Sql, email: string) =>
  (await sql`select status from waiting_list where email_normalized = ${email}`)[0]?.status;
