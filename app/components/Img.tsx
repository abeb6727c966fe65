import type { ImageAttributes } from '~/content/image-url';

interface Props {
  /** The image's URLs, size and focal point (imageAttributes, ~/content/image-url.ts). */
  attributes: ImageAttributes;
  alt: string;
  className?: string;
  /** Load at once (above the fold); otherwise the browser loads it when it nears the viewport. */
  eager?: boolean;
  /** How wide the image is shown, for picking from its `srcset`. */
  sizes?: string;
}

/**
 * An image whose attributes are already worked out: by ContentImg in the page, or by a loader
 * on the server (the header's and footer's logo: the pages without other content images then
 * do not load the image URL builder; issue 27).
 */
export function Img({ attributes, alt, className, eager, sizes }: Props) {
  return (
    <img
      src={attributes.src}
      srcSet={attributes.srcSet}
      sizes={attributes.srcSet ? (sizes ?? `${attributes.width}px`) : undefined}
      width={attributes.width}
      height={attributes.height}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={className}
      style={attributes.objectPosition ? { objectPosition: attributes.objectPosition } : undefined}
    />
  );
}
