import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';

import compression from 'compression';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { assetFiles, listFiles, staticFiles } from './static-files';

/**
 * A temporary directory of `files`, served by what `mount` adds to an app whose other paths answer
 * `app: <url>`; `close` stops it and removes the directory.
 */
async function served(
  files: Record<string, string | Buffer>,
  mount: (app: express.Express, dir: string) => void,
) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'static-files-'));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), content);
  }
  const app = express();
  mount(app, dir);
  app.use((req, res) => res.status(404).send(`app: ${req.originalUrl}`));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const close = () => {
    server.close();
    rmSync(dir, { recursive: true, force: true });
  };
  return { dir, origin, close };
}

describe('static files of the build', () => {
  let dir: string;
  let origin: string;
  let close: () => void;

  beforeAll(async () => {
    const files = { 'favicon.svg': '<svg/>', 'fonts/a.woff2': 'font', 'read me.txt': 'spaced' };
    ({ dir, origin, close } = await served(files, (app, root) =>
      app.use(staticFiles(root, { index: false })),
    ));
  });

  afterAll(() => close());

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

describe('the hashed assets', () => {
  let origin: string;
  let close: () => void;
  const script = `export const text = "${'a script, compressed by the build. '.repeat(100)}";`;

  beforeAll(async () => {
    const files = {
      'page-1a2b.js': script,
      'page-1a2b.js.br': brotliCompressSync(script),
      'page-1a2b.js.gz': gzipSync(script),
      'tiny-3c4d.js': 'export{};',
    };
    ({ origin, close } = await served(files, (app, root) => {
      app.use(compression());
      app.use('/assets', assetFiles(root));
    }));
  });

  afterAll(() => close());

  /** The answer as it came over the wire (fetch would decompress it and ask for every encoding). */
  function get(urlPath: string, acceptEncoding?: string) {
    return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
      (resolve, reject) => {
        const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
        http
          .get(origin + urlPath, { headers }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () =>
              resolve({
                status: res.statusCode!,
                headers: res.headers,
                body: Buffer.concat(chunks),
              }),
            );
          })
          .on('error', reject);
      },
    );
  }

  it('sends the brotli file to a browser that takes it, else the gzip one, else the script', async () => {
    const brotli = await get('/assets/page-1a2b.js', 'gzip, deflate, br, zstd');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.body).toString()).toBe(script);
    const gzip = await get('/assets/page-1a2b.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(script);
    const plain = await get('/assets/page-1a2b.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
    for (const answer of [brotli, gzip, plain]) {
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^text\/javascript; charset=utf-8$/i);
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(answer.headers.vary).toBe('Accept-Encoding');
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    }
    // The brotli file, not a compression of it again.
    expect(brotli.body.length).toBe(brotliCompressSync(script).length);
  });

  it('sends a file the build left uncompressed as it is, and passes a missing one on', async () => {
    const tiny = await get('/assets/tiny-3c4d.js', 'br');
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body.toString()).toBe('export{};');
    const missing = await get('/assets/gone-5e6f.js', 'br');
    expect([missing.status, missing.body.toString()]).toEqual([404, 'app: /assets/gone-5e6f.js']);
  });
});
