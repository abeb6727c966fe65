import { afterEach, describe, expect, it, vi } from 'vitest';

import { announceContentChange } from '../app/content/content-changes.server';
import { cacheKey, keepFor, withPageCache } from './page-cache';

const PUBLIC = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';

/** A stand-in for Remix: each render numbered, its nonce in the policy and the HTML. */
function renderer(headers: Record<string, string> = {}, status = 200) {
  let renders = 0;
  const handle = vi.fn(async () => {
    renders++;
    const nonce = `nonce${renders}AAAAAAAAAAAAAAAA==`;
    return new Response(`<html><script nonce="${nonce}">render ${renders}</script></html>`, {
      status,
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': PUBLIC,
        'Content-Security-Policy': `default-src 'self'; script-src 'self' 'nonce-${nonce}'`,
        ...headers,
      },
    });
  });
  return handle;
}

const get = (url = 'http://site.test/courses', headers: Record<string, string> = {}) =>
  new Request(url, { headers });

async function page(response: Response) {
  const html = await response.text();
  const header = response.headers.get('Content-Security-Policy')!.match(/'nonce-([^']+)'/)![1];
  const inPage = html.match(/nonce="([^"]+)"/)![1];
  return { html, header, inPage, hit: response.headers.get('X-Page-Cache') === 'hit' };
}

afterEach(() => vi.useRealTimers());

describe('page cache', () => {
  it('renders an anonymous page once and answers again with a fresh nonce each time', async () => {
    const handle = renderer();
    const cached = withPageCache(handle, { seconds: 10, entries: 10 });
    const first = await page(await cached(get(), {}));
    const second = await page(await cached(get(), {}));
    const third = await page(await cached(get(), {}));
    expect(handle).toHaveBeenCalledTimes(1);
    expect(second.html).toContain('render 1');
    expect(second.hit).toBe(true);
    expect(first.hit).toBe(false);
    // Each answer's nonce is its own, and the page's scripts carry the policy's.
    expect(new Set([first.header, second.header, third.header]).size).toBe(3);
    for (const answer of [first, second, third]) expect(answer.inPage).toBe(answer.header);
  });

  it('never answers or stores a request with a session, preview or other cookie', async () => {
    const handle = renderer();
    const cached = withPageCache(handle, { seconds: 10, entries: 10 });
    for (const cookie of ['__session=abc', 'preview=1', 'lng=es; __session=abc', 'other=1']) {
      await cached(get(undefined, { cookie }), {});
      await cached(get(undefined, { cookie }), {});
    }
    await cached(get(undefined, { authorization: 'Basic eDp5' }), {});
    expect(handle).toHaveBeenCalledTimes(9);
    expect(cacheKey(get(undefined, { cookie: '__session=abc' }))).toBeNull();
    expect(
      cacheKey(new Request('http://site.test/contact', { method: 'POST', body: 'a=1' })),
    ).toBeNull();
  });

  it('keeps each language apart (the lng cookie) and each URL', async () => {
    const handle = renderer();
    const cached = withPageCache(handle, { seconds: 10, entries: 10 });
    await cached(get(), {});
    await cached(get(undefined, { cookie: 'lng=es' }), {});
    await cached(get('http://site.test/courses?panel=1'), {});
    await cached(get('http://other.test/courses'), {});
    expect(handle).toHaveBeenCalledTimes(4);
    expect((await page(await cached(get(undefined, { cookie: 'lng=es' }), {}))).html).toContain(
      'render 2',
    );
    expect(handle).toHaveBeenCalledTimes(4);
  });

  it('stores no private, cookie-setting, failed or non-HTML answer', async () => {
    for (const [headers, status] of [
      [{ 'Cache-Control': 'private, no-store' }, 200],
      [{ 'Set-Cookie': 'lng=es; Path=/' }, 200],
      [{ 'Content-Type': 'application/json' }, 200],
      [{}, 404],
      [{}, 500],
    ] as const) {
      const handle = renderer(headers, status);
      const cached = withPageCache(handle, { seconds: 10, entries: 10 });
      await cached(get(), {});
      await cached(get(), {});
      expect(handle, JSON.stringify([headers, status])).toHaveBeenCalledTimes(2);
    }
  });

  it('keeps a page no longer than its s-maxage or the configured time', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const seats = renderer({ 'Cache-Control': 'public, max-age=0, s-maxage=1' });
    const cached = withPageCache(seats, { seconds: 10, entries: 10 });
    await cached(get(), {});
    await cached(get(), {});
    expect(seats).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1_001);
    await cached(get(), {});
    expect(seats).toHaveBeenCalledTimes(2);

    expect(
      keepFor(
        new Response('', { headers: { 'Content-Type': 'text/html', 'Cache-Control': PUBLIC } }),
        10,
      ),
    ).toBe(10_000);
  });

  it('forgets everything when content is published', async () => {
    const handle = renderer();
    const cached = withPageCache(handle, { seconds: 10, entries: 10 });
    await cached(get(), {});
    announceContentChange({ ids: ['page.courses'] });
    await cached(get(), {});
    expect(handle).toHaveBeenCalledTimes(2);
  });

  it('renders once for requests that miss together', async () => {
    const handle = renderer();
    const cached = withPageCache(handle, { seconds: 10, entries: 10 });
    const answers = await Promise.all(Array.from({ length: 8 }, () => cached(get(), {})));
    expect(handle).toHaveBeenCalledTimes(1);
    for (const answer of answers) expect(await answer.text()).toContain('render 1');
  });

  it('is bounded', async () => {
    const handle = renderer();
    const cached = withPageCache(handle, { seconds: 10, entries: 2 });
    for (const path of ['/a', '/b', '/c', '/a']) await cached(get(`http://site.test${path}`), {});
    expect(handle).toHaveBeenCalledTimes(4);
  });

  it('is off at 0 seconds', async () => {
    const handle = renderer();
    const cached = withPageCache(handle, { seconds: 0, entries: 10 });
    await cached(get(), {});
    await cached(get(), {});
    expect(handle).toHaveBeenCalledTimes(2);
  });
});
