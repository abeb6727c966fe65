import { defineType } from 'sanity';

import { localisedField } from './localised';

/** A titled list of requirements or rules of a program. */
export const requirementGroup = defineType({
  name: 'requirementGroup',
  title: 'Requirement group',
  type: 'object',
  fields: [
    localisedField({
      name: 'heading',
      title: 'Heading',
      kind: 'string',
      description: 'e.g. "Independent path requirements", "Oral defense".',
      required: true,
    }),
    localisedField({
      name: 'items',
      title: 'Items',
      kind: 'stringList',
      description: 'One requirement per line, as visitors read it.',
      required: true,
      min: 1,
    }),
  ],
  preview: {
    select: { title: 'heading.0.value', items: 'items.0.value' },
    prepare: ({ title, items }) => ({
      title: title as string,
      subtitle: `${Array.isArray(items) ? items.length : 0} items`,
    }),
  },
});
