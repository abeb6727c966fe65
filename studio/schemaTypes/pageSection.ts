import { defineArrayMember, defineField, defineType } from 'sanity';

import { altField } from './helpers';

/** One block of a page: the site looks sections up by their `key`. */
export const pageSection = defineType({
  name: 'pageSection',
  title: 'Section',
  type: 'object',
  fields: [
    defineField({
      name: 'key',
      title: 'Key',
      type: 'string',
      description:
        'Tells the site which part of the page this is (e.g. "hero", "flexibleLearning", "mission"). Do not change the key of an existing section, or the site will no longer find it.',
      validation: (rule) =>
        rule
          .required()
          .regex(/^[a-z][a-zA-Z0-9]*$/, { name: 'camelCase key' })
          .max(40),
    }),
    defineField({
      name: 'eyebrow',
      title: 'Eyebrow',
      type: 'string',
      description: 'Optional short line shown above the heading.',
      validation: (rule) => rule.max(80),
    }),
    defineField({
      name: 'heading',
      title: 'Heading',
      type: 'string',
      validation: (rule) => rule.required().max(140),
    }),
    defineField({
      name: 'body',
      title: 'Text',
      type: 'text',
      rows: 5,
      description: 'Plain text. Blank lines separate paragraphs.',
    }),
    defineField({
      name: 'items',
      title: 'List items',
      type: 'array',
      description: 'Optional bullet points shown under the text.',
      of: [defineArrayMember({ type: 'string' })],
    }),
    defineField({
      name: 'image',
      title: 'Image',
      type: 'image',
      options: { hotspot: true },
      fields: [altField],
    }),
    defineField({
      name: 'ctas',
      title: 'Buttons',
      type: 'array',
      of: [defineArrayMember({ type: 'cta' })],
      validation: (rule) => rule.max(3),
    }),
  ],
  preview: {
    select: { key: 'key', heading: 'heading', media: 'image' },
    prepare: ({ key, heading, media }) => ({
      title: heading as string,
      subtitle: `Section: ${key as string}`,
      media,
    }),
  },
});
