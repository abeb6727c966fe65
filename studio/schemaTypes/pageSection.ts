import { defineArrayMember, defineField, defineType } from 'sanity';

import { localisedAltField, localisedField } from './localised';

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
    localisedField({
      name: 'eyebrow',
      title: 'Eyebrow',
      kind: 'string',
      description: 'Optional short line shown above the heading.',
      max: 80,
    }),
    localisedField({ name: 'heading', title: 'Heading', kind: 'string', required: true, max: 140 }),
    localisedField({
      name: 'body',
      title: 'Text',
      kind: 'text',
      description: 'Plain text. Blank lines separate paragraphs.',
    }),
    localisedField({
      name: 'items',
      title: 'List items',
      kind: 'stringList',
      description: 'Optional bullet points shown under the text.',
    }),
    defineField({
      name: 'image',
      title: 'Image',
      type: 'image',
      options: { hotspot: true },
      fields: [localisedAltField],
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
    select: { key: 'key', heading: 'heading.0.value', media: 'image' },
    prepare: ({ key, heading, media }) => ({
      title: heading as string,
      subtitle: `Section: ${key as string}`,
      media,
    }),
  },
});
