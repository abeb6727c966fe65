import { getLanguage } from '~/i18n/i18n.server';
import { env } from '~/lib/env.server';

import { isPreview } from './preview.server';
import { pageQuery, siteSettingsQuery } from './queries';
import { type ContentOptions, fetchContent, type QueryParams } from './source.server';

/**
 * Content as this request may see it: drafts only in preview mode, texts in the page's language
 * (`?lng=` or the language cookie; English otherwise). Every query made through it gets that
 * language as `$lang`, so no caller passes it.
 */
export async function contentFor(request: Request) {
  const [preview, lang] = await Promise.all([isPreview(request), getLanguage(request)]);
  const options: ContentOptions = { preview, lang };
  const { SANITY_PROJECT_ID, SANITY_STUDIO_URL } = env();
  return {
    preview,
    /**
     * The Studio's overlays: preview of hosted content with a Studio to edit in (its texts then
     * carry stega). The bundled dataset renders plain: there is no Studio of it to open.
     */
    visualEditing: preview && Boolean(SANITY_PROJECT_ID && SANITY_STUDIO_URL),
    lang,
    /** Any query of queries/; the result type is the query's (see QueryResult). */
    query: <const Query extends string>(query: Query, params: QueryParams = {}) =>
      fetchContent(query, params, options),
    siteSettings: () => required(fetchContent(siteSettingsQuery, {}, options), 'siteSettings'),
    page: (key: string) => required(fetchContent(pageQuery, { key }, options), `page ${key}`),
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
