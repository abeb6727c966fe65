import { describe, expect, it } from 'vitest';

import { insertUser } from '~/auth/users.server';

import { createTestDatabase, resetDatabase } from './database';

const { sql } = await createTestDatabase();

const rowCounts = async () => {
  const tables = await sql<{ name: string }[]>`
    select tablename as name from pg_catalog.pg_tables where schemaname = 'public'`;
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await sql<{ count: number }[]>`select count(*)::int as count from ${sql(name)}`;
    counts[name] = row!.count;
  }
  return counts;
};

describe('resetDatabase', () => {
  it('empties every table, one added later too, and keeps the migrations applied', async () => {
    await sql`insert into page_visits (page) values ('/')`;
    await insertUser(sql, 'a@example.com', 'not-a-real-hash');
    await sql`create table added_later (id int generated always as identity, note text)`;
    await sql`insert into added_later (note) values ('one'), ('two')`;
    const migrations = (await rowCounts()).schema_migrations!;
    expect(migrations).toBeGreaterThan(0);

    await resetDatabase(sql);

    const counts = await rowCounts();
    expect(Object.keys(counts)).toEqual(expect.arrayContaining(['users', 'added_later']));
    expect(counts).toEqual(
      Object.fromEntries(
        Object.keys(counts).map((name) => [name, name === 'schema_migrations' ? migrations : 0]),
      ),
    );
    // Identities start again, so ids do not depend on the tests run before.
    const [row] = await sql<{ id: number }[]>`
      insert into added_later (note) values ('again') returning id`;
    expect(row!.id).toBe(1);
  });

  it('does nothing to a database without tables', async () => {
    const empty = await createTestDatabase({ migrated: false });
    await expect(resetDatabase(empty.sql)).resolves.toBeUndefined();
  });
});
