import { describe, expect, it } from 'vitest';

import { ExpiringLru } from './expiring-lru';

describe('ExpiringLru', () => {
  it('never holds more than maxEntries, however many distinct keys arrive', () => {
    const cache = new ExpiringLru<number>(50);
    for (let i = 0; i < 10_000; i++) {
      cache.set(`slug-${i}`, i, Number.MAX_SAFE_INTEGER);
      expect(cache.size).toBeLessThanOrEqual(50);
    }
    expect(cache.size).toBe(50);
    // The newest 50 are the ones kept.
    expect(cache.get('slug-9999')).toBe(9999);
    expect(cache.get('slug-9950')).toBe(9950);
    expect(cache.get('slug-9949')).toBeUndefined();
  });

  it('keeps the recently used entries and drops the least recently used one', () => {
    const cache = new ExpiringLru<string>(3);
    const forever = Number.MAX_SAFE_INTEGER;
    cache.set('home', 'h', forever);
    cache.set('courses', 'c', forever);
    cache.set('about', 'a', forever);
    expect(cache.get('home')).toBe('h'); // read: now the most recent
    cache.set('slug-1', '1', forever); // evicts 'courses', the least recently used
    cache.set('slug-2', '2', forever); // evicts 'about'
    expect(cache.get('home')).toBe('h');
    expect(cache.get('courses')).toBeUndefined();
    expect(cache.get('about')).toBeUndefined();
    expect(cache.get('slug-1')).toBe('1');
    expect(cache.get('slug-2')).toBe('2');
  });

  it('expires entries at their time and frees their place', () => {
    const cache = new ExpiringLru<string>(2);
    cache.set('a', 'first', 1_000);
    expect(cache.get('a', 999)).toBe('first');
    expect(cache.get('a', 1_000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('replaces a key in place and deletes only the value it was asked to', () => {
    const cache = new ExpiringLru<string>(2);
    cache.set('a', 'old', 5_000);
    cache.set('a', 'new', 5_000);
    expect(cache.size).toBe(1);
    cache.delete('a', 'old'); // a failed earlier fetch must not remove its successor
    expect(cache.get('a', 0)).toBe('new');
    cache.delete('a');
    expect(cache.get('a', 0)).toBeUndefined();
  });

  it('refuses a bound that is not a positive whole number', () => {
    expect(() => new ExpiringLru(0)).toThrow(/maxEntries/);
    expect(() => new ExpiringLru(1.5)).toThrow(/maxEntries/);
  });
});
