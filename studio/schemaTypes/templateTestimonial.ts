import { defineField, defineType } from 'sanity';

import { orderRank } from './helpers';

/**
 * A sample testimonial of the template slider (docs/product.md#template-pages: quote, author, role, text).
 * Ids follow `templateTestimonial.<n>`.
 */
export const templateTestimonial = defineType({
  name: 'templateTestimonial',
  title: 'Template testimonial',
  type: 'document',
  fields: [
    defineField({
      name: 'quote',
      title: 'Quote',
      type: 'string',
      description: 'The short headline of the review, e.g. "The best course I have taken".',
      validation: (rule) => rule.required().max(90),
    }),
    defineField({
      name: 'text',
      title: 'Text',
      type: 'text',
      rows: 4,
      validation: (rule) => rule.required().max(600),
    }),
    defineField({
      name: 'author',
      title: 'Author',
      type: 'string',
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: 'role',
      title: 'Role',
      type: 'string',
      validation: (rule) => rule.required().max(60),
    }),
    orderRank('templateTestimonial'),
  ],
  orderings: [
    { title: 'Order', name: 'orderRankAsc', by: [{ field: 'orderRank', direction: 'asc' }] },
  ],
  preview: { select: { title: 'author', subtitle: 'quote' } },
});
