import { afterEach, describe, expect, it, vi } from 'vitest';

import { assessCancellation } from '~/cancellations/assessment';
import { academyToday } from '~/courses/sessions';
import { DEFAULT_REFUND_TIERS } from '~/refunds/refund-policy';

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

  it('follows ACADEMY_TIME_ZONE, and with it "today" and every refund deadline', () => {
    // 2027-04-01 20:00 in Los Angeles is already 2 April in Madrid.
    const instant = new Date('2027-04-02T03:00:00Z');
    const policy = {
      tiers: DEFAULT_REFUND_TIERS,
      courseSessions: { clinical1: [{ key: 's', startDate: '2027-04-16' }] },
    };
    const line = {
      orderStatus: 'completed' as const,
      paidCents: 650_000,
      keptCents: 650_000,
      sessionKey: 's',
    };
    expect(academyToday(instant)).toBe('2027-04-01');
    expect(assessCancellation('clinical1', line, instant, policy)).toMatchObject({
      percent: 100,
    });

    vi.stubEnv('ACADEMY_TIME_ZONE', 'Europe/Madrid');
    expect(academyTimeZone()).toBe('Europe/Madrid');
    expect(academyToday(instant)).toBe('2027-04-02');
    // 14 days before the first day in Madrid: the half refund.
    expect(assessCancellation('clinical1', line, instant, policy)).toMatchObject({
      percent: 50,
    });
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
