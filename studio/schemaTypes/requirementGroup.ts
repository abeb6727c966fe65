import { defineArrayMember, defineField, defineType } from 'sanity';

/** A titled list of requirements or rules of a program. */
export const requirementGroup = defineType({
  name: 'requirementGroup',
  title: 'Requirement group',
  type: 'object',
  fields: [
    defineField({
      name: 'heading',
      title: 'Heading',
      type: 'string',
      description: 'e.g. "Independent path requirements", "Oral defense".',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'items',
      title: 'Items',
      type: 'array',
      description: 'One requirement per line, as visitors read it.',
      of: [defineArrayMember({ type: 'string' })],
      validation: (rule) => rule.required().min(1),
    }),
  ],
  preview: {
    select: { title: 'heading', items: 'items' },
    prepare: ({ title, items }) => ({
      title: title as string,
      subtitle: `${Array.isArray(items) ? items.length : 0} items`,
    }),
  },
});
