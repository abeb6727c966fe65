import { afterEach, describe, expect, it, vi } from 'vitest';

import { academyTimeZone, DEFAULT_ACADEMY_TIME_ZONE, isTimeZone } from './academy-time-zone';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('isTimeZone', () => {
  it.each([
    ['America/Los_Angeles', true],
    ['Europe/Madrid', true],
    ['America/Argentina/Buenos_Aires', true],
    ['Etc/GMT+8', true],
    ['UTC', true],
    ['PST', false],
    ['EST5EDT', false],
    ['+01:00', false],
    ['Nowhere/City', false],
    ['', false],
  ])('%s: %s', (name, expected) => {
    expect(isTimeZone(name)).toBe(expected);
  });
});

describe('academyTimeZone on the server', () => {
  it('is America/Los_Angeles unless set', () => {
    vi.stubEnv('ACADEMY_TIME_ZONE', '');
    expect(academyTimeZone()).toBe(DEFAULT_ACADEMY_TIME_ZONE);
    expect(DEFAULT_ACADEMY_TIME_ZONE).toBe('America/Los_Angeles');
  });

  it('falls back to the default for a name start-up would have refused', () => {
    vi.stubEnv('ACADEMY_TIME_ZONE', 'Pacific Time');
    expect(academyTimeZone()).toBe(DEFAULT_ACADEMY_TIME_ZONE);
  });
});

describe('academyTimeZone in the browser', () => {
  it("reads the page's meta, as the server wrote it", async () => {
    const querySelector = vi.fn(() => ({ content: 'Europe/Madrid' }));
    vi.stubGlobal('document', { querySelector });
    const fresh = await import('./academy-time-zone');
    expect(fresh.academyTimeZone()).toBe('Europe/Madrid');
    expect(querySelector).toHaveBeenCalledWith('meta[name="academy-time-zone"]');
    // Read once per page.
    fresh.academyTimeZone();
    expect(querySelector).toHaveBeenCalledTimes(1);
  });

  it('is the default on a page without the meta', async () => {
    vi.stubGlobal('document', { querySelector: () => null });
    const fresh = await import('./academy-time-zone');
    expect(fresh.academyTimeZone()).toBe(DEFAULT_ACADEMY_TIME_ZONE);
  });
});
