import { describe, expect, it } from 'vitest';

import {
  AFRICA,
  cacheEntry,
  isMiddleEastOrAfrica,
  LOCATION_CACHE_MS,
  MIDDLE_EAST,
  readCachedRegion,
  readIpInfoAnswer,
} from './region';

describe('isMiddleEastOrAfrica', () => {
  it.each(['EG', 'NG', 'ZA', 'KE', 'MA', 'DZ', 'TN', 'LY', 'SD', 'ET', 'GH', 'SN'])(
    'counts %s (Africa, North Africa included)',
    (code) => expect(isMiddleEastOrAfrica(code)).toBe(true),
  );

  it.each(['SA', 'AE', 'QA', 'KW', 'BH', 'OM', 'IL', 'PS', 'JO', 'LB', 'SY', 'IQ', 'IR', 'TR'])(
    'counts %s (Middle East)',
    (code) => expect(isMiddleEastOrAfrica(code)).toBe(true),
  );

  it.each(['YE', 'CY'])('counts %s', (code) => expect(isMiddleEastOrAfrica(code)).toBe(true));

  it.each(['US', 'DE', 'IN', 'BR', 'CN', 'GB', 'FR', 'PK', 'AF', 'RU', 'GR', 'ES'])(
    'does not count %s',
    (code) => expect(isMiddleEastOrAfrica(code)).toBe(false),
  );

  it('ignores letter case and surrounding space', () => {
    expect(isMiddleEastOrAfrica('eg')).toBe(true);
    expect(isMiddleEastOrAfrica(' Sa ')).toBe(true);
  });

  it('answers false for unknown or missing codes', () => {
    for (const code of ['', 'XX', 'T1', 'EGY', 'E', null, undefined]) {
      expect(isMiddleEastOrAfrica(code)).toBe(false);
    }
  });

  it('lists all 54 African states plus Western Sahara and the dependencies, without duplicates', () => {
    expect(AFRICA).toHaveLength(60);
    expect(new Set([...AFRICA, ...MIDDLE_EAST]).size).toBe(AFRICA.length + MIDDLE_EAST.length);
    for (const code of [...AFRICA, ...MIDDLE_EAST]) expect(code).toMatch(/^[A-Z]{2}$/);
  });
});

describe('location cache entry', () => {
  const storedAt = Date.UTC(2025, 5, 1, 12, 0, 0);

  it('stores the flag with the time it was stored', () => {
    expect(JSON.parse(cacheEntry(true, storedAt))).toEqual({
      isInMiddleEastOrAfrica: true,
      timestamp: storedAt,
    });
  });

  it('reads back a fresh entry, true or false, for just under 24 hours', () => {
    expect(readCachedRegion(cacheEntry(true, storedAt), storedAt)).toBe(true);
    expect(readCachedRegion(cacheEntry(false, storedAt), storedAt)).toBe(false);
    expect(readCachedRegion(cacheEntry(true, storedAt), storedAt + LOCATION_CACHE_MS - 1)).toBe(
      true,
    );
    expect(readCachedRegion(cacheEntry(false, storedAt), storedAt + 23 * 3600_000)).toBe(false);
  });

  it('treats an entry 24 hours old or older as expired', () => {
    expect(LOCATION_CACHE_MS).toBe(24 * 60 * 60 * 1000);
    expect(readCachedRegion(cacheEntry(true, storedAt), storedAt + LOCATION_CACHE_MS)).toBeNull();
    expect(readCachedRegion(cacheEntry(false, storedAt), storedAt + 25 * 3600_000)).toBeNull();
  });

  it('does not trust an entry dated in the future', () => {
    expect(readCachedRegion(cacheEntry(true, storedAt + 60_000), storedAt)).toBeNull();
  });

  it.each([
    null,
    '',
    'true',
    'null',
    '[]',
    '{not json',
    '{"isInMiddleEastOrAfrica":true}',
    '{"timestamp":1}',
    '{"isInMiddleEastOrAfrica":"true","timestamp":1748779200000}',
    '{"isInMiddleEastOrAfrica":true,"timestamp":"1748779200000"}',
  ])('reads garbage %j as no entry', (value) => {
    expect(readCachedRegion(value, storedAt)).toBeNull();
  });
});

describe('readIpInfoAnswer', () => {
  it('takes the flag from an answer body and nothing else', () => {
    expect(readIpInfoAnswer({ isInMiddleEastOrAfrica: true })).toBe(true);
    expect(readIpInfoAnswer({ isInMiddleEastOrAfrica: false })).toBe(false);
    expect(readIpInfoAnswer({ isInMiddleEastOrAfrica: 'yes' })).toBeNull();
    expect(readIpInfoAnswer(null)).toBeNull();
    expect(readIpInfoAnswer('true')).toBeNull();
  });
});
