import { defineField, defineType } from 'sanity';

import { orderRank } from './helpers';
import { templateEventFields } from './templateEventFields';

/**
 * A sample event of the template pages (title, date and time, location, image). 'Book A Seat'
 * opens /react-templates/edumim/event-single/<slug>. Ids follow `templateEvent.<n>`.
 */
export const templateEvent = defineType({
  name: 'templateEvent',
  title: 'Template event',
  type: 'document',
  fields: [
    ...templateEventFields,
    defineField({
      name: 'slug',
      title: 'Address',
      type: 'slug',
      description: 'The last part of the event page address.',
      options: { source: 'title', maxLength: 80 },
      validation: (rule) => rule.required(),
    }),
    orderRank('templateEvent'),
  ],
  orderings: [
    { title: 'Order', name: 'orderRankAsc', by: [{ field: 'orderRank', direction: 'asc' }] },
  ],
  preview: { select: { title: 'title', subtitle: 'dateText', media: 'img' } },
});
