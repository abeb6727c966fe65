import { defineField, defineType } from 'sanity';

import { orderRankField } from './helpers';

/** A written graduate quote on /testimonials. Ids follow `testimonial.<n>`. */
export const testimonial = defineType({
  name: 'testimonial',
  title: 'Testimonial',
  type: 'document',
  description: 'The page shows five quotes.',
  fields: [
    defineField({
      name: 'text',
      title: 'Quote',
      type: 'text',
      rows: 4,
      description: 'The graduate’s words, without quotation marks.',
      validation: (rule) => rule.required().max(1000),
    }),
    defineField({
      name: 'author',
      title: 'Author',
      type: 'string',
      description: 'e.g. "Dr. Sam Lee, General Dentist, Irvine CA".',
      validation: (rule) => rule.required(),
    }),
    orderRankField,
  ],
  orderings: [
    { title: 'Order', name: 'orderRankAsc', by: [{ field: 'orderRank', direction: 'asc' }] },
  ],
  preview: {
    select: { title: 'author', subtitle: 'text' },
  },
});
