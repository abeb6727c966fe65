import { imageAttributes, type ProjectedImage } from '~/content/image-url';

import { Img } from './Img';

interface Props {
  /** Any image projection of the queries (with or without a caption). */
  image: ProjectedImage & { alt: string };
  /** The width the image is shown at, in CSS pixels. */
  width: number;
  /**
   * The height of the box the page shows it in, when the page crops it to a fixed shape (a round
   * portrait, a 16:9 thumbnail): the CDN then cuts that shape around the staff's hotspot. Leave
   * it out to show the image in its own (cropped) proportions.
   */
  height?: number;
  className?: string;
  /** Load at once (above the fold); otherwise the browser loads it when it nears the viewport. */
  eager?: boolean;
  alt?: string;
  /** How wide the image is shown, for picking from `srcset`; the fixed `width` when left out. */
  sizes?: string;
}

/**
 * An image from the content, with its intrinsic size set so the layout does not shift. URLs and
 * the focal point come from ~/content/image-url.ts.
 */
export function ContentImg({ image, width, height, className, eager, alt, sizes }: Props) {
  const attributes = imageAttributes(image, { width, height });
  // An image field whose asset was removed in the Studio has no URL: show nothing.
  if (!attributes) return null;
  return (
    <Img
      attributes={attributes}
      alt={alt ?? image.alt}
      className={className}
      eager={eager}
      sizes={sizes ?? `${width}px`}
    />
  );
}
