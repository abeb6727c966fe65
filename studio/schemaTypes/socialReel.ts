import { defineField, defineType } from 'sanity';

import { orderRankField } from './helpers';

/** An embedded Instagram reel on /testimonials. Ids follow `socialReel.<n>`. */
export const socialReel = defineType({
  name: 'socialReel',
  title: 'Social reel',
  type: 'document',
  description:
    'Instagram reels embedded on /testimonials. The page shows at most two: the two with the lowest order numbers.',
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      description: 'For staff and screen readers; not shown on the page.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'url',
      title: 'Reel link',
      type: 'url',
      description: 'The reel’s address, e.g. https://www.instagram.com/reel/ABC123xyz/',
      validation: (rule) =>
        rule
          .required()
          .uri({ scheme: ['https'] })
          .custom((value) =>
            typeof value === 'string' && !/^https:\/\/(www\.)?instagram\.com\//.test(value)
              ? 'Use an instagram.com link.'
              : true,
          ),
    }),
    orderRankField,
  ],
  orderings: [
    { title: 'Order', name: 'orderRankAsc', by: [{ field: 'orderRank', direction: 'asc' }] },
  ],
  preview: {
    select: { title: 'title', subtitle: 'url' },
  },
});
