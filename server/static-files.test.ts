import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { listFiles, staticFiles } from './static-files';

describe('static files of the build', () => {
  let dir: string;
  let origin: string;
  let close: () => void;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'static-files-'));
    writeFileSync(path.join(dir, 'favicon.svg'), '<svg/>');
    mkdirSync(path.join(dir, 'fonts'));
    writeFileSync(path.join(dir, 'fonts', 'a.woff2'), 'font');
    writeFileSync(path.join(dir, 'read me.txt'), 'spaced');
    const app = express();
    app.use(staticFiles(dir, { index: false }));
    app.use((req, res) => res.status(404).send(`app: ${req.path}`));
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });

  afterAll(() => {
    close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('lists the files as URL paths, directories not included', () => {
    expect([...listFiles(dir)].sort()).toEqual(['/favicon.svg', '/fonts/a.woff2', '/read me.txt']);
  });

  it('serves the files it listed and passes every other path on', async () => {
    expect(await (await fetch(`${origin}/favicon.svg`)).text()).toBe('<svg/>');
    expect(await (await fetch(`${origin}/fonts/a.woff2`)).text()).toBe('font');
    // A name as the URL has it, encoded.
    expect(await (await fetch(`${origin}/read%20me.txt`)).text()).toBe('spaced');
    for (const other of ['/courses', '/fonts', '/fonts/', '/missing.svg', '/%E0%A4%A']) {
      expect(await (await fetch(origin + other)).text()).toBe(`app: ${other}`);
    }
  });

  it('does not see a file added after it started (the build does not change)', async () => {
    writeFileSync(path.join(dir, 'late.txt'), 'late');
    expect(await (await fetch(`${origin}/late.txt`)).text()).toBe('app: /late.txt');
  });
});
