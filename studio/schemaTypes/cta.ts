import { defineField, defineType } from 'sanity';

import { hrefPattern } from './helpers';
import { localisedField } from './localised';

/** A button or link inside a page section. */
export const cta = defineType({
  name: 'cta',
  title: 'Button',
  type: 'object',
  fields: [
    localisedField({ name: 'label', title: 'Label', kind: 'string', required: true, max: 40 }),
    defineField({
      name: 'href',
      title: 'Link',
      type: 'string',
      description:
        'A path on this site ("/courses", "/register"), a full https:// address, or a mailto:/tel: link.',
      validation: (rule) =>
        rule.required().regex(hrefPattern, {
          name: 'link',
          invert: false,
        }),
    }),
    defineField({
      name: 'variant',
      title: 'Style',
      type: 'string',
      description: 'Primary is the filled dark-blue button; secondary is the outlined one.',
      options: {
        list: [
          { title: 'Primary', value: 'primary' },
          { title: 'Secondary', value: 'secondary' },
        ],
        layout: 'radio',
        direction: 'horizontal',
      },
      initialValue: 'secondary',
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {
    select: { title: 'label.0.value', subtitle: 'href', variant: 'variant' },
    prepare: ({ title, subtitle, variant }) => ({
      title: title as string,
      subtitle: `${subtitle as string}${variant === 'primary' ? ' (primary)' : ''}`,
    }),
  },
});
