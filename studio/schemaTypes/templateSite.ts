import { defineArrayMember, defineField, defineType } from 'sanity';

import { templateImageArrayMember, templateImageField } from './templateObjects';

/**
 * Singleton (`_id: "templateSite"`): the frame of the template pages (/react-templates/edumim/*):
 * logo, footer columns, Instagram posts, 'Register Today', contact details, and the texts of the
 * 404 and thank-you template pages.
 */
export const templateSite = defineType({
  name: 'templateSite',
  title: 'Template frame',
  type: 'document',
  groups: [
    { name: 'header', title: 'Header', default: true },
    { name: 'footer', title: 'Footer' },
    { name: 'contact', title: 'Contact' },
    { name: 'messages', title: '404 and thank-you' },
  ],
  fields: [
    defineField({
      name: 'brandName',
      title: 'Brand name',
      type: 'string',
      group: 'header',
      validation: (rule) => rule.required().max(40),
    }),
    {
      ...templateImageField('logo', 'Logo', 'Wide logo shown in the template header and footer.'),
      group: 'header',
    },
    defineField({
      name: 'footerAbout',
      title: 'Footer text',
      type: 'text',
      rows: 3,
      group: 'footer',
      validation: (rule) => rule.required().max(300),
    }),
    defineField({
      name: 'linksHeading',
      title: 'First link column heading',
      type: 'string',
      group: 'footer',
      initialValue: 'Links',
      validation: (rule) => rule.required().max(40),
    }),
    defineField({
      name: 'links',
      title: 'First link column',
      type: 'array',
      group: 'footer',
      of: [defineArrayMember({ type: 'templateLink' })],
      validation: (rule) => rule.required().min(1).max(8),
    }),
    defineField({
      name: 'legalHeading',
      title: 'Second link column heading',
      type: 'string',
      group: 'footer',
      initialValue: 'Legal',
      validation: (rule) => rule.required().max(40),
    }),
    defineField({
      name: 'legal',
      title: 'Second link column',
      type: 'array',
      group: 'footer',
      of: [defineArrayMember({ type: 'templateLink' })],
      validation: (rule) => rule.required().min(1).max(8),
    }),
    defineField({
      name: 'instagramHeading',
      title: 'Instagram heading',
      type: 'string',
      group: 'footer',
      initialValue: 'Instagram Post',
      validation: (rule) => rule.required().max(40),
    }),
    defineField({
      name: 'instagram',
      title: 'Instagram post images',
      type: 'array',
      group: 'footer',
      description: 'Square images, shown in a grid of three columns.',
      of: [templateImageArrayMember],
      validation: (rule) => rule.required().min(3).max(9),
    }),
    defineField({
      name: 'registerCta',
      title: 'Footer button',
      type: 'templateLink',
      group: 'footer',
      description: "'Register Today' in the sample.",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'copyright',
      title: 'Copyright line',
      type: 'string',
      group: 'footer',
      description: 'Shown after "©" and the current year.',
      validation: (rule) => rule.required().max(120),
    }),
    defineField({
      name: 'address',
      title: 'Address',
      type: 'string',
      group: 'contact',
      validation: (rule) => rule.required().max(120),
    }),
    defineField({
      name: 'phone',
      title: 'Phone',
      type: 'string',
      group: 'contact',
      validation: (rule) => rule.required().max(30),
    }),
    defineField({
      name: 'email',
      title: 'E-mail',
      type: 'string',
      group: 'contact',
      validation: (rule) => rule.required().email(),
    }),
    defineField({
      name: 'contactIntro',
      title: 'Contacts page text',
      type: 'text',
      rows: 3,
      group: 'contact',
      validation: (rule) => rule.required().max(300),
    }),
    defineField({
      name: 'notFound',
      title: '404 template page',
      type: 'templateMessage',
      group: 'messages',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'thanks',
      title: 'Thank-you template page',
      type: 'templateMessage',
      group: 'messages',
      description: "'Thank you for your e-mail.' / 'We Will contact you very soon.' in the sample.",
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {
    select: { title: 'brandName', media: 'logo' },
    prepare: ({ title, media }) => ({ title: 'Template frame', subtitle: title as string, media }),
  },
});
