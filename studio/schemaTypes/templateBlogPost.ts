import { defineField, defineType } from 'sanity';

import { orderRank } from './helpers';
import { templateImageField } from './templateObjects';

/**
 * A sample blog article of the template pages (docs/product.md#template-pages: img, title), with what the blog pages
 * show around it. The first in order is the single-blog sample. Ids follow `templateBlogPost.<n>`.
 */
export const templateBlogPost = defineType({
  name: 'templateBlogPost',
  title: 'Template blog article',
  type: 'document',
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      validation: (rule) => rule.required().max(90),
    }),
    templateImageField('img', 'Image'),
    defineField({
      name: 'date',
      title: 'Date',
      type: 'date',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'author',
      title: 'Author',
      type: 'string',
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: 'excerpt',
      title: 'Excerpt',
      type: 'text',
      rows: 3,
      validation: (rule) => rule.required().max(300),
    }),
    defineField({
      name: 'body',
      title: 'Article',
      type: 'text',
      rows: 10,
      description: 'Paragraphs separated by an empty line.',
      validation: (rule) => rule.required().max(4000),
    }),
    orderRank('templateBlogPost'),
  ],
  orderings: [
    { title: 'Order', name: 'orderRankAsc', by: [{ field: 'orderRank', direction: 'asc' }] },
  ],
  preview: { select: { title: 'title', subtitle: 'date', media: 'img' } },
});
