import { defineArrayMember, defineField, defineType } from 'sanity';

import { localisedAltField, localisedField } from './localised';

/** Singleton (`_id: "coursesCarousel"`): the image carousel on /courses (two images per step). */
export const coursesCarousel = defineType({
  name: 'coursesCarousel',
  title: 'Courses carousel',
  type: 'document',
  fields: [
    defineField({
      name: 'images',
      title: 'Images',
      type: 'array',
      description:
        'Shown two at a time, in this order; an even number of images fills every step. Drag to reorder.',
      of: [
        defineArrayMember({
          type: 'image',
          options: { hotspot: true },
          fields: [
            localisedAltField,
            localisedField({
              name: 'caption',
              title: 'Caption',
              kind: 'string',
              description: 'Optional line shown under the image.',
              max: 120,
            }),
          ],
        }),
      ],
      validation: (rule) => rule.required().min(2),
    }),
  ],
  preview: {
    select: { images: 'images', media: 'images.0' },
    prepare: ({ images, media }) => ({
      title: 'Courses carousel',
      subtitle: `${Array.isArray(images) ? images.length : 0} images`,
      media,
    }),
  },
});
