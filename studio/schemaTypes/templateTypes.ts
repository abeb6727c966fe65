import { templateBlogPost } from './templateBlogPost';
import { templateCourse } from './templateCourse';
import { templateEvent } from './templateEvent';
import { templateEventSingle } from './templateEventSingle';
import { templateGallery } from './templateGallery';
import { templateInstructor } from './templateInstructor';
import { templateLanding } from './templateLanding';
import { templateModule } from './templateModule';
import { templateObjectTypes } from './templateObjects';
import { templateSite } from './templateSite';
import { templateTestimonial } from './templateTestimonial';

/**
 * The schema types of the template pages (/react-templates/edumim/*, docs/decisions/0013):
 * four singletons and six document types of sample content, plus their named objects.
 */
export const TEMPLATE_SINGLETON_TYPES = [
  'templateSite',
  'templateLanding',
  'templateGallery',
  'templateEventSingle',
] as const;

export const TEMPLATE_SINGLETON_TITLES: Record<(typeof TEMPLATE_SINGLETON_TYPES)[number], string> =
  {
    templateSite: 'Frame (header, footer, 404, thanks)',
    templateLanding: 'Landing sections',
    templateGallery: 'Photo gallery',
    templateEventSingle: 'Event detail',
  };

/** Document types in the desk's "Template pages" group, with their list titles. */
export const TEMPLATE_DOCUMENT_TYPES = [
  ['templateCourse', 'Sample courses'],
  ['templateModule', 'Sample modules'],
  ['templateInstructor', 'Instructors'],
  ['templateTestimonial', 'Testimonials'],
  ['templateBlogPost', 'Blog articles'],
  ['templateEvent', 'Events'],
] as const;

export const templateSchemaTypes = [
  templateSite,
  templateLanding,
  templateGallery,
  templateEventSingle,
  templateCourse,
  templateModule,
  templateInstructor,
  templateTestimonial,
  templateBlogPost,
  templateEvent,
  ...templateObjectTypes,
];
