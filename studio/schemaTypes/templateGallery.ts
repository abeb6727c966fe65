import { defineField, defineType } from 'sanity';

import { templateImageArrayMember } from './templateObjects';

/**
 * Singleton (`_id: "templateGallery"`): the photo gallery of the template pages. The site shows a
 * window of the images that moves on by two every five seconds and wraps to the first.
 */
export const templateGallery = defineType({
  name: 'templateGallery',
  title: 'Template photo gallery',
  type: 'document',
  fields: [
    defineField({
      name: 'images',
      title: 'Images',
      type: 'array',
      description: 'Square photos, in the order shown (22 in the sample). Drag to reorder.',
      of: [templateImageArrayMember],
      validation: (rule) => rule.required().min(2).max(40),
    }),
  ],
  preview: {
    select: { images: 'images', media: 'images.0' },
    prepare: ({ images, media }) => ({
      title: 'Template photo gallery',
      subtitle: `${Array.isArray(images) ? images.length : 0} images`,
      media,
    }),
  },
});
