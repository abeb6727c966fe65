import { defineArrayMember, defineField, defineType } from 'sanity';

import { CourseIdInput } from '../components/CourseIdInput';
import { courseIdReadOnly, courseIdRule } from './courseIdRules';
import { COURSE_IDS } from './courseIds';
import { formatUsd, joinParts, orderRank } from './helpers';
import { localisedAltField, localisedField } from './localised';

/** Lecture plus participation hours make the CE hours (when either is given). */
function ceSplitRule(_value: unknown, context: { document?: unknown }): true | string {
  const document = context.document as
    { ceHours?: unknown; ceLectureHours?: unknown; ceParticipationHours?: unknown } | undefined;
  const lecture = document?.ceLectureHours;
  const participation = document?.ceParticipationHours;
  if (typeof lecture !== 'number' && typeof participation !== 'number') return true;
  const sum =
    (typeof lecture === 'number' ? lecture : 0) +
    (typeof participation === 'number' ? participation : 0);
  const total = document?.ceHours;
  if (typeof total !== 'number' || Math.abs(sum - total) < 0.05) return true;
  return `Lecture and participation hours add up to ${sum}, not the ${total} CE hours.`;
}

/** One of the four online lecture modules or two clinical bootcamps. Ids follow `course.<courseId>`. */
export const course = defineType({
  name: 'course',
  title: 'Course',
  type: 'document',
  groups: [
    { name: 'basics', title: 'Basics', default: true },
    { name: 'prices', title: 'Prices' },
    { name: 'dates', title: 'Dates' },
    { name: 'content', title: 'Content' },
    { name: 'ce', title: 'CE credits' },
  ],
  fields: [
    defineField({
      name: 'courseId',
      title: 'Course id',
      type: 'string',
      group: 'basics',
      description:
        'Fixed id used by registration, payments and student accounts: module1 to module4, clinical1 or clinical2. Each belongs to one course; it cannot change once the course is published.',
      // The list also gives `courseId` its union type in app/content/sanity.types.ts; Sanity's
      // validation refuses any value outside it.
      options: { list: [...COURSE_IDS], layout: 'radio', direction: 'horizontal' },
      readOnly: courseIdReadOnly,
      components: { input: CourseIdInput },
      validation: (rule) => rule.required().custom(courseIdRule),
    }),
    localisedField({
      name: 'shortName',
      title: 'Short name',
      kind: 'string',
      description: 'e.g. "Module 1" or "Clinical 2".',
      group: 'basics',
      required: true,
      max: 20,
    }),
    localisedField({
      name: 'title',
      title: 'Title',
      kind: 'string',
      description: 'e.g. "Basic Dental Implantology".',
      group: 'basics',
      required: true,
      max: 100,
    }),
    localisedField({
      name: 'displayName',
      title: 'Name on receipts and in the account',
      kind: 'string',
      description:
        'Full name used in payment summaries, transaction history and the account page, e.g. "Basic Dental Implantology (Online, 24 CE Hours)".',
      group: 'basics',
      required: true,
      max: 120,
    }),
    defineField({
      name: 'format',
      title: 'Format',
      type: 'string',
      group: 'basics',
      options: {
        list: [
          { title: 'Online lecture module', value: 'online' },
          { title: 'Clinical (Beverly Hills)', value: 'clinical' },
        ],
        layout: 'radio',
      },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'ceHours',
      title: 'CE hours',
      type: 'number',
      group: 'basics',
      description: 'Continuing-education hours shown on the course page.',
      validation: (rule) => rule.required().positive(),
    }),
    defineField({
      name: 'registrationPrice',
      title: 'Registration price (USD)',
      type: 'number',
      group: 'prices',
      description:
        'What the registration page charges for this course, in whole dollars (e.g. 2850). Payments are computed from this number.',
      validation: (rule) => rule.required().positive().integer(),
    }),
    defineField({
      name: 'individualPrice',
      title: 'Individual price (USD)',
      type: 'number',
      group: 'prices',
      description: 'Regular price shown on the course page, in whole dollars.',
      validation: (rule) => rule.positive().integer(),
    }),
    defineField({
      name: 'earlyPrice',
      title: 'Early-registration price (USD)',
      type: 'number',
      group: 'prices',
      description: 'Optional lower price for registering early, shown on the course page.',
      validation: (rule) =>
        rule
          .positive()
          .integer()
          .custom((value, context) => {
            const individual = (context.document as { individualPrice?: unknown } | undefined)
              ?.individualPrice;
            if (
              typeof value === 'number' &&
              typeof individual === 'number' &&
              value >= individual
            ) {
              return 'The early price should be lower than the individual price.';
            }
            return true;
          }),
    }),
    defineField({
      name: 'earlyLeadTime',
      title: 'Early registration: at least this long before class',
      type: 'object',
      group: 'prices',
      description:
        'e.g. 2 weeks for Module 1, 1 month for the others. Leave empty when there is no early price.',
      options: { columns: 2 },
      fields: [
        defineField({
          name: 'amount',
          title: 'Amount',
          type: 'number',
          validation: (rule) => rule.required().integer().positive(),
        }),
        defineField({
          name: 'unit',
          title: 'Unit',
          type: 'string',
          options: {
            list: [
              { title: 'Weeks', value: 'week' },
              { title: 'Months', value: 'month' },
            ],
            layout: 'radio',
            direction: 'horizontal',
          },
          validation: (rule) => rule.required(),
        }),
      ],
      validation: (rule) =>
        rule.custom((value, context) => {
          const early = (context.document as { earlyPrice?: unknown } | undefined)?.earlyPrice;
          if (typeof early === 'number' && !value)
            return 'Say how early visitors must register for the early price.';
          return true;
        }),
    }),
    defineField({
      name: 'upcomingDates',
      title: 'Upcoming dates',
      type: 'array',
      group: 'dates',
      description:
        'The sessions of this course, in date order; each can be registered for. Use "TBD" as the date text while a class is not scheduled. A session whose first day has passed stays on the site, marked as past, until you remove it. Edit a date in place rather than delete and re-add it: registrations refer to it.',
      of: [defineArrayMember({ type: 'courseDate' })],
    }),
    localisedField({
      name: 'summary',
      title: 'Summary',
      kind: 'text',
      description: 'A short introduction shown at the top of the course panel.',
      group: 'content',
      required: true,
      max: 600,
    }),
    localisedField({
      name: 'syllabus',
      title: 'Syllabus',
      kind: 'stringList',
      description: 'One topic per line.',
      group: 'content',
    }),
    defineField({
      name: 'ceBreakdown',
      title: 'CE hours by day',
      type: 'array',
      group: 'content',
      description: 'Optional, e.g. "Day 1": 8, "Day 2": 8, "Days 3-6": 32.',
      of: [defineArrayMember({ type: 'ceBreakdownItem' })],
    }),
    defineField({
      name: 'ceLectureHours',
      title: 'Lecture CE hours',
      type: 'number',
      group: 'ce',
      description:
        'Of the CE hours, those earned in lectures. With the participation hours they add up to the CE hours; certificates print both.',
      validation: (rule) => rule.min(0).custom(ceSplitRule),
    }),
    defineField({
      name: 'ceParticipationHours',
      title: 'Participation (hands-on) CE hours',
      type: 'number',
      group: 'ce',
      description: 'Of the CE hours, those earned hands-on (clinical participation).',
      validation: (rule) => rule.min(0).custom(ceSplitRule),
    }),
    defineField({
      name: 'instructors',
      title: 'Instructors',
      type: 'array',
      group: 'ce',
      description: 'Who teaches the course: printed on CE certificates and rosters.',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'faculty' }] })],
      validation: (rule) => rule.unique(),
    }),
    defineField({
      name: 'agdSubjects',
      title: 'AGD subject codes',
      type: 'array',
      group: 'ce',
      description:
        'The AGD subject codes of the course with their hours (e.g. 690 Implants: 40). The hours add up to the CE hours.',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'agdSubject',
          fields: [
            defineField({
              name: 'code',
              title: 'Code',
              type: 'string',
              validation: (rule) =>
                rule.required().regex(/^\d{3}$/, { name: 'three-digit AGD code' }),
            }),
            defineField({
              name: 'hours',
              title: 'Hours',
              type: 'number',
              validation: (rule) => rule.required().positive(),
            }),
          ],
          preview: {
            select: { code: 'code', hours: 'hours' },
            prepare: ({ code, hours }) => ({ title: `${String(code)}: ${String(hours)} CE` }),
          },
        }),
      ],
      validation: (rule) =>
        rule.custom((value: Array<{ hours?: number }> | undefined, context) => {
          const total = (context.document as { ceHours?: unknown } | undefined)?.ceHours;
          if (!value?.length || typeof total !== 'number') return true;
          const sum = value.reduce((acc, item) => acc + (item.hours ?? 0), 0);
          return Math.abs(sum - total) < 0.05 || `The codes' hours add up to ${sum}, not ${total}.`;
        }),
    }),
    defineField({
      name: 'image',
      title: 'Image',
      type: 'image',
      group: 'content',
      options: { hotspot: true },
      fields: [localisedAltField],
      validation: (rule) => rule.required(),
    }),
    orderRank('course'),
  ],
  orderings: [
    { title: 'Order', name: 'orderRankAsc', by: [{ field: 'orderRank', direction: 'asc' }] },
  ],
  preview: {
    select: {
      shortName: 'shortName.0.value',
      title: 'title.0.value',
      price: 'registrationPrice',
      date: 'upcomingDates.0.dateText',
      media: 'image',
    },
    prepare: ({ shortName, title, price, date, media }) => ({
      title: joinParts([shortName, title], ': '),
      subtitle: `${shortName as string} — ${joinParts([formatUsd(price), date])}`,
      media,
    }),
  },
});
