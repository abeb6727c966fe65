/**
 * Remix's answers are sent whole, with their length (docs/decisions/0072): compression() then
 * leaves a small answer as it is and compresses a larger one in one piece, however the body was
 * cut into chunks.
 */
import { get, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

import compression from 'compression';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { remixHandler } from './remix-handler';

const LARGE = 'robots and pages '.repeat(200);

/** A body in several chunks, as a stream with no length, the way Remix's bodies come. */
function inChunks(text: string, count: number): ReadableStream<Uint8Array> {
  const size = Math.ceil(text.length / count);
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= text.length) return controller.close();
      controller.enqueue(new TextEncoder().encode(text.slice(at, (at += size))));
    },
  });
}

let origin = '';
let close: () => void;
beforeAll(async () => {
  const app = express();
  app.use(compression());
  app.all(
    '*',
    // eslint-disable-next-line @typescript-eslint/no-misused-promises
    remixHandler(
      async (request) => {
        const text = new URL(request.url).pathname === '/small' ? 'User-agent: *\n' : LARGE;
        return new Response(inChunks(text, 4), { headers: { 'Content-Type': 'text/plain' } });
      },
      () => ({}),
    ),
  );
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

/** A GET asking for gzip, read as sent (fetch() would undo the encoding). */
function rawGet(path: string) {
  return new Promise<{ headers: IncomingHttpHeaders; raw: Buffer }>((resolve, reject) => {
    get(origin + path, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, raw: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

describe('answers sent whole', () => {
  it('sends a small answer as it is, with its length', async () => {
    const { headers, raw } = await rawGet('/small');
    expect(headers['content-encoding']).toBeUndefined();
    expect(headers['transfer-encoding']).toBeUndefined();
    expect(headers['content-length']).toBe('14');
    expect(raw.toString()).toBe('User-agent: *\n');
  });

  it('compresses a larger answer in one piece', async () => {
    const { headers, raw } = await rawGet('/large');
    expect(headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(raw).toString()).toBe(LARGE);
  });
});
