import { randomUUID } from 'node:crypto';

import { afterAll, inject } from 'vitest';

import { connect, type Queryable, type Sql } from '~/db/client.server';

function urlFor(name: string) {
  const url = new URL(inject('databaseServerUrl'));
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A database of this test file's own, dropped after the file: a copy of the migrated template,
 * or empty with `{ migrated: false }`.
 */
export async function createTestDatabase(
  options: { migrated?: boolean } = {},
): Promise<{ sql: Sql; url: string; name: string }> {
  const name = `academy_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = connect(inject('databaseServerUrl'), { max: 1 });
  await admin.unsafe(
    options.migrated === false
      ? `create database ${name}`
      : `create database ${name} template ${inject('templateDatabase')}`,
  );
  await admin.end();
  const url = urlFor(name);
  const sql = connect(url, { max: 5 });
  afterAll(async () => {
    await sql.end({ timeout: 5 });
    const dropper = connect(inject('databaseServerUrl'), { max: 1 });
    await dropper.unsafe(`drop database if exists ${name} with (force)`);
    await dropper.end();
  });
  return { sql, url, name };
}

/**
 * Empties every table of the public schema in one statement, identities restarted. The tables are
 * read from the catalog, so one a later migration adds is emptied too; the migrations' own
 * bookkeeping stays, so the database still counts as migrated.
 */
export async function resetDatabase(sql: Queryable): Promise<void> {
  const tables = await sql<{ name: string }[]>`
    select format('%I.%I', schemaname, tablename) as name
    from pg_catalog.pg_tables
    where schemaname = 'public' and tablename <> 'schema_migrations'
    order by tablename`;
  if (tables.length === 0) return;
  await sql.unsafe(`truncate ${tables.map((t) => t.name).join(', ')} restart identity cascade`);
}
