import { defineField, defineType } from 'sanity';

/** One upcoming class of a course. */
export const courseDate = defineType({
  name: 'courseDate',
  title: 'Course date',
  type: 'object',
  fields: [
    defineField({
      name: 'dateText',
      title: 'Date as shown',
      type: 'string',
      description:
        'Exactly as visitors see it, e.g. "Sept 12-14, 2025", or "TBD" while not scheduled. Also passed to the registration page.',
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: 'startDate',
      title: 'First day',
      type: 'date',
      description: 'Optional. Used to sort dates and to work out early-registration deadlines.',
    }),
    defineField({
      name: 'spots',
      title: 'Spots',
      type: 'number',
      description: 'Number of seats shown as available.',
      initialValue: 6,
      validation: (rule) => rule.required().integer().min(0),
    }),
    defineField({
      name: 'location',
      title: 'Location',
      type: 'string',
      initialValue: 'Beverly Hills, CA',
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {
    select: { title: 'dateText', spots: 'spots', location: 'location' },
    prepare: ({ title, spots, location }) => ({
      title: title as string,
      subtitle: `${String(spots)} spots · ${location as string}`,
    }),
  },
});
