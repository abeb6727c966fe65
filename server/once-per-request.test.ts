import type { AddressInfo } from 'node:net';

import express from 'express';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { oncePerRequest, pruneRequestResults } from '../app/db/once-per-request.server';
import type { TrustProxy } from '../app/lib/trust-proxy.server';
import { createTestDatabase, resetDatabase } from '../tests/support/database';
import { remixHandler } from './remix-handler';

const { sql } = await createTestDatabase();

/**
 * Instances behind one proxy, as in production, standing in for Remix: each stores a visit (a
 * write) once per request and answers 201 with the row's id and a counter of its own answers
 * (so a copy's answer is seen to be made again, from the stored result). `/slow` holds its
 * transaction open for a moment; `/two` makes two writes.
 */
let answered = 0;
function instance(trustProxy: TrustProxy | undefined) {
  const app = express();
  app.all(
    '*',
    // eslint-disable-next-line @typescript-eslint/no-misused-promises
    remixHandler(
      async (request) => {
        const path = new URL(request.url).pathname;
        const page = await request.text();
        const visit = () =>
          sql.begin((tx) =>
            oncePerRequest(tx, async () => {
              if (path === '/slow') await tx`select pg_sleep(0.3)`;
              const [row] = await tx<{ id: string }[]>`
                insert into page_visits (page) values (${page}) returning id`;
              return { id: row!.id };
            }),
          );
        const ids = [await visit()];
        if (path === '/two') ids.push(await visit());
        return Response.json({ ids, answer: ++answered }, { status: 201 });
      },
      () => ({}),
      5_000,
      trustProxy,
    ),
  );
  return app.listen(0, '127.0.0.1');
}

const servers = [instance({ hops: 1 }), instance({ hops: 1 }), instance(undefined)];
const ports: number[] = [];
beforeAll(async () => {
  for (const server of servers) {
    if (!server.listening) await new Promise((resolve) => server.once('listening', resolve));
    ports.push((server.address() as AddressInfo).port);
  }
});
afterAll(() => servers.forEach((server) => server.close()));
beforeEach(async () => {
  await resetDatabase(sql);
});

function post(port: number, path: string, body: string, headers: Record<string, string> = {}) {
  return fetch(`http://127.0.0.1:${port}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain', ...headers },
    body,
  });
}

type Answer = { ids: Array<{ id: string }>; answer: number };

async function visits(page: string) {
  const [row] = await sql<{ count: number }[]>`
    select count(*)::int as count from page_visits where page = ${page}`;
  return row!.count;
}

describe('a write the proxy sends twice', () => {
  it('is stored once; the copy, on the other instance, is answered from the stored result', async () => {
    const first = await post(ports[0]!, '/write', '/a', { 'X-Request-Id': 'req-1' });
    const copy = await post(ports[1]!, '/write', '/a', { 'X-Request-Id': 'req-1' });
    expect([first.status, copy.status]).toEqual([201, 201]);
    expect(first.headers.get('Idempotent-Replayed')).toBeNull();
    expect(copy.headers.get('Idempotent-Replayed')).toBe('true');
    const [a, b] = (await Promise.all([first.json(), copy.json()])) as [Answer, Answer];
    expect(b.ids).toEqual(a.ids);
    expect(b.answer).not.toBe(a.answer);
    expect(await visits('/a')).toBe(1);
  });

  it('is stored once when both copies run at the same time', async () => {
    const answers = await Promise.all(
      ports.slice(0, 2).map((port) => post(port, '/slow', '/b', { 'X-Request-Id': 'req-2' })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    const [a, b] = (await Promise.all(answers.map((answer) => answer.json()))) as Answer[];
    expect(a!.ids).toEqual(b!.ids);
    expect(await visits('/b')).toBe(1);
  });

  it("meets each of the request's writes in turn", async () => {
    const first = (await (
      await post(ports[0]!, '/two', '/f', { 'X-Request-Id': 'req-7' })
    ).json()) as Answer;
    const copy = (await (
      await post(ports[1]!, '/two', '/f', { 'X-Request-Id': 'req-7' })
    ).json()) as Answer;
    expect(first.ids).toHaveLength(2);
    expect(first.ids[0]).not.toEqual(first.ids[1]);
    expect(copy.ids).toEqual(first.ids);
    expect(await visits('/f')).toBe(2);
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

  it('takes no request id from a server that trusts no proxy, nor keys a request without one', async () => {
    await post(ports[2]!, '/write', '/d', { 'X-Request-Id': 'req-5' });
    await post(ports[2]!, '/write', '/d', { 'X-Request-Id': 'req-5' });
    await post(ports[0]!, '/write', '/d');
    await post(ports[0]!, '/write', '/d');
    expect(await visits('/d')).toBe(4);
    const [row] = await sql<
      { count: number }[]
    >`select count(*)::int as count from request_results`;
    expect(row!.count).toBe(0);
  });
});

describe('pruneRequestResults', () => {
  it('deletes results older than the retention, keeps the others', async () => {
    await sql`
      insert into request_results (key, created_at)
      values ('old', now() - interval '25 hours'), ('new', now() - interval '23 hours')`;
    expect(await pruneRequestResults(sql, 24)).toBe(1);
    const rows = await sql<{ key: string }[]>`select key from request_results`;
    expect(rows.map((row) => row.key)).toEqual(['new']);
  });
});
