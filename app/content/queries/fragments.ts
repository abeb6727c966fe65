/** Pieces shared by the queries: the image projection and the Portable Text block type. */

export interface ContentImage {
  url: string;
  alt: string;
  width: number | null;
  height: number | null;
  caption?: string | null;
}

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
