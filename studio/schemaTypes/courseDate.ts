import { defineField, defineType, type ValidationContext } from 'sanity';

import { joinParts } from './helpers';
import { isScheduledDateText, MAX_SPOTS } from './sessionRules';

type CourseDateValue = { dateText?: string; startDate?: string; endDate?: string };

const siblings = (context: ValidationContext) => (context.parent ?? {}) as CourseDateValue;

/**
 * One session of a course: a class on given days at a place, with a number of seats. Its `_key`
 * in the course's `upcomingDates` array identifies the session (registrations keep it), so staff
 * edit an entry in place rather than delete it and add it again.
 */
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
      description:
        'Required once the date is scheduled (not "TBD"). Once this day has gone by, the session is past: it stays on the site, marked as past, and can no longer be booked. Also used to sort dates and for early-registration deadlines.',
      validation: (rule) =>
        rule.custom((value, context) =>
          !value && isScheduledDateText(siblings(context).dateText)
            ? 'Give the first day: the date is scheduled (not "TBD").'
            : true,
        ),
    }),
    defineField({
      name: 'endDate',
      title: 'Last day',
      type: 'date',
      description:
        'Required once the date is scheduled (not "TBD"). The same as the first day for a one-day class.',
      validation: (rule) =>
        rule.custom((value, context) => {
          const { dateText, startDate } = siblings(context);
          if (!value)
            return isScheduledDateText(dateText)
              ? 'Give the last day: the date is scheduled (not "TBD").'
              : true;
          // Both are YYYY-MM-DD, so comparing the texts compares the days.
          if (startDate && value < startDate) return 'The last day cannot be before the first day.';
          return true;
        }),
    }),
    defineField({
      name: 'spots',
      title: 'Spots',
      type: 'number',
      description: `The session's capacity: how many seats can be booked, from 0 to ${MAX_SPOTS}. Registrations are counted against it.`,
      initialValue: 6,
      validation: (rule) => [
        rule.required().error('Give the number of spots (0 if none can be booked).'),
        rule.integer().error('The number of spots must be a whole number.'),
        rule.min(0).max(MAX_SPOTS).error(`The number of spots must be between 0 and ${MAX_SPOTS}.`),
      ],
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
    select: {
      title: 'dateText',
      spots: 'spots',
      location: 'location',
      startDate: 'startDate',
      endDate: 'endDate',
    },
    prepare: ({ title, spots, location, startDate, endDate }) => ({
      title: title as string,
      subtitle: joinParts([
        typeof spots === 'number' ? `${spots} spots` : '',
        location,
        typeof startDate === 'string' && typeof endDate === 'string' && endDate !== startDate
          ? `${startDate} to ${endDate}`
          : startDate,
      ]),
    }),
  },
});
