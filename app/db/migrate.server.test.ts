import { writeFile } from 'node:fs/promises';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { createTestDatabase } from '../../tests/support/database';
import { migrationsDir } from '../../tests/support/migrations';
import { connect } from './client.server';
import { migrate, readMigrations } from './migrate.server';

const counterMigrations = {
  '001_create_counter.sql': 'create table counter (note text not null);',
  '002_first_row.sql': "insert into counter values ('two');",
  '003_second_row.sql': "select pg_sleep(0.2); insert into counter values ('three');",
};

describe('migrate', () => {
  it("applies the project's migrations once, in order, and records them", async () => {
    const { sql } = await createTestDatabase({ migrated: false });
    const names = (await readMigrations()).map((m) => m.name);
    expect(names.length).toBeGreaterThan(0);

    expect(await migrate(sql)).toEqual(names);
    expect(await migrate(sql)).toEqual([]);

    const recorded = await sql`select name from schema_migrations order by name`;
    expect(recorded.map((row) => row.name)).toEqual(names);
  });

  it('applies each migration once when two instances start at the same moment', async () => {
    const { url } = await createTestDatabase({ migrated: false });
    const dir = await migrationsDir(counterMigrations);
    const first = connect(url, { max: 2 });
    const second = connect(url, { max: 2 });
    try {
      const [a, b] = await Promise.all([migrate(first, dir), migrate(second, dir)]);
      expect([...a, ...b].sort()).toEqual(Object.keys(counterMigrations));
      const rows = await first`select note from counter order by note`;
      expect(rows.map((row) => row.note)).toEqual(['three', 'two']);
    } finally {
      await first.end();
      await second.end();
    }
  });

  it('rolls a failing migration back whole and leaves it pending', async () => {
    const { sql } = await createTestDatabase({ migrated: false });
    const dir = await migrationsDir({
      '001_create_counter.sql': counterMigrations['001_create_counter.sql'],
      '002_broken.sql': "insert into counter values ('half'); select * from no_such_table;",
    });

    await expect(migrate(sql, dir)).rejects.toThrow(/no_such_table/);

    expect(await sql`select * from counter`).toHaveLength(0);
    const recorded = await sql`select name from schema_migrations`;
    expect(recorded.map((row) => row.name)).toEqual(['001_create_counter.sql']);
  });

  it('refuses a migration that was edited after it was applied', async () => {
    const { sql } = await createTestDatabase({ migrated: false });
    const dir = await migrationsDir({
      '001_create_counter.sql': counterMigrations['001_create_counter.sql'],
    });
    await migrate(sql, dir);
    await writeFile(path.join(dir, '001_create_counter.sql'), 'create table counter (n int);');

    await expect(migrate(sql, dir)).rejects.toThrow(/001_create_counter.sql was changed/);
  });

  it('rejects files not named NNN_name.sql', async () => {
    const dir = await migrationsDir({ 'create-orders.sql': 'select 1;' });
    await expect(readMigrations(dir)).rejects.toThrow(/must be named like/);
  });
});
