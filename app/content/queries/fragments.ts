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

/** An image with its alt text, URL and intrinsic size, in hosted Sanity and the bundled dataset alike. */
export const image = /* groq */ `{
  alt,
  caption,
  "url": asset->url,
  "width": asset->metadata.dimensions.width,
  "height": asset->metadata.dimensions.height
}`;
