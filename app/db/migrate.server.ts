import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

import type { Sql } from './client.server';
import { lockMigrations } from './locks.server';

export const MIGRATIONS_DIR = path.resolve('db/migrations');

const FILE_NAME = /^(\d{3,})_[a-z0-9_]+\.sql$/;

export interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

export async function readMigrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.sql')).sort();
  const migrations: Migration[] = [];
  for (const name of names) {
    if (!FILE_NAME.test(name)) {
      throw new Error(`Migration file ${name} must be named like 001_create_orders.sql`);
    }
    const sql = await readFile(path.join(dir, name), 'utf8');
    migrations.push({ name, sql, checksum: createHash('sha256').update(sql).digest('hex') });
  }
  return migrations;
}

/**
 * Applies the pending migrations in name order, each in its own transaction. Every transaction
 * first takes the migrations lock (lockMigrations), so instances starting together apply each
 * file once. Returns the names applied by this call.
 */
export async function migrate(sql: Sql, dir = MIGRATIONS_DIR): Promise<string[]> {
  const applied: string[] = [];
  for (const migration of await readMigrations(dir)) {
    const ran = await sql.begin(async (tx) => {
      await lockMigrations(tx);
      await tx`
        create table if not exists schema_migrations (
          name text primary key,
          checksum text not null,
          applied_at timestamptz not null default now()
        )`;
      const [done] = await tx<{ checksum: string }[]>`
        select checksum from schema_migrations where name = ${migration.name}`;
      if (done) {
        if (done.checksum !== migration.checksum) {
          throw new Error(
            `Migration ${migration.name} was changed after it was applied; add a new migration instead`,
          );
        }
        return false;
      }
      await tx.unsafe(migration.sql);
      await tx`
        insert into schema_migrations (name, checksum)
        values (${migration.name}, ${migration.checksum})`;
      return true;
    });
    if (ran) applied.push(migration.name);
  }
  return applied;
}
