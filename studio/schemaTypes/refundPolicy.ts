import { defineType } from 'sanity';

import { localisedField } from './localised';

/** Singleton (`_id: "refundPolicy"`): the 'Refunds & Cancellations' section on /courses. */
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
  ],
  preview: {
    select: { title: 'title.0.value' },
    prepare: ({ title }) => ({ title: title as string, subtitle: 'Refund policy' }),
  },
});
