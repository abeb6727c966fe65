import { defineArrayMember, defineField, defineType } from 'sanity';

import { templateEventFields } from './templateEventFields';

/**
 * Singleton (`_id: "templateEventSingle"`): the event detail sample of
 * /react-templates/edumim/event-single: countdown, details, special guests, 'Book A Seat'. The
 * listed events open the same page with their own title, date, place and picture, and these
 * details and guests.
 */
export const templateEventSingle = defineType({
  name: 'templateEventSingle',
  title: 'Template event detail',
  type: 'document',
  fields: [
    ...templateEventFields,
    defineField({
      name: 'details',
      title: 'Details',
      type: 'text',
      rows: 8,
      description: 'Paragraphs separated by an empty line.',
      validation: (rule) => rule.required().max(2000),
    }),
    defineField({
      name: 'highlights',
      title: 'What you will learn',
      type: 'array',
      of: [defineArrayMember({ type: 'string' })],
      validation: (rule) => rule.max(8),
    }),
    defineField({
      name: 'guests',
      title: 'Special guests',
      type: 'array',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'templateInstructor' }] })],
      validation: (rule) => rule.required().min(1).max(8).unique(),
    }),
    defineField({
      name: 'cta',
      title: 'Button',
      type: 'templateLink',
      description: "'Book A Seat' in the sample.",
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {
    select: { title: 'title', subtitle: 'dateText', media: 'img' },
  },
});
