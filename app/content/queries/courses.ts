/** Courses, programs and everything /courses shows. */
import { defineQuery } from 'groq';
import { image, type ContentImage, type PortableTextBlock } from './fragments';

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
