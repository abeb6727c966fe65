import type { AddressInfo } from 'node:net';

import express from 'express';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { claimRequest, pruneRequestReplies } from '../app/lib/request-replies.server';
import type { TrustProxy } from '../app/lib/trust-proxy.server';
import { createTestDatabase } from '../tests/support/database';
import { remixHandler } from './remix-handler';

const { sql } = await createTestDatabase();

/**
 * Two instances behind one proxy, as in production: each stores a visit (a write) in a
 * transaction that claims the request first, and answers 201 with the row's id. `/slow` holds
 * its transaction open for a moment; `/cookie` answers with a Set-Cookie.
 */
function instance(trustProxy: TrustProxy) {
  const app = express();
  app.all(
    '*',
    // eslint-disable-next-line @typescript-eslint/no-misused-promises
    remixHandler(
      async (request) => {
        const path = new URL(request.url).pathname;
        const page = await request.text();
        const [row] = await sql.begin(async (tx) => {
          await claimRequest(tx);
          if (path === '/slow') await tx`select pg_sleep(0.3)`;
          return tx<{ id: string }[]>`insert into page_visits (page) values (${page}) returning id`;
        });
        const headers = new Headers({ 'Content-Type': 'application/json' });
        if (path === '/cookie') headers.set('Set-Cookie', '__Host-sid=abc');
        return new Response(JSON.stringify({ id: row!.id }), { status: 201, headers });
      },
      () => ({}),
      5_000,
      { sql, trustProxy, waitMs: 1_000 },
    ),
  );
  const server = app.listen(0, '127.0.0.1');
  return server;
}

const servers = [instance({ hops: 1 }), instance({ hops: 1 }), instance({ hops: 0 })];
const ports: number[] = [];
beforeAll(async () => {
  for (const server of servers) {
    if (!server.listening) await new Promise((resolve) => server.once('listening', resolve));
    ports.push((server.address() as AddressInfo).port);
  }
});
afterAll(() => servers.forEach((server) => server.close()));
beforeEach(async () => {
  await sql`truncate page_visits, request_replies`;
});

function post(port: number, path: string, body: string, headers: Record<string, string> = {}) {
  return fetch(`http://127.0.0.1:${port}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain', ...headers },
    body,
  });
}

async function visits(page: string) {
  const [row] = await sql<{ count: number }[]>`
    select count(*)::int as count from page_visits where page = ${page}`;
  return row!.count;
}

describe('a write the proxy sends twice', () => {
  it('is stored once; the copy, on the other instance, gets the first reply', async () => {
    const first = await post(ports[0]!, '/write', '/a', { 'X-Request-Id': 'req-1' });
    const copy = await post(ports[1]!, '/write', '/a', { 'X-Request-Id': 'req-1' });
    expect(first.status).toBe(201);
    expect(copy.status).toBe(201);
    expect(copy.headers.get('Idempotent-Replayed')).toBe('true');
    expect(copy.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(await copy.json()).toEqual(await first.json());
    expect(await visits('/a')).toBe(1);
  });

  it('is stored once when both copies run at the same time', async () => {
    const answers = await Promise.all(
      ports.slice(0, 2).map((port) => post(port, '/slow', '/b', { 'X-Request-Id': 'req-2' })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    const [a, b] = await Promise.all(answers.map((answer) => answer.json()));
    expect(a).toEqual(b);
    expect(await visits('/b')).toBe(1);
  });

  it('is a new request with another body, path, cookie or id', async () => {
    const id = { 'X-Request-Id': 'req-3' };
    await post(ports[0]!, '/write', '/c', id);
    await post(ports[0]!, '/write', '/c', { ...id, Cookie: 'sid=other' });
    await post(ports[0]!, '/other', '/c', id);
    await post(ports[0]!, '/write', '/c', { 'X-Request-Id': 'req-4' });
    await post(ports[0]!, '/write', '/c ', id);
    expect(await visits('/c')).toBe(4);
    expect(await visits('/c ')).toBe(1);
  });

  it('trusts no request id when the peer is not a trusted proxy, nor without one', async () => {
    await post(ports[2]!, '/write', '/d', { 'X-Request-Id': 'req-5' });
    await post(ports[2]!, '/write', '/d', { 'X-Request-Id': 'req-5' });
    await post(ports[0]!, '/write', '/d');
    await post(ports[0]!, '/write', '/d');
    expect(await visits('/d')).toBe(4);
    const [row] = await sql<
      { count: number }[]
    >`select count(*)::int as count from request_replies`;
    expect(row!.count).toBe(0);
  });

  it('never replays a reply that set a cookie: the copy is told it was received (409)', async () => {
    const first = await post(ports[0]!, '/cookie', '/e', { 'X-Request-Id': 'req-6' });
    expect(first.headers.get('Set-Cookie')).toBe('__Host-sid=abc');
    const copy = await post(ports[1]!, '/cookie', '/e', { 'X-Request-Id': 'req-6' });
    expect(copy.status).toBe(409);
    expect(copy.headers.get('Set-Cookie')).toBeNull();
    expect(await copy.json()).toEqual({ error: 'This request was already received.' });
    expect(await visits('/e')).toBe(1);
  });
});

describe('pruneRequestReplies', () => {
  it('deletes replies older than the retention, keeps the others', async () => {
    await sql`
      insert into request_replies (key, created_at, status)
      values ('old', now() - interval '25 hours', 201), ('new', now() - interval '23 hours', 201)`;
    expect(await pruneRequestReplies(sql, 24)).toBe(1);
    const rows = await sql<{ key: string }[]>`select key from request_replies`;
    expect(rows.map((row) => row.key)).toEqual(['new']);
  });
});
