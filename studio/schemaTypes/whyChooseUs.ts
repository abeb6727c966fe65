import { defineType } from 'sanity';

import { localisedField } from './localised';

/** Singleton (`_id: "whyChooseUs"`): the two-column comparison on /courses. */
export const whyChooseUs = defineType({
  name: 'whyChooseUs',
  title: 'Why choose us',
  type: 'document',
  fields: [
    localisedField({ name: 'heading', title: 'Heading', kind: 'string', required: true }),
    localisedField({
      name: 'oursHeading',
      title: 'Our column: heading',
      kind: 'string',
      required: true,
    }),
    localisedField({
      name: 'ours',
      title: 'Our column: points',
      kind: 'stringList',
      required: true,
      length: 5,
    }),
    localisedField({
      name: 'othersHeading',
      title: 'Other programs: heading',
      kind: 'string',
      required: true,
    }),
    localisedField({
      name: 'others',
      title: 'Other programs: points',
      kind: 'stringList',
      required: true,
      length: 5,
    }),
  ],
  preview: {
    select: { title: 'heading.0.value' },
    prepare: ({ title }) => ({ title: title as string, subtitle: 'Why choose us' }),
  },
});
