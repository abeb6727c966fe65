/**
 * The hosted content cache (lru-cache): Sanity's API stood in for on loopback (mocks/sanity-api),
 * whose `queries` say how often Sanity was asked.
 */
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';

import { startSanityApiStandIn } from '../../mocks/sanity-api/server';

const sanity = await startSanityApiStandIn({
  dataset: 'production',
  token: 'unused-read-token',
  documents: [{ _id: 'siteSettings', _type: 'siteSettings', academyName: 'Implant Academy' }],
});
const NAMES = [
  'SANITY_PROJECT_ID',
  'SANITY_DATASET',
  'SANITY_API_HOST',
  'CONTENT_CACHE_SECONDS',
  'CONTENT_CACHE_ENTRIES',
] as const;
const saved = Object.fromEntries(NAMES.map((name) => [name, process.env[name]]));
afterAll(async () => {
  for (const name of NAMES) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
  vi.resetModules();
  await sanity.close();
});
afterEach(() => vi.useRealTimers());

/** A fresh copy of the module (and of its cache), reading these settings. */
async function contentWith(seconds: number, entries: number) {
  vi.resetModules();
  Object.assign(process.env, {
    SANITY_PROJECT_ID: 'stand-in',
    SANITY_DATASET: 'production',
    SANITY_API_HOST: sanity.url,
    CONTENT_CACHE_SECONDS: String(seconds),
    CONTENT_CACHE_ENTRIES: String(entries),
  });
  sanity.queries.length = 0;
  return (await import('./source.server')).fetchContent;
}

const name = (id: string) => `*[_id == "siteSettings"][0].academyName + "${id}"`;

describe('the hosted content cache', () => {
  it('asks Sanity once per CONTENT_CACHE_SECONDS', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const fetchContent = await contentWith(60, 10);
    expect(await fetchContent(name('a'))).toBe('Implant Academya');
    vi.advanceTimersByTime(59_000);
    expect(await fetchContent(name('a'))).toBe('Implant Academya');
    expect(sanity.queries).toHaveLength(1);
    vi.advanceTimersByTime(1_001);
    await fetchContent(name('a'));
    expect(sanity.queries).toHaveLength(2);
  });

  it('keeps no answer at 0 seconds', async () => {
    const fetchContent = await contentWith(0, 10);
    await fetchContent(name('a'));
    await fetchContent(name('a'));
    expect(sanity.queries).toHaveLength(2);
  });

  it('keeps at most CONTENT_CACHE_ENTRIES answers, the least recently used dropped first', async () => {
    const fetchContent = await contentWith(60, 2);
    await fetchContent(name('a'));
    await fetchContent(name('b'));
    await fetchContent(name('a')); // read: now the most recent
    await fetchContent(name('c')); // drops b
    expect(sanity.queries).toHaveLength(3);
    await fetchContent(name('a'));
    expect(sanity.queries).toHaveLength(3);
    await fetchContent(name('b'));
    expect(sanity.queries).toHaveLength(4);
  });

  it('keeps no failure: the next request asks again', async () => {
    const fetchContent = await contentWith(60, 10);
    await expect(fetchContent('*[')).rejects.toThrow();
    await expect(fetchContent('*[')).rejects.toThrow();
    expect(sanity.queries).toHaveLength(2);
  });
});
