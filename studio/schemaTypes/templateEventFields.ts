import { defineField } from 'sanity';

import { templateImageField } from './templateObjects';

/** The fields an event and the event-single sample share: what, when, where, picture. */
export const templateEventFields = [
  defineField({
    name: 'title',
    title: 'Title',
    type: 'string',
    validation: (rule) => rule.required().max(90),
  }),
  defineField({
    name: 'dateText',
    title: 'Date and time as shown',
    type: 'string',
    description:
      'Exactly as visitors see it, e.g. "Thu, Oct 5, 2023 03:48 PM". Keep it in step with "Starts at".',
    validation: (rule) => rule.required().max(60),
  }),
  defineField({
    name: 'startsAt',
    title: 'Starts at',
    type: 'datetime',
    description:
      'The moment the countdown counts down to. Once it has passed the page shows EXPIRED.',
    validation: (rule) => rule.required(),
  }),
  defineField({
    name: 'location',
    title: 'Location',
    type: 'string',
    validation: (rule) => rule.required().max(80),
  }),
  templateImageField('img', 'Image'),
];
