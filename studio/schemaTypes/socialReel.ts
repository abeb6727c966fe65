import { defineField, defineType } from 'sanity';

import { orderRank } from './helpers';
import { localisedField } from './localised';

/** An embedded Instagram reel on /testimonials. Ids follow `socialReel.<n>`. */
export const socialReel = defineType({
  name: 'socialReel',
  title: 'Social reel',
  type: 'document',
  description:
    'Instagram reels embedded on /testimonials. The page shows at most two: the first two of the Social reels list (drag to reorder).',
  fields: [
    localisedField({ name: 'title', title: 'Title', kind: 'string', required: true }),
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
    orderRank('socialReel'),
  ],
  orderings: [
    { title: 'Order', name: 'orderRankAsc', by: [{ field: 'orderRank', direction: 'asc' }] },
  ],
  preview: {
    select: { title: 'title.0.value', subtitle: 'url' },
  },
});
