/** Migrations written to a folder of their own, for the migration runner's tests. */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { Sql } from '../../app/db/client.server';
import { migrate, readMigrations } from '../../app/db/migrate.server';
import { createTestDatabase } from './database';

export async function migrationsDir(files: Record<string, string>) {
  const dir = await mkdtemp(path.join(tmpdir(), 'migrations-'));
  for (const [name, sql] of Object.entries(files)) await writeFile(path.join(dir, name), sql);
  return dir;
}

/** A new test database with every migration before `name` applied: a database of that day. */
export async function databaseBefore(name: string): Promise<Sql> {
  const { sql } = await createTestDatabase({ migrated: false });
  const before = (await readMigrations()).filter((migration) => migration.name < name);
  await migrate(
    sql,
    await migrationsDir(
      Object.fromEntries(before.map((migration) => [migration.name, migration.sql])),
    ),
  );
  return sql;
}
