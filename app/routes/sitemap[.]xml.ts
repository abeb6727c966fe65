import type { LoaderFunctionArgs } from '@remix-run/node';

import { contentFor } from '~/content/content.server';
import { catalogArticleSlugsQuery } from '~/content/queries';
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
  const slugs = await content.query(catalogArticleSlugsQuery);
  const paths = [...PUBLIC_PATHS, ...slugs.map((slug) => `/catalog/${encodeURIComponent(slug)}`)];
  const urls = paths
    .map((path) => `  <url><loc>${escapeXml(origin + path)}</loc></url>`)
    .join('\n');
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
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
