import { defineArrayMember, defineField, defineType } from 'sanity';

import { orderRank } from './helpers';
import { templateImageField } from './templateObjects';

/**
 * A sample instructor of the template pages (docs/product.md#template-pages: img, name with credentials, title), with
 * social links. Ids follow `templateInstructor.<slug>`.
 */
export const templateInstructor = defineType({
  name: 'templateInstructor',
  title: 'Template instructor',
  type: 'document',
  fields: [
    defineField({
      name: 'name',
      title: 'Name with credentials',
      type: 'string',
      description: 'e.g. "Dr. Ana Reyes, DDS".',
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      description: 'e.g. "Implant Surgeon".',
      validation: (rule) => rule.required().max(60),
    }),
    templateImageField('img', 'Portrait', 'Square portrait.'),
    defineField({
      name: 'bio',
      title: 'Short biography',
      type: 'text',
      rows: 4,
      validation: (rule) => rule.max(800),
    }),
    defineField({
      name: 'socials',
      title: 'Social links',
      type: 'array',
      of: [defineArrayMember({ type: 'templateSocialLink' })],
      validation: (rule) => rule.max(4),
    }),
    orderRank('templateInstructor'),
  ],
  orderings: [
    { title: 'Order', name: 'orderRankAsc', by: [{ field: 'orderRank', direction: 'asc' }] },
  ],
  preview: { select: { title: 'name', subtitle: 'title', media: 'img' } },
});
