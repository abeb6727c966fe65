/**
 * The Presentation tool's resolvers against the bundled dataset: every kind of document the site
 * shows has somewhere to open its preview, every place is a page the site has, and every page
 * finds its main document with the filter the Studio will run (evaluated here by groq-js).
 */
import { readdirSync } from 'node:fs';
import { basename } from 'node:path';

import { evaluate, parse } from 'groq-js';
import { describe, expect, it } from 'vitest';

import { loadLocalDataset } from '../app/content/local-dataset.server';
import { locations, mainDocuments, pagePath } from './presentation';

const dataset = await loadLocalDataset('studio/seed/data.ndjson');
// The seed has videos only: an article as staff would write one.
const article = {
  _id: 'catalogItem.placing-a-single-implant',
  _type: 'catalogItem',
  kind: 'article',
  slug: { _type: 'slug', current: 'placing-a-single-implant' },
  title: [{ _key: 'en', value: 'Placing a single implant' }],
};
// Image assets are not shown on pages of their own.
const documents = [
  ...dataset.published.filter((document) => !document._type.startsWith('sanity.')),
  article,
];

async function groq<T>(query: string, params: Record<string, unknown> = {}): Promise<T> {
  return (await (await evaluate(parse(query), { dataset: documents, params })).get()) as T;
}

/** The site's pages (app/routes/<area>/, Remix flat routes) as patterns; not resource routes, not splats. */
const PAGE_PATTERNS = readdirSync('app/routes', { recursive: true, encoding: 'utf8' })
  .map((file) => basename(file))
  .filter(
    (file) => file.endsWith('.tsx') && !file.includes('.test.') && !/(^|\.)\$\.tsx$/.test(file),
  )
  .map((file) => {
    const segments = file.replace(/\.tsx$/, '').split('.');
    const pattern = segments
      .map((segment) => {
        if (segment === '_index') return '';
        const optional = /^\((.+)\)$/.exec(segment);
        const name = (optional ? optional[1]! : segment).replace(/_$/, '');
        const part = name.startsWith('$') ? '/[^/]+' : `/${name}`;
        return optional ? `(?:${part})?` : part;
      })
      .join('');
    return new RegExp(`^${pattern || '/'}$`);
  });

const isPage = (href: string) =>
  // The not-found page is what any unknown path shows.
  href === '/not-found' || PAGE_PATTERNS.some((pattern) => pattern.test(href));

type Resolver = { select: Record<string, string>; resolve: (value: unknown) => unknown };

async function locationsOf(document: { _id: string; _type: string }) {
  const entry = (locations as Record<string, unknown>)[document._type];
  if (!entry) return undefined;
  if (!('select' in (entry as object))) return entry as { locations?: Array<{ href: string }> };
  const { select, resolve } = entry as Resolver;
  const projection = Object.entries(select)
    .map(([name, path]) => `"${name}": ${path}`)
    .join(', ');
  const value = await groq(`*[_id == $id][0]{${projection}}`, { id: document._id });
  return resolve(value) as { locations?: Array<{ href: string; title: string }> } | null;
}

describe('locations ("Open preview")', () => {
  it('has a place on the site for every kind of document in the dataset', async () => {
    const types = [...new Set(documents.map((document) => document._type))].sort();
    expect(types.filter((type) => !(type in locations))).toEqual([]);
  });

  it('sends every document to pages the site has', async () => {
    for (const document of documents) {
      const state = await locationsOf(document);
      expect(state?.locations?.length, document._id).toBeGreaterThan(0);
      for (const { href } of state!.locations!) expect(isPage(href), href).toBe(true);
    }
  });

  it('opens a page document at its path, and an article at its own', async () => {
    expect(await locationsOf({ _id: 'page.home', _type: 'page' })).toEqual({
      locations: [{ title: expect.any(String), href: '/' }],
    });
    expect(pagePath('about-us')).toBe('/about-us');
    expect(pagePath(undefined)).toBeNull();
    const state = await locationsOf(article);
    expect(state?.locations).toEqual([
      { title: 'Placing a single implant', href: '/catalog/placing-a-single-implant' },
      { title: 'Catalog', href: '/catalog' },
    ]);
    const video = documents.find((document) => document._type === 'catalogItem')!;
    expect((await locationsOf(video))?.locations).toEqual([{ title: 'Catalog', href: '/catalog' }]);
  });
});

describe('mainDocuments', () => {
  /** The document the Studio opens beside `path`: the first route that matches, as it does. */
  async function mainDocumentAt(path: string): Promise<string | null> {
    for (const resolver of mainDocuments) {
      const names: string[] = [];
      const routes = Array.isArray(resolver.route) ? resolver.route : [resolver.route];
      for (const route of routes) {
        const pattern = new RegExp(
          `^${route.replace(/:(\w+)/g, (_, name: string) => (names.push(name), '([^/]+)'))}$`,
        );
        const match = pattern.exec(path);
        if (!match) continue;
        const params = Object.fromEntries(names.map((name, index) => [name, match[index + 1]]));
        const filter =
          'type' in resolver && resolver.type
            ? `_type == "${resolver.type}"`
            : (resolver.filter as string);
        return (await groq<{ _id: string } | null>(`*[${filter}][0]{_id}`, params))?._id ?? null;
      }
    }
    return null;
  }

  it('finds the document of each page, article and template event', async () => {
    const pages = await groq<Array<{ _id: string; key: string }>>(
      `*[_type == "page"]{_id, "key": key.current}`,
    );
    for (const page of pages) expect(await mainDocumentAt(pagePath(page.key)!)).toBe(page._id);

    const articles = await groq<Array<{ _id: string; slug: string }>>(
      `*[_type == "catalogItem" && defined(slug.current)]{_id, "slug": slug.current}`,
    );
    expect(articles.length).toBeGreaterThan(0);
    for (const article of articles) {
      expect(await mainDocumentAt(`/catalog/${article.slug}`)).toBe(article._id);
    }

    const events = await groq<Array<{ _id: string; slug: string }>>(
      `*[_type == "templateEvent" && defined(slug.current)]{_id, "slug": slug.current}`,
    );
    for (const event of events) {
      expect(await mainDocumentAt(`/react-templates/edumim/event-single/${event.slug}`)).toBe(
        event._id,
      );
    }
    expect(await mainDocumentAt('/no/such/page')).toBeNull();
  });
});
