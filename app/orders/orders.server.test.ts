import { beforeEach, describe, expect, it } from 'vitest';

import { createTestDatabase, resetDatabase } from '../../tests/support/database';
import {
  accountOrders,
  firstPaidRegistration,
  grantedCourseIds,
  ordersForEmail,
} from './orders.server';

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
  userId?: string;
}) {
  const [row] = await sql<{ id: string }[]>`
    insert into orders (email, name, phone, selected_items, course_ids, amount_cents, status,
                        request_fingerprint, created_at, completed_at, user_id)
    values (${fields.email}, ${fields.name ?? 'Jane'}, ${fields.phone ?? '310 555 0100'},
            ${sql.array(fields.items ?? ['module1'])}, ${sql.array(fields.items ?? ['module1'])},
            ${fields.cents ?? 285_000}, ${fields.status ?? 'pending'}, 'fp',
            ${fields.createdAt}, ${fields.completedAt ?? null}, ${fields.userId ?? null})
    returning id`;
  return row!.id;
}

beforeEach(async () => {
  await resetDatabase(sql);
});

async function account(email: string) {
  const [row] = await sql<{ id: string }[]>`
    insert into users (email, password_hash) values (${email}, 'x') returning id`;
  return row!.id;
}

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

  it('gives the granted courses', async () => {
    const paid = await order({
      email: 'Jane@example.com',
      status: 'completed',
      createdAt: '2025-01-01T10:00:00Z',
      completedAt: '2025-01-01T10:01:00Z',
    });
    await sql`
      insert into course_grants (email_normalized, course_id, order_id, granted_at)
      values ('jane@example.com', 'module2', ${paid}, '2025-01-01T10:01:00Z'),
             ('jane@example.com', 'module1', ${paid}, '2025-01-01T10:01:00Z')`;
    expect(await grantedCourseIds(sql, 'JANE@example.com')).toEqual(['module1', 'module2']);
  });
});

describe('what belongs to an account', () => {
  it("takes name and phone from the account's own first paid order, never an unpaid one", async () => {
    const jane = await account('jane@example.com');
    const unconfirmed = { userId: jane, paidToEmail: null };
    const confirmed = { userId: jane, paidToEmail: 'Jane@example.com' };
    expect(await firstPaidRegistration(sql, confirmed)).toBeNull();
    // Anyone's unpaid orders with her address, and her own unpaid one: none count.
    await order({ email: 'jane@example.com', name: 'Stranger', createdAt: '2025-01-01T09:00:00Z' });
    await order({
      email: 'jane@example.com',
      name: 'Payer',
      status: 'completed',
      createdAt: '2025-01-01T09:30:00Z',
      completedAt: '2025-01-01T09:31:00Z',
    });
    await order({ email: 'j@example.com', name: 'Unpaid', userId: jane, createdAt: '2025-01-02' });
    // A paid order to her address counts once the address is confirmed (paid first, signed up
    // later), never before.
    expect(await firstPaidRegistration(sql, unconfirmed)).toBeNull();
    expect(await firstPaidRegistration(sql, confirmed)).toMatchObject({ name: 'Payer' });
    for (const [name, day] of [
      ['Jane First', '2025-02-01'],
      ['Jane Second', '2025-03-01'],
    ] as const) {
      await order({
        email: 'jane@example.com',
        name,
        phone: `${name} phone`,
        userId: jane,
        status: 'completed',
        createdAt: `${day}T10:00:00Z`,
        completedAt: `${day}T10:01:00Z`,
      });
    }
    // Her own paid orders come first.
    expect(await firstPaidRegistration(sql, confirmed)).toEqual({
      name: 'Jane First',
      phone: 'Jane First phone',
    });
  });

  it('lists what the account placed, and what was paid to its address', async () => {
    const jane = await account('jane@example.com');
    const placed = await order({ email: 'x@example.com', userId: jane, createdAt: '2025-01-03' });
    const paid = await order({
      email: ' JANE@example.com',
      status: 'completed',
      createdAt: '2025-01-02T10:00:00Z',
      completedAt: '2025-01-02T10:01:00Z',
    });
    await order({ email: 'jane@example.com', status: 'failed', createdAt: '2025-01-04' });
    await order({ email: 'jane@example.com', createdAt: '2025-01-05' });
    const ids = async (paidToEmail: string | null) =>
      (await accountOrders(sql, { userId: jane, paidToEmail })).map((row) => row.id);
    expect(await ids('jane@example.com')).toEqual([placed, paid]);
    // Address not confirmed: only what the account placed itself.
    expect(await ids(null)).toEqual([placed]);
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
