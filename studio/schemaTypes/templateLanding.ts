import { defineArrayMember, defineField, defineType } from 'sanity';

import { hrefPattern } from './helpers';
import { templateImageField } from './templateObjects';

/** Icons the site can draw for counters and category tiles. */
export const TEMPLATE_ICONS = [
  'students',
  'programs',
  'certified',
  'award',
  'data',
  'book',
] as const;
const iconField = defineField({
  name: 'icon',
  title: 'Icon',
  type: 'string',
  options: { list: [...TEMPLATE_ICONS], layout: 'dropdown' },
  validation: (rule) => rule.required(),
});

const text = (name: string, title: string, max: number, rows = 3) =>
  defineField({
    name,
    title,
    type: 'text',
    rows,
    validation: (rule) => rule.required().max(max),
  });
const string = (name: string, title: string, max: number, required = true) =>
  defineField({
    name,
    title,
    type: 'string',
    validation: (rule) => (required ? rule.required().max(max) : rule.max(max)),
  });
const heading = (name: string, title: string, group: string) =>
  defineField({
    name,
    title,
    type: 'templateHeading',
    group,
    validation: (rule) => rule.required(),
  });
const link = (name: string, title: string) =>
  defineField({
    name,
    title,
    type: 'string',
    validation: (rule) => rule.required().regex(hrefPattern, { name: 'link' }),
  });

/**
 * Singleton (`_id: "templateLanding"`): the landing sections the template pages share (docs/product.md#template-pages
 * "Template landing sections"): hero, about block with skill bars, category tiles, counters,
 * pricing, general questions, brands, promo cards, and the headings of the list sections.
 */
export const templateLanding = defineType({
  name: 'templateLanding',
  title: 'Template landing sections',
  type: 'document',
  groups: [
    { name: 'hero', title: 'Hero', default: true },
    { name: 'about', title: 'About' },
    { name: 'numbers', title: 'Categories and counters' },
    { name: 'pricing', title: 'Pricing' },
    { name: 'faq', title: 'Questions' },
    { name: 'partners', title: 'Brands and promo cards' },
    { name: 'headings', title: 'Section headings' },
  ],
  fields: [
    defineField({
      name: 'hero',
      title: 'Hero',
      type: 'object',
      group: 'hero',
      validation: (rule) => rule.required(),
      fields: [
        string('eyebrow', 'Line above the heading', 60, false),
        string('heading', 'Heading', 90),
        text('body', 'Text', 300),
        templateImageField('img', 'Image'),
        defineField({
          name: 'ctas',
          title: 'Buttons',
          type: 'array',
          description: "'Learn From Today' and 'Start Free Trial' in the sample.",
          of: [defineArrayMember({ type: 'cta' })],
          validation: (rule) => rule.required().min(1).max(2),
        }),
      ],
    }),
    defineField({
      name: 'about',
      title: 'About block',
      type: 'object',
      group: 'about',
      validation: (rule) => rule.required(),
      fields: [
        string('eyebrow', 'Line above the heading', 60, false),
        string('heading', 'Heading', 90),
        text('body', 'Text', 600, 4),
        defineField({
          name: 'points',
          title: 'Points',
          type: 'array',
          of: [defineArrayMember({ type: 'string' })],
          validation: (rule) => rule.max(6),
        }),
        templateImageField('img', 'Image'),
        defineField({
          name: 'skills',
          title: 'Skill bars',
          type: 'array',
          of: [
            defineArrayMember({
              type: 'object',
              name: 'templateSkill',
              title: 'Skill bar',
              fields: [
                string('label', 'Label', 40),
                defineField({
                  name: 'percent',
                  title: 'Percent',
                  type: 'number',
                  validation: (rule) => rule.required().integer().min(0).max(100),
                }),
              ],
              preview: {
                select: { title: 'label', percent: 'percent' },
                prepare: ({ title, percent }) => ({
                  title: title as string,
                  subtitle: `${String(percent)}%`,
                }),
              },
            }),
          ],
          validation: (rule) => rule.required().min(1).max(6),
        }),
      ],
    }),
    defineField({
      name: 'categories',
      title: 'Category tiles',
      type: 'object',
      group: 'numbers',
      description:
        'Each tile shows a course count between 5 and 74, worked out by the site from the tile (it stays the same for a tile).',
      validation: (rule) => rule.required(),
      fields: [
        string('eyebrow', 'Line above the heading', 60, false),
        string('heading', 'Heading', 90),
        defineField({
          name: 'tiles',
          title: 'Tiles',
          type: 'array',
          of: [
            defineArrayMember({
              type: 'object',
              name: 'templateCategory',
              title: 'Category',
              fields: [string('title', 'Title', 40), iconField],
              preview: { select: { title: 'title', subtitle: 'icon' } },
            }),
          ],
          validation: (rule) => rule.required().min(1).max(12),
        }),
      ],
    }),
    defineField({
      name: 'stats',
      title: 'Counters',
      type: 'array',
      group: 'numbers',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'templateStat',
          title: 'Counter',
          fields: [iconField, string('num', 'Number as shown', 12), string('sector', 'Label', 40)],
          preview: { select: { title: 'num', subtitle: 'sector' } },
        }),
      ],
      validation: (rule) => rule.required().min(1).max(6),
    }),
    defineField({
      name: 'pricing',
      title: 'Pricing',
      type: 'object',
      group: 'pricing',
      description: 'The Monthly/Yearly switch changes no price: every plan has one price.',
      validation: (rule) => rule.required(),
      fields: [
        string('eyebrow', 'Line above the heading', 60, false),
        string('heading', 'Heading', 90),
        string('monthlyLabel', 'First switch label', 20),
        string('yearlyLabel', 'Second switch label', 20),
        defineField({
          name: 'plans',
          title: 'Plans',
          type: 'array',
          of: [
            defineArrayMember({
              type: 'object',
              name: 'templatePlan',
              title: 'Plan',
              fields: [
                string('name', 'Name', 40),
                defineField({
                  name: 'price',
                  title: 'Price (US dollars)',
                  type: 'number',
                  description: '0 shows "Free". Cents allowed, e.g. 89.69.',
                  validation: (rule) => rule.required().min(0).precision(2),
                }),
                defineField({
                  name: 'features',
                  title: 'Features',
                  type: 'array',
                  of: [defineArrayMember({ type: 'string' })],
                  validation: (rule) => rule.required().min(1).max(8),
                }),
                string('ctaLabel', 'Button label', 40),
                link('ctaHref', 'Button link'),
              ],
              preview: { select: { title: 'name', subtitle: 'price' } },
            }),
          ],
          validation: (rule) => rule.required().min(1).max(4),
        }),
      ],
    }),
    defineField({
      name: 'faq',
      title: 'General questions',
      type: 'object',
      group: 'faq',
      validation: (rule) => rule.required(),
      fields: [
        string('eyebrow', 'Line above the heading', 60, false),
        string('heading', 'Heading', 90),
        defineField({
          name: 'items',
          title: 'Questions',
          type: 'array',
          of: [
            defineArrayMember({
              type: 'object',
              name: 'templateQuestion',
              title: 'Question',
              fields: [string('question', 'Question', 160), text('answer', 'Answer', 800)],
              preview: { select: { title: 'question', subtitle: 'answer' } },
            }),
          ],
          validation: (rule) => rule.required().min(1).max(10),
        }),
      ],
    }),
    defineField({
      name: 'brands',
      title: 'Brands strip',
      type: 'array',
      group: 'partners',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'templateBrand',
          title: 'Brand',
          fields: [
            string('name', 'Name', 60),
            templateImageField('logo', 'Logo'),
            link('href', 'Link'),
          ],
          preview: { select: { title: 'name', subtitle: 'href', media: 'logo' } },
        }),
      ],
      validation: (rule) => rule.required().min(1).max(8),
    }),
    defineField({
      name: 'promoCards',
      title: 'Promo cards',
      type: 'array',
      group: 'partners',
      description: "'Become an Instructor' and 'Get Free Courses' in the sample.",
      of: [
        defineArrayMember({
          type: 'object',
          name: 'templatePromoCard',
          title: 'Promo card',
          fields: [
            string('title', 'Title', 60),
            text('body', 'Text', 300),
            string('ctaLabel', 'Button label', 40),
            link('ctaHref', 'Button link'),
            templateImageField('img', 'Image'),
          ],
          preview: { select: { title: 'title', subtitle: 'ctaLabel', media: 'img' } },
        }),
      ],
      validation: (rule) => rule.required().min(1).max(3),
    }),
    heading('coursesHeading', 'Course filter grid', 'headings'),
    heading('modulesHeading', 'Sample modules', 'headings'),
    heading('instructorsHeading', 'Expert instructors', 'headings'),
    heading('testimonialsHeading', 'Testimonials', 'headings'),
    heading('blogHeading', 'Blog articles', 'headings'),
    heading('eventsHeading', 'Upcoming events', 'headings'),
    heading('galleryHeading', 'Photo gallery', 'headings'),
  ],
  preview: { prepare: () => ({ title: 'Template landing sections' }) },
});
