/**
 * Queries of the template pages (/react-templates/edumim/*).
 * Sample content with no business meaning (SPEC §2 "Template landing sections", §3 "Static sample
 * data"); docs/decisions/0013-template-pages.md. Image fields keep their `_key` inside arrays.
 */
import { defineQuery } from 'groq';
import type {
  TemplateBlogPost,
  TemplateCourse,
  TemplateEvent,
  TemplateGallery,
  TemplateHeading,
  TemplateInstructor,
  TemplateLanding,
  TemplateLink,
  TemplateModule,
  TemplatePromoCard,
  TemplateSkill,
  TemplateTestimonial,
} from './template-types';

const templateImage = /* groq */ `{
  _key,
  alt,
  "url": asset->url,
  "width": asset->metadata.dimensions.width,
  "height": asset->metadata.dimensions.height
}`;

export const templateFrameQuery = defineQuery(`*[_id == "templateSite"][0]{
  brandName,
  "logo": logo${templateImage},
  footerAbout,
  linksHeading,
  links[]{_key, label, href},
  legalHeading,
  legal[]{_key, label, href},
  instagramHeading,
  "instagram": instagram[]${templateImage},
  registerCta{label, href},
  copyright,
  address,
  phone,
  email,
  contactIntro,
  notFound{heading, body, ctaLabel},
  thanks{heading, body, ctaLabel}
}`);

const templateLandingFields = /* groq */ `
  hero{eyebrow, heading, body, "img": img${templateImage}, ctas[]{_key, label, href, variant}},
  about{eyebrow, heading, body, points, "img": img${templateImage}, skills[]{_key, label, percent}},
  categories{eyebrow, heading, tiles[]{_key, title, icon}},
  stats[]{_key, icon, num, sector},
  pricing{
    eyebrow, heading, monthlyLabel, yearlyLabel,
    plans[]{_key, name, price, features, ctaLabel, ctaHref}
  },
  faq{eyebrow, heading, items[]{_key, question, answer}},
  brands[]{_key, name, href, "logo": logo${templateImage}},
  promoCards[]{_key, title, body, ctaLabel, ctaHref, "img": img${templateImage}},
  coursesHeading{eyebrow, heading},
  modulesHeading{eyebrow, heading},
  instructorsHeading{eyebrow, heading},
  testimonialsHeading{eyebrow, heading},
  blogHeading{eyebrow, heading},
  eventsHeading{eyebrow, heading},
  galleryHeading{eyebrow, heading}
`;
const templateLanding = /* groq */ `*[_id == "templateLanding"][0]{${templateLandingFields}}`;
const templateCourses = /* groq */ `*[_type == "templateCourse"] | order(orderRank asc){
  _id, categories, post, title, price, "img": img${templateImage}, ratings, time, lesson
}`;
const templateModules = /* groq */ `*[_type == "templateModule"] | order(orderRank asc){
  _id, title, level, price, rating, hours, lessons, "img": img${templateImage}, summary
}`;
const templateInstructorFields = /* groq */ `
  _id, name, title, "img": img${templateImage}, bio, socials[]{_key, network, url}
`;
const templateInstructors = /* groq */ `*[_type == "templateInstructor"] | order(orderRank asc){
  ${templateInstructorFields}
}`;
const templateTestimonials = /* groq */ `*[_type == "templateTestimonial"] | order(orderRank asc){
  _id, quote, text, author, role
}`;
const templateBlogPosts = /* groq */ `*[_type == "templateBlogPost"] | order(orderRank asc){
  _id, title, "img": img${templateImage}, date, author, excerpt, body
}`;
const templateEventFields = /* groq */ `
  _id, "slug": slug.current, title, dateText, startsAt, location, "img": img${templateImage}
`;
const templateEvents = /* groq */ `*[_type == "templateEvent"] | order(orderRank asc){
  ${templateEventFields}
}`;
const templateGallery = /* groq */ `*[_id == "templateGallery"][0]{
  "images": images[]${templateImage}
}`;

/** What the three home variants show. */
export interface TemplateHomeContent {
  landing: TemplateLanding;
  courses: TemplateCourse[];
  modules: TemplateModule[];
  instructors: TemplateInstructor[];
  testimonials: TemplateTestimonial[];
  posts: TemplateBlogPost[];
  events: TemplateEvent[];
  gallery: TemplateGallery | null;
}

export const templateHomeQuery = defineQuery(`{
  "landing": ${templateLanding},
  "courses": ${templateCourses},
  "modules": ${templateModules},
  "instructors": (${templateInstructors})[0...4],
  "testimonials": ${templateTestimonials},
  "posts": (${templateBlogPosts})[0...3],
  "events": (${templateEvents})[0...3],
  "gallery": ${templateGallery}
}`);

/** What the two about pages show. */
export interface TemplateAboutContent {
  landing: TemplateLanding;
  instructors: TemplateInstructor[];
  testimonials: TemplateTestimonial[];
  gallery: TemplateGallery | null;
}

export const templateAboutQuery = defineQuery(`{
  "landing": ${templateLanding},
  "instructors": (${templateInstructors})[0...4],
  "testimonials": ${templateTestimonials},
  "gallery": ${templateGallery}
}`);

/** The instructor pages: everyone, the promo cards, skill bars and a few courses. */
export interface TemplateInstructorsContent {
  heading: TemplateHeading;
  instructors: TemplateInstructor[];
  promoCards: TemplatePromoCard[];
  skills: TemplateSkill[];
  courses: TemplateCourse[];
}

export const templateInstructorsQuery = defineQuery(`{
  "heading": *[_id == "templateLanding"][0].instructorsHeading{eyebrow, heading},
  "instructors": ${templateInstructors},
  "promoCards": *[_id == "templateLanding"][0].promoCards[]{
    _key, title, body, ctaLabel, ctaHref, "img": img${templateImage}
  },
  "skills": *[_id == "templateLanding"][0].about.skills[]{_key, label, percent},
  "courses": (${templateCourses})[0...3]
}`);

/** The course pages: the filter grid, the four modules and who teaches them. */
export interface TemplateCoursesContent {
  coursesHeading: TemplateHeading;
  modulesHeading: TemplateHeading;
  courses: TemplateCourse[];
  modules: TemplateModule[];
  instructor: TemplateInstructor | null;
}

export const templateCoursesQuery = defineQuery(`{
  "coursesHeading": *[_id == "templateLanding"][0].coursesHeading{eyebrow, heading},
  "modulesHeading": *[_id == "templateLanding"][0].modulesHeading{eyebrow, heading},
  "courses": ${templateCourses},
  "modules": ${templateModules},
  "instructor": (${templateInstructors})[0]
}`);

/** The events list. */
export interface TemplateEventsContent {
  heading: TemplateHeading;
  events: TemplateEvent[];
}

export const templateEventsQuery = defineQuery(`{
  "heading": *[_id == "templateLanding"][0].eventsHeading{eyebrow, heading},
  "events": ${templateEvents}
}`);

/** The event detail sample (singleton `templateEventSingle`) with its special guests. */
export interface TemplateEventDetail extends Omit<TemplateEvent, '_id' | 'slug'> {
  details: string;
  highlights: string[] | null;
  guests: TemplateInstructor[];
  cta: TemplateLink;
}

export const templateEventSingleQuery = defineQuery(`*[_id == "templateEventSingle"][0]{
  title, dateText, startsAt, location, "img": img${templateImage},
  details, highlights, "guests": guests[]->{${templateInstructorFields}}, cta{label, href}
}`);

/** A listed event by the last part of its address, or null. */
export const templateEventBySlugQuery = defineQuery(
  `*[_type == "templateEvent" && slug.current == $slug][0]{${templateEventFields}}`,
);

/** The blog pages: every article (the first is the single-blog sample). */
export interface TemplateBlogContent {
  heading: TemplateHeading;
  posts: TemplateBlogPost[];
}

export const templateBlogQuery = defineQuery(`{
  "heading": *[_id == "templateLanding"][0].blogHeading{eyebrow, heading},
  "posts": ${templateBlogPosts}
}`);
