/** The academy's time zone (lib/academy-time-zone.ts) decides "today" and every refund deadline. */
import { afterEach, describe, expect, it, vi } from 'vitest';

import { academyToday } from '~/courses/sessions';
import { academyTimeZone } from '~/lib/academy-time-zone';
import { DEFAULT_REFUND_TIERS } from '~/refunds/refund-policy';

import { assessCancellation } from './assessment';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('assessCancellation in the academy time zone', () => {
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
});
