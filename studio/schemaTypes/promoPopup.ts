import { defineField, defineType } from 'sanity';

import { altField, hrefPattern } from './helpers';

/** Singleton (`_id: "promoPopup"`): the dismissible popup shown when /courses loads. */
export const promoPopup = defineType({
  name: 'promoPopup',
  title: 'Promo popup',
  type: 'document',
  fields: [
    defineField({
      name: 'enabled',
      title: 'Show the popup',
      type: 'boolean',
      description: 'Turn off to stop showing the popup on /courses.',
      initialValue: true,
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'heading',
      title: 'Heading',
      type: 'string',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: 'body',
      title: 'Text',
      type: 'text',
      rows: 3,
      validation: (rule) => rule.required().max(300),
    }),
    defineField({
      name: 'ctaLabel',
      title: 'Button label',
      type: 'string',
      validation: (rule) => rule.required().max(40),
    }),
    defineField({
      name: 'ctaHref',
      title: 'Button link',
      type: 'string',
      description: 'Usually "/courses".',
      initialValue: '/courses',
      validation: (rule) => rule.required().regex(hrefPattern, { name: 'link' }),
    }),
    defineField({
      name: 'image',
      title: 'Image',
      type: 'image',
      options: { hotspot: true },
      fields: [altField],
    }),
  ],
  preview: {
    select: { title: 'heading', enabled: 'enabled', media: 'image' },
    prepare: ({ title, enabled, media }) => ({
      title: title as string,
      subtitle: enabled ? 'Promo popup (shown)' : 'Promo popup (hidden)',
      media,
    }),
  },
});
