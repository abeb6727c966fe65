import { defineArrayMember, defineField, defineType } from 'sanity';

/** Singleton (`_id: "whyChooseUs"`): the two-column comparison on /courses. */
export const whyChooseUs = defineType({
  name: 'whyChooseUs',
  title: 'Why choose us',
  type: 'document',
  fields: [
    defineField({
      name: 'heading',
      title: 'Heading',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'oursHeading',
      title: 'Our column: heading',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'ours',
      title: 'Our column: points',
      type: 'array',
      description:
        'Exactly five points; each lines up with the point at the same position on the other side.',
      of: [defineArrayMember({ type: 'string' })],
      validation: (rule) => rule.required().length(5),
    }),
    defineField({
      name: 'othersHeading',
      title: 'Other programs: heading',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'others',
      title: 'Other programs: points',
      type: 'array',
      description: 'Exactly five points.',
      of: [defineArrayMember({ type: 'string' })],
      validation: (rule) => rule.required().length(5),
    }),
  ],
  preview: {
    select: { title: 'heading' },
    prepare: ({ title }) => ({ title: title as string, subtitle: 'Why choose us' }),
  },
});
