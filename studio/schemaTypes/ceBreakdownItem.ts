import { defineField, defineType } from 'sanity';

import { localisedField } from './localised';

/** CE hours of one part of a course, e.g. "Day 1": 8. */
export const ceBreakdownItem = defineType({
  name: 'ceBreakdownItem',
  title: 'CE hours part',
  type: 'object',
  fields: [
    localisedField({
      name: 'label',
      title: 'Part',
      kind: 'string',
      description: 'e.g. "Day 1" or "Days 3-6".',
      required: true,
    }),
    defineField({
      name: 'ceHours',
      title: 'CE hours',
      type: 'number',
      validation: (rule) => rule.required().positive(),
    }),
    defineField({
      name: 'days',
      title: 'Days',
      type: 'number',
      description:
        'How many days of the session this part covers (e.g. 4 for "Days 3-6"); 1 when empty. Attendance is marked per day, and each day earns its share of the hours.',
      validation: (rule) => rule.integer().min(1).max(30),
    }),
  ],
  preview: {
    select: { title: 'label.0.value', ceHours: 'ceHours' },
    prepare: ({ title, ceHours }) => ({
      title: title as string,
      subtitle: `${String(ceHours)} CE`,
    }),
  },
});
