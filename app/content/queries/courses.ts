/** Courses, programs and everything /courses shows. */
import { defineQuery } from 'groq';

import type {
  CourseCeQueryResult,
  CoursesPageQueryResult,
  CoursesQueryResult,
  ProgramsQueryResult,
} from '../sanity.types';
import { image, localised, localisedList, localisedText } from './fragments';

export type { CourseId } from '../../../studio/schemaTypes/courseIds';

// Result types come from ../sanity.types.ts (`npm run typegen`); these names are what pages use.
export type Course = CoursesQueryResult[number];
export type CourseDate = NonNullable<Course['upcomingDates']>[number];
export type Program = ProgramsQueryResult[number];
export type ProgramId = Program['programId'];
export type RequirementGroup = NonNullable<Program['requirements']>[number];
export type CoursesPageContent = CoursesPageQueryResult;
export type CourseCeContent = CourseCeQueryResult[number];

const courseFields = /* groq */ `
  courseId,
  "shortName": ${localisedText('shortName')},
  "title": ${localisedText('title')},
  "displayName": ${localisedText('displayName')},
  format,
  ceHours,
  registrationPrice,
  individualPrice,
  earlyPrice,
  earlyLeadTime,
  upcomingDates[]{_key, dateText, startDate, endDate, spots, location},
  "summary": ${localisedText('summary')},
  "syllabus": ${localised('syllabus')},
  ceBreakdown[]{_key, "label": ${localisedText('label')}, ceHours},
  "image": image${image}
` as const;

const programFields = /* groq */ `
  programId,
  "name": ${localisedText('name')},
  "awardName": ${localisedText('awardName')},
  "summary": ${localisedText('summary')},
  price,
  savingsPercent,
  processingFee,
  paymentMonths,
  "courseIds": courses[]->courseId,
  requirements[]{_key, "heading": ${localisedText('heading')}, "items": ${localisedList('items')}},
  "duration": ${localised('duration')},
  "location": ${localised('location')},
  ceHours,
  tuitionMin,
  tuitionMax,
  "prerequisite": ${localised('prerequisite')}
` as const;

/** The six courses in the order staff set (Module 1 ... Clinical 2). */
export const coursesQuery = defineQuery(
  `*[_type == "course"] | order(orderRank asc){${courseFields}}`,
);

/** Fellowship, Mastership and the Special Clinical Residency. */
export const programsQuery = defineQuery(
  `*[_type == "program"] | order(orderRank asc){${programFields}}`,
);

/** Everything /courses shows besides its page texts, in one round trip. */
export const coursesPageQuery = defineQuery(`{
  "courses": *[_type == "course"] | order(orderRank asc){${courseFields}},
  "programs": *[_type == "program"] | order(orderRank asc){${programFields}},
  "carousel": *[_type == "coursesCarousel" && _id == "coursesCarousel"][0]{
    "images": images[]${image}
  },
  "whyChooseUs": *[_type == "whyChooseUs" && _id == "whyChooseUs"][0]{
    "heading": ${localisedText('heading')},
    "oursHeading": ${localisedText('oursHeading')},
    "ours": ${localisedList('ours')},
    "othersHeading": ${localisedText('othersHeading')},
    "others": ${localisedList('others')}
  },
  "refundPolicy": *[_type == "refundPolicy" && _id == "refundPolicy"][0]{
    "title": ${localisedText('title')},
    "body": ${localisedList('body')}
  },
  "promoPopup": *[_type == "promoPopup" && _id == "promoPopup"][0]{
    enabled,
    "heading": ${localisedText('heading')},
    "body": ${localisedText('body')},
    "ctaLabel": ${localisedText('ctaLabel')},
    ctaHref,
    "image": image${image}
  }
}`);

/** What cancelling refunds by date (app/refunds/refund-policy.ts reads it; not by language). */
export const refundTiersQuery = defineQuery(
  `*[_type == "refundPolicy" && _id == "refundPolicy"][0].tiers[]{daysBefore, percent}`,
);

/**
 * What attendance and CE certificates need of each course (issue 26): its hours, split into
 * lecture and participation, by AGD subject code, and by day (`ceBreakdown`'s `days`). Apart
 * from the page's query: /courses does not send it.
 */
export const courseCeQuery = defineQuery(`*[_type == "course"] | order(orderRank asc){
  courseId,
  "shortName": ${localisedText('shortName')},
  "title": ${localisedText('title')},
  format,
  ceHours,
  ceLectureHours,
  ceParticipationHours,
  agdSubjects[]{code, hours},
  ceBreakdown[]{ceHours, days},
  "instructors": instructors[]->name
}`);
