import { catalogItem } from './catalogItem';
import { ceBreakdownItem } from './ceBreakdownItem';
import { course } from './course';
import { courseDate } from './courseDate';
import { coursesCarousel } from './coursesCarousel';
import { cta } from './cta';
import { enquiryOption } from './enquiryOption';
import { faculty } from './faculty';
import { page } from './page';
import { pageSection } from './pageSection';
import { program } from './program';
import { promoPopup } from './promoPopup';
import { refundPolicy } from './refundPolicy';
import { requirementGroup } from './requirementGroup';
import { seo } from './seo';
import { siteSettings } from './siteSettings';
import { socialReel } from './socialReel';
import { TEMPLATE_SINGLETON_TYPES, templateSchemaTypes } from './templateTypes';
import { testimonial } from './testimonial';
import { whyChooseUs } from './whyChooseUs';

/**
 * Singleton types: exactly one document each, whose `_id` equals the type name.
 * The desk opens them directly; they cannot be created, duplicated or deleted.
 */
export const SINGLETON_TYPES = [
  'siteSettings',
  'refundPolicy',
  'promoPopup',
  'whyChooseUs',
  'coursesCarousel',
  ...TEMPLATE_SINGLETON_TYPES,
] as const;

export type SingletonType = (typeof SINGLETON_TYPES)[number];

export const isSingletonType = (typeName: string): typeName is SingletonType =>
  (SINGLETON_TYPES as readonly string[]).includes(typeName);

export const schemaTypes = [
  // singletons
  siteSettings,
  refundPolicy,
  promoPopup,
  whyChooseUs,
  coursesCarousel,
  // documents
  page,
  course,
  program,
  enquiryOption,
  faculty,
  testimonial,
  socialReel,
  catalogItem,
  // objects
  seo,
  pageSection,
  cta,
  courseDate,
  requirementGroup,
  ceBreakdownItem,
  // template pages (/react-templates/edumim/*)
  ...templateSchemaTypes,
];

/**
 * The document types ordered by drag and drop (an `orderRank` field, helpers.ts): each has an
 * orderable list in the desk (structure.ts), and the order-rank migration covers them.
 */
export const ORDERABLE_TYPES = schemaTypes
  .filter(
    (type) =>
      'fields' in type &&
      (type.fields as readonly { name: string }[]).some((field) => field.name === 'orderRank'),
  )
  .map((type) => type.name);
