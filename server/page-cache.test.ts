import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';

import express from 'express';
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';

import { announceContentChange } from '../app/content/content-changes.server';
import { getLanguage, languageCookie } from '../app/i18n/i18n.server';
import { announceSeatChange } from '../app/sessions/seat-changes.server';
import { cacheKey, createPageCache, keepFor, showsSeats, withPageCache } from './page-cache';
import { remixHandler } from './remix-handler';
import { BROTLI_QUALITY, pageCompression } from './shared-page';

const PUBLIC = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';

/** A stand-in for Remix: each render numbered, its nonce in the policy and the HTML. */
function renderer(headers: Record<string, string> = {}, status = 200, text = '') {
  let renders = 0;
  const handle = vi.fn(async () => {
    renders++;
    const nonce = `nonce${renders}AAAAAAAAAAAAAAAA==`;
    return new Response(`<html><script nonce="${nonce}">render ${renders}</script>${text}</html>`, {
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

/**
 * `renderer()` whose renders, once `hold()` is called, wait to be answered until the function it
 * returned is called.
 */
function heldRenderer(...args: Parameters<typeof renderer>) {
  const inner = renderer(...args);
  let gate: Promise<void> | null = null;
  const handle = vi.fn(async () => {
    const response = await inner();
    await gate;
    return response;
  });
  const hold = () => {
    let release!: () => void;
    gate = new Promise<void>((resolve) => (release = resolve));
    return release;
  };
  return { handle, hold };
}

/** Which render an answer is. */
const renderOf = async (answer: Response) => (await answer.text()).match(/render (\d+)/)![1];

/** Large enough to be compressed (compression()'s threshold is 1 KB). */
const LONG = '<p>page</p>'.repeat(300);

const get = (url = 'http://site.test/courses', headers: Record<string, string> = {}) =>
  new Request(url, { headers });

/** The `lng` cookie as the site sets it (`?lng=es`): its value is base64 JSON, not `es`. */
const spanish = (await languageCookie.serialize('es')).split(';')[0]!;
const english = (await languageCookie.serialize('en')).split(';')[0]!;

/** An answer, its policy's nonce, and how its one script is allowed: by nonce or by hash. */
async function page(response: Response) {
  const html = await response.text();
  const policy = response.headers.get('Content-Security-Policy')!;
  const [, , inPage = null, text = ''] = /<script( nonce="([^"]+)")?>([^<]*)<\/script>/.exec(html)!;
  const hash = `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
  return {
    html,
    header: policy.match(/'nonce-([^']+)'/)?.[1] ?? null,
    inPage,
    hashed: policy.includes(hash),
    hit: response.headers.get('X-Page-Cache') === 'hit',
  };
}

afterEach(() => vi.useRealTimers());

describe('page cache', () => {
  it('renders an anonymous page once and answers it again with its script named by hash, not by nonce', async () => {
    const handle = renderer();
    const cached = withPageCache(handle, { seconds: 10, entries: 10 });
    const first = await page(await cached(get(), {}));
    const second = await page(await cached(get(), {}));
    const third = await page(await cached(get(), {}));
    expect(handle).toHaveBeenCalledTimes(1);
    expect(second.html).toContain('render 1');
    expect(second.hit).toBe(true);
    expect(first.hit).toBe(false);
    // The render's own answer keeps its nonce, on its script and in its policy.
    expect(first.header).toBeTruthy();
    expect(first.inPage).toBe(first.header);
    // A shared answer has no nonce to share: the policy has the script's hash.
    for (const answer of [second, third]) {
      expect(answer).toMatchObject({ header: null, inPage: null, hashed: true });
      expect(answer.html).toBe(first.html.replace(` nonce="${first.header}"`, ''));
    }
  });

  it("answers with its own body's length, not the render's", async () => {
    // entry.server.tsx gives its answer a length: the stored body (no nonce) is shorter.
    const handle = renderer({ 'Content-Length': '99999' });
    const cached = withPageCache(handle, { seconds: 10, entries: 10 });
    await cached(get(), {});
    const hit = await cached(get(), {});
    expect(hit.headers.get('X-Page-Cache')).toBe('hit');
    expect(hit.headers.get('Content-Length')).toBeNull();
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
    await cached(get(undefined, { cookie: spanish }), {});
    await cached(get('http://site.test/courses?panel=1'), {});
    await cached(get('http://other.test/courses'), {});
    expect(handle).toHaveBeenCalledTimes(4);
    expect((await page(await cached(get(undefined, { cookie: spanish }), {}))).html).toContain(
      'render 2',
    );
    expect(handle).toHaveBeenCalledTimes(4);
  });

  it('keys a page by the language the server renders it in, not by the raw cookie', () => {
    const key = (cookie?: string, url?: string) =>
      cacheKey(get(url, cookie === undefined ? {} : { cookie }));
    // Values the server renders in English share the English page (no key per made-up value).
    for (const cookie of [english, 'lng=es', 'lng=', 'lng=zz', ' lng = "x" ']) {
      expect(key(cookie), cookie).toBe(key());
    }
    expect(key(spanish)).not.toBe(key());
    // `?lng=` wins over the cookie, as in the server.
    expect(key(spanish, 'http://site.test/courses?lng=en')).toBe(
      key(undefined, 'http://site.test/courses?lng=en'),
    );
    // `lng` twice: which one the server reads is not the cache's guess to make.
    for (const cookie of [`${spanish}; lng=`, `lng=; ${spanish}`, `${english}; ${english}`]) {
      expect(key(cookie), cookie).toBeNull();
    }
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

  it('answers a page past its s-maxage while one render replaces it, and not after twice that', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const seats = renderer({ 'Cache-Control': 'public, max-age=0, s-maxage=1' });
    const cached = withPageCache(seats, { seconds: 10, entries: 10 });
    await cached(get(), {});
    await cached(get(), {});
    expect(seats).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(1_001);
    // Past its time: the old page answers at once, and one render (not three) replaces it.
    const stale = await Promise.all([cached(get(), {}), cached(get(), {}), cached(get(), {})]);
    for (const answer of stale) expect((await page(answer)).html).toContain('render 1');
    expect(seats).toHaveBeenCalledTimes(2);
    await vi.waitFor(async () =>
      expect((await page(await cached(get(), {}))).html).toContain('render 2'),
    );
    expect(seats).toHaveBeenCalledTimes(2);

    // Twice its time without a request: rendered before answering.
    vi.advanceTimersByTime(2_001);
    expect((await page(await cached(get(), {}))).html).toContain('render 3');

    expect(
      keepFor(
        new Response('', { headers: { 'Content-Type': 'text/html', 'Cache-Control': PUBLIC } }),
        10,
      ),
    ).toBe(10_000);
  });

  it('keeps answering the old page when its background render fails', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const handle = renderer();
    const cached = withPageCache(handle, { seconds: 1, entries: 10 });
    await cached(get(), {});
    handle.mockRejectedValueOnce(new Error('database away'));
    vi.advanceTimersByTime(1_001);
    expect((await page(await cached(get(), {}))).html).toContain('render 1');
    await vi.waitFor(() => expect(handle).toHaveBeenCalledTimes(2));
    // The failed render left the old page, and the next request tries again.
    expect((await page(await cached(get(), {}))).html).toContain('render 1');
    await vi.waitFor(() => expect(handle).toHaveBeenCalledTimes(3));
  });

  it('answers a page, fresh or past its time, as it was compressed when stored', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const handle = renderer({}, 200, '<p>page</p>'.repeat(300));
    const cached = withPageCache(handle, { seconds: 1, entries: 10 });
    const html = (await (await cached(get(), {})).text()).replace(/ nonce="[^"]+"/, '');
    const asking = (encoding: string) =>
      cached(get(undefined, { 'accept-encoding': encoding }), {});
    const decoded = async (answer: Response) => {
      const body = Buffer.from(await answer.arrayBuffer());
      const encoding = answer.headers.get('content-encoding');
      expect(answer.headers.get('vary')).toBe('Accept-Encoding');
      expect(answer.headers.get('x-page-cache')).toBe('hit');
      if (encoding === 'br') return { encoding, html: brotliDecompressSync(body).toString() };
      if (encoding === 'gzip') return { encoding, html: gunzipSync(body).toString() };
      return { encoding, html: body.toString() };
    };
    await vi.waitFor(async () =>
      expect((await asking('gzip, br')).headers.get('content-encoding')).toBe('br'),
    );
    expect(await decoded(await asking('gzip, br'))).toEqual({ encoding: 'br', html });
    expect(await decoded(await asking('gzip'))).toEqual({ encoding: 'gzip', html });
    expect(await decoded(await asking('identity'))).toEqual({ encoding: null, html });
    vi.advanceTimersByTime(1_001);
    // The request that finds it stale gets it compressed too, while it is rendered again.
    expect(await decoded(await asking('br'))).toEqual({ encoding: 'br', html });
    await vi.waitFor(() => expect(handle).toHaveBeenCalledTimes(2));
  });

  it('answers a page stored a moment ago once it is compressed, not as it is', async () => {
    const cached = withPageCache(renderer({}, 200, LONG), { seconds: 10, entries: 10 });
    const rendered = await cached(get(), {});
    expect(rendered.headers.get('X-Page-Cache')).toBe(null);
    const next = await cached(get('http://site.test/courses', { 'Accept-Encoding': 'br' }), {});
    expect(next.headers.get('X-Page-Cache')).toBe('hit');
    expect(next.headers.get('Content-Encoding')).toBe('br');
    const body = brotliDecompressSync(Buffer.from(await next.arrayBuffer())).toString();
    expect(body).toContain('render 1');
  });

  it('forgets everything when content is published', async () => {
    const handle = renderer();
    const cached = withPageCache(handle, { seconds: 10, entries: 10 });
    await cached(get(), {});
    announceContentChange({ ids: ['page.courses'] });
    await cached(get(), {});
    expect(handle).toHaveBeenCalledTimes(2);
  });

  it('renders the pages that show seats again when seats change, in every language and query, and no other', async () => {
    const handle = renderer();
    const cached = withPageCache(handle, { seconds: 10, entries: 20 });
    const urls = [
      'http://site.test/courses',
      'http://site.test/courses?panel=clinical1',
      'http://site.test/register?course=clinical1&session=c1-2027-04',
      'http://site.test/about-us',
    ];
    const all = async () => {
      for (const url of urls) {
        await cached(get(url), {});
        await cached(get(url, { Cookie: spanish }), {});
      }
    };
    await all();
    expect(handle).toHaveBeenCalledTimes(8);
    await all();
    expect(handle).toHaveBeenCalledTimes(8);
    announceSeatChange();
    // Each seat page is rendered again, each once; /about-us stays as it was.
    await all();
    await all();
    expect(handle).toHaveBeenCalledTimes(14);
    expect((await page(await cached(get('http://site.test/about-us'), {}))).html).toContain(
      'render 7',
    );
  });

  /** `url` rendered while seats change, then asked for again: the answers and the renders. */
  async function renderedAcrossSeatChange(url?: string) {
    const { handle, hold } = heldRenderer();
    const release = hold();
    const cached = withPageCache(handle, { seconds: 10, entries: 10 });
    const first = cached(get(url), {});
    await vi.waitFor(() => expect(handle).toHaveBeenCalledTimes(1));
    announceSeatChange(); // the render may have read the seats before this change
    release();
    const answers = [await page(await first), await page(await cached(get(url), {}))];
    return { answers, renders: handle.mock.calls.length };
  }

  it('answers a render that was under way when seats changed, and renders again for the next request', async () => {
    const { answers, renders } = await renderedAcrossSeatChange();
    expect(answers.map((answer) => answer.hit)).toEqual([false, false]);
    expect(answers[1]!.html).toContain('render 2');
    expect(renders).toBe(2);
  });

  it('answers the page as it was while the first request since a seat change waits for its render', async () => {
    const { handle, hold } = heldRenderer();
    const cached = withPageCache(handle, { seconds: 10, entries: 10 });
    await cached(get(), {});
    const release = hold();
    announceSeatChange();
    const first = cached(get(), {});
    await vi.waitFor(() => expect(handle).toHaveBeenCalledTimes(2));
    const during = [await page(await cached(get(), {})), await page(await cached(get(), {}))];
    expect(during.map((answer) => [answer.hit, answer.html.includes('render 1')])).toEqual([
      [true, true],
      [true, true],
    ]);
    release();
    const waited = await page(await first);
    expect([waited.hit, waited.html.includes('render 2')]).toEqual([false, true]);
    const after = await page(await cached(get(), {}));
    expect([after.hit, after.html.includes('render 2')]).toEqual([true, true]);
    expect(handle).toHaveBeenCalledTimes(2);
  });

  it('answers the page rendered across a seat change while the next render is under way', async () => {
    const { handle, hold } = heldRenderer();
    const cached = withPageCache(handle, { seconds: 10, entries: 10 });
    await cached(get(), {}); // render 1
    let release = hold();
    announceSeatChange();
    const second = cached(get(), {}); // render 2, under way during the next change
    await vi.waitFor(() => expect(handle).toHaveBeenCalledTimes(2));
    announceSeatChange();
    release();
    expect((await page(await second)).html).toContain('render 2');
    release = hold();
    const third = cached(get(), {}); // render 3: render 2 may show the seats before the change
    await vi.waitFor(() => expect(handle).toHaveBeenCalledTimes(3));
    const during = await page(await cached(get(), {}));
    expect([during.hit, during.html.includes('render 2')]).toEqual([true, true]);
    release();
    expect((await page(await third)).html).toContain('render 3');
  });

  it('keeps a render of a page without seats that was under way when seats changed', async () => {
    const { answers, renders } = await renderedAcrossSeatChange('http://site.test/about-us');
    expect(answers.map((answer) => answer.hit)).toEqual([false, true]);
    expect(renders).toBe(1);
  });

  it('counts /courses and /register as pages that show seats, whatever their query', () => {
    expect(showsSeats('en\nhttp://site.test/courses')).toBe(true);
    expect(showsSeats('es\nhttp://site.test/courses/?panel=clinical1')).toBe(true);
    expect(showsSeats('en\nhttp://site.test/register?offer=x')).toBe(true);
    expect(showsSeats('en\nhttp://site.test/')).toBe(false);
    expect(showsSeats('en\nhttp://site.test/catalog/courses')).toBe(false);
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

/**
 * The cache in front of `handle` as server/index.ts has it, listening; `onRemix` counts the
 * requests that got past the cache's Express handler.
 */
async function listening(seconds: number, handle: Handle, onRemix = () => {}) {
  const cache = createPageCache({ seconds, entries: 10 });
  const app = express();
  // As in server/index.ts: answers are compressed for clients that ask (fetch() does).
  app.use(pageCompression());
  app.use(cache.serveFromMemory);
  app.use((_req, _res, next) => {
    onRemix();
    next();
  });
  const remix = remixHandler(cache.wrap(handle), () => ({}));
  app.all('*', (req, res, next) => void remix(req, res, next));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => void server.close(),
  };
}

type Handle = (request: Request) => Promise<Response>;

describe('page cache in front of Express', () => {
  const handle = renderer({}, 200, LONG);
  let reachedRemix = 0;
  let origin = '';
  let close: () => void;

  beforeAll(async () => {
    ({ origin, close } = await listening(1, handle, () => reachedRemix++));
  });

  afterAll(() => close());

  it('answers a fresh page from memory, the same bytes for everyone, its script named by hash', async () => {
    handle.mockClear();
    reachedRemix = 0;
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await page(await fetch(`${origin}/a?x=1`)));
    expect(handle).toHaveBeenCalledTimes(1);
    // The Express key found the page the Fetch request's key stored.
    expect(reachedRemix).toBe(1);
    expect(answers.map((answer) => answer.hit)).toEqual([false, true, true]);
    expect(answers.map((answer) => answer.hashed)).toEqual([false, true, true]);
    expect(answers[1]).toEqual(answers[2]);
  });

  it('sends sessions, other languages and refused paths on to Remix', async () => {
    await fetch(`${origin}/b`);
    handle.mockClear();
    await fetch(`${origin}/b`, { headers: { cookie: '__session=abc' } });
    await fetch(`${origin}/b`, { headers: { cookie: spanish } });
    expect(handle).toHaveBeenCalledTimes(2);
    expect((await fetch(`${origin}/b%5C`)).status).toBe(404);
    expect((await fetch(`${origin}/b`, { method: 'HEAD' })).headers.get('x-page-cache')).toBe(null);
  });

  it('leaves a page past its time to the handler, which answers it while re-rendering', async () => {
    await fetch(`${origin}/c`);
    handle.mockClear();
    await new Promise((resolve) => setTimeout(resolve, 1_050));
    const stale = await fetch(`${origin}/c`);
    expect(stale.headers.get('x-page-cache')).toBe('hit');
    await vi.waitFor(() => expect(handle).toHaveBeenCalledTimes(1));
  });

  it('answers a page being rendered again from memory until the render is done', async () => {
    const before = await renderOf(await fetch(`${origin}/d`));
    await new Promise((resolve) => setTimeout(resolve, 1_050));
    let finishRender = () => {};
    const rendered = handle.getMockImplementation()!;
    handle.mockImplementationOnce(async () => {
      await new Promise<void>((resolve) => (finishRender = resolve));
      return rendered();
    });
    handle.mockClear();
    reachedRemix = 0;
    // The first request past the page's time starts the render; the others are answered here.
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await fetch(`${origin}/d`));
    expect(answers.map((answer) => answer.headers.get('x-page-cache'))).toEqual([
      'hit',
      'hit',
      'hit',
    ]);
    for (const answer of answers) expect(await renderOf(answer)).toBe(before);
    expect(reachedRemix).toBe(1);
    expect(handle).toHaveBeenCalledTimes(1);
    finishRender();
    // The new page is fresh: answered here too once compressed (until then the handler waits
    // for its compression), and rendered no more.
    await vi.waitFor(async () =>
      expect(await renderOf(await fetch(`${origin}/d`))).not.toBe(before),
    );
    reachedRemix = 0;
    const fresh = await fetch(`${origin}/d`);
    expect(fresh.headers.get('content-encoding')).toMatch(/^(br|gzip)$/);
    expect(await renderOf(fresh)).not.toBe(before);
    expect(reachedRemix).toBe(0);
    expect(handle).toHaveBeenCalledTimes(1);
  });
});

describe('page cache in front of Express, seats changing', () => {
  const { handle, hold } = heldRenderer({}, 200, LONG);
  let reachedRemix = 0;
  let origin = '';
  let close: () => void;

  beforeAll(async () => {
    ({ origin, close } = await listening(10, handle, () => reachedRemix++));
  });

  afterAll(() => close());

  it('sends the first request since a seat change on, and answers the others from memory until its render is done', async () => {
    const before = await renderOf(await fetch(`${origin}/courses`));
    const release = hold();
    reachedRemix = 0;
    announceSeatChange();
    const first = fetch(`${origin}/courses`);
    await vi.waitFor(() => expect(reachedRemix).toBe(1));
    const during = [await fetch(`${origin}/courses`), await fetch(`${origin}/courses`)];
    expect(during.map((answer) => answer.headers.get('x-page-cache'))).toEqual(['hit', 'hit']);
    for (const answer of during) expect(await renderOf(answer)).toBe(before);
    expect(reachedRemix).toBe(1);
    release();
    const waited = await first;
    expect(waited.headers.get('x-page-cache')).toBe(null);
    const after = await renderOf(waited);
    expect(after).not.toBe(before);
    expect(await renderOf(await fetch(`${origin}/courses`))).toBe(after);
    expect(reachedRemix).toBe(1);
  });
});

describe('page cache in front of Express, compressed', () => {
  it('sends a stored page as it was compressed once, when it was stored', async () => {
    const { origin, close } = await listening(60, renderer({}, 200, LONG));
    onTestFinished(close);
    const url = `${origin}/e`;
    await fetch(url);
    const as = async (encoding: string) => {
      const answer = await fetch(url, { headers: { 'accept-encoding': encoding } });
      const { html, hashed } = await page(answer);
      return {
        html,
        hashed,
        encoding: answer.headers.get('content-encoding'),
        // compression() compresses an answer as it goes, without a length.
        length: answer.headers.get('content-length'),
        vary: answer.headers.get('vary'),
      };
    };
    await vi.waitFor(async () => expect((await as('br')).length).not.toBeNull());
    const identity = await as('identity');
    expect(identity).toMatchObject({ encoding: null, hashed: true, vary: 'Accept-Encoding' });
    expect(Number(identity.length)).toBe(Buffer.byteLength(identity.html));
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['*', 'br'],
      ['gzip;q=1, br;q=0.1', 'gzip'],
      ['br;q=0.5, gzip', 'gzip'],
      ['gzip', 'gzip'],
      ['deflate', 'deflate'],
    ]) {
      const answer = await as(accept!);
      expect(answer.html, accept).toBe(identity.html);
      expect(answer.encoding, accept).toBe(encoding);
      // Stored compressed: sent with its length. (deflate is compression()'s, as it goes.)
      expect(answer.length === null, accept).toBe(encoding === 'deflate');
      expect(answer.vary, accept).toBe('Accept-Encoding');
    }
  });

  it("compresses a render's own answer at the stored pages' quality", async () => {
    // Words that compress unlike a repeated tag: brotli's qualities 4 and 5 differ by some 5%.
    let seed = 7;
    const words = Array.from({ length: 3000 }, () => {
      seed = (seed * 48271) % 2147483647;
      return `${['implant', 'sinus', 'graft', 'ridge', 'crown', 'bone'][seed % 6]}${seed % 97}`;
    });
    const { origin, close } = await listening(60, renderer({}, 200, `<p>${words.join(' ')}</p>`));
    onTestFinished(close);
    // The bytes as sent (fetch() would decode them): the render's own answer, not a stored one.
    const sent = await new Promise<Buffer>((resolve, reject) =>
      http
        .get(`${origin}/quality`, { headers: { 'accept-encoding': 'br' } }, (response) => {
          expect(response.headers['content-encoding']).toBe('br');
          expect(response.headers['content-length']).toBeUndefined();
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve(Buffer.concat(chunks)));
        })
        .on('error', reject),
    );
    const html = brotliDecompressSync(sent);
    const at = (quality: number) =>
      brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }).length;
    expect(at(4) - at(BROTLI_QUALITY)).toBeGreaterThan(at(4) / 40);
    expect(Math.abs(sent.length - at(BROTLI_QUALITY))).toBeLessThan(Math.abs(sent.length - at(4)));
  });

  it('answers the requests that waited for a render compressed, once its compression is done', async () => {
    let finish = () => {};
    const rendered = renderer({}, 200, LONG);
    const handle = vi.fn(async () => {
      await new Promise<void>((resolve) => (finish = resolve));
      return rendered();
    });
    const { origin, close } = await listening(60, handle);
    onTestFinished(close);
    const asking = () => fetch(`${origin}/w`, { headers: { 'accept-encoding': 'br' } });
    const first = asking();
    await vi.waitFor(() => expect(handle).toHaveBeenCalledTimes(1));
    const waiters = [asking(), asking()];
    await new Promise((resolve) => setTimeout(resolve, 50));
    finish();
    const [render, ...waited] = await Promise.all([first, ...waiters]);
    expect(handle).toHaveBeenCalledTimes(1);
    // The render's own answer is compressed by compression(), as it goes (no length).
    expect(render!.headers.get('content-length')).toBeNull();
    for (const answer of waited) {
      expect(answer.headers.get('x-page-cache')).toBe('hit');
      expect(answer.headers.get('content-encoding')).toBe('br');
      expect(answer.headers.get('content-length')).not.toBeNull();
      expect((await page(answer)).hashed).toBe(true);
    }
  });
});

describe('page cache in front of Express, in two languages', () => {
  /** Remix as far as the language goes: the page says the language the server resolved. */
  const handle = vi.fn(
    async (request: Request) =>
      new Response(`<html lang="${await getLanguage(request)}"></html>`, {
        headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': PUBLIC },
      }),
  );
  let origin = '';
  let close: () => void;

  beforeAll(async () => {
    const cache = createPageCache({ seconds: 60, entries: 10 });
    const app = express();
    app.use(cache.serveFromMemory);
    const remix = remixHandler(cache.wrap(handle), () => ({}));
    app.all('*', (req, res, next) => void remix(req, res, next));
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });

  afterAll(() => close());

  const language = async (path: string, cookie?: string) => {
    const answer = await fetch(`${origin}${path}`, { headers: cookie ? { cookie } : {} });
    return (await answer.text()).match(/lang="(\w+)"/)![1];
  };

  it('answers a visitor without a cookie in English after a request with the lng cookie twice', async () => {
    // The poisoning request of decision 0040: the server reads the first `lng`, the old key the last.
    for (const cookie of [`${spanish}; lng=`, `lng=; ${spanish}`, `${spanish}; lng=zz`]) {
      await language('/poison', cookie);
      expect(await language('/poison'), cookie).toBe('en');
    }
    expect(await language('/poison', 'lng=anything-else')).toBe('en');
    // A real Spanish visitor still gets (and shares) the Spanish page.
    expect(await language('/poison', spanish)).toBe('es');
    handle.mockClear();
    expect(await language('/poison', spanish)).toBe('es');
    expect(await language('/poison')).toBe('en');
    expect(handle).not.toHaveBeenCalled();
  });
});
