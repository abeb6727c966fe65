import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';

import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { noteRequestError } from '../app/db/pressure.server';
import { BODY_LIMIT, remixHandler, WEBHOOK_BODY_LIMIT } from './remix-handler';

/** What the stand-in for Remix saw: each request's method, path and body size. */
const seen: Array<{ method: string; path: string; bytes: number }> = [];
const headersSeen: Headers[] = [];
let port = 0;
let close: () => void;

beforeAll(async () => {
  const app = express();
  app.all(
    '*',
    // eslint-disable-next-line @typescript-eslint/no-misused-promises
    remixHandler(
      async (request) => {
        // As Remix does with a loader's error: handleError hears of it, an error page is made.
        if (new URL(request.url).pathname === '/account') {
          noteRequestError(
            Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
          );
          return new Response('error page', { status: 500 });
        }
        if (new URL(request.url).pathname === '/hang') return new Promise<Response>(() => {});
        if (new URL(request.url).pathname === '/broken') {
          noteRequestError(new TypeError('a bug'));
          return new Response('error page', { status: 500 });
        }
        headersSeen.push(request.headers);
        const bytes = (await request.arrayBuffer()).byteLength;
        seen.push({ method: request.method, path: new URL(request.url).pathname, bytes });
        const headers = new Headers({ 'Content-Type': 'text/plain' });
        headers.append('Set-Cookie', 'a=1');
        headers.append('Set-Cookie', 'b=2');
        return new Response(`read ${bytes}`, { status: 200, headers });
      },
      () => ({}),
      300,
    ),
  );
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
  close = () => server.close();
});
afterAll(() => close());

/** A POST whose body is sent in `chunks` chunks of `size` bytes, chunked (no Content-Length). */
function chunkedPost(path: string, chunks: number, size: number) {
  return new Promise<{ status: number; body: string; sent: number }>((resolve, reject) => {
    let sent = 0;
    const req = httpRequest({ host: '127.0.0.1', port, path, method: 'POST' }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, sent }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      // The server closed the connection while we were still sending: the answer came first.
      if (error.code === 'EPIPE' || error.code === 'ECONNRESET') return;
      reject(error);
    });
    const chunk = Buffer.alloc(size, 'a');
    const write = () => {
      while (sent < chunks) {
        sent++;
        if (!req.write(chunk)) return void req.once('drain', write);
      }
      req.end();
    };
    write();
  });
}

/** A POST of `size` bytes with its Content-Length, written whole whatever the server answers. */
function plainPost(path: string, size: number) {
  return new Promise<{ status: number; connection?: string }>((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        agent: false,
        headers: { 'Content-Type': 'application/json', 'Content-Length': size },
      },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }),
        );
      },
    );
    req.on('error', reject);
    // In pieces, as a client on a real network does: still sending when the answer comes.
    let sent = 0;
    const piece = Buffer.alloc(16 * 1024, 'x');
    const write = () => {
      if (sent >= size) return void req.end();
      const part = piece.subarray(0, Math.min(piece.length, size - sent));
      sent += part.length;
      req.write(part);
      setTimeout(write, 1);
    };
    write();
  });
}

describe('request bodies', () => {
  it('passes a body within the limit to Remix, byte for byte, and every Set-Cookie', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/login`, {
      method: 'POST',
      body: new URLSearchParams({ email: 'a@example.com', password: 'x'.repeat(100) }),
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(`read ${'email=a%40example.com&password='.length + 100}`);
    expect(response.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
  });

  it('refuses a declared length over the limit with 413 before reading it', async () => {
    const before = seen.length;
    const response = await fetch(`http://127.0.0.1:${port}/api/contacts`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ message: 'x'.repeat(BODY_LIMIT) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: 'The request body is too large.' });
    expect(seen.length).toBe(before);
  });

  it('refuses a 50 MB chunked POST to /login with 413, keeping none of it', async () => {
    const before = seen.length;
    const rss = process.memoryUsage().rss;
    const response = await chunkedPost('/login', 800, 64 * 1024);
    expect(response.status).toBe(413);
    expect(response.body).toBe('The request body is too large.');
    expect(seen.length).toBe(before);
    // The connection closed long before the 50 MB were sent, and nothing was buffered.
    expect(response.sent).toBeLessThan(800);
    expect(process.memoryUsage().rss - rss).toBeLessThan(40 * 1024 * 1024);
  });

  it('answers an upload over the limit with 413 that the client, still sending, reads', async () => {
    // Sizes a client sends whole before it reads: the rest is read and dropped, so closing the
    // connection does not reset it under the answer (it did, now and then, before).
    const sizes = [BODY_LIMIT + 1, 600 * 1024, 1_200_000, 1_900_000];
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, n) => plainPost('/api/contacts', sizes[n % sizes.length]!)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 413));
    expect(answers.map((answer) => answer.connection)).toEqual(answers.map(() => 'close'));
  });

  it('refuses a form another site posts with 403, before Remix sees it', async () => {
    const before = seen.length;
    const evil = await fetch(`http://127.0.0.1:${port}/login`, {
      method: 'POST',
      headers: { Origin: 'https://evil.example' },
      body: new URLSearchParams({ email: 'a@example.com', password: 'x' }),
    });
    expect(evil.status).toBe(403);
    expect(await evil.text()).toBe('Cross-site requests are not accepted.');
    const api = await fetch(`http://127.0.0.1:${port}/api/contacts`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'cross-site' },
      body: '{}',
    });
    expect(api.status).toBe(403);
    expect(await api.json()).toEqual({ error: 'Cross-site requests are not accepted.' });
    expect(seen.length).toBe(before);
    const own = await fetch(`http://127.0.0.1:${port}/logout`, {
      method: 'POST',
      headers: { Origin: `http://127.0.0.1:${port}` },
    });
    expect(own.status).toBe(200);
  });

  it('answers 503 with Retry-After when the database was unavailable, 500 for a bug', async () => {
    const down = await fetch(`http://127.0.0.1:${port}/account`);
    expect(down.status).toBe(503);
    expect(down.headers.get('Retry-After')).toBe('5');
    expect(await down.text()).toBe('error page');
    expect((await fetch(`http://127.0.0.1:${port}/broken`)).status).toBe(500);
  });

  it('refuses the old ?_data requests, and never hands Remix a client-written X-Forwarded-Host', async () => {
    const before = seen.length;
    expect((await fetch(`http://127.0.0.1:${port}/courses?_data=root`)).status).toBe(400);
    expect((await fetch(`http://127.0.0.1:${port}/%5C`)).status).toBe(404);
    expect(seen.length).toBe(before);
    const forwarded = await fetch(`http://127.0.0.1:${port}/logout`, {
      method: 'POST',
      headers: { Origin: `http://127.0.0.1:${port}`, 'X-Forwarded-Host': 'evil.example' },
    });
    expect(forwarded.status).toBe(200);
    expect(headersSeen.at(-1)?.get('x-forwarded-host')).toBeNull();
  });

  it('gives up on an answer that never comes with 503 at the deadline', async () => {
    const hung = await fetch(`http://127.0.0.1:${port}/hang`);
    expect(hung.status).toBe(503);
    expect(hung.headers.get('Retry-After')).toBe('5');
    expect(await hung.text()).toBe('The site is busy. Please try again in a moment.');
  });

  it('allows the webhook its larger limit', async () => {
    const within = await chunkedPost('/api/stripe/webhook', 4, 100 * 1024);
    expect(within).toMatchObject({ status: 200, body: `read ${400 * 1024}` });
    const over = await chunkedPost('/api/stripe/webhook', 6, 100 * 1024);
    expect(over.status).toBe(413);
    expect(WEBHOOK_BODY_LIMIT).toBe(512 * 1024);
  });
});
