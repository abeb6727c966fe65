/**
 * Names for the parts of the template page results (sample content with no business meaning; see
 * docs/decisions/0013-template-pages.md). The types come from ../sanity.types.ts
 * (`npm run typegen`); the template components use these names.
 */
import type { TEMPLATE_COURSE_CATEGORIES } from '../../../studio/schemaTypes/templateCourse';
import type {
  TemplateBlogQueryResult,
  TemplateCoursesQueryResult,
  TemplateEventSingleQueryResult,
  TemplateEventsQueryResult,
  TemplateFrameQueryResult,
  TemplateHomeQueryResult,
} from '../sanity.types';

/** The template header and footer, and the texts of the 404, thanks and contacts pages. */
export type TemplateFrame = NonNullable<TemplateFrameQueryResult>;
/** An image of the template pages: array items keep their `_key`, single images have null. */
export type TemplateImage = TemplateFrame['logo'] | TemplateFrame['instagram'][number];
export type TemplateLink = TemplateFrame['registerCta'];
export type TemplateMessage = TemplateFrame['notFound'];

/** The shared landing sections (singleton `templateLanding`). */
export type TemplateLanding = NonNullable<TemplateHomeQueryResult['landing']>;
export type TemplateHeading = TemplateLanding['coursesHeading'];
export type TemplateAbout = TemplateLanding['about'];
export type TemplateSkill = TemplateAbout['skills'][number];
export type TemplateCategoryTile = TemplateLanding['categories']['tiles'][number];
export type TemplateIcon = TemplateCategoryTile['icon'];
export type TemplateStat = TemplateLanding['stats'][number];
export type TemplatePricing = TemplateLanding['pricing'];
export type TemplatePlan = TemplatePricing['plans'][number];
export type TemplateFaq = TemplateLanding['faq'];
export type TemplateQuestion = TemplateFaq['items'][number];
export type TemplateBrand = TemplateLanding['brands'][number];
export type TemplatePromoCard = TemplateLanding['promoCards'][number];

/** The filter categories the Studio offers (TypeGen types an array of listed strings as string[]). */
export type TemplateCourseCategory = (typeof TEMPLATE_COURSE_CATEGORIES)[number];
/** A sample course card (docs/product.md#template-pages; SPEC's `id` is `categories`). */
export type TemplateCourse = TemplateCoursesQueryResult['courses'][number];
export type TemplateModule = TemplateCoursesQueryResult['modules'][number];
export type TemplateInstructor = TemplateHomeQueryResult['instructors'][number];
export type TemplateTestimonial = TemplateHomeQueryResult['testimonials'][number];
export type TemplateBlogPost = TemplateBlogQueryResult['posts'][number];
export type TemplateEvent = TemplateEventsQueryResult['events'][number];
export type TemplateGallery = NonNullable<TemplateHomeQueryResult['gallery']>;
/** The event detail sample (singleton `templateEventSingle`) with its special guests. */
export type TemplateEventDetail = NonNullable<TemplateEventSingleQueryResult>;
