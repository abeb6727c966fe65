import { describe, expect, it } from 'vitest';

import { pageCount, pageHref, pageLinks, pageSlice, requestedPage } from './paging';

const search = (query: string) => new URLSearchParams(query);

describe('catalog paging', () => {
  it('reads ?page= as a whole number from 1, page 1 without it', () => {
    expect(requestedPage(search(''))).toBe(1);
    expect(requestedPage(search('lng=es'))).toBe(1);
    expect(requestedPage(search('page=1'))).toBe(1);
    expect(requestedPage(search('page=84'))).toBe(84);
    for (const bad of [
      'page=',
      'page=0',
      'page=-1',
      'page=1.5',
      'page=abc',
      'page=02',
      'page=1e3',
      'page=%201',
      'page=2&page=3',
      'page=9999999999',
    ]) {
      expect(requestedPage(search(bad)), bad).toBeNull();
    }
  });

  it('counts pages, an empty catalog having one', () => {
    expect(pageCount(16, 24)).toBe(1);
    expect(pageCount(24, 24)).toBe(1);
    expect(pageCount(25, 24)).toBe(2);
    expect(pageCount(2000, 24)).toBe(84);
    expect(pageCount(0, 24)).toBe(1);
  });

  it('slices the page’s videos', () => {
    expect(pageSlice(1, 24)).toEqual({ start: 0, end: 24 });
    expect(pageSlice(3, 24)).toEqual({ start: 48, end: 72 });
  });

  it('links to a page keeping the language, page 1 as the plain address', () => {
    const url = new URL('http://site.test/catalog?lng=es&page=3');
    expect(pageHref(url, 1)).toBe('/catalog?lng=es');
    expect(pageHref(url, 4)).toBe('/catalog?lng=es&page=4');
    expect(pageHref(new URL('http://site.test/catalog?page=2'), 1)).toBe('/catalog');
  });

  it('shows the first, the last and two either side of the current page', () => {
    expect(pageLinks(1, 1)).toEqual([1]);
    expect(pageLinks(1, 3)).toEqual([1, 2, 3]);
    expect(pageLinks(1, 84)).toEqual([1, 2, 3, 'gap', 84]);
    expect(pageLinks(5, 84)).toEqual([1, 2, 3, 4, 5, 6, 7, 'gap', 84]);
    expect(pageLinks(40, 84)).toEqual([1, 'gap', 38, 39, 40, 41, 42, 'gap', 84]);
    expect(pageLinks(84, 84)).toEqual([1, 'gap', 82, 83, 84]);
  });
});
