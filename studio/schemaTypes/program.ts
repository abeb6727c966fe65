import { defineArrayMember, defineField, defineType } from 'sanity';

import { formatUsd, joinParts, orderRank } from './helpers';
import { localisedField } from './localised';
import { programSavingsRule } from './programSavings';

export const PROGRAM_IDS = ['fellowship', 'mastership', 'residency'] as const;

type ProgramDoc = { programId?: string; tuitionMin?: unknown } | undefined;

const programIdOf = (document: unknown): string | undefined => (document as ProgramDoc)?.programId;
const isAward = (document: unknown): boolean => {
  const id = programIdOf(document);
  return id === 'fellowship' || id === 'mastership';
};
/** Custom rule: the residency must fill in this field. */
const requiredForResidency = (value: unknown, context: { document?: unknown }) =>
  programIdOf(context.document) === 'residency' && (value === undefined || value === '')
    ? 'Required for the residency.'
    : true;

/** Fellowship and Mastership award programs and the Special Clinical Residency. Ids follow `program.<programId>`. */
export const program = defineType({
  name: 'program',
  title: 'Program',
  type: 'document',
  groups: [
    { name: 'basics', title: 'Basics', default: true },
    { name: 'prices', title: 'Prices' },
    { name: 'requirements', title: 'Requirements' },
    { name: 'residency', title: 'Residency' },
  ],
  fields: [
    defineField({
      name: 'programId',
      title: 'Program id',
      type: 'string',
      group: 'basics',
      description: 'Fixed id used by registration and payments. Never change it.',
      options: {
        list: [
          { title: 'Fellowship', value: 'fellowship' },
          { title: 'Mastership', value: 'mastership' },
          { title: 'Special Clinical Residency', value: 'residency' },
        ],
      },
      validation: (rule) => rule.required(),
    }),
    localisedField({
      name: 'name',
      title: 'Name',
      kind: 'string',
      description: 'e.g. "Fellowship Program"; used on receipts and in the account.',
      group: 'basics',
      required: true,
    }),
    localisedField({
      name: 'awardName',
      title: 'Panel title',
      kind: 'string',
      description: 'Title of the detail panel on /courses, e.g. "Fellowship Award".',
      group: 'basics',
      required: true,
    }),
    localisedField({
      name: 'summary',
      title: 'Summary',
      kind: 'text',
      group: 'basics',
      required: true,
      max: 800,
    }),
    localisedField({
      name: 'prerequisite',
      title: 'Prerequisite',
      kind: 'string',
      description: 'Optional note shown on the pathway column, e.g. "Fellowship level required".',
      group: 'basics',
    }),
    defineField({
      name: 'price',
      title: 'Registration price (USD)',
      type: 'number',
      group: 'prices',
      description:
        'What the registration page charges for the whole program, in whole dollars. Required for award programs.',
      validation: (rule) =>
        rule
          .positive()
          .integer()
          .custom((value, context) =>
            isAward(context.document) && typeof value !== 'number'
              ? 'Award programs need a price.'
              : true,
          ),
    }),
    defineField({
      name: 'savingsPercent',
      title: 'Savings (%)',
      type: 'number',
      group: 'prices',
      description:
        'How much the program saves compared with booking the courses one by one, e.g. 20.',
      validation: (rule) => rule.min(0).max(100),
    }),
    defineField({
      name: 'processingFee',
      title: 'Processing fee (USD)',
      type: 'number',
      group: 'prices',
      validation: (rule) => rule.positive(),
    }),
    defineField({
      name: 'paymentMonths',
      title: 'Monthly payments (months)',
      type: 'number',
      group: 'prices',
      description:
        'Offer "Pay monthly" over this many months (the first taken at registration with the processing fee). Leave empty to sell the program in one payment only.',
      validation: (rule) => rule.integer().min(2).max(60),
    }),
    defineField({
      name: 'courses',
      title: 'Included courses',
      type: 'array',
      group: 'basics',
      description: 'The courses this program is made of, in order.',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'course' }] })],
      validation: (rule) =>
        rule
          .unique()
          .custom((value, context) =>
            isAward(context.document) && (!Array.isArray(value) || value.length === 0)
              ? 'Award programs must include their courses.'
              : true,
          ),
    }),
    defineField({
      name: 'requirements',
      title: 'Requirements and rules',
      type: 'array',
      group: 'requirements',
      description:
        'Grouped lists: independent-path requirements, test retakes, oral defense, enrollment...',
      of: [defineArrayMember({ type: 'requirementGroup' })],
    }),
    localisedField({
      name: 'duration',
      title: 'Duration',
      kind: 'string',
      description: 'As shown, e.g. "11 weeks, 1 day per week". Required for the residency.',
      group: 'residency',
      englishRule: requiredForResidency,
    }),
    localisedField({
      name: 'location',
      title: 'Location',
      kind: 'string',
      description: 'e.g. "Beverly Hills". Required for the residency.',
      group: 'residency',
      englishRule: requiredForResidency,
    }),
    defineField({
      name: 'ceHours',
      title: 'CE hours',
      type: 'number',
      group: 'residency',
      validation: (rule) => rule.positive().custom(requiredForResidency),
    }),
    defineField({
      name: 'tuitionMin',
      title: 'Tuition from (USD)',
      type: 'number',
      group: 'residency',
      validation: (rule) => rule.positive().custom(requiredForResidency),
    }),
    defineField({
      name: 'tuitionMax',
      title: 'Tuition up to (USD)',
      type: 'number',
      group: 'residency',
      validation: (rule) =>
        rule.positive().custom((value, context) => {
          if (requiredForResidency(value, context) !== true) return 'Required for the residency.';
          const min = (context.document as ProgramDoc)?.tuitionMin;
          return typeof value === 'number' && typeof min === 'number' && value < min
            ? 'Must not be lower than "Tuition from".'
            : true;
        }),
    }),
    orderRank('program'),
  ],
  // A stated saving its prices contradict is flagged, not refused: the wording is the academy's.
  validation: (rule) =>
    rule.custom((document, context) => programSavingsRule(document, context)).warning(),
  orderings: [
    { title: 'Order', name: 'orderRankAsc', by: [{ field: 'orderRank', direction: 'asc' }] },
  ],
  preview: {
    select: {
      title: 'name.0.value',
      price: 'price',
      savings: 'savingsPercent',
      min: 'tuitionMin',
      max: 'tuitionMax',
      duration: 'duration.0.value',
    },
    prepare: ({ title, price, savings, min, max, duration }) => ({
      title: title as string,
      subtitle:
        typeof price === 'number'
          ? joinParts([formatUsd(price), typeof savings === 'number' ? `saves ${savings}%` : ''])
          : joinParts([
              typeof min === 'number' ? `Tuition ${formatUsd(min)}–${formatUsd(max)}` : '',
              duration,
            ]),
    }),
  },
});
