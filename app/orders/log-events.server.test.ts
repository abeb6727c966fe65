/**
 * Every event the code may write to an order's log is one the database accepts: the migrations
 * each restate order_log's whole list, so a later one that forgets an earlier one's event would
 * make that event's transaction fail in production only.
 */
import { describe, expect, it } from 'vitest';

import { createTestDatabase } from '../../tests/support/database';
import { LOG_EVENTS } from './ledger';

const { sql } = await createTestDatabase();

describe("order_log's events", () => {
  it.each(LOG_EVENTS)('accepts %s', async (event) => {
    const [order] = await sql<{ id: string }[]>`
      insert into orders (email, name, phone, selected_items, course_ids, amount_cents,
                          request_fingerprint)
      values ('log@example.com', 'Log', '+1 310 555 0100', '{module3}', '{module3}', 295000,
              ${`fp-${event}`})
      returning id`;
    await sql`
      insert into order_log (order_id, actor_kind, event) values (${order!.id}, 'system', ${event})`;
    const [row] = await sql`select event from order_log where order_id = ${order!.id}`;
    expect(row!.event).toBe(event);
  });
});
