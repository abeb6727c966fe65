import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';

import { everyPageChunks } from './every-page-chunks';

const ROUTE = '?__remix-build-client-route';
const app = (file: string) => `/repo/app/${file}`;
const pkg = (file: string) => `/repo/node_modules/${file}`;

/** A browser build's module graph: each module's static and lazy imports, entries marked. */
const graph: Record<string, { entry?: true; imports?: string[]; lazy?: string[] }> = {
  [app('entry.client.tsx')]: {
    entry: true,
    imports: [pkg('react-dom/client.js'), app('i18n/text-bundles.ts')],
    lazy: [app('i18n/public.en.ts')],
  },
  [app('root.tsx') + ROUTE]: { entry: true, imports: [app('root.tsx')] },
  [app('root.tsx')]: {
    imports: [pkg('react/index.js'), app('components/Footer.tsx'), app('tailwind.css?url')],
  },
  [app('components/Footer.tsx')]: {
    imports: [pkg('@remix-run/react/dist/index.js')],
    lazy: [app('enquiries/EnquiryForm.tsx')],
  },
  [app('enquiries/EnquiryForm.tsx')]: { imports: [pkg('@conform-to/react/index.mjs')] },
  [app('routes/_index.tsx') + ROUTE]: { entry: true, imports: [app('routes/_index.tsx')] },
  [app('routes/_index.tsx')]: {
    imports: [app('components/ContentImg.tsx'), app('components/Footer.tsx')],
  },
  [app('components/ContentImg.tsx')]: { imports: [pkg('@sanity/image-url/index.js')] },
  [app('i18n/text-bundles.ts')]: {},
  [app('i18n/public.en.ts')]: {},
  [pkg('react-dom/client.js')]: { imports: [pkg('react/index.js')] },
  [pkg('react/index.js')]: {},
  [pkg('@remix-run/react/dist/index.js')]: { imports: [pkg('react/index.js')] },
  [pkg('@conform-to/react/index.mjs')]: {},
  [pkg('@sanity/image-url/index.js')]: {},
  [app('tailwind.css?url')]: {},
};

const meta = {
  getModuleIds: () => Object.keys(graph).values(),
  getModuleInfo: (id: string) =>
    id in graph
      ? ({
          isEntry: graph[id]!.entry ?? false,
          importedIds: graph[id]!.imports ?? [],
          dynamicallyImportedIds: graph[id]!.lazy ?? [],
        } as unknown as Rollup.ModuleInfo)
      : null,
} as unknown as Rollup.ManualChunkMeta;

describe('everyPageChunks', () => {
  it.each([
    // What the browser entry or the root reach statically, by where it comes from.
    [pkg('react-dom/client.js'), 'packages'],
    [pkg('react/index.js'), 'packages'],
    [pkg('@remix-run/react/dist/index.js'), 'packages'],
    [app('root.tsx'), 'frame'],
    [app('components/Footer.tsx'), 'frame'],
    [app('i18n/text-bundles.ts'), 'frame'],
    // Entries keep their own chunks, and styles are left to Vite.
    [app('entry.client.tsx'), null],
    [app('root.tsx') + ROUTE, null],
    [app('routes/_index.tsx') + ROUTE, null],
    [app('tailwind.css?url'), null],
    // Lazy imports, and what only some routes reach, stay in Rollup's chunks.
    [app('i18n/public.en.ts'), null],
    [app('enquiries/EnquiryForm.tsx'), null],
    [pkg('@conform-to/react/index.mjs'), null],
    [app('routes/_index.tsx'), null],
    [app('components/ContentImg.tsx'), null],
    [pkg('@sanity/image-url/index.js'), null],
  ])('%s → %s', (id, chunk) => {
    expect(everyPageChunks()(id, meta)).toBe(chunk);
  });
});
