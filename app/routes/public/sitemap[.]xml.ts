import type { LoaderFunctionArgs } from '@remix-run/node';

import { pageCount } from '~/catalog/paging';
import { contentFor } from '~/content/content.server';
import { catalogArticleSlugsQuery, catalogVideoCountQuery } from '~/content/queries';
import { alternatesOf, pageUrlIn } from '~/i18n/alternates';
import { supportedLanguages } from '~/i18n/config';
import { env } from '~/lib/env.server';
import { siteOrigin } from '~/lib/site-origin.server';

// The pages a search engine should know; sign-in, account and template pages are left out.
const PUBLIC_PATHS = [
  '/',
  '/about-us',
  '/courses',
  '/catalog',
  '/testimonials',
  '/contact',
  '/register',
  '/middle-east-africa',
];

export async function loader({ request }: LoaderFunctionArgs) {
  const origin = siteOrigin(request);
  const content = await contentFor(request);
  const [slugs, videos] = await Promise.all([
    content.query(catalogArticleSlugsQuery),
    content.query(catalogVideoCountQuery),
  ]);
  // The catalog's pages after the first (which is /catalog).
  const catalogPages = Array.from(
    { length: pageCount(videos, env().CATALOG_PAGE_SIZE) - 1 },
    (_, index) => `/catalog?page=${index + 2}`,
  );
  const paths = [
    ...PUBLIC_PATHS,
    ...catalogPages,
    ...slugs.map((slug) => `/catalog/${encodeURIComponent(slug)}`),
  ];
  // Every page in each language, each listing all its language versions (hreflang alternates).
  const urls = paths
    .flatMap((path) => {
      const pageUrl = origin + path;
      const alternates = alternatesOf(pageUrl)
        .map(
          ({ hrefLang, href }) =>
            `    <xhtml:link rel="alternate" hreflang="${hrefLang}" href="${escapeXml(href)}"/>`,
        )
        .join('\n');
      return supportedLanguages.map(
        (language) =>
          `  <url>\n    <loc>${escapeXml(pageUrlIn(pageUrl, language))}</loc>\n${alternates}\n  </url>`,
      );
    })
    .join('\n');
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls}
</urlset>
`;
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  });
}

function escapeXml(value: string) {
  return value.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}
