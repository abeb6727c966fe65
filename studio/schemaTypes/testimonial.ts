import { defineField, defineType } from 'sanity';

import { orderRank } from './helpers';
import { localisedField } from './localised';

/** A written graduate quote on /testimonials. Ids follow `testimonial.<n>`. */
export const testimonial = defineType({
  name: 'testimonial',
  title: 'Testimonial',
  type: 'document',
  description: 'The page shows five quotes.',
  fields: [
    localisedField({
      name: 'text',
      title: 'Quote',
      kind: 'text',
      description: 'The quote as the graduate wrote it; add a translation when one exists.',
      required: true,
      max: 1000,
    }),
    defineField({
      name: 'author',
      title: 'Author',
      type: 'string',
      description: 'e.g. "Dr. Sam Lee, General Dentist, Irvine CA".',
      validation: (rule) => rule.required(),
    }),
    orderRank('testimonial'),
  ],
  orderings: [
    { title: 'Order', name: 'orderRankAsc', by: [{ field: 'orderRank', direction: 'asc' }] },
  ],
  preview: {
    select: { title: 'author', subtitle: 'text.0.value' },
  },
});
