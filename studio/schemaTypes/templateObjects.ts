import { defineArrayMember, defineField, defineType } from 'sanity';

import { altField, hrefPattern } from './helpers';

/**
 * Named objects shared by the template page types (/react-templates/edumim/*). The template pages
 * are sample content with no business meaning; staff edit them like the rest of the site.
 */

/** A text link: label and destination. */
export const templateLink = defineType({
  name: 'templateLink',
  title: 'Link',
  type: 'object',
  fields: [
    defineField({
      name: 'label',
      title: 'Label',
      type: 'string',
      validation: (rule) => rule.required().max(40),
    }),
    defineField({
      name: 'href',
      title: 'Link',
      type: 'string',
      description:
        'A path on this site (template pages start with "/react-templates/edumim"), a full https:// address, or a mailto:/tel: link.',
      validation: (rule) => rule.required().regex(hrefPattern, { name: 'link' }),
    }),
  ],
  preview: { select: { title: 'label', subtitle: 'href' } },
});

/** The small line above a section heading, and the heading. */
export const templateHeading = defineType({
  name: 'templateHeading',
  title: 'Section heading',
  type: 'object',
  fields: [
    defineField({
      name: 'eyebrow',
      title: 'Line above the heading',
      type: 'string',
      validation: (rule) => rule.max(60),
    }),
    defineField({
      name: 'heading',
      title: 'Heading',
      type: 'string',
      validation: (rule) => rule.required().max(90),
    }),
  ],
  preview: { select: { title: 'heading', subtitle: 'eyebrow' } },
});

/** An image with its alternative text, for the template types. */
export const templateImageField = (name: string, title: string, description?: string) =>
  defineField({
    name,
    title,
    type: 'image',
    description,
    options: { hotspot: true },
    fields: [altField],
    validation: (rule) => rule.required(),
  });

/** A list of images, each with alternative text. */
export const templateImageArrayMember = defineArrayMember({
  type: 'image',
  options: { hotspot: true },
  fields: [altField],
});

/** Social networks an instructor can link to; the site draws their icons. */
export const SOCIAL_NETWORKS = ['facebook', 'twitter', 'linkedin', 'instagram'] as const;

export const templateSocialLink = defineType({
  name: 'templateSocialLink',
  title: 'Social link',
  type: 'object',
  fields: [
    defineField({
      name: 'network',
      title: 'Network',
      type: 'string',
      options: {
        list: [
          { title: 'Facebook', value: 'facebook' },
          { title: 'X (Twitter)', value: 'twitter' },
          { title: 'LinkedIn', value: 'linkedin' },
          { title: 'Instagram', value: 'instagram' },
        ],
        layout: 'radio',
        direction: 'horizontal',
      },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'url',
      title: 'Profile address',
      type: 'url',
      validation: (rule) => rule.required().uri({ scheme: ['https'] }),
    }),
  ],
  preview: { select: { title: 'network', subtitle: 'url' } },
});

/** Titled text (the 404 and thank-you template pages). */
export const templateMessage = defineType({
  name: 'templateMessage',
  title: 'Message',
  type: 'object',
  fields: [
    defineField({
      name: 'heading',
      title: 'Heading',
      type: 'string',
      validation: (rule) => rule.required().max(90),
    }),
    defineField({
      name: 'body',
      title: 'Text',
      type: 'text',
      rows: 3,
      validation: (rule) => rule.required().max(400),
    }),
    defineField({
      name: 'ctaLabel',
      title: 'Button label',
      type: 'string',
      description: 'The button goes to the template home page.',
      validation: (rule) => rule.required().max(40),
    }),
  ],
});

export const templateObjectTypes = [
  templateLink,
  templateHeading,
  templateSocialLink,
  templateMessage,
];
