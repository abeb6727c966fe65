/**
 * Queries of the template pages (/react-templates/edumim/*).
 * Sample content with no business meaning (docs/product.md#template-pages "Template landing sections", #courses-and-prices "Static sample
 * data"); docs/decisions/0013-template-pages.md. Image fields keep their `_key` inside arrays.
 */
import { defineQuery } from 'groq';

import type {
  TemplateAboutQueryResult,
  TemplateBlogQueryResult,
  TemplateCoursesQueryResult,
  TemplateEventsQueryResult,
  TemplateHomeQueryResult,
  TemplateInstructorsQueryResult,
} from '../sanity.types';
import { imageFocus, localisedText } from './fragments';

// Result types come from ../sanity.types.ts (`npm run typegen`); these names are what pages use.
/** What the three home variants show. */
export type TemplateHomeContent = TemplateHomeQueryResult;
/** What the two about pages show. */
export type TemplateAboutContent = TemplateAboutQueryResult;
/** The instructor pages: everyone, the promo cards, skill bars and a few courses. */
export type TemplateInstructorsContent = TemplateInstructorsQueryResult;
/** The course pages: the filter grid, the four modules and who teaches them. */
export type TemplateCoursesContent = TemplateCoursesQueryResult;
/** The events list. */
export type TemplateEventsContent = TemplateEventsQueryResult;
/** The blog pages: every article (the first is the single-blog sample). */
export type TemplateBlogContent = TemplateBlogQueryResult;

const templateImage = /* groq */ `{
  _key,
  alt,
  "url": asset->url,
  "width": asset->metadata.dimensions.width,
  "height": asset->metadata.dimensions.height,
  ${imageFocus}
}` as const;

export const templateFrameQuery =
  defineQuery(`*[_type == "templateSite" && _id == "templateSite"][0]{
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
  hero{
    eyebrow, heading, body, "img": img${templateImage},
    ctas[]{_key, "label": ${localisedText('label')}, href, variant}
  },
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
` as const;
/** The landing singleton; its sections are also read one by one below. */
const landingDocument =
  /* groq */ `*[_type == "templateLanding" && _id == "templateLanding"][0]` as const;
const templateLanding = /* groq */ `${landingDocument}{${templateLandingFields}}` as const;
const templateCourses = /* groq */ `*[_type == "templateCourse"] | order(orderRank asc){
  _id, categories, post, title, price, "img": img${templateImage}, ratings, time, lesson
}` as const;
const templateModules = /* groq */ `*[_type == "templateModule"] | order(orderRank asc){
  _id, title, level, price, rating, hours, lessons, "img": img${templateImage}, summary
}` as const;
const templateInstructorFields = /* groq */ `
  _id, name, title, "img": img${templateImage}, bio, socials[]{_key, network, url}
` as const;
const templateInstructors = /* groq */ `*[_type == "templateInstructor"] | order(orderRank asc){
  ${templateInstructorFields}
}` as const;
const templateTestimonials = /* groq */ `*[_type == "templateTestimonial"] | order(orderRank asc){
  _id, quote, text, author, role
}` as const;
const templateBlogPosts = /* groq */ `*[_type == "templateBlogPost"] | order(orderRank asc){
  _id, title, "img": img${templateImage}, date, author, excerpt, body
}` as const;
const templateEventFields = /* groq */ `
  _id, "slug": slug.current, title, dateText, startsAt, location, "img": img${templateImage}
` as const;
const templateEvents = /* groq */ `*[_type == "templateEvent"] | order(orderRank asc){
  ${templateEventFields}
}` as const;
const templateGallery = /* groq */ `*[_type == "templateGallery" && _id == "templateGallery"][0]{
  "images": images[]${templateImage}
}` as const;

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

export const templateAboutQuery = defineQuery(`{
  "landing": ${templateLanding},
  "instructors": (${templateInstructors})[0...4],
  "testimonials": ${templateTestimonials},
  "gallery": ${templateGallery}
}`);

export const templateInstructorsQuery = defineQuery(`{
  "heading": ${landingDocument}.instructorsHeading{eyebrow, heading},
  "instructors": ${templateInstructors},
  "promoCards": ${landingDocument}.promoCards[]{
    _key, title, body, ctaLabel, ctaHref, "img": img${templateImage}
  },
  "skills": ${landingDocument}.about.skills[]{_key, label, percent},
  "courses": (${templateCourses})[0...3]
}`);

export const templateCoursesQuery = defineQuery(`{
  "coursesHeading": ${landingDocument}.coursesHeading{eyebrow, heading},
  "modulesHeading": ${landingDocument}.modulesHeading{eyebrow, heading},
  "courses": ${templateCourses},
  "modules": ${templateModules},
  "instructor": (${templateInstructors})[0]
}`);

export const templateEventsQuery = defineQuery(`{
  "heading": ${landingDocument}.eventsHeading{eyebrow, heading},
  "events": ${templateEvents}
}`);

export const templateEventSingleQuery =
  defineQuery(`*[_type == "templateEventSingle" && _id == "templateEventSingle"][0]{
  title, dateText, startsAt, location, "img": img${templateImage},
  details, highlights, "guests": guests[]->{${templateInstructorFields}}, cta{label, href}
}`);

/** A listed event by the last part of its address, or null. */
export const templateEventBySlugQuery = defineQuery(
  `*[_type == "templateEvent" && slug.current == $slug][0]{${templateEventFields}}`,
);

export const templateBlogQuery = defineQuery(`{
  "heading": ${landingDocument}.blogHeading{eyebrow, heading},
  "posts": ${templateBlogPosts}
}`);
