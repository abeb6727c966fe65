import { defineField, defineType } from 'sanity';

import { hrefPattern } from './helpers';
import { localisedAltField, localisedField } from './localised';

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
    localisedField({ name: 'heading', title: 'Heading', kind: 'string', required: true, max: 80 }),
    localisedField({ name: 'body', title: 'Text', kind: 'text', required: true, max: 300 }),
    localisedField({
      name: 'ctaLabel',
      title: 'Button label',
      kind: 'string',
      required: true,
      max: 40,
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
      fields: [localisedAltField],
    }),
  ],
  preview: {
    select: { title: 'heading.0.value', enabled: 'enabled', media: 'image' },
    prepare: ({ title, enabled, media }) => ({
      title: title as string,
      subtitle: enabled ? 'Promo popup (shown)' : 'Promo popup (hidden)',
      media,
    }),
  },
});
