/**
 * docs/product.md#template-pages: each category tile shows "a random course count between 5 and 74". The number is
 * decided on the server from the tile's key (FNV-1a hash), so the server's HTML and the hydrated
 * page agree, and a tile keeps its number from one visit to the next.
 */
export const COURSE_COUNT_MIN = 5;
export const COURSE_COUNT_MAX = 74;

export function seededCount(key: string, min = COURSE_COUNT_MIN, max = COURSE_COUNT_MAX): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i += 1) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return min + (hash % (max - min + 1));
}

/** The course count of each tile, by tile key. */
export function courseCounts(tiles: Array<{ _key: string }>): Record<string, number> {
  return Object.fromEntries(tiles.map((tile) => [tile._key, seededCount(tile._key)]));
}
