import type { TestProject } from 'vitest/node';
import { connect } from '~/db/client.server';
import { ensureDatabase, startEmbeddedPostgres } from '~/db/embedded.server';
import { migrate } from '~/db/migrate.server';
import { TEMPLATE_DATABASE } from './database';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseServerUrl: string;
  }
}

/**
 * One PostgreSQL server for the whole run: DATABASE_URL's when set (CI), else an embedded one.
 * A migrated template database is made once; each test file clones it (see database.ts).
 */
export default async function setup(project: TestProject) {
  let stop = async () => {};
  let serverUrl: string;
  if (process.env.DATABASE_URL) {
    serverUrl = process.env.DATABASE_URL;
  } else {
    const embedded = await startEmbeddedPostgres({
      dataDir: '.data/test-postgres',
      port: Number(process.env.TEST_EMBEDDED_POSTGRES_PORT ?? 54339),
    });
    serverUrl = embedded.serverUrl;
    stop = embedded.stop;
  }

  const admin = connect(serverUrl, { max: 1 });
  await admin.unsafe(`drop database if exists ${TEMPLATE_DATABASE} with (force)`);
  await admin.end();
  const templateUrl = await ensureDatabase(serverUrl, TEMPLATE_DATABASE);
  const template = connect(templateUrl, { max: 1 });
  await migrate(template);
  await template.end();

  project.provide('databaseServerUrl', serverUrl);
  return stop;
}
