import type { AddressInfo } from 'node:net';

import express from 'express';
import { afterAll, describe, expect, it } from 'vitest';

import { connect } from '../app/db/client.server';
import { createTestDatabase } from '../tests/support/database';
import { healthRoutes } from './health';

const { url } = await createTestDatabase();

async function serve(options: Parameters<typeof healthRoutes>[0]) {
  const app = express().use(healthRoutes(options));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, close: () => server.close() };
}

const sql = connect(url, { max: 1 });
const down = connect('postgres://postgres@127.0.0.1:1/none', { max: 1, connect_timeout: 1 });
afterAll(async () => {
  await sql.end();
  await down.end();
});

describe('/healthz and /readyz', () => {
  it('are 200 with tiny uncached bodies while all is well', async () => {
    const { base, close } = await serve({ sql, isDraining: () => false });
    const health = await fetch(`${base}/healthz`);
    expect([health.status, await health.text()]).toEqual([200, 'ok']);
    expect(health.headers.get('Cache-Control')).toBe('no-store');
    const ready = await fetch(`${base}/readyz`);
    expect([ready.status, await ready.text()]).toEqual([200, 'ready']);
    expect(ready.headers.get('Cache-Control')).toBe('no-store');
    close();
  });

  it('readyz is 503 while draining, with the database down, or a migration missing', async () => {
    let draining = true;
    const drainingServer = await serve({ sql, isDraining: () => draining });
    const whileDraining = await fetch(`${drainingServer.base}/readyz`);
    expect([whileDraining.status, await whileDraining.text()]).toEqual([503, 'draining']);
    // The process itself is still up.
    expect((await fetch(`${drainingServer.base}/healthz`)).status).toBe(200);
    draining = false;
    expect((await fetch(`${drainingServer.base}/readyz`)).status).toBe(200);
    drainingServer.close();

    const noDatabase = await serve({ sql: down, isDraining: () => false });
    const unavailable = await fetch(`${noDatabase.base}/readyz`);
    expect([unavailable.status, await unavailable.text()]).toEqual([503, 'database unavailable']);
    noDatabase.close();

    await sql`delete from schema_migrations where name = '008_waiting_list.sql'`;
    const behind = await serve({ sql, isDraining: () => false });
    const notMigrated = await fetch(`${behind.base}/readyz`);
    expect([notMigrated.status, await notMigrated.text()]).toEqual([
      503,
      'migrations not applied: 008_waiting_list.sql',
    ]);
    behind.close();
  });
});
