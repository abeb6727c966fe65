/**
 * A short-lived cache of anonymous pages in front of Remix (issue 14, docs/decisions/0030): the
 * same page for the same URL and language is rendered once per PAGE_CACHE_SECONDS, not once
 * per request. What is stored and served:
 *
 * - only GET requests with no cookie but the language's (`lng`) and no Authorization: a session
 *   or preview cookie, or any other, goes to Remix every time;
 * - only 200 HTML answers that Remix marked `public` (a signed-in, preview or seat-holding page
 *   is `private`) and that set no cookie; kept no longer than their own `s-maxage` (a page with
 *   live seat counts says 2 s), PAGE_CACHE_SECONDS at most;
 * - keyed by the full URL (host, path, query) and the `lng` cookie;
 * - each answer from the cache gets a fresh CSP nonce: the stored page's nonce is replaced, in
 *   the header and in the HTML, by a new one, so no nonce is ever sent twice.
 *
 * Everything is dropped when published content changes (`onContentChange`). Concurrent misses
 * for the same key wait for one render.
 */
import type { AppLoadContext } from '@remix-run/node';

import { onContentChange } from '../app/content/content-changes.server';
import { ExpiringLru } from '../app/content/expiring-lru';
import { createNonce } from '../app/lib/csp.server';

type Handle = (request: Request, context: AppLoadContext) => Promise<Response>;

interface Entry {
  status: number;
  headers: Array<[string, string]>;
  body: string;
  nonce: string | null;
}

export interface PageCacheOptions {
  /** How long a page is kept at most; 0 turns the cache off. */
  seconds: number;
  /** How many pages are kept at most; the least recently used go first. */
  entries: number;
}

/** Pages larger than this are not kept (the catalog's page is about 60 KB). */
const MAX_BODY_BYTES = 512 * 1024;
const NONCE = /'nonce-([A-Za-z0-9+/=]+)'/;

/** The cache's key for a request it may answer, or null when the request must reach Remix. */
export function cacheKey(request: Request): string | null {
  if (request.method !== 'GET' || request.headers.has('authorization')) return null;
  let language = '';
  for (const cookie of (request.headers.get('cookie') ?? '').split(';')) {
    const [name, ...value] = cookie.trim().split('=');
    if (!name) continue;
    if (name !== 'lng') return null;
    language = value.join('=');
  }
  return `${language}\n${request.url}`;
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

/** The entry as a response of its own, with a fresh nonce. */
function answer(entry: Entry): Response {
  const headers = new Headers(entry.headers);
  let body = entry.body;
  if (entry.nonce) {
    const nonce = createNonce();
    headers.set(
      'Content-Security-Policy',
      headers.get('Content-Security-Policy')!.replace(`'nonce-${entry.nonce}'`, `'nonce-${nonce}'`),
    );
    body = body.replaceAll(entry.nonce, nonce);
  }
  headers.set('X-Page-Cache', 'hit');
  return new Response(body, { status: entry.status, headers });
}

/** Remix's handler with the page cache in front of it. */
export function withPageCache(handle: Handle, options: PageCacheOptions): Handle {
  if (options.seconds <= 0) return handle;
  const pages = new ExpiringLru<Entry>(options.entries);
  const rendering = new Map<string, Promise<Entry | null>>();
  onContentChange(() => pages.clear());

  async function render(request: Request, context: AppLoadContext, key: string) {
    const response = await handle(request, context);
    const ttl = keepFor(response, options.seconds);
    if (!ttl) return { response, entry: null };
    const body = await response.text();
    const entry: Entry = {
      status: response.status,
      headers: [...response.headers.entries()],
      body,
      nonce: response.headers.get('content-security-policy')?.match(NONCE)?.[1] ?? null,
    };
    if (Buffer.byteLength(body) <= MAX_BODY_BYTES) pages.set(key, entry, Date.now() + ttl);
    return {
      response: new Response(body, { status: response.status, headers: response.headers }),
      entry,
    };
  }

  return async (request, context) => {
    const key = cacheKey(request);
    if (!key) return handle(request, context);
    const hit = pages.get(key);
    if (hit) return answer(hit);
    const pending = rendering.get(key);
    if (pending) {
      const entry = await pending.catch(() => null);
      if (entry) return answer(entry);
      return handle(request, context);
    }
    const rendered = render(request, context, key);
    const entry = rendered.then((result) => result.entry);
    entry.catch(() => {}); // the request itself gets the error; waiters render on their own
    rendering.set(key, entry);
    try {
      return (await rendered).response;
    } finally {
      rendering.delete(key);
    }
  };
}
