/**
 * Starts the production build the way the README does, on a fresh database: a new database on
 * DATABASE_URL's server when it is set (CI), else a new embedded PostgreSQL.
 */
import { rmSync } from 'node:fs';
import { connect } from '../../app/db/client.server';
import { ensureDatabase } from '../../app/db/embedded.server';

const E2E_DATABASE = 'academy_e2e';

if (process.env.DATABASE_URL) {
  const admin = connect(process.env.DATABASE_URL, { max: 1 });
  await admin.unsafe(`drop database if exists ${E2E_DATABASE} with (force)`);
  await admin.end();
  process.env.DATABASE_URL = await ensureDatabase(process.env.DATABASE_URL, E2E_DATABASE);
} else {
  process.env.EMBEDDED_POSTGRES_DIR = '.data/e2e-postgres';
  process.env.EMBEDDED_POSTGRES_PORT ??= '54349';
  rmSync(process.env.EMBEDDED_POSTGRES_DIR, { recursive: true, force: true });
}

process.env.PREVIEW_SECRET ??= 'e2e-preview-secret-0123456789';
process.env.HOST = '127.0.0.1';

await import('../../server/index');
