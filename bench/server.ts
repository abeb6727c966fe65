/**
 * The production build started for a bench: on a database of its own (created here, dropped by
 * stopServer), MOCKS=true, quiet logs. Shared by bench/pages.ts, bench/rush.ts and bench/lighthouse.ts.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { connect } from '../app/db/client.server';

export const databaseServer =
  process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface Server {
  label: string;
  origin: string;
  process: ChildProcess;
  database: string;
  /** The server's database, for a bench that counts rows. */
  databaseUrl: string;
  /** The working directory made for another build than build/, removed when it stops. */
  cwd?: string;
}

export async function startServer(
  label: string,
  port: number,
  dataset: string,
  options: {
    env?: Record<string, string>;
    nodeArgs?: string[];
    /**
     * Another build than ./build (a copy inside the project, where its server finds
     * node_modules): served from a working directory whose build/ and db/ link to it and ours.
     */
    buildDir?: string;
  } = {},
): Promise<Server> {
  const root = process.cwd();
  let cwd: string | undefined;
  if (options.buildDir && path.resolve(options.buildDir) !== path.resolve('build')) {
    cwd = mkdtempSync(path.join(os.tmpdir(), 'academy-bench-'));
    symlinkSync(path.resolve(options.buildDir), path.join(cwd, 'build'));
    symlinkSync(path.join(root, 'db'), path.join(cwd, 'db'));
  }
  const database = `academy_bench_${port}`;
  const admin = connect(databaseServer, { max: 1 });
  await admin.unsafe(`drop database if exists ${database} with (force)`);
  await admin.unsafe(`create database ${database}`);
  await admin.end();
  const url = new URL(databaseServer);
  url.pathname = `/${database}`;
  const origin = `http://127.0.0.1:${port}`;
  const args = [...(options.nodeArgs ?? []), 'build/server-node/index.js'];
  const child = spawn(process.execPath, args, {
    cwd: cwd ?? root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: url.toString(),
      SITE_URL: origin,
      MOCKS: 'true',
      LOG_LEVEL: 'warn',
      CONTENT_DATASET_PATH: dataset,
      MAIL_DIR: path.join(os.tmpdir(), `academy-bench-mail-${port}`),
      ...options.env,
    },
    // The server's log (warnings and errors: LOG_LEVEL) with BENCH_SERVER_LOG=1, say to see
    // what a 5xx of the rush was.
    stdio: ['ignore', process.env.BENCH_SERVER_LOG ? 'inherit' : 'ignore', 'inherit'],
  });
  const server = { label, origin, process: child, database, databaseUrl: url.toString(), cwd };
  for (let tries = 0; ; tries++) {
    const ready = await fetch(`${origin}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return server;
    if (tries > 300 || child.exitCode !== null) throw new Error(`${label} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function stopServer(server: Server) {
  const exited = new Promise((resolve) => server.process.once('exit', resolve));
  server.process.kill('SIGTERM');
  await exited;
  const admin = connect(databaseServer, { max: 1 });
  await admin.unsafe(`drop database if exists ${server.database} with (force)`);
  await admin.end();
  if (server.cwd) rmSync(server.cwd, { recursive: true, force: true });
}
