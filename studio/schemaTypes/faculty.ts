import { defineField, defineType } from 'sanity';

import { orderRank } from './helpers';
import { localisedAltField, localisedField } from './localised';

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
    localisedField({
      name: 'title',
      title: 'Credentials and role',
      kind: 'string',
      required: true,
    }),
    defineField({
      name: 'image',
      title: 'Portrait',
      type: 'image',
      description: 'Square portrait, at least 600 × 600 pixels.',
      options: { hotspot: true },
      fields: [localisedAltField],
      validation: (rule) => rule.required(),
    }),
    localisedField({ name: 'bio', title: 'Short biography', kind: 'text' }),
    orderRank('faculty'),
  ],
  orderings: [
    { title: 'Order', name: 'orderRankAsc', by: [{ field: 'orderRank', direction: 'asc' }] },
  ],
  preview: {
    select: { title: 'name', subtitle: 'title.0.value', media: 'image' },
  },
});
