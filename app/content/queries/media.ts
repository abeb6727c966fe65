/** Faculty, testimonials, social reels and the catalog. */
import { defineQuery } from 'groq';

import type {
  CatalogArticleQueryResult,
  CatalogVideosQueryResult,
  FacultyQueryResult,
  TestimonialsQueryResult,
} from '../sanity.types';
import { image, localised, localisedText } from './fragments';

// Result types come from ../sanity.types.ts (`npm run typegen`); these names are what pages use.
export type FacultyMember = FacultyQueryResult[number];
export type Testimonial = TestimonialsQueryResult['testimonials'][number];
export type SocialReel = TestimonialsQueryResult['reels'][number];
export type CatalogVideo = CatalogVideosQueryResult[number];
export type CatalogArticle = NonNullable<CatalogArticleQueryResult>;

export const facultyQuery = defineQuery(`*[_type == "faculty"] | order(orderRank asc){
  _id, name, "title": ${localisedText('title')}, "bio": ${localised('bio')}, "image": image${image}
}`);

/** Written testimonials and at most two social reels (SPEC §9). */
export const testimonialsQuery = defineQuery(`{
  "testimonials": *[_type == "testimonial"] | order(orderRank asc){_id, "text": ${localisedText('text')}, author},
  "reels": (*[_type == "socialReel"] | order(orderRank asc))[0...2]{_id, "title": ${localisedText('title')}, url}
}`);

/** The catalog's videos; one saved without its YouTube id cannot be played, so it is left out. */
export const catalogVideosQuery =
  defineQuery(`*[_type == "catalogItem" && kind == "video" && defined(videoId)] | order(orderRank asc){
  _id, "title": ${localisedText('title')}, videoId, "thumbnail": thumbnail${image}
}`);

export const catalogArticleQuery =
  defineQuery(`*[_type == "catalogItem" && kind == "article" && slug.current == $slug][0]{
  "title": ${localisedText('title')},
  "slug": slug.current,
  "excerpt": ${localised('excerpt')},
  "content": ${localised('content')},
  "thumbnail": thumbnail${image}
}`);

/** Slugs of the catalog's articles, for the sitemap. */
export const catalogArticleSlugsQuery = defineQuery(
  `*[_type == "catalogItem" && kind == "article" && defined(slug.current)].slug.current`,
);
