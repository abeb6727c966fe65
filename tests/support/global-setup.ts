import type { TestProject } from 'vitest/node';

import { connect } from '~/db/client.server';
import { ensureDatabase, startEmbeddedPostgres } from '~/db/embedded.server';
import { migrate } from '~/db/migrate.server';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseServerUrl: string;
    templateDatabase: string;
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

  // Named per run, so two runs on one server (a developer and CI) do not share it.
  const templateDatabase = `academy_test_template_${process.pid}`;
  const templateUrl = await ensureDatabase(serverUrl, templateDatabase);
  const template = connect(templateUrl, { max: 1 });
  await migrate(template);
  await template.end();

  project.provide('databaseServerUrl', serverUrl);
  project.provide('templateDatabase', templateDatabase);
  return async () => {
    const admin = connect(serverUrl, { max: 1 });
    await admin.unsafe(`drop database if exists ${templateDatabase} with (force)`);
    await admin.end();
    await stop();
  };
}
