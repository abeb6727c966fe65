/** docs/product.md#template-pages and #courses-and-prices: the gallery moves on by 2 images every 5 seconds; mobile is 768 px or less. */
export const GALLERY_STEP = 2;
export const GALLERY_INTERVAL_MS = 5000;
export const MOBILE_MAX_WIDTH = 768;

/** The next first image: `step` further on, or back to 0 once it reaches or passes the count. */
export function nextGalleryIndex(index: number, count: number, step = GALLERY_STEP): number {
  const next = index + step;
  return next >= count ? 0 : next;
}

export function isMobileWidth(width: number): boolean {
  return width <= MOBILE_MAX_WIDTH;
}

/** The positions of the `size` images shown from `index` on, wrapping round the end. */
export function galleryWindow(index: number, count: number, size: number): number[] {
  return Array.from({ length: Math.min(size, count) }, (_, i) => (index + i) % count);
}
