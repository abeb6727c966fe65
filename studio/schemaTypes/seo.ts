import { defineType } from 'sanity';

import { localisedField } from './localised';

/** Page title and meta description (`page.seo`, `siteSettings.defaultSeo`). */
export const seo = defineType({
  name: 'seo',
  title: 'SEO',
  type: 'object',
  description: 'What search engines and browser tabs show for this page.',
  fields: [
    localisedField({
      name: 'title',
      title: 'Page title',
      kind: 'string',
      description:
        'Shown in the browser tab and as the search result headline. Keep it under 60 characters.',
      required: true,
      max: 60,
      maxIsWarning: true,
    }),
    localisedField({
      name: 'description',
      title: 'Meta description',
      kind: 'text',
      description:
        'One or two sentences shown under the title in search results. Keep it under 160 characters.',
      required: true,
      max: 160,
      maxIsWarning: true,
    }),
  ],
});
