import { isPreview } from './preview.server';
import { pageQuery, siteSettingsQuery } from './queries';
import { fetchContent, type QueryParams } from './source.server';

/** Content as this request may see it: drafts only in preview mode. */
export async function contentFor(request: Request) {
  const preview = await isPreview(request);
  return {
    preview,
    /** Any query of queries/; the result type is the query's (see QueryResult). */
    query: <const Query extends string>(query: Query, params: QueryParams = {}) =>
      fetchContent(query, params, { preview }),
    siteSettings: () => required(fetchContent(siteSettingsQuery, {}, { preview }), 'siteSettings'),
    page: (key: string) => required(fetchContent(pageQuery, { key }, { preview }), `page ${key}`),
  };
}

async function required<T>(result: Promise<T | null>, what: string): Promise<T> {
  const value = await result;
  if (value === null || value === undefined) {
    throw new Error(
      `Content is missing: ${what}. Import studio/seed/data.ndjson or create it in the Studio.`,
    );
  }
  return value;
}
