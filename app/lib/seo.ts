import type { MetaDescriptor } from '@remix-run/node';

import type { Seo } from '~/content/queries';

/** Title and description tags for a page, from its content. */
export function seoMeta(seo: Seo | undefined): MetaDescriptor[] {
  if (!seo) return [];
  return [
    { title: seo.title },
    { name: 'description', content: seo.description },
    { property: 'og:title', content: seo.title },
    { property: 'og:description', content: seo.description },
    { property: 'og:type', content: 'website' },
  ];
}
