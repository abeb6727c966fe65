/**
 * The resilience suite's database: an embedded PostgreSQL the scenarios may stop and start, with
 * its own log beside the instances', and the suite's own client for counting rows.
 */
import { createWriteStream } from 'node:fs';
import path from 'node:path';

import { connect, type Sql } from '../../app/db/client.server';
import { ensureDatabase, startEmbeddedPostgres } from '../../app/db/embedded.server';
import { DATABASE_PORT } from './harness';
import { refuseIfTaken } from './ports';

export interface Database {
  url: string;
  /** The suite's own client, for counting rows. */
  sql: Sql;
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

export async function startDatabase(dir: string): Promise<Database> {
  await refuseIfTaken(DATABASE_PORT, 'PostgreSQL');
  const dataDir = path.join(dir, 'postgres');
  // PostgreSQL's own log, kept with the instances' (a slow or refused connection shows there).
  const log = createWriteStream(path.join(dir, 'postgres.log'), { flags: 'a' });
  const options = {
    dataDir,
    port: DATABASE_PORT,
    log: (message: unknown) => log.write(`${String(message).trimEnd()}\n`),
    settings: {
      log_connections: 'on',
      log_disconnections: 'on',
      log_min_duration_statement: '1000',
    },
  };
  let server = await startEmbeddedPostgres(options);
  const url = await ensureDatabase(server.serverUrl, 'academy');
  const sql = connect(url, { max: 2 });
  let running = true;
  return {
    url,
    sql,
    async stop() {
      running = false;
      await server.stop();
    },
    async start() {
      server = await startEmbeddedPostgres(options);
      running = true;
    },
    async close() {
      await sql.end({ timeout: 1 }).catch(() => {});
      if (running) await server.stop();
    },
  };
}
