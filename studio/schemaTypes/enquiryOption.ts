import { defineField, defineType } from 'sanity';

import { formatUsd, joinParts, orderRankField } from './helpers';

/** A course checkbox of the footer enquiry form. Ids follow `enquiryOption.<key>`. */
export const enquiryOption = defineType({
  name: 'enquiryOption',
  title: 'Enquiry course option',
  type: 'document',
  description: 'The courses a visitor can tick in the "Get In Touch" form.',
  fields: [
    defineField({
      name: 'label',
      title: 'Label',
      type: 'string',
      description:
        'What the checkbox says and what staff receive, e.g. "Module 1" or "Fellowship".',
      validation: (rule) => rule.required().max(40),
    }),
    defineField({
      name: 'title',
      title: 'Course title',
      type: 'string',
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
    defineField({
      name: 'format',
      title: 'Format',
      type: 'string',
      description: 'e.g. "3-day hands-on" or "6-day live-patient".',
    }),
    orderRankField,
  ],
  orderings: [
    { title: 'Order', name: 'orderRankAsc', by: [{ field: 'orderRank', direction: 'asc' }] },
  ],
  preview: {
    select: {
      label: 'label',
      title: 'title',
      price: 'price',
      ceHours: 'ceHours',
      format: 'format',
    },
    prepare: ({ label, title, price, ceHours, format }) => ({
      title: joinParts([label, title], ': '),
      subtitle:
        joinParts([formatUsd(price), typeof ceHours === 'number' ? `${ceHours} CE` : '', format]) ||
        'Program',
    }),
  },
});
