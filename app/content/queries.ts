/**
 * Every GROQ query of the site, with the shape of its result. The same queries run against hosted
 * Sanity and against the bundled dataset (see source.server.ts); docs/content-model.md describes
 * the documents.
 */
import { defineQuery } from 'groq';

export interface ContentImage {
  url: string;
  alt: string;
  width: number | null;
  height: number | null;
  caption?: string | null;
}

export interface Seo {
  title: string;
  description: string;
}

export interface Cta {
  _key: string;
  label: string;
  href: string;
  variant: 'primary' | 'secondary' | null;
}

export interface PageSection {
  _key: string;
  key: string;
  eyebrow: string | null;
  heading: string | null;
  body: string | null;
  items: string[] | null;
  image: ContentImage | null;
  ctas: Cta[] | null;
}

export interface Page {
  key: string;
  seo: Seo;
  sections: PageSection[] | null;
}

export interface SiteSettings {
  academyName: string;
  logo: ContentImage | null;
  phone: string;
  phoneHref: string;
  contactEmail: string;
  registrationEmail: string;
  officeEmail: string | null;
  address: {
    street: string;
    city: string;
    region: string;
    postalCode: string;
    country: string | null;
  };
  socialLink: { label: string; url: string } | null;
  mapLocation: { lat: number; lng: number } | null;
  mapEmbedUrl: string | null;
  defaultSeo: Seo | null;
}

const image = /* groq */ `{
  alt,
  caption,
  "url": asset->url,
  "width": asset->metadata.dimensions.width,
  "height": asset->metadata.dimensions.height
}`;

export const siteSettingsQuery = defineQuery(`*[_id == "siteSettings"][0]{
  academyName,
  "logo": logo${image},
  phone,
  phoneHref,
  contactEmail,
  registrationEmail,
  officeEmail,
  address,
  socialLink,
  "mapLocation": mapLocation{lat, lng},
  mapEmbedUrl,
  defaultSeo
}`);

/** A page by its key (`home`, `about-us`, ...): SEO texts and its sections in order. */
export const pageQuery = defineQuery(`*[_type == "page" && key.current == $key][0]{
  "key": key.current,
  seo,
  sections[]{
    _key,
    key,
    eyebrow,
    heading,
    body,
    items,
    "image": image${image},
    ctas[]{_key, label, href, variant}
  }
}`);

export interface EnquiryOption {
  _id: string;
  label: string;
  title: string | null;
  ceHours: number | null;
  price: number | null;
  format: string | null;
}

/** The course options an enquiry can tick (SPEC §3), in the order staff set. */
export const enquiryOptionsQuery = defineQuery(`*[_type == "enquiryOption"] | order(orderRank asc){
  _id,
  label,
  title,
  ceHours,
  price,
  format
}`);

// ---- courses and programs ---------------------------------------------------------------------

export type CourseId = 'module1' | 'module2' | 'clinical1' | 'module3' | 'module4' | 'clinical2';
export type ProgramId = 'fellowship' | 'mastership' | 'residency';

export interface CourseDate {
  _key: string;
  dateText: string;
  startDate: string | null;
  spots: number;
  location: string;
}

export interface Course {
  courseId: CourseId;
  shortName: string;
  title: string;
  displayName: string;
  format: 'online' | 'clinical';
  ceHours: number | null;
  registrationPrice: number;
  individualPrice: number | null;
  earlyPrice: number | null;
  earlyLeadTime: { amount: number; unit: 'week' | 'month' } | null;
  upcomingDates: CourseDate[] | null;
  summary: string | null;
  syllabus: string[] | null;
  ceBreakdown: Array<{ _key: string; label: string; ceHours: number }> | null;
  image: ContentImage | null;
}

export interface RequirementGroup {
  _key: string;
  heading: string;
  items: string[];
}

export interface Program {
  programId: ProgramId;
  name: string;
  awardName: string;
  summary: string | null;
  price: number | null;
  savingsPercent: number | null;
  processingFee: number | null;
  courseIds: CourseId[] | null;
  requirements: RequirementGroup[] | null;
  duration: string | null;
  location: string | null;
  ceHours: number | null;
  tuitionMin: number | null;
  tuitionMax: number | null;
  prerequisite: string | null;
}

const courseFields = /* groq */ `
  courseId,
  shortName,
  title,
  displayName,
  format,
  ceHours,
  registrationPrice,
  individualPrice,
  earlyPrice,
  earlyLeadTime,
  upcomingDates[]{_key, dateText, startDate, spots, location},
  summary,
  syllabus,
  ceBreakdown[]{_key, label, ceHours},
  "image": image${image}
`;

const programFields = /* groq */ `
  programId,
  name,
  awardName,
  summary,
  price,
  savingsPercent,
  processingFee,
  "courseIds": courses[]->courseId,
  requirements[]{_key, heading, items},
  duration,
  location,
  ceHours,
  tuitionMin,
  tuitionMax,
  prerequisite
`;

/** The six courses in the order staff set (Module 1 ... Clinical 2). */
export const coursesQuery = defineQuery(
  `*[_type == "course"] | order(orderRank asc){${courseFields}}`,
);

/** Fellowship, Mastership and the Special Clinical Residency. */
export const programsQuery = defineQuery(
  `*[_type == "program"] | order(orderRank asc){${programFields}}`,
);

export interface CoursesPageContent {
  courses: Course[];
  programs: Program[];
  carousel: { images: ContentImage[] | null } | null;
  whyChooseUs: {
    heading: string;
    oursHeading: string;
    ours: string[];
    othersHeading: string;
    others: string[];
  } | null;
  refundPolicy: { title: string; body: PortableTextBlock[] } | null;
  promoPopup: {
    enabled: boolean;
    heading: string;
    body: string | null;
    ctaLabel: string;
    ctaHref: string;
    image: ContentImage | null;
  } | null;
}

/** Everything /courses shows besides its page texts, in one round trip. */
export const coursesPageQuery = defineQuery(`{
  "courses": *[_type == "course"] | order(orderRank asc){${courseFields}},
  "programs": *[_type == "program"] | order(orderRank asc){${programFields}},
  "carousel": *[_id == "coursesCarousel"][0]{ "images": images[]${image} },
  "whyChooseUs": *[_id == "whyChooseUs"][0]{heading, oursHeading, ours, othersHeading, others},
  "refundPolicy": *[_id == "refundPolicy"][0]{title, body},
  "promoPopup": *[_id == "promoPopup"][0]{
    enabled, heading, body, ctaLabel, ctaHref, "image": image${image}
  }
}`);

// ---- people and media -------------------------------------------------------------------------

/** Portable Text as stored; rendered with @portabletext/react. */
export type PortableTextBlock = { _type: string; _key: string; [field: string]: unknown };

export interface FacultyMember {
  _id: string;
  name: string;
  title: string;
  bio: string | null;
  image: ContentImage | null;
}

export const facultyQuery = defineQuery(`*[_type == "faculty"] | order(orderRank asc){
  _id, name, title, bio, "image": image${image}
}`);

export interface Testimonial {
  _id: string;
  text: string;
  author: string;
}

export interface SocialReel {
  _id: string;
  title: string;
  url: string;
}

/** Written testimonials and at most two social reels (SPEC §9). */
export const testimonialsQuery = defineQuery(`{
  "testimonials": *[_type == "testimonial"] | order(orderRank asc){_id, text, author},
  "reels": (*[_type == "socialReel"] | order(orderRank asc))[0...2]{_id, title, url}
}`);

export interface CatalogVideo {
  _id: string;
  title: string;
  videoId: string;
  thumbnail: ContentImage | null;
}

export const catalogVideosQuery =
  defineQuery(`*[_type == "catalogItem" && kind == "video"] | order(orderRank asc){
  _id, title, videoId, "thumbnail": thumbnail${image}
}`);

export interface CatalogArticle {
  title: string;
  slug: string;
  excerpt: string | null;
  content: PortableTextBlock[] | null;
  thumbnail: ContentImage | null;
}

export const catalogArticleQuery =
  defineQuery(`*[_type == "catalogItem" && kind == "article" && slug.current == $slug][0]{
  title, "slug": slug.current, excerpt, content, "thumbnail": thumbnail${image}
}`);

/** Slugs of the catalog's articles, for the sitemap. */
export const catalogArticleSlugsQuery = defineQuery(
  `*[_type == "catalogItem" && kind == "article" && defined(slug.current)].slug.current`,
);

// ---- template pages (/react-templates/edumim/*) -----------------------------------------------
// Sample content with no business meaning (SPEC §2 "Template landing sections", §3 "Static sample
// data"); docs/decisions/0013-template-pages.md. Image fields keep their `_key` inside arrays.

const templateImage = /* groq */ `{
  _key,
  alt,
  "url": asset->url,
  "width": asset->metadata.dimensions.width,
  "height": asset->metadata.dimensions.height
}`;

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
