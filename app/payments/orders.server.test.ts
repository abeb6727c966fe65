import { beforeEach, describe, expect, it } from 'vitest';

import { createTestDatabase } from '../../tests/support/database';
import { grantedCourseIds, latestRegistration, ordersForEmail } from './orders.server';

const { sql } = await createTestDatabase();

async function order(fields: {
  email: string;
  name?: string;
  phone?: string;
  items?: string[];
  cents?: number;
  status?: string;
  createdAt: string;
  completedAt?: string;
}) {
  const [row] = await sql<{ id: string }[]>`
    insert into orders (email, name, phone, selected_items, course_ids, amount_cents, status,
                        request_fingerprint, created_at, completed_at)
    values (${fields.email}, ${fields.name ?? 'Jane'}, ${fields.phone ?? '310 555 0100'},
            ${sql.array(fields.items ?? ['module1'])}, ${sql.array(fields.items ?? ['module1'])},
            ${fields.cents ?? 285_000}, ${fields.status ?? 'pending'}, 'fp',
            ${fields.createdAt}, ${fields.completedAt ?? null})
    returning id`;
  return row!.id;
}

beforeEach(async () => {
  await sql`truncate orders, course_grants cascade`;
});

describe('reading by e-mail, whatever its case or spaces', () => {
  it('lists orders newest first, timestamped when paid or else when made', async () => {
    const old = await order({
      email: 'jane@example.com',
      items: ['fellowship'],
      cents: 1_200_000,
      status: 'completed',
      createdAt: '2025-01-01T10:00:00Z',
      completedAt: '2025-01-01T10:05:00Z',
    });
    const recent = await order({
      email: ' JANE@Example.com',
      status: 'failed',
      createdAt: '2025-03-01T10:00:00Z',
    });
    await order({ email: 'joe@example.com', createdAt: '2025-04-01T10:00:00Z' });

    expect(await ordersForEmail(sql, 'Jane@EXAMPLE.com ')).toEqual([
      {
        id: recent,
        timestamp: new Date('2025-03-01T10:00:00Z'),
        selectedItems: ['module1'],
        amountCents: 285_000,
        status: 'failed',
        refundedCents: 0,
      },
      {
        id: old,
        timestamp: new Date('2025-01-01T10:05:00Z'),
        selectedItems: ['fellowship'],
        amountCents: 1_200_000,
        status: 'completed',
        refundedCents: 0,
      },
    ]);
    expect(await ordersForEmail(sql, 'nobody@example.com')).toEqual([]);
  });

  it('gives the granted courses and the newest name and phone', async () => {
    const paid = await order({
      email: 'Jane@example.com',
      name: 'Jane Old',
      status: 'completed',
      createdAt: '2025-01-01T10:00:00Z',
      completedAt: '2025-01-01T10:01:00Z',
    });
    await order({
      email: 'jane@example.com',
      name: 'Jane New',
      phone: '+1 310 555 0199',
      createdAt: '2025-02-01T10:00:00Z',
    });
    await sql`
      insert into course_grants (email_normalized, course_id, order_id, granted_at)
      values ('jane@example.com', 'module2', ${paid}, '2025-01-01T10:01:00Z'),
             ('jane@example.com', 'module1', ${paid}, '2025-01-01T10:01:00Z')`;
    expect(await grantedCourseIds(sql, 'JANE@example.com')).toEqual(['module1', 'module2']);
    expect(await latestRegistration(sql, ' jane@EXAMPLE.com')).toEqual({
      name: 'Jane New',
      phone: '+1 310 555 0199',
    });
    expect(await latestRegistration(sql, 'joe@example.com')).toBeNull();
  });

  it('keeps the e-mail as typed and refuses an unknown status', async () => {
    await order({ email: ' Jane@Example.com ', createdAt: '2025-01-01T10:00:00Z' });
    expect(await sql`select email, email_normalized from orders`).toEqual([
      { email: ' Jane@Example.com ', email_normalized: 'jane@example.com' },
    ]);
    await expect(
      order({ email: 'a@b.co', status: 'paid', createdAt: '2025-01-01T10:00:00Z' }),
    ).rejects.toThrow(/check constraint/);
  });
});
