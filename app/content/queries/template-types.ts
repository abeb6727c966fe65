/**
 * Result types of the template page queries (sample content with no business meaning; see
 * docs/decisions/0013-template-pages.md).
 */
import type { ContentImage } from './fragments';
import type { Cta } from './site';

export interface TemplateImage extends ContentImage {
  _key?: string | null;
}

export interface TemplateLink {
  label: string;
  href: string;
}

export interface TemplateHeading {
  eyebrow: string | null;
  heading: string;
}

export interface TemplateMessage {
  heading: string;
  body: string;
  ctaLabel: string;
}

/** The template header and footer, and the texts of the 404, thanks and contacts pages. */
export interface TemplateFrame {
  brandName: string;
  logo: TemplateImage;
  footerAbout: string;
  linksHeading: string;
  links: Array<TemplateLink & { _key: string }>;
  legalHeading: string;
  legal: Array<TemplateLink & { _key: string }>;
  instagramHeading: string;
  instagram: TemplateImage[];
  registerCta: TemplateLink;
  copyright: string;
  address: string;
  phone: string;
  email: string;
  contactIntro: string;
  notFound: TemplateMessage;
  thanks: TemplateMessage;
}

export type TemplateIcon = 'students' | 'programs' | 'certified' | 'award' | 'data' | 'book';

export interface TemplateSkill {
  _key: string;
  label: string;
  percent: number;
}

export interface TemplateCategoryTile {
  _key: string;
  title: string;
  icon: TemplateIcon;
}

export interface TemplateStat {
  _key: string;
  icon: TemplateIcon;
  num: string;
  sector: string;
}

export interface TemplatePlan {
  _key: string;
  name: string;
  price: number;
  features: string[];
  ctaLabel: string;
  ctaHref: string;
}

export interface TemplateQuestion {
  _key: string;
  question: string;
  answer: string;
}

export interface TemplateBrand {
  _key: string;
  name: string;
  href: string;
  logo: TemplateImage;
}

export interface TemplatePromoCard {
  _key: string;
  title: string;
  body: string;
  ctaLabel: string;
  ctaHref: string;
  img: TemplateImage;
}

export interface TemplateAbout {
  eyebrow: string | null;
  heading: string;
  body: string;
  points: string[] | null;
  img: TemplateImage;
  skills: TemplateSkill[];
}

export interface TemplatePricing {
  eyebrow: string | null;
  heading: string;
  monthlyLabel: string;
  yearlyLabel: string;
  plans: TemplatePlan[];
}

export interface TemplateFaq {
  eyebrow: string | null;
  heading: string;
  items: TemplateQuestion[];
}

/** The shared landing sections (singleton `templateLanding`). */
export interface TemplateLanding {
  hero: {
    eyebrow: string | null;
    heading: string;
    body: string;
    img: TemplateImage;
    ctas: Cta[];
  };
  about: TemplateAbout;
  categories: { eyebrow: string | null; heading: string; tiles: TemplateCategoryTile[] };
  stats: TemplateStat[];
  pricing: TemplatePricing;
  faq: TemplateFaq;
  brands: TemplateBrand[];
  promoCards: TemplatePromoCard[];
  coursesHeading: TemplateHeading;
  modulesHeading: TemplateHeading;
  instructorsHeading: TemplateHeading;
  testimonialsHeading: TemplateHeading;
  blogHeading: TemplateHeading;
  eventsHeading: TemplateHeading;
  galleryHeading: TemplateHeading;
}

export type TemplateCourseCategory = 'marketing' | 'design' | 'finance';

/** A sample course card (SPEC §3; SPEC's `id` is `categories`). */
export interface TemplateCourse {
  _id: string;
  categories: TemplateCourseCategory[];
  post: string;
  title: string;
  price: number;
  img: TemplateImage;
  ratings: number;
  time: string;
  lesson: number;
}

export interface TemplateModule {
  _id: string;
  title: string;
  level: 'basic' | 'advanced';
  price: number;
  rating: number;
  hours: number;
  lessons: number;
  img: TemplateImage;
  summary: string;
}

export interface TemplateInstructor {
  _id: string;
  name: string;
  title: string;
  img: TemplateImage;
  bio: string | null;
  socials: Array<{
    _key: string;
    network: 'facebook' | 'twitter' | 'linkedin' | 'instagram';
    url: string;
  }> | null;
}

export interface TemplateTestimonial {
  _id: string;
  quote: string;
  text: string;
  author: string;
  role: string;
}

export interface TemplateBlogPost {
  _id: string;
  title: string;
  img: TemplateImage;
  date: string;
  author: string;
  excerpt: string;
  body: string;
}

export interface TemplateEvent {
  _id: string;
  slug: string;
  title: string;
  dateText: string;
  startsAt: string;
  location: string;
  img: TemplateImage;
}

export interface TemplateGallery {
  images: TemplateImage[];
}
