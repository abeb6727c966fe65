/** Pieces shared by the queries: the image projection and the Portable Text block type. */
import type { CoursesPageQueryResult } from '../sanity.types';

/**
 * What the `image` projection gives. Its `url` is null when the image has no asset (an image
 * field left empty in the Studio). The carousel's images have the widest shape (with a caption);
 * every other use of the projection fits it.
 */
export type ContentImage = NonNullable<
  NonNullable<CoursesPageQueryResult['carousel']>['images']
>[number];

/** Portable Text as stored; rendered with @portabletext/react. */
export type PortableTextBlock = { _type: string; _key: string; [field: string]: unknown };

/**
 * A localised field (an internationalized array, docs/decisions/0023-localised-content.md) in the
 * language of `$lang`, or in English when that language's value is missing or empty. Every query
 * is run with `$lang` (see ../source.server.ts), so hosted Sanity and the bundled dataset answer
 * alike. Use it as a projection: `"title": ${localised('title')}`.
 */
export const localised = <const Field extends string>(field: Field) =>
  /* groq */ `coalesce(${field}[_key == $lang && length(value) > 0][0].value, ${field}[_key == "en"][0].value)` as const;

/** A required localised text: as `localised`, typed as a string ("" only if English is missing too). */
export const localisedText = <const Field extends string>(field: Field) =>
  /* groq */ `coalesce(${field}[_key == $lang && length(value) > 0][0].value, ${field}[_key == "en"][0].value, "")` as const;

/** A required localised list or Portable Text: as `localised`, an empty list if English is missing too. */
export const localisedList = <const Field extends string>(field: Field) =>
  /* groq */ `coalesce(${field}[_key == $lang && length(value) > 0][0].value, ${field}[_key == "en"][0].value, [])` as const;

/**
 * The staff's focal point and crop of an image (fractions of the full image; null when never set).
 * ../image-url.ts turns them into CDN URLs, or into `object-position` for the bundled SVGs.
 */
export const imageFocus = /* groq */ `"hotspot": hotspot{x, y, width, height},
  "crop": crop{top, bottom, left, right}` as const;

/** An image with its alt text, URL, intrinsic size, hotspot and crop, in hosted Sanity and the bundled dataset alike. */
export const image = /* groq */ `{
  "alt": ${localisedText('alt')},
  "caption": ${localised('caption')},
  "url": asset->url,
  "width": asset->metadata.dimensions.width,
  "height": asset->metadata.dimensions.height,
  ${imageFocus}
}` as const;
