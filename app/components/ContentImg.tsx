import type { ContentImage } from '~/content/queries';

interface Props {
  /** Any image projection of the queries (with or without a caption). */
  image: Pick<ContentImage, 'url' | 'alt' | 'width' | 'height'>;
  /** The width the image is shown at, in CSS pixels. */
  width: number;
  className?: string;
  /** Load at once (above the fold); otherwise the browser loads it when it nears the viewport. */
  eager?: boolean;
  alt?: string;
  sizes?: string;
}

const SANITY_CDN = 'https://cdn.sanity.io/';

/** Sanity's image CDN resizes and picks a modern format; bundled SVGs need neither. */
function sized(url: string, width: number) {
  if (!url.startsWith(SANITY_CDN)) return url;
  const resized = new URL(url);
  resized.searchParams.set('w', String(width));
  resized.searchParams.set('fit', 'max');
  resized.searchParams.set('auto', 'format');
  return resized.toString();
}

/** An image from the content, with its intrinsic size set so the layout does not shift. */
export function ContentImg({ image, width, className, eager, alt, sizes }: Props) {
  // An image field whose asset was removed in the Studio has no URL: show nothing.
  if (!image.url) return null;
  const ratio = image.width && image.height ? image.height / image.width : undefined;
  const height = ratio ? Math.round(width * ratio) : undefined;
  const srcSet = image.url.startsWith(SANITY_CDN)
    ? `${sized(image.url, width)} 1x, ${sized(image.url, width * 2)} 2x`
    : undefined;
  return (
    <img
      src={sized(image.url, width)}
      srcSet={srcSet}
      sizes={sizes}
      width={width}
      height={height}
      alt={alt ?? image.alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={className}
    />
  );
}
