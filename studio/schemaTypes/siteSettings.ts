import { defineField, defineType } from 'sanity';

import { localisedAltField, localisedField } from './localised';

/** Singleton (`_id: "siteSettings"`): academy name, contact details, map and default SEO. */
export const siteSettings = defineType({
  name: 'siteSettings',
  title: 'Site settings',
  type: 'document',
  groups: [
    { name: 'general', title: 'General', default: true },
    { name: 'contact', title: 'Contact' },
    { name: 'map', title: 'Map' },
    { name: 'seo', title: 'SEO' },
    { name: 'ce', title: 'CE provider' },
  ],
  fields: [
    defineField({
      name: 'academyName',
      title: 'Academy name',
      type: 'string',
      group: 'general',
      description: 'Shown in the header, footer, page titles and e-mails.',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: 'logo',
      title: 'Logo',
      type: 'image',
      group: 'general',
      description: 'Header and footer logo. SVG or a wide PNG works best.',
      fields: [localisedAltField],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'phone',
      title: 'Phone (as shown)',
      type: 'string',
      group: 'contact',
      description: 'How the phone number is printed on the site, e.g. "(310) 555-0123".',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'phoneHref',
      title: 'Phone (link)',
      type: 'string',
      group: 'contact',
      description:
        'The same number as a call link: "tel:" followed by + and digits only, e.g. "tel:+13105550123".',
      validation: (rule) => rule.required().regex(/^tel:\+?[0-9]{7,15}$/, { name: 'tel: link' }),
    }),
    defineField({
      name: 'contactEmail',
      title: 'Contact e-mail',
      type: 'string',
      group: 'contact',
      description: 'General enquiries; residency applicants send their CV here.',
      validation: (rule) => rule.required().email(),
    }),
    defineField({
      name: 'registrationEmail',
      title: 'Registration e-mail',
      type: 'string',
      group: 'contact',
      description:
        'Shown in the footer and on /register ("To register, please email ..."); cancellation notices go here.',
      validation: (rule) => rule.required().email(),
    }),
    defineField({
      name: 'officeEmail',
      title: 'Office e-mail',
      type: 'string',
      group: 'contact',
      description: 'Shown with the refund policy.',
      validation: (rule) => rule.required().email(),
    }),
    defineField({
      name: 'address',
      title: 'Office address',
      type: 'object',
      group: 'contact',
      description: 'The Beverly Hills office, shown in the footer and on /contact.',
      options: { columns: 2 },
      validation: (rule) => rule.required(),
      fields: [
        defineField({
          name: 'street',
          title: 'Street',
          type: 'string',
          description: 'Street, number and suite.',
          validation: (rule) => rule.required(),
        }),
        defineField({
          name: 'city',
          title: 'City',
          type: 'string',
          validation: (rule) => rule.required(),
        }),
        defineField({
          name: 'region',
          title: 'State',
          type: 'string',
          description: 'Two-letter state code, e.g. "CA".',
          validation: (rule) => rule.required(),
        }),
        defineField({
          name: 'postalCode',
          title: 'ZIP code',
          type: 'string',
          validation: (rule) => rule.required(),
        }),
        defineField({
          name: 'country',
          title: 'Country',
          type: 'string',
          initialValue: 'United States',
          validation: (rule) => rule.required(),
        }),
      ],
    }),
    defineField({
      name: 'socialLink',
      title: 'Social media account',
      type: 'object',
      group: 'contact',
      description: 'The account linked from the banner on /courses.',
      fields: [
        localisedField({ name: 'label', title: 'Label', kind: 'string', required: true }),
        defineField({
          name: 'url',
          title: 'URL',
          type: 'url',
          validation: (rule) => rule.required().uri({ scheme: ['https'] }),
        }),
      ],
    }),
    defineField({
      name: 'mapLocation',
      title: 'Map location',
      type: 'geopoint',
      group: 'map',
      description: 'Latitude and longitude of the office.',
    }),
    defineField({
      name: 'mapEmbedUrl',
      title: 'Map embed URL',
      type: 'url',
      group: 'map',
      description:
        'Address of the embedded map on /contact. In Google Maps: Share → Embed a map → copy the src="..." address, or use https://www.google.com/maps?q=<address>&output=embed.',
      validation: (rule) => rule.required().uri({ scheme: ['https'] }),
    }),
    defineField({
      name: 'ceProvider',
      title: 'CE provider',
      type: 'object',
      group: 'ce',
      description:
        'What CE certificates and transcripts print about the academy as a continuing-education provider.',
      fields: [
        defineField({ name: 'name', title: 'Provider name', type: 'string' }),
        defineField({
          name: 'address',
          title: 'Address',
          type: 'text',
          rows: 2,
          description:
            'As printed on certificates, e.g. "9400 Brighton Way, Beverly Hills, CA 90210".',
        }),
        defineField({ name: 'agdPaceId', title: 'AGD PACE provider id', type: 'string' }),
        localisedField({
          name: 'agdPaceStatement',
          title: 'AGD PACE statement',
          kind: 'text',
          description: 'The approval statement AGD requires on certificates.',
        }),
        defineField({ name: 'adaCerpId', title: 'ADA CERP provider id', type: 'string' }),
        localisedField({
          name: 'adaCerpStatement',
          title: 'ADA CERP statement',
          kind: 'text',
          description: 'The recognition statement ADA CERP requires on certificates.',
        }),
        defineField({ name: 'signatoryName', title: 'Signatory', type: 'string' }),
        localisedField({
          name: 'signatoryTitle',
          title: "Signatory's title",
          kind: 'string',
        }),
      ],
    }),
    defineField({
      name: 'defaultSeo',
      title: 'Default SEO',
      type: 'seo',
      group: 'seo',
      description: 'Used for any page without its own title and description.',
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {
    select: { title: 'academyName', media: 'logo' },
    prepare: ({ title, media }) => ({
      title: (title as string) || 'Site settings',
      subtitle: 'Site settings',
      media,
    }),
  },
});
