import { defineField, defineType } from 'sanity';

import { formatUsd, joinParts, orderRank } from './helpers';
import { templateImageField } from './templateObjects';

/**
 * One of the four sample modules of the template pages (docs/product.md#template-pages: Basic Dental Implantology I and
 * II, Advanced Dental Implantology I and II, $7,500, rating 4.5, 40h basic, 50h advanced).
 * Ids follow `templateModule.<slug>`.
 */
export const templateModule = defineType({
  name: 'templateModule',
  title: 'Template sample module',
  type: 'document',
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      validation: (rule) => rule.required().max(90),
    }),
    defineField({
      name: 'level',
      title: 'Level',
      type: 'string',
      options: {
        list: [
          { title: 'Basic', value: 'basic' },
          { title: 'Advanced', value: 'advanced' },
        ],
        layout: 'radio',
        direction: 'horizontal',
      },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'price',
      title: 'Price (whole US dollars)',
      type: 'number',
      validation: (rule) => rule.required().integer().positive(),
    }),
    defineField({
      name: 'rating',
      title: 'Rating',
      type: 'number',
      description: 'Out of 5, e.g. 4.5.',
      validation: (rule) => rule.required().min(0).max(5).precision(1),
    }),
    defineField({
      name: 'hours',
      title: 'Hours',
      type: 'number',
      validation: (rule) => rule.required().integer().positive(),
    }),
    defineField({
      name: 'lessons',
      title: 'Lessons',
      type: 'number',
      validation: (rule) => rule.required().integer().min(1),
    }),
    templateImageField('img', 'Image'),
    defineField({
      name: 'summary',
      title: 'Summary',
      type: 'text',
      rows: 4,
      validation: (rule) => rule.required().max(600),
    }),
    orderRank('templateModule'),
  ],
  orderings: [
    { title: 'Order', name: 'orderRankAsc', by: [{ field: 'orderRank', direction: 'asc' }] },
  ],
  preview: {
    select: { title: 'title', price: 'price', hours: 'hours', media: 'img' },
    prepare: ({ title, price, hours, media }) => ({
      title: title as string,
      subtitle: joinParts([formatUsd(price), typeof hours === 'number' ? `${hours}h` : '']),
      media,
    }),
  },
});
