import { defineField, defineType } from 'sanity';

import { altField, orderRankField } from './helpers';

/** A faculty member on /about-us. Ids follow `faculty.<slug>`. */
export const faculty = defineType({
  name: 'faculty',
  title: 'Faculty member',
  type: 'document',
  fields: [
    defineField({
      name: 'name',
      title: 'Name',
      type: 'string',
      description: 'With the courtesy title, e.g. "Dr. Jane Doe".',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'title',
      title: 'Credentials and role',
      type: 'string',
      description: 'e.g. "DDS, Program Director".',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'image',
      title: 'Portrait',
      type: 'image',
      description: 'Square portrait, at least 600 × 600 pixels.',
      options: { hotspot: true },
      fields: [altField],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'bio',
      title: 'Short biography',
      type: 'text',
      rows: 4,
      validation: (rule) => rule.max(800),
    }),
    orderRankField,
  ],
  orderings: [
    { title: 'Order', name: 'orderRankAsc', by: [{ field: 'orderRank', direction: 'asc' }] },
  ],
  preview: {
    select: { title: 'name', subtitle: 'title', media: 'image' },
  },
});
