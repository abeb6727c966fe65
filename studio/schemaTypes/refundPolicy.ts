import { defineArrayMember, defineField, defineType } from 'sanity';

import { localisedField } from './localised';

/**
 * Singleton (`_id: "refundPolicy"`): the 'Refunds & Cancellations' section on /courses, and the
 * numbers the site refunds by (app/refunds/refund-policy.ts).
 */
export const refundPolicy = defineType({
  name: 'refundPolicy',
  title: 'Refund policy',
  type: 'document',
  fields: [
    localisedField({ name: 'title', title: 'Title', kind: 'string', required: true }),
    localisedField({
      name: 'body',
      title: 'Policy',
      kind: 'policyText',
      description:
        'The full policy. Use bullet lists for the individual rules; link phone numbers with "tel:+1..." and e-mails with "mailto:...".',
      required: true,
      min: 1,
    }),
    defineField({
      name: 'tiers',
      title: 'Refunds by date',
      description:
        'What a student who cancels is refunded: cancelling at least this many days before the first day of the session refunds this percent of what the course cost. Days are counted in the academy’s time zone. Later than the last row, nothing is refunded. Keep these numbers and the policy text above saying the same.',
      type: 'array',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'refundTier',
          fields: [
            defineField({
              name: 'daysBefore',
              title: 'Days before the first day, at least',
              type: 'number',
              validation: (rule) => rule.required().integer().min(0).max(365),
            }),
            defineField({
              name: 'percent',
              title: 'Percent refunded',
              type: 'number',
              validation: (rule) => rule.required().integer().min(0).max(100),
            }),
          ],
          preview: {
            select: { days: 'daysBefore', percent: 'percent' },
            prepare: ({ days, percent }) => ({
              title: `${String(percent)}% from ${String(days)} days before`,
            }),
          },
        }),
      ],
      validation: (rule) =>
        rule
          .required()
          .min(1)
          .custom((tiers: Array<{ daysBefore?: number }> | undefined) => {
            const days = (tiers ?? []).map((tier) => tier.daysBefore);
            return new Set(days).size === days.length || 'Each row needs its own number of days.';
          }),
    }),
  ],
  preview: {
    select: { title: 'title.0.value' },
    prepare: ({ title }) => ({ title: title as string, subtitle: 'Refund policy' }),
  },
});
