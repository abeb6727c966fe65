import { describe, expect, it } from 'vitest';

import { pairsOf, wrapIndex } from './carousel';

describe('carousel steps', () => {
  it('groups images two at a time', () => {
    expect(pairsOf([1, 2, 3, 4, 5, 6])).toEqual([
      [1, 2],
      [3, 4],
      [5, 6],
    ]);
    expect(pairsOf([1, 2, 3])).toEqual([[1, 2], [3]]);
    expect(pairsOf([])).toEqual([]);
  });

  it('wraps around both ends', () => {
    expect(wrapIndex(0, 1, 3)).toBe(1);
    expect(wrapIndex(2, 1, 3)).toBe(0);
    expect(wrapIndex(0, -1, 3)).toBe(2);
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });
});
