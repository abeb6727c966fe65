import { defineArrayMember, defineField, defineType } from 'sanity';

/** Singleton (`_id: "refundPolicy"`): the 'Refunds & Cancellations' section on /courses. */
export const refundPolicy = defineType({
  name: 'refundPolicy',
  title: 'Refund policy',
  type: 'document',
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      description: 'Heading of the collapsible section on /courses.',
      initialValue: 'Refunds & Cancellations',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'body',
      title: 'Policy',
      type: 'array',
      description:
        'The full policy. Use bullet lists for the individual rules; link phone numbers with "tel:+1..." and e-mails with "mailto:...".',
      of: [
        defineArrayMember({
          type: 'block',
          styles: [
            { title: 'Normal', value: 'normal' },
            { title: 'Heading', value: 'h3' },
          ],
          lists: [
            { title: 'Bullets', value: 'bullet' },
            { title: 'Numbered', value: 'number' },
          ],
        }),
      ],
      validation: (rule) => rule.required().min(1),
    }),
  ],
  preview: {
    select: { title: 'title' },
    prepare: ({ title }) => ({ title: title as string, subtitle: 'Refund policy' }),
  },
});
