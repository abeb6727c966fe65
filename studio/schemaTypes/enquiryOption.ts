import { defineField, defineType } from 'sanity';

import { formatUsd, joinParts, orderRank } from './helpers';
import { localisedField } from './localised';

/** A course checkbox of the footer enquiry form. Ids follow `enquiryOption.<key>`. */
export const enquiryOption = defineType({
  name: 'enquiryOption',
  title: 'Enquiry course option',
  type: 'document',
  description: 'The courses a visitor can tick in the "Get In Touch" form.',
  fields: [
    localisedField({ name: 'label', title: 'Label', kind: 'string', required: true, max: 40 }),
    localisedField({
      name: 'title',
      title: 'Course title',
      kind: 'string',
      description: 'Optional, e.g. "Basic Dental Implantology".',
    }),
    defineField({
      name: 'ceHours',
      title: 'CE hours',
      type: 'number',
      validation: (rule) => rule.positive(),
    }),
    defineField({
      name: 'price',
      title: 'Price (USD)',
      type: 'number',
      description: 'Price shown next to the option, in whole dollars.',
      validation: (rule) => rule.positive(),
    }),
    localisedField({
      name: 'format',
      title: 'Format',
      kind: 'string',
      description: 'e.g. "3-day hands-on" or "6-day live-patient".',
    }),
    orderRank('enquiryOption'),
  ],
  orderings: [
    { title: 'Order', name: 'orderRankAsc', by: [{ field: 'orderRank', direction: 'asc' }] },
  ],
  preview: {
    select: {
      label: 'label.0.value',
      title: 'title.0.value',
      price: 'price',
      ceHours: 'ceHours',
      format: 'format.0.value',
    },
    prepare: ({ label, title, price, ceHours, format }) => ({
      title: joinParts([label, title], ': '),
      subtitle:
        joinParts([formatUsd(price), typeof ceHours === 'number' ? `${ceHours} CE` : '', format]) ||
        'Program',
    }),
  },
});
