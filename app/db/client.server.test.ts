import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

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
      expect(source, build).toMatch(
        /clearImmediate\(nextWriteTimer\)\s*\n\s*\/\/ Patched:[^\n]*\n[^\n]*\n\s*chunk = nextWriteTimer = null/,
      );
    }
  });
});
