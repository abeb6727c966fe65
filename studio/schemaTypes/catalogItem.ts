import { defineField, defineType } from 'sanity';

import { orderRank } from './helpers';
import { localisedAltField, localisedField } from './localised';

type CatalogDoc = { kind?: string } | undefined;
const kindOf = (document: unknown): string | undefined => (document as CatalogDoc)?.kind;

/** A video (or article) of /catalog. Ids follow `catalogItem.<slug>`. */
export const catalogItem = defineType({
  name: 'catalogItem',
  title: 'Catalog item',
  type: 'document',
  description:
    '/catalog shows the videos in a two-column grid, in the order of the Catalog list (drag to reorder).',
  fields: [
    defineField({
      name: 'kind',
      title: 'Kind',
      type: 'string',
      options: {
        list: [
          { title: 'Video', value: 'video' },
          { title: 'Article', value: 'article' },
        ],
        layout: 'radio',
        direction: 'horizontal',
      },
      initialValue: 'video',
      validation: (rule) => rule.required(),
    }),
    localisedField({ name: 'title', title: 'Title', kind: 'string', required: true, max: 120 }),
    defineField({
      name: 'videoId',
      title: 'YouTube video id',
      type: 'string',
      description:
        'The 11 characters after "watch?v=" in the YouTube address (e.g. https://www.youtube.com/watch?v=AbCdEfGhIjK → AbCdEfGhIjK).',
      hidden: ({ document }) => kindOf(document) === 'article',
      validation: (rule) =>
        rule
          .regex(/^[A-Za-z0-9_-]{11}$/, { name: 'YouTube id' })
          .custom((value, context) =>
            kindOf(context.document) === 'video' && !value ? 'Videos need a YouTube id.' : true,
          ),
    }),
    defineField({
      name: 'thumbnail',
      title: 'Thumbnail',
      type: 'image',
      description: '16:9 image shown before the video plays.',
      options: { hotspot: true },
      fields: [localisedAltField],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'slug',
      title: 'Address',
      type: 'slug',
      description: 'Articles only: the article lives at /catalog/<address>.',
      options: { source: 'title', maxLength: 96 },
      hidden: ({ document }) => kindOf(document) !== 'article',
      validation: (rule) =>
        rule.custom((value, context) =>
          kindOf(context.document) === 'article' && !value?.current
            ? 'Articles need an address.'
            : true,
        ),
    }),
    localisedField({
      name: 'excerpt',
      title: 'Excerpt',
      kind: 'text',
      max: 300,
      hidden: ({ document }) => kindOf(document) !== 'article',
    }),
    localisedField({
      name: 'content',
      title: 'Article text',
      kind: 'articleText',
      hidden: ({ document }) => kindOf(document) !== 'article',
    }),
    orderRank('catalogItem'),
  ],
  orderings: [
    { title: 'Order', name: 'orderRankAsc', by: [{ field: 'orderRank', direction: 'asc' }] },
  ],
  preview: {
    select: { title: 'title.0.value', kind: 'kind', videoId: 'videoId', media: 'thumbnail' },
    prepare: ({ title, kind, videoId, media }) => ({
      title: title as string,
      subtitle: kind === 'video' ? `Video · ${videoId as string}` : 'Article',
      media,
    }),
  },
});
