import type { MetaDescriptor } from '@remix-run/node';

import type { Seo } from './queries';
import { stegaClean } from './stega';

/** Title and description tags for a page, from its content; never with a preview's stega. */
export function seoMeta(seo: Seo | undefined): MetaDescriptor[] {
  if (!seo) return [];
  const title = seo.title && stegaClean(seo.title);
  const description = seo.description && stegaClean(seo.description);
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:type', content: 'website' },
  ];
}
