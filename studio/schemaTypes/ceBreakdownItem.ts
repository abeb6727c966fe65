import { defineField, defineType } from 'sanity';

/** CE hours of one part of a course, e.g. "Day 1": 8. */
export const ceBreakdownItem = defineType({
  name: 'ceBreakdownItem',
  title: 'CE hours part',
  type: 'object',
  fields: [
    defineField({
      name: 'label',
      title: 'Part',
      type: 'string',
      description: 'e.g. "Day 1" or "Days 3-6".',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'ceHours',
      title: 'CE hours',
      type: 'number',
      validation: (rule) => rule.required().positive(),
    }),
  ],
  preview: {
    select: { title: 'label', ceHours: 'ceHours' },
    prepare: ({ title, ceHours }) => ({
      title: title as string,
      subtitle: `${String(ceHours)} CE`,
    }),
  },
});
