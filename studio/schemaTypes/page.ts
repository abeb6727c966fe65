import { defineArrayMember, defineField, defineType } from 'sanity';

/** The pages of the site, looked up by `key`. Ids follow `page.<key>`. */
export const PAGE_KEYS = [
  'home',
  'about-us',
  'courses',
  'catalog',
  'testimonials',
  'register',
  'login',
  'create-account',
  'forgot-password',
  'account',
  'contact',
  'thankyou',
  'middle-east-africa',
  'not-found',
] as const;

export const page = defineType({
  name: 'page',
  title: 'Page',
  type: 'document',
  fields: [
    defineField({
      name: 'key',
      title: 'Page key',
      type: 'slug',
      description: `Which page of the site this is. One of: ${PAGE_KEYS.join(', ')}. Do not change it.`,
      validation: (rule) =>
        rule.required().custom((value) => {
          const current = value?.current;
          if (!current) return true;
          return (PAGE_KEYS as readonly string[]).includes(current)
            ? true
            : `The site has no page "${current}". Use one of: ${PAGE_KEYS.join(', ')}.`;
        }),
    }),
    defineField({
      name: 'seo',
      title: 'SEO',
      type: 'seo',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'sections',
      title: 'Sections',
      type: 'array',
      description:
        'The text blocks of the page. The site finds each one by its key, so the order here does not move them on the page.',
      of: [defineArrayMember({ type: 'pageSection' })],
      validation: (rule) =>
        rule.custom((sections) => {
          if (!Array.isArray(sections)) return true;
          const seen = new Set<string>();
          for (const section of sections as { key?: string }[]) {
            if (!section.key) continue;
            if (seen.has(section.key)) return `Two sections use the key "${section.key}".`;
            seen.add(section.key);
          }
          return true;
        }),
    }),
  ],
  orderings: [
    { title: 'Page key', name: 'keyAsc', by: [{ field: 'key.current', direction: 'asc' }] },
  ],
  preview: {
    select: { key: 'key.current', title: 'seo.title.0.value' },
    prepare: ({ key, title }) => ({
      title: `/${key === 'home' ? '' : (key as string)}`,
      subtitle: `${key as string} · ${title as string}`,
    }),
  },
});
