import { afterAll, beforeEach, describe, expect, it } from 'vitest';

import { MAX_REPORT_BYTES, VISIT_RATE_LIMIT } from '~/analytics/visits.server';
import { closeDb } from '~/db/client.server';

import { createTestDatabase, resetDatabase } from '../../../tests/support/database';
import { routeArgs } from '../../../tests/support/routes';
import { action, loader } from './api.analytics.track-visit';

const { sql, url } = await createTestDatabase();
// The route uses the app's one client, db(); point it at this file's database before first use.
const savedUrl = process.env.DATABASE_URL;
process.env.DATABASE_URL = url;
afterAll(async () => {
  await closeDb();
  if (savedUrl === undefined) delete process.env.DATABASE_URL;
  else process.env.DATABASE_URL = savedUrl;
});

beforeEach(async () => {
  await resetDatabase(sql);
});

const ENDPOINT = 'http://academy.test/api/analytics/track-visit';

function post(
  body: BodyInit | null,
  headers: Record<string, string> = {},
  method = 'POST',
  clientAddress = '192.0.2.10',
) {
  const request = new Request(ENDPOINT, {
    method,
    body,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
  return action(routeArgs(request, { context: { clientAddress } }));
}

async function rows() {
  return sql`select page, referrer, user_agent from page_visits order by id`;
}

describe('POST /api/analytics/track-visit', () => {
  it('stores the visit and answers 204 with no body', async () => {
    const response = await post(
      JSON.stringify({
        page: '/courses',
        referrer: 'https://academy.example/',
        userAgent: 'TestBrowser/1.0',
      }),
    );
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(await rows()).toEqual([
      { page: '/courses', referrer: 'https://academy.example/', user_agent: 'TestBrowser/1.0' },
    ]);
  });

  it("accepts a sendBeacon report (text/plain) and falls back to the request's User-Agent", async () => {
    const response = await post(JSON.stringify({ page: '/catalog', referrer: '' }), {
      'Content-Type': 'text/plain;charset=UTF-8',
      'User-Agent': 'HeaderBrowser/2.0',
    });
    expect(response.status).toBe(204);
    expect(await rows()).toEqual([
      { page: '/catalog', referrer: null, user_agent: 'HeaderBrowser/2.0' },
    ]);
  });

  it.each([
    ['bad JSON', '{"page": "/courses"'],
    ['an empty body', ''],
    ['a JSON array', '[]'],
    ['a JSON string', '"/courses"'],
    ['no page', JSON.stringify({ referrer: 'https://academy.example/' })],
    ['a page that is not a path', JSON.stringify({ page: 'courses' })],
    ['a page that is a URL', JSON.stringify({ page: 'https://evil.example/' })],
    ['a page that is not a string', JSON.stringify({ page: ['/'] })],
    ['a page that is too long', JSON.stringify({ page: '/' + 'x'.repeat(2048) })],
  ])('answers 400 { error } for %s and stores nothing', async (_name, body) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
    const answer = await response.json();
    expect(answer).toEqual({ error: expect.any(String) });
    expect(answer.error.length).toBeGreaterThan(0);
    expect(await rows()).toEqual([]);
  });

  it('names the problem in the error', async () => {
    expect(await (await post('{')).json()).toEqual({ error: 'The body must be JSON' });
    expect(await (await post('{}')).json()).toEqual({ error: 'page is required' });
  });

  it('refuses a body over the size limit with 413', async () => {
    const body = JSON.stringify({ page: '/', userAgent: 'x'.repeat(MAX_REPORT_BYTES) });
    const response = await post(body);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: expect.stringContaining('at most') });
    expect(await rows()).toEqual([]);
  });

  it('answers 429 { error } with Retry-After once a client address is over the limit', async () => {
    // The limit's hits as if already made in the window, so the test need not post them all.
    await sql`
      insert into rate_limit_hits (bucket, key, hit_at, expires_at)
      select ${VISIT_RATE_LIMIT.bucket}, '192.0.2.10', now(), now() + interval '10 minutes'
      from generate_series(1, ${VISIT_RATE_LIMIT.limit - 1})`;
    expect((await post(JSON.stringify({ page: '/last' }))).status).toBe(204);
    const refused = await post(JSON.stringify({ page: '/too-many' }));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({ error: expect.stringContaining('Too many') });
    // Another address still gets through.
    const other = await post(JSON.stringify({ page: '/other' }), {}, 'POST', '192.0.2.11');
    expect(other.status).toBe(204);
    expect((await rows()).map((row) => row.page)).toEqual(['/last', '/other']);
  });

  it('answers 405 to other methods', async () => {
    const response = await post(JSON.stringify({ page: '/' }), {}, 'PUT');
    expect(response.status).toBe(405);
    expect(response.headers.get('Allow')).toBe('POST');
    expect(await rows()).toEqual([]);
  });
});

describe('GET /api/analytics/track-visit', () => {
  it('answers 405 with Allow: POST', async () => {
    const response = loader();
    expect(response.status).toBe(405);
    expect(response.headers.get('Allow')).toBe('POST');
    expect(await response.json()).toEqual({ error: expect.any(String) });
  });
});
