import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import postgres from 'postgres';
import { describe, expect, it } from 'vitest';

import { createTestDatabase } from '../../tests/support/database';
import { reconnectDelaySeconds } from './client.server';

describe('reconnectDelaySeconds', () => {
  it('starts small and never waits more than a second, however many failures came before', () => {
    expect(reconnectDelaySeconds(0)).toBeLessThanOrEqual(0.05);
    for (const failures of [1, 5, 10, 50, 1000]) {
      const delay = reconnectDelaySeconds(failures);
      expect(delay).toBeGreaterThan(0);
      expect(delay).toBeLessThanOrEqual(1);
    }
    // postgres.js's own would wait 20 s at most after 7 failures: ours a second at most.
    expect(Math.max(...Array.from({ length: 100 }, () => reconnectDelaySeconds(7)))).toBeLessThan(
      1.01,
    );
    expect(reconnectDelaySeconds(10)).toBeGreaterThanOrEqual(0.5);
  });
});

describe('postgres.js as installed', () => {
  // patches/postgres+3.4.9.patch, applied by `npm install` (postinstall: patch-package). Without
  // it a connection closed with a write pending threw from a timer and, worse, kept that write's
  // timer set: every later connection it made never sent its start-up message and timed out
  // (the resilience suite's rolling restart after a database restart: 503s every 10 s).
  it('carries the patch for writes after a closed socket, in each build it ships', () => {
    const require = createRequire(import.meta.url);
    // The package's main file is cjs/src/index.js: its root is two folders up.
    const root = path.resolve(path.dirname(require.resolve('postgres')), '../..');
    for (const build of ['src', 'cjs/src']) {
      const source = readFileSync(path.join(root, build, 'connection.js'), 'utf8');
      expect(source, build).toContain('Patched (porsager/postgres#1154, #1208)');
      // sql.begin's BEGIN reserves its connection even when it fills the pipeline (below).
      expect(source, build).toContain('Patched (porsager/postgres#823, #1189, #1218)');
      expect(source, build).toMatch(
        /const reserved = !q\.options\.onexecute \|\| q\.options\.onexecute\(connection\)\s*\n\s*return writable/,
      );
      expect(source, build).toMatch(
        /clearImmediate\(nextWriteTimer\)\s*\n\s*\/\/ Patched:[^\n]*\n[^\n]*\n\s*chunk = nextWriteTimer = null/,
      );
    }
  });

  // A BEGIN that filled its connection's pipeline was sent without reserving the connection:
  // the transaction failed with UNSAFE_TRANSACTION and the server's open transaction went back to
  // the pool (1 in 15 rounds of `npm run bench:rush`, 2026-11-27). With no room at all in the
  // pipeline, every BEGIN is such a one.
  it('reserves the connection of a BEGIN that fills the pipeline', async () => {
    const { url } = await createTestDatabase();
    // max_pipeline is an option postgres.js's types leave out.
    const options = { max: 2, max_pipeline: 0, onnotice: () => {} };
    const sql = postgres(url, options);
    try {
      const rows = await sql.begin((tx) => tx<{ ok: number }[]>`select 1 as ok`);
      expect(rows).toEqual([{ ok: 1 }]);
      const [{ open }] = await sql<[{ open: number }]>`
        select count(*)::int as open from pg_stat_activity
        where datname = current_database() and state like 'idle in transaction%'`;
      expect(open).toBe(0);
    } finally {
      await sql.end({ timeout: 1 });
    }
  });
});
