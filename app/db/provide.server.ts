import type { Env } from '~/lib/env.server';

import { connect } from './client.server';
import { ensureDatabase, startEmbeddedPostgres } from './embedded.server';
import { migrate } from './migrate.server';

const EMBEDDED_DATABASE = 'academy';

/**
 * Makes DATABASE_URL point at a migrated database: the configured server, or an embedded one
 * started here (its data in EMBEDDED_POSTGRES_DIR). Returns how to stop what it started.
 */
export async function provideDatabase(
  env: Env,
  log: (message: string) => void = console.log,
): Promise<{ stop: () => Promise<void> }> {
  let stop = async () => {};
  if (!env.DATABASE_URL) {
    log(`Starting embedded PostgreSQL (data in ${env.EMBEDDED_POSTGRES_DIR})...`);
    const embedded = await startEmbeddedPostgres({
      dataDir: env.EMBEDDED_POSTGRES_DIR,
      port: env.EMBEDDED_POSTGRES_PORT,
    });
    stop = embedded.stop;
    try {
      process.env.DATABASE_URL = await ensureDatabase(embedded.serverUrl, EMBEDDED_DATABASE);
    } catch (error) {
      await stop();
      throw error;
    }
  }

  const migrator = connect(process.env.DATABASE_URL!, {
    max: 1,
    // A migration may take its time (an index on a large table).
    connection: { statement_timeout: 0, lock_timeout: 0 },
  });
  try {
    const applied = await migrate(migrator);
    log(applied.length ? `Applied migrations: ${applied.join(', ')}` : 'Database is up to date');
  } catch (error) {
    await migrator.end();
    await stop();
    throw error;
  }
  await migrator.end();
  return { stop };
}
