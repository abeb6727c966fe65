import { beforeEach, describe, expect, it } from 'vitest';

import { createTestDatabase } from '../../tests/support/database';
import {
  InvalidVisitError,
  MAX_PAGE_LENGTH,
  MAX_USER_AGENT_LENGTH,
  parseVisit,
  recordVisit,
} from './visits.server';

const { sql } = await createTestDatabase();

async function rows() {
  return sql<{ page: string; referrer: string | null; user_agent: string | null }[]>`
    select page, referrer, user_agent from page_visits order by id`;
}

beforeEach(async () => {
  await sql`truncate page_visits`;
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
