/**
 * From a projected content image (queries/fragments.ts `image`) to the attributes of an <img>:
 * the staff's crop and hotspot decide what is shown.
 *
 * - Hosted Sanity (cdn.sanity.io URLs): @sanity/image-url builds every URL. The crop becomes a
 *   `rect`; with a fixed box (width and height) the builder moves the rect over the hotspot and
 *   asks for `fit=crop`; `auto=format` lets the CDN send AVIF/WebP. `srcset` offers 1×, 1.5× and
 *   2× widths, never wider than the cropped original.
 * - Anything else (the bundled SVGs served from /content-images): no CDN can crop them, so the
 *   file is used whole and the hotspot becomes `object-position`, so that when CSS fills a box
 *   (`object-fit: cover`) the focal point still decides what stays. A crop is not applied there.
 *   SVG assets on the CDN get the same `object-position`, in case the CDN returns them uncut.
 *
 * No server imports: the components render it in the browser too.
 */
import { createImageUrlBuilder } from '@sanity/image-url';

/** Sanity's hotspot: the focal point and the area around it, as fractions of the full image. */
export interface Hotspot {
  x: number;
  y: number;
  width?: number | null;
  height?: number | null;
}

/** Sanity's crop: what is cut from each side, as fractions of the full image. */
export interface Crop {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** The fields the queries project for an image (any of them may be missing). */
export interface ProjectedImage {
  url: string | null;
  width: number | null;
  height: number | null;
  hotspot?: Partial<Hotspot> | null;
  crop?: Partial<Crop> | null;
}

export interface ImageAttributes {
  src: string;
  srcSet?: string;
  width: number;
  height?: number;
  /** CSS `object-position` for images no CDN could crop; undefined when there is no hotspot. */
  objectPosition?: string;
}

/** `https://cdn.sanity.io/images/<projectId>/<dataset>/<assetId>-<w>x<h>.<ext>` */
const CDN_IMAGE = /^https:\/\/cdn\.sanity\.io\/images\/([^/]+)\/([^/]+)\/([^/?#]+)\.([a-z0-9]+)$/i;
const DENSITIES = [1, 1.5, 2];

/**
 * The <img> attributes of `image` shown `width` CSS pixels wide, and `height` high when the page
 * shows it in a fixed box (omit it to keep the image's own, cropped, proportions). Null when the
 * image has no asset (an image field left empty in the Studio).
 */
export function imageAttributes(
  image: ProjectedImage,
  box: { width: number; height?: number },
): ImageAttributes | null {
  if (!image.url) return null;
  const hotspot = validHotspot(image.hotspot);
  const cdn = CDN_IMAGE.exec(image.url);
  if (!cdn) {
    const ratio = image.width && image.height ? image.height / image.width : undefined;
    return {
      src: image.url,
      width: box.width,
      height: box.height ?? (ratio ? Math.round(box.width * ratio) : undefined),
      objectPosition: focalPosition(hotspot),
    };
  }

  const [, projectId, dataset, fileName, extension] = cdn as unknown as [string, ...string[]];
  const crop = validCrop(image.crop);
  const source = {
    asset: { _ref: `image-${fileName}-${extension}` },
    ...(crop ? { crop } : {}),
    ...(hotspot ? { hotspot: { width: 1, height: 1, ...hotspot } } : {}),
  };
  const builder = createImageUrlBuilder({ projectId: projectId!, dataset: dataset! })
    .image(source)
    .auto('format');

  // The shown part of the original: the whole file less the crop.
  const dimensions = /-(\d+)x(\d+)$/.exec(fileName!);
  const fullWidth = Number(dimensions?.[1] ?? image.width ?? 0);
  const fullHeight = Number(dimensions?.[2] ?? image.height ?? 0);
  const shownWidth = fullWidth * (1 - (crop?.left ?? 0) - (crop?.right ?? 0));
  const shownHeight = fullHeight * (1 - (crop?.top ?? 0) - (crop?.bottom ?? 0));
  const height =
    box.height ??
    (shownWidth > 0 && shownHeight > 0
      ? Math.round((box.width * shownHeight) / shownWidth)
      : undefined);

  const urlAt = (density: number) => {
    const width = Math.round(box.width * density);
    return box.height
      ? builder
          .width(width)
          .height(Math.round(box.height * density))
          .fit('crop')
          .url()
      : builder.width(width).fit('max').url();
  };
  // Wider than the shown part of the original would only be upscaled: leave those out.
  const widths = DENSITIES.filter(
    (density, index) => index === 0 || !shownWidth || box.width * density <= shownWidth,
  );
  return {
    src: urlAt(1),
    srcSet: widths
      .map((density) => `${urlAt(density)} ${Math.round(box.width * density)}w`)
      .join(', '),
    width: box.width,
    height,
    // An SVG asset may come back from the CDN uncut (it is a vector file): CSS then fills the
    // box, and the hotspot still decides what stays. Raster output already has the box's shape.
    objectPosition: extension?.toLowerCase() === 'svg' ? focalPosition(hotspot) : undefined,
  };
}

const fraction = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 1;

function validHotspot(hotspot: ProjectedImage['hotspot']): Hotspot | undefined {
  if (!hotspot || !fraction(hotspot.x) || !fraction(hotspot.y)) return undefined;
  return {
    x: hotspot.x,
    y: hotspot.y,
    ...(fraction(hotspot.width) ? { width: hotspot.width } : {}),
    ...(fraction(hotspot.height) ? { height: hotspot.height } : {}),
  };
}

function validCrop(crop: ProjectedImage['crop']): Crop | undefined {
  if (!crop) return undefined;
  const { top = 0, bottom = 0, left = 0, right = 0 } = crop;
  if (![top, bottom, left, right].every(fraction) || top + bottom >= 1 || left + right >= 1)
    return undefined;
  return { top, bottom, left, right };
}

const percent = (value: number) => `${Math.round(value * 1000) / 10}%`;

/** The hotspot as CSS `object-position`. */
const focalPosition = (hotspot: Hotspot | undefined) =>
  hotspot ? `${percent(hotspot.x)} ${percent(hotspot.y)}` : undefined;
