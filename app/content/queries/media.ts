/** Faculty, testimonials, social reels and the catalog. */
import { defineQuery } from 'groq';

import type {
  CatalogArticleQueryResult,
  CatalogVideosPageQueryResult,
  FacultyQueryResult,
  TestimonialsQueryResult,
} from '../sanity.types';
import { image, localised, localisedText } from './fragments';

// Result types come from ../sanity.types.ts (`npm run typegen`); these names are what pages use.
export type FacultyMember = FacultyQueryResult[number];
export type Testimonial = TestimonialsQueryResult['testimonials'][number];
export type SocialReel = TestimonialsQueryResult['reels'][number];
export type CatalogVideo = CatalogVideosPageQueryResult['videos'][number];
export type CatalogArticle = NonNullable<CatalogArticleQueryResult>;

export const facultyQuery = defineQuery(`*[_type == "faculty"] | order(orderRank asc){
  _id, name, "title": ${localisedText('title')}, "bio": ${localised('bio')}, "image": image${image}
}`);

/** Written testimonials and at most two social reels (docs/product.md#pages-and-navigation). */
export const testimonialsQuery = defineQuery(`{
  "testimonials": *[_type == "testimonial"] | order(orderRank asc){_id, "text": ${localisedText('text')}, author},
  "reels": (*[_type == "socialReel"] | order(orderRank asc))[0...2]{_id, "title": ${localisedText('title')}, url}
}`);

/** The catalog's videos; one saved without its YouTube id cannot be played, so it is left out. */
const catalogVideo = `_type == "catalogItem" && kind == "video" && defined(videoId)`;

/**
 * One page of the catalog's videos (items $start to $end, end excluded) and how many there are:
 * a slice and a count, so a page costs the same at any catalog size (decision 0031).
 */
export const catalogVideosPageQuery = defineQuery(`{
  "total": count(*[${catalogVideo}]),
  "videos": (*[${catalogVideo}] | order(orderRank asc))[$start...$end]{
    _id, "title": ${localisedText('title')}, videoId, "thumbnail": thumbnail${image}
  }
}`);

/** How many videos the catalog has, for the sitemap's page list. */
export const catalogVideoCountQuery = defineQuery(`count(*[${catalogVideo}])`);

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
