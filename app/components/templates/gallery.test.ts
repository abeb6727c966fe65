import { describe, expect, it } from 'vitest';

import { galleryWindow, isMobileWidth, nextGalleryIndex } from './gallery';

describe('nextGalleryIndex', () => {
  it('moves on by 2', () => {
    expect(nextGalleryIndex(0, 22)).toBe(2);
    expect(nextGalleryIndex(18, 22)).toBe(20);
  });

  it('wraps to 0 when it reaches the count', () => {
    expect(nextGalleryIndex(20, 22)).toBe(0);
  });

  it('wraps to 0 when it passes the count (an odd count)', () => {
    expect(nextGalleryIndex(20, 21)).toBe(0);
    expect(nextGalleryIndex(18, 21)).toBe(20);
  });
});

describe('isMobileWidth', () => {
  it('is true at 768 px or less', () => {
    expect(isMobileWidth(768)).toBe(true);
    expect(isMobileWidth(375)).toBe(true);
    expect(isMobileWidth(769)).toBe(false);
  });
});

describe('galleryWindow', () => {
  it('lists the shown positions, wrapping round', () => {
    expect(galleryWindow(0, 22, 6)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(galleryWindow(20, 22, 6)).toEqual([20, 21, 0, 1, 2, 3]);
    expect(galleryWindow(0, 3, 6)).toEqual([0, 1, 2]);
  });
});
