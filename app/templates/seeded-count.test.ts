import { describe, expect, it } from 'vitest';

import { courseCounts, seededCount } from './seeded-count';

describe('seededCount', () => {
  it('stays between 5 and 74 for many keys', () => {
    const counts = Array.from({ length: 2000 }, (_, i) => seededCount(`tile${i}`));
    expect(Math.min(...counts)).toBe(5);
    expect(Math.max(...counts)).toBe(74);
  });

  it('gives a key the same number every time, and different keys different numbers', () => {
    expect(seededCount('tile1')).toBe(seededCount('tile1'));
    const counts = new Set(
      ['tile1', 'tile2', 'tile3', 'tile4', 'tile5', 'tile6'].map((k) => seededCount(k)),
    );
    expect(counts.size).toBeGreaterThan(3);
  });

  it('honours other bounds', () => {
    for (const key of ['a', 'b', 'c', 'd']) {
      expect(seededCount(key, 1, 2)).toBeGreaterThanOrEqual(1);
      expect(seededCount(key, 1, 2)).toBeLessThanOrEqual(2);
    }
  });
});

describe('courseCounts', () => {
  it('maps each tile key to its count', () => {
    expect(courseCounts([{ _key: 'x' }, { _key: 'y' }])).toEqual({
      x: seededCount('x'),
      y: seededCount('y'),
    });
  });
});
