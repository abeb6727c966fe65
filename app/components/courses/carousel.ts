/** The steps of the courses carousel (docs/product.md#courses-page): pure, so they are tested without a browser. */

/** Images two at a time; the last pair may hold one. */
export function pairsOf<T>(items: readonly T[]): T[][] {
  const pairs: T[][] = [];
  for (let index = 0; index < items.length; index += 2) pairs.push(items.slice(index, index + 2));
  return pairs;
}

/** An index moved by `step`, wrapping around both ends. */
export function wrapIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}
