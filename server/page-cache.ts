/**
 * A short-lived cache of anonymous pages in front of Remix (decision 0030): the
 * same page for the same URL and language is rendered once per PAGE_CACHE_SECONDS, not once
 * per request. What is stored and served:
 *
 * - only GET requests with no cookie but the language's (`lng`, once) and no Authorization: a
 *   session or preview cookie, or any other, or `lng` twice, goes to Remix every time;
 * - only 200 HTML answers that Remix marked `public` (a signed-in, preview or seat-holding page
 *   is `private`) and that set no cookie; kept no longer than their own `s-maxage` (a page with
 *   live seat counts says less: /register 5 s, /courses 10 s), PAGE_CACHE_SECONDS at most;
 * - keyed by the full URL (host, path, query) and the language the server renders it in
 *   (`languageOf`, app/i18n/i18n.server.ts: `?lng=`, else the cookie, else English);
 * - the same bytes for every visitor, so without a nonce: the stored page's policy names its inline
 *   scripts by hash instead, and its body is compressed once as it is stored, not for each answer
 *   (server/shared-page.ts, decision 0086).
 *
 * A page past its time is still answered, for as long again, while one render in the background
 * replaces it (stale-while-revalidate): under load an expiry costs no visitor a render. Everything
 * is dropped when published content changes (`onContentChange`), and a render under way then is
 * answered but not kept. A page that shows seats (`SEAT_PAGES`) is out of date once a session's
 * places change (`onSeatChange`, docs/decisions/0045 and 0089): the next request renders it again
 * and waits for that render, and the requests that come while it is under way are answered the
 * page as it was before the change, rather than each waiting for it. Concurrent misses for the
 * same key wait for one render.
 *
 * A fresh page is answered by `serveFromMemory`, an Express handler, before any Fetch Request or
 * Response is made for it: those (and their abort signals, which outlive the request until garbage
 * collection) cost more than the answer itself.
 */
import type { AppLoadContext } from '@remix-run/node';
import type { Request as ExpressRequest, RequestHandler } from 'express';
import { LRUCache } from 'lru-cache';

import { onContentChange } from '../app/content/content-changes.server';
import { cookiePairs, languageCookie, languageOf } from '../app/i18n/i18n.server';
import { onSeatChange } from '../app/sessions/seat-changes.server';
import { compress, encodedFor, type SharedPage, sharedPage } from './shared-page';

type Handle = (request: Request, context: AppLoadContext) => Promise<Response>;

interface Entry extends SharedPage {
  /** Until when the page is answered as it is; after, it is answered while it is re-rendered. */
  freshUntil: number;
  /** How many seat changes there had been when its render began. */
  seatChanges: number;
}

export interface PageCacheOptions {
  /** How long a page is kept at most; 0 turns the cache off. */
  seconds: number;
  /** How many pages are kept at most; the least recently used go first. */
  entries: number;
}

/** Pages larger than this are not kept (the catalog's page is about 60 KB). */
const MAX_BODY_BYTES = 512 * 1024;

/** The pages that show seats left: rendered again whenever a session's places change. */
export const SEAT_PAGES: ReadonlySet<string> = new Set(['/courses', '/register']);

/** Whether the page cached under `key` (language, newline, URL) shows seats. */
export function showsSeats(key: string): boolean {
  const url = key.slice(key.indexOf('\n') + 1);
  try {
    return SEAT_PAGES.has(new URL(url).pathname.replace(/\/+$/, '') || '/');
  } catch {
    return true; // not a URL we made: dropping it costs a render, keeping it might be wrong
  }
}

/**
 * The cache's key for a request it may answer, or null when the request must reach Remix: from
 * its method, URL and headers, so a Fetch request and an Express one get the same key.
 */
function keyOf(
  method: string,
  url: string,
  header: (name: 'authorization' | 'cookie') => string | null | undefined,
): string | null {
  if (method !== 'GET' || header('authorization')) return null;
  const cookies = header('cookie');
  let seen = false;
  for (const [name] of cookiePairs(cookies)) {
    // Any other cookie, or `lng` twice: which one counts is not worth being wrong about.
    if (name !== languageCookie.name || seen) return null;
    seen = true;
  }
  // The language the page is rendered in (the server's own function), never the raw cookie.
  return `${languageOf(url, cookies)}\n${url}`;
}

/** The cache's key for a Fetch request, or null when it must reach Remix. */
export function cacheKey(request: Request): string | null {
  return keyOf(request.method, request.url, (name) => request.headers.get(name));
}

/** The key of an Express request: its URL as the Fetch request made of it would have it. */
function expressCacheKey(req: ExpressRequest): string | null {
  // A backslash would be normalized away here, but server/remix-handler.ts answers it 404.
  if (req.method !== 'GET' || /\\|%5c/i.test(req.originalUrl)) return null;
  // As server/remix-handler.ts builds it; URL() normalizes it as Request() does.
  let url: string;
  try {
    url = new URL(`${req.protocol}://${req.get('host')}${req.originalUrl}`).href;
  } catch {
    return null;
  }
  return keyOf(req.method, url, (name) => req.headers[name]);
}

/** How long (ms) an answer may be kept, 0 when it must not be. */
export function keepFor(response: Response, maxSeconds: number): number {
  if (response.status !== 200 || response.headers.has('set-cookie')) return 0;
  if (!response.headers.get('content-type')?.startsWith('text/html')) return 0;
  const cacheControl = response.headers.get('cache-control') ?? '';
  if (!/(^|,)\s*public\s*(,|$)/.test(cacheControl)) return 0;
  if (/no-store|private|no-cache/.test(cacheControl)) return 0;
  const sMaxAge = Number(cacheControl.match(/s-maxage=(\d+)/)?.[1] ?? maxSeconds);
  return Math.min(sMaxAge, maxSeconds) * 1000;
}

/** The entry as the answer to `request`, as serveFromMemory sends it. */
function answer(entry: Entry, request: Request): Response {
  const headers = new Headers([...entry.headers, ['X-Page-Cache', 'hit']]);
  headers.append('Vary', 'Accept-Encoding');
  const encoded = encodedFor(entry, request.headers.get('accept-encoding'));
  if (encoded) headers.set('Content-Encoding', encoded.encoding);
  return new Response(encoded?.body ?? entry.body, { status: entry.status, headers });
}

export interface PageCache {
  /** Remix's handler with the cache in front: fills it, answers stale pages while re-rendering. */
  wrap(handle: Handle): Handle;
  /**
   * Express: answers a fresh page (or one being rendered again) straight from memory; anything
   * else goes on (next()).
   */
  serveFromMemory: RequestHandler;
}

export function createPageCache(options: PageCacheOptions): PageCache {
  if (options.seconds <= 0)
    return { wrap: (handle) => handle, serveFromMemory: (_req, _res, next) => next() };
  // On Date's clock, as `freshUntil` is, read at every look-up (not lru-cache's 1 ms debounce).
  const pages = new LRUCache<string, Entry>({ max: options.entries, perf: Date, ttlResolution: 0 });
  const rendering = new Map<string, Promise<Entry | null>>();
  // Bumped by every publish: a render that began before one is not kept (it may show old content).
  let contentDrops = 0;
  // Bumped by every seat change: a page that shows seats, rendered before the last one, is out of
  // date. It is kept, not dropped: in a rush, with seats changing every few milliseconds, it is
  // what the requests that come during its next render are answered.
  let seatChanges = 0;
  onContentChange(() => {
    contentDrops++;
    pages.clear();
  });
  onSeatChange(() => {
    seatChanges++;
  });
  const seatsChangedSince = (key: string, entry: Entry) =>
    entry.seatChanges !== seatChanges && showsSeats(key);
  /** Whether `hit` is answered as it is: fresh, or being rendered again right now. */
  const answerable = (key: string, hit: Entry) =>
    rendering.has(key) || (hit.freshUntil > Date.now() && !seatsChangedSince(key, hit));

  const serveFromMemory: RequestHandler = (req, res, next) => {
    const key = expressCacheKey(req);
    const hit = key && pages.get(key);
    // A page past its time, or whose seats changed, goes on to the handler, which starts its
    // render, unless one is under way: until it is done, the page is answered from here. A page
    // still being compressed goes on too, to wait for it (compression() would compress it for
    // each answer).
    if (!hit || !hit.encoded || !answerable(key, hit)) return next();
    res.status(hit.status);
    for (const [name, value] of hit.headers) res.append(name, value);
    res.setHeader('X-Page-Cache', 'hit');
    res.vary('Accept-Encoding');
    const encoded = encodedFor(hit, req.headers['accept-encoding']);
    // compression() leaves an answer that has its encoding alone.
    if (encoded) res.setHeader('Content-Encoding', encoded.encoding);
    const body = encoded?.body ?? hit.body;
    res.setHeader('Content-Length', body.length);
    res.end(body);
  };

  return { wrap, serveFromMemory };

  function wrap(handle: Handle): Handle {
    async function render(request: Request, context: AppLoadContext, key: string) {
      const contentBefore = contentDrops;
      const seatsBefore = seatChanges;
      const response = await handle(request, context);
      const ttl = keepFor(response, options.seconds);
      if (!ttl) return { response, entry: null };
      const body = Buffer.from(await response.arrayBuffer());
      const entry: Entry = {
        ...sharedPage(response, body),
        freshUntil: Date.now() + ttl,
        seatChanges: seatsBefore,
      };
      // Kept twice its time: the second half only to answer while a new render is under way.
      if (body.length <= MAX_BODY_BYTES && contentDrops === contentBefore) {
        pages.set(key, entry, { ttl: 2 * ttl });
        compress(entry);
      }
      return {
        response: new Response(body, { status: response.status, headers: response.headers }),
        entry,
      };
    }

    /** One render of `key` at a time; the others wait for it. */
    function renderOnce(request: Request, context: AppLoadContext, key: string) {
      const rendered = render(request, context, key);
      const entry = rendered.then((result) => result.entry);
      entry.catch(() => {}); // the request itself gets the error; waiters render on their own
      rendering.set(key, entry);
      const forget = () => rendering.delete(key);
      rendered.then(forget, forget);
      return rendered;
    }

    return async (request, context) => {
      const key = cacheKey(request);
      if (!key) return handle(request, context);
      const hit = pages.get(key);
      // The first request since its seats changed waits for the new counts; those that come
      // while it is rendered are answered the page as it was (above and below).
      if (hit && !rendering.has(key) && seatsChangedSince(key, hit)) {
        return (await renderOnce(request, context, key)).response;
      }
      if (hit) {
        if (hit.freshUntil <= Date.now() && !rendering.has(key)) {
          // Answered as it is; this request's render replaces it (its answer goes nowhere).
          renderOnce(request, context, key).then(
            ({ response }) => response.body?.cancel(),
            () => {}, // the stale page stays until its time is up; the next request tries again
          );
        }
        await hit.compressed;
        return answer(hit, request);
      }
      const pending = rendering.get(key);
      if (pending) {
        const entry = await pending.catch(() => null);
        await entry?.compressed;
        if (entry) return answer(entry, request);
        return handle(request, context);
      }
      return (await renderOnce(request, context, key)).response;
    };
  }
}

/** Remix's handler with a page cache of its own in front of it (tests, and no Express). */
export function withPageCache(handle: Handle, options: PageCacheOptions): Handle {
  return createPageCache(options).wrap(handle);
}
