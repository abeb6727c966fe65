import type { MetaDescriptor } from '@remix-run/node';

import { TEMPLATE_PAGES, type TemplatePageKey } from './pages';

/** Title, description and `noindex` of a template page: sample pages stay out of search engines. */
export function templateMeta(key: TemplatePageKey, heading?: string): MetaDescriptor[] {
  const page = TEMPLATE_PAGES[key];
  const title = `${heading ?? page.label} | Edumim template`;
  return [
    { title },
    { name: 'description', content: page.description },
    { name: 'robots', content: 'noindex' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: page.description },
  ];
}
