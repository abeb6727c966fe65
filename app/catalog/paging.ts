/**
 * The catalog's pages (decision 0031): `?page=N` chooses one, page 1 is the plain /catalog. Pure
 * functions, shared by the loader, the page links and the sitemap.
 */

/** The query parameter of a page number. */
export const PAGE_PARAM = 'page';

/**
 * The page a URL asks for: 1 without `?page=`, else the number, or null when it is not a whole
 * number from 1 (`?page=abc`, `?page=0`, `?page=1.5`, `?page=` twice): the loader answers 400.
 */
export function requestedPage(search: URLSearchParams): number | null {
  const values = search.getAll(PAGE_PARAM);
  if (values.length === 0) return 1;
  if (values.length > 1 || !/^[1-9]\d{0,8}$/.test(values[0]!)) return null;
  return Number(values[0]);
}

/** How many pages `total` videos fill, `size` a page; an empty catalog still has its page 1. */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}

/** The slice of the page's videos: items `start` to `end` (end excluded), as GROQ's `[a...b]`. */
export function pageSlice(page: number, size: number): { start: number; end: number } {
  return { start: (page - 1) * size, end: page * size };
}

/**
 * The address of page `page` of the list at `url`: its other parameters (the language) kept,
 * page 1 without `?page=`.
 */
export function pageHref(url: URL, page: number): string {
  const search = new URLSearchParams(url.search);
  search.delete(PAGE_PARAM);
  if (page > 1) search.set(PAGE_PARAM, String(page));
  const query = search.toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}

/**
 * The page numbers the links show: the first, the last, and two either side of the current
 * one; `gap` where numbers are left out (shown as an ellipsis). A few links at any catalog size.
 */
export function pageLinks(current: number, count: number): Array<number | 'gap'> {
  const shown = new Set([1, count]);
  for (let page = current - 2; page <= current + 2; page++) {
    if (page >= 1 && page <= count) shown.add(page);
  }
  const pages = [...shown].sort((a, b) => a - b);
  const links: Array<number | 'gap'> = [];
  pages.forEach((page, index) => {
    const previous = pages[index - 1];
    // A single missing number is shown as itself: a link takes the place an ellipsis would.
    if (previous !== undefined && page - previous === 2) links.push(previous + 1);
    else if (previous !== undefined && page - previous > 2) links.push('gap');
    links.push(page);
  });
  return links;
}
