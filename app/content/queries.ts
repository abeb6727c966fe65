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
