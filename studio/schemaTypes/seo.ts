import { defineField, defineType } from 'sanity';

/** Page title and meta description (`page.seo`, `siteSettings.defaultSeo`). */
export const seo = defineType({
  name: 'seo',
  title: 'SEO',
  type: 'object',
  description: 'What search engines and browser tabs show for this page.',
  fields: [
    defineField({
      name: 'title',
      title: 'Page title',
      type: 'string',
      description:
        'Shown in the browser tab and as the search result headline. Keep it under 60 characters.',
      validation: (rule) => [
        rule.required(),
        rule.max(60).warning('Search engines cut titles longer than 60 characters.'),
      ],
    }),
    defineField({
      name: 'description',
      title: 'Meta description',
      type: 'text',
      rows: 3,
      description:
        'One or two sentences shown under the title in search results. Keep it under 160 characters.',
      validation: (rule) => [
        rule.required(),
        rule.max(160).warning('Search engines cut descriptions longer than 160 characters.'),
      ],
    }),
  ],
});
