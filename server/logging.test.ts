import type { AddressInfo } from 'node:net';

import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createLogger, prettyStream, requestLogging } from './logging';

const lines: string[] = [];
const logger = createLogger({
  format: 'json',
  destination: { write: (line: string) => void lines.push(line) },
});
let base = '';
let close: () => void;

beforeAll(async () => {
  const app = express();
  app.use(requestLogging(logger));
  app.post('/login', express.urlencoded({ extended: false }), (_req, res) => {
    // Work done for the request logs with its id, wherever it runs.
    setTimeout(() => {
      logger.warn('checking the password');
      res.status(401).send('no');
    }, 5);
  });
  app.get('/healthz', (_req, res) => res.send('ok'));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

const parsed = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

describe('request logs', () => {
  it('write one JSON line per request with its id, and no secret of the request', async () => {
    lines.length = 0;
    const response = await fetch(`${base}/login?token=reset-token-123&redirectTo=%2Faccount`, {
      method: 'POST',
      headers: {
        'X-Request-Id': 'edge-42',
        Cookie: '__Host-sid=session-cookie-value',
        Authorization: 'Bearer api-token-value',
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: 'email=ada%40example.com&password=hunter2-secret&card=4242424242424242',
    });
    expect(response.status).toBe(401);
    expect(response.headers.get('X-Request-Id')).toBe('edge-42');
    await new Promise((resolve) => setTimeout(resolve, 20));
    const [work, request] = parsed();
    expect(work).toMatchObject({
      level: 'warn',
      msg: 'checking the password',
      requestId: 'edge-42',
    });
    expect(request).toMatchObject({
      level: 'info',
      msg: 'request',
      requestId: 'edge-42',
      method: 'POST',
      path: '/login',
      status: 401,
    });
    expect(request!.durationMs).toBeTypeOf('number');
    const all = lines.join('\n');
    for (const secret of [
      'reset-token-123',
      'session-cookie-value',
      'api-token-value',
      'hunter2-secret',
      '4242424242424242',
      'ada@example.com',
    ]) {
      expect(all).not.toContain(secret);
    }
  });

  it('makes an id when the proxy gives none or a strange one, and skips health checks', async () => {
    lines.length = 0;
    const made = await fetch(`${base}/login`, { method: 'POST' });
    expect(made.headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/);
    const odd = await fetch(`${base}/login`, {
      method: 'POST',
      headers: { 'X-Request-Id': 'x'.repeat(200) },
    });
    expect(odd.headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/);
    await fetch(`${base}/healthz`);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(parsed().filter((line) => line.msg === 'request')).toHaveLength(2);
  });

  it('reads as a line of text in development', () => {
    const out: string[] = [];
    const readable = createLogger({
      format: 'pretty',
      destination: prettyStream({ write: (text: string) => out.push(text) > 0 }),
    });
    readable.info({ path: '/courses', status: 200 }, 'request');
    expect(out[0]).toMatch(/^\d\d:\d\d:\d\d info {2}request path=\/courses status=200\n$/);
  });
});
