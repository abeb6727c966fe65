/** Faculty, testimonials, social reels and the catalog. */
import { defineQuery } from 'groq';
import { image, type ContentImage, type PortableTextBlock } from './fragments';

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
