import { beforeEach, describe, expect, it } from 'vitest';

import { connect } from '~/db/client.server';

import { createTestDatabase, resetDatabase } from '../../tests/support/database';
import {
  InvalidVisitError,
  MAX_PAGE_LENGTH,
  MAX_USER_AGENT_LENGTH,
  parseVisit,
  pruneOldVisits,
  recordVisit,
  trackVisit,
  VISIT_RATE_LIMIT,
} from './visits.server';

const { sql, url } = await createTestDatabase();

async function rows() {
  return sql<{ page: string; referrer: string | null; user_agent: string | null }[]>`
    select page, referrer, user_agent from page_visits order by id`;
}

beforeEach(async () => {
  await resetDatabase(sql);
});

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

describe('recordVisit', () => {
  it('stores the page, referrer and user agent with the time of the visit', async () => {
    const before = new Date();
    await recordVisit(sql, {
      page: '/courses',
      referrer: 'https://www.google.com/',
      userAgent: FIREFOX,
    });
    const [row] = await sql`select * from page_visits`;
    expect(row).toMatchObject({
      page: '/courses',
      referrer: 'https://www.google.com/',
      user_agent: FIREFOX,
    });
    expect(row!.visited_at.getTime()).toBeGreaterThanOrEqual(before.getTime() - 5_000);
  });

  it('stores an empty or missing referrer and user agent as null', async () => {
    await recordVisit(sql, { page: '/', referrer: '', userAgent: '' });
    await recordVisit(sql, { page: '/about-us' });
    await recordVisit(sql, { page: '/contact', referrer: null, userAgent: null });
    expect(await rows()).toEqual([
      { page: '/', referrer: null, user_agent: null },
      { page: '/about-us', referrer: null, user_agent: null },
      { page: '/contact', referrer: null, user_agent: null },
    ]);
  });

  it('keeps only the path of the page and the origin and path of the referrer', async () => {
    await recordVisit(sql, {
      page: '/register?email=a@b.example#pay',
      referrer: 'https://academy.example/reset-password?token=secret#x',
    });
    expect(await rows()).toEqual([
      {
        page: '/register',
        referrer: 'https://academy.example/reset-password',
        user_agent: null,
      },
    ]);
  });

  it('cuts the user agent to 512 characters, counting characters not UTF-16 units', async () => {
    const long = 'A'.repeat(511) + '😀'.repeat(10);
    await recordVisit(sql, { page: '/', userAgent: long });
    const [row] = await rows();
    expect(Array.from(row!.user_agent!)).toHaveLength(MAX_USER_AGENT_LENGTH);
    expect(row!.user_agent).toBe('A'.repeat(511) + '😀');
  });

  it('drops control characters (PostgreSQL refuses NUL) from the user agent', async () => {
    await recordVisit(sql, { page: '/', userAgent: 'Bot\u0000/1.0\n' });
    expect((await rows())[0]!.user_agent).toBe('Bot/1.0');
  });

  it('records the visit without a referrer that is too long or not an http(s) URL', async () => {
    const long = `https://example.com/${'a'.repeat(2048)}`;
    await recordVisit(sql, { page: '/a', referrer: long });
    await recordVisit(sql, { page: '/b', referrer: 'javascript:alert(1)' });
    await recordVisit(sql, { page: '/c', referrer: 'not a url' });
    expect((await rows()).map((row) => row.referrer)).toEqual([null, null, null]);
  });

  it('accepts a page of exactly 2048 characters', async () => {
    const page = '/' + 'p'.repeat(MAX_PAGE_LENGTH - 1);
    await recordVisit(sql, { page });
    expect((await rows())[0]!.page).toBe(page);
  });

  it.each([
    ['a page that is not a path', { page: 'courses' }],
    ['a full URL', { page: 'https://evil.example/courses' }],
    ['a protocol-relative URL', { page: '//evil.example/courses' }],
    ['an empty page', { page: '' }],
    ['a page that is too long', { page: '/' + 'p'.repeat(MAX_PAGE_LENGTH) }],
    ['a page with a NUL', { page: '/cour\u0000ses' }],
    ['no page', {}],
    ['a page that is not a string', { page: 42 }],
    ['a referrer that is not a string', { page: '/', referrer: 7 }],
  ])('refuses %s and stores nothing', async (_name, input) => {
    await expect(recordVisit(sql, input as never)).rejects.toBeInstanceOf(InvalidVisitError);
    expect(await rows()).toEqual([]);
  });
});

describe('parseVisit', () => {
  it('says what is wrong', () => {
    expect(parseVisit({})).toEqual({ success: false, problems: ['page is required'] });
    expect(parseVisit({ page: 'x' })).toEqual({
      success: false,
      problems: ["page must be a path starting with '/'"],
    });
    expect(parseVisit([])).toEqual({
      success: false,
      problems: ['the body must be a JSON object'],
    });
  });
});

describe('trackVisit', () => {
  it('stores visits up to the limit per client address, then refuses and stores nothing', async () => {
    const address = '198.51.100.23';
    for (let i = 0; i < VISIT_RATE_LIMIT.limit; i++) {
      expect(await trackVisit(sql, { page: `/p${i}` }, address)).toEqual({ ok: true });
    }
    const refused = await trackVisit(sql, { page: '/one-too-many' }, address);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    // Another address is counted on its own.
    expect(await trackVisit(sql, { page: '/other' }, '203.0.113.5')).toEqual({ ok: true });
    const [{ count }] = await sql<[{ count: number }]>`select count(*)::int from page_visits`;
    expect(count).toBe(VISIT_RATE_LIMIT.limit + 1);
  });

  it('uses up no slot for a visit that is refused as invalid', async () => {
    await expect(trackVisit(sql, { page: 'nope' }, '198.51.100.24')).rejects.toBeInstanceOf(
      InvalidVisitError,
    );
    expect(await sql`select 1 from rate_limit_hits`).toHaveLength(0);
  });
});

describe('pruneOldVisits', () => {
  async function addVisits(count: number, daysAgo: number) {
    await sql`
      insert into page_visits (page, visited_at)
      select '/old/' || n, now() - make_interval(days => ${daysAgo}) - make_interval(secs => n)
      from generate_series(1, ${count}) as n`;
  }

  it('deletes every visit older than the retention in one call, batch by batch, and keeps the rest', async () => {
    await addVisits(25_000, 401);
    await addVisits(30, 399);
    await recordVisit(sql, { page: '/today' });
    // A client of its own that notes every statement it sends.
    const statements: string[] = [];
    const watched = connect(url, { max: 1, debug: (_connection, query) => statements.push(query) });
    try {
      expect(await pruneOldVisits(watched, 400, 10_000)).toBe(25_000);
    } finally {
      await watched.end();
    }
    // 10,000 + 10,000 + 5,000: three statements, each its own transaction.
    expect(statements.filter((query) => /delete from page_visits/.test(query))).toHaveLength(3);
    expect(statements.some((query) => /^\s*begin/i.test(query))).toBe(false);
    const [{ count }] = await sql<[{ count: number }]>`select count(*)::int from page_visits`;
    expect(count).toBe(31);
    const [{ oldest }] = await sql<
      [{ oldest: Date }]
    >`select min(visited_at) as oldest from page_visits`;
    expect(Date.now() - oldest.getTime()).toBeLessThan(400 * 24 * 60 * 60 * 1000);
    expect(await pruneOldVisits(sql, 400, 10_000)).toBe(0);
  });

  it('keeps everything younger than the retention', async () => {
    await addVisits(10, 5);
    expect(await pruneOldVisits(sql, 30)).toBe(0);
    expect(await pruneOldVisits(sql, 4)).toBe(10);
  });
});
