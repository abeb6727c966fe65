/**
 * Orders written as the payments feature leaves them, for the tests and the bench (no test
 * runner here: bench/measure.ts gives its student a history with it).
 */
import type { Sql } from '~/db/client.server';
import { normalizeEmail } from '~/lib/email-address';

/** Inserts an order (and, when completed, its course grants) as the payments feature would. */
export async function insertOrder(
  sql: Sql,
  order: {
    email: string;
    name?: string;
    phone?: string;
    items: string[];
    courseIds?: string[];
    amountCents: number;
    status?: 'completed' | 'pending' | 'failed';
    /** The account signed in when it was placed. */
    userId?: string;
  },
): Promise<string> {
  const status = order.status ?? 'completed';
  const courseIds = order.courseIds ?? order.items;
  const [row] = await sql<{ id: string }[]>`
    insert into orders (email, name, phone, selected_items, course_ids, amount_cents, status,
                        request_fingerprint, completed_at, user_id)
    values (${order.email}, ${order.name ?? 'Dr. Test'}, ${order.phone ?? '310-555-0100'},
            ${sql.array(order.items)}, ${sql.array(courseIds)}, ${order.amountCents}, ${status},
            ${`fp-${Math.random()}`}, ${status === 'completed' ? sql`now()` : null},
            ${order.userId ?? null})
    returning id`;
  if (status === 'completed') {
    for (const courseId of courseIds) {
      await sql`
        insert into course_grants (email_normalized, course_id, order_id)
        values (${normalizeEmail(order.email)}, ${courseId}, ${row!.id})
        on conflict do nothing`;
    }
  }
  return row!.id;
}
