import { defineArrayMember, defineField, defineType } from 'sanity';

import { orderRank } from './helpers';
import { templateImageField } from './templateObjects';

/** The categories of the template course filter (besides "see all"). */
export const TEMPLATE_COURSE_CATEGORIES = ['marketing', 'design', 'finance'] as const;

/**
 * A sample course card of the template pages (docs/product.md#template-pages: id, post, title, price, img, ratings,
 * time, lesson). The `id` of docs/product.md is the list of filter categories the course belongs to: the filter
 * shows a course when that list contains the chosen category. Ids follow `templateCourse.<n>`.
 */
export const templateCourse = defineType({
  name: 'templateCourse',
  title: 'Template sample course',
  type: 'document',
  fields: [
    defineField({
      name: 'categories',
      title: 'Filter categories',
      type: 'array',
      description:
        'The course is shown under each category ticked here (and under "See all"). docs/product.md calls this the course id.',
      of: [defineArrayMember({ type: 'string' })],
      options: { list: [...TEMPLATE_COURSE_CATEGORIES], layout: 'grid' },
      validation: (rule) => rule.required().min(1).unique(),
    }),
    defineField({
      name: 'post',
      title: 'Category label',
      type: 'string',
      description: 'The tag on the card, e.g. "Marketing".',
      validation: (rule) => rule.required().max(30),
    }),
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      validation: (rule) => rule.required().max(90),
    }),
    defineField({
      name: 'price',
      title: 'Price (US dollars)',
      type: 'number',
      description: 'Cents allowed, e.g. 29.28. 0 shows "Free".',
      validation: (rule) => rule.required().min(0).precision(2),
    }),
    templateImageField('img', 'Image'),
    defineField({
      name: 'ratings',
      title: 'Rating',
      type: 'number',
      description: 'Out of 5, e.g. 4.8.',
      validation: (rule) => rule.required().min(0).max(5).precision(1),
    }),
    defineField({
      name: 'time',
      title: 'Duration as shown',
      type: 'string',
      description: 'e.g. "4h 30m".',
      validation: (rule) => rule.required().max(20),
    }),
    defineField({
      name: 'lesson',
      title: 'Lessons',
      type: 'number',
      validation: (rule) => rule.required().integer().min(1),
    }),
    orderRank('templateCourse'),
  ],
  orderings: [
    { title: 'Order', name: 'orderRankAsc', by: [{ field: 'orderRank', direction: 'asc' }] },
  ],
  preview: { select: { title: 'title', subtitle: 'post', media: 'img' } },
});
