import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';

import express from 'express';
import { describe, expect, it } from 'vitest';

import { createDrain } from './shutdown';

/** An app with a slow route, and the order things happened in. */
async function slowApp() {
  const events: string[] = [];
  const drain = createDrain(() => {});
  const app = express();
  app.use(drain.closeConnections);
  app.get('/slow', (_req, res) => {
    events.push('slow request started');
    setTimeout(() => {
      events.push('slow request answered');
      res.send('done');
    }, 300);
  });
  app.get('/ready', (_req, res) => res.status(drain.isDraining() ? 503 : 200).end());
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const port = (server.address() as AddressInfo).port;
  return { events, drain, server, port };
}

const get = (port: number, path: string) =>
  new Promise<{ status: number; body: string; connection: string | undefined }>(
    (resolve, reject) => {
      httpRequest({ host: '127.0.0.1', port, path }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection }),
        );
      })
        .on('error', reject)
        .end();
    },
  );

describe('draining on SIGTERM', () => {
  it('lets a slow request in flight finish, refuses new ones, then stops the rest in order', async () => {
    const { events, drain, server, port } = await slowApp();
    const inFlight = get(port, '/slow');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const drained = drain.drain(
      server,
      [
        async () => void events.push('background jobs stopped'),
        async () => void events.push('pools closed'),
      ],
      5_000,
    );
    expect(drain.isDraining()).toBe(true);
    // No new connection is accepted.
    await expect(get(port, '/ready')).rejects.toThrow();
    expect(await inFlight).toEqual({ status: 200, body: 'done', connection: 'close' });
    await drained;
    expect(events).toEqual([
      'slow request started',
      'slow request answered',
      'background jobs stopped',
      'pools closed',
    ]);
  });

  it('during the notice, still answers new requests, each closing its connection', async () => {
    const { drain, server, port } = await slowApp();
    const drained = drain.drain(server, [], 5_000, 200);
    const answer = await get(port, '/ready');
    expect(answer).toEqual({ status: 503, body: '', connection: 'close' });
    await drained;
    await expect(get(port, '/ready')).rejects.toThrow();
  });

  it('cuts requests still running at the deadline', async () => {
    const { drain, server, port } = await slowApp();
    const inFlight = get(port, '/slow').catch((error: Error) => error);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await drain.drain(server, [], 100);
    expect(await inFlight).toBeInstanceOf(Error);
  });
});
