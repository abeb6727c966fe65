import { existsSync } from 'node:fs';
import path from 'node:path';

import { expect } from 'vitest';

import type { ContentImage } from '../../app/content/queries';

// Checks of query results against the bundled dataset (app/content/queries*.test.ts).

/** The result of a query that may answer null, checked to be there. */
export function present<T>(value: T | null): T {
  expect(value).not.toBeNull();
  return value!;
}

export function expectImage(image: Pick<ContentImage, 'alt' | 'url' | 'width' | 'height'> | null) {
  expect(image).toBeTruthy();
  expect(image!.alt).toBeTruthy();
  expect(image!.url).toMatch(/^\/content-images\//);
  const file = path.resolve(
    'studio/seed/images',
    decodeURIComponent(image!.url!.split('/').pop()!),
  );
  expect(existsSync(file), `${file} exists`).toBe(true);
  expect(image!.width).toBeGreaterThan(0);
  expect(image!.height).toBeGreaterThan(0);
}
