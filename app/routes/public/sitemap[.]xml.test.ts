import { beforeAll, describe, expect, it } from 'vitest';

import { loader } from './sitemap[.]xml';

beforeAll(() => {
  delete process.env.SANITY_PROJECT_ID;
  // 16 videos, 5 a page: the catalog has 4 pages.
  process.env.CATALOG_PAGE_SIZE = '5';
});

async function sitemap() {
  const request = new Request('http://localhost:3000/sitemap.xml');
  const response = await loader({ request, params: {}, context: {} });
  expect(response.headers.get('Content-Type')).toMatch(/^application\/xml/);
  return response.text();
}

describe('/sitemap.xml', () => {
  it('lists every public page in English and in Spanish', async () => {
    const xml = await sitemap();
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const path of ['/', '/about-us', '/courses', '/catalog', '/testimonials', '/contact']) {
      expect(locs).toContain(`http://localhost:3000${path}`);
      expect(locs).toContain(`http://localhost:3000${path}?lng=es`);
    }
    expect(locs.filter((loc) => loc?.endsWith('lng=es'))).toHaveLength(locs.length / 2);
  });

  it('lists the catalog’s pages after the first, in both languages', async () => {
    const xml = await sitemap();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const pages = locs.filter((loc) => loc?.includes('/catalog?page='));
    expect(pages).toEqual([
      'http://localhost:3000/catalog?page=2',
      'http://localhost:3000/catalog?page=2&#38;lng=es',
      'http://localhost:3000/catalog?page=3',
      'http://localhost:3000/catalog?page=3&#38;lng=es',
      'http://localhost:3000/catalog?page=4',
      'http://localhost:3000/catalog?page=4&#38;lng=es',
    ]);
  });

  it('gives each URL its en, es and x-default alternates', async () => {
    const xml = await sitemap();
    const entry = xml
      .split('<url>')
      .find((part) => part.includes('<loc>http://localhost:3000/courses?lng=es</loc>'));
    expect(entry).toContain(
      '<xhtml:link rel="alternate" hreflang="en" href="http://localhost:3000/courses"/>',
    );
    expect(entry).toContain(
      '<xhtml:link rel="alternate" hreflang="es" href="http://localhost:3000/courses?lng=es"/>',
    );
    expect(entry).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="http://localhost:3000/courses"/>',
    );
  });
});
