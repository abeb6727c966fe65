import { describe, expect, it } from 'vitest';

import { imageAttributes, type ProjectedImage } from './image-url';

// A 2000 × 1000 JPEG in project "abc123", dataset "production", as hosted Sanity projects it.
const hosted = (extra: Partial<ProjectedImage> = {}): ProjectedImage => ({
  url: 'https://cdn.sanity.io/images/abc123/production/f00d-2000x1000.jpg',
  width: 2000,
  height: 1000,
  hotspot: null,
  crop: null,
  ...extra,
});

const params = (url: string) => Object.fromEntries(new URL(url).searchParams);

describe('imageAttributes on hosted Sanity', () => {
  it('resizes the whole image to the width, keeps its proportions and asks for a modern format', () => {
    const attributes = imageAttributes(hosted(), { width: 400 })!;
    expect(attributes.src.split('?')[0]).toBe(
      'https://cdn.sanity.io/images/abc123/production/f00d-2000x1000.jpg',
    );
    expect(params(attributes.src)).toEqual({ w: '400', fit: 'max', auto: 'format' });
    expect(attributes).toMatchObject({ width: 400, height: 200 });
    expect(attributes.objectPosition).toBeUndefined();
  });

  it('offers 1×, 1.5× and 2× widths in srcset', () => {
    const { srcSet } = imageAttributes(hosted(), { width: 400 })!;
    const entries = srcSet!.split(', ').map((entry) => entry.split(' '));
    expect(entries.map(([, descriptor]) => descriptor)).toEqual(['400w', '600w', '800w']);
    expect(entries.map(([url]) => params(url!).w)).toEqual(['400', '600', '800']);
  });

  it('never offers a width larger than the original', () => {
    const { srcSet } = imageAttributes(hosted(), { width: 1200 })!;
    expect(srcSet!.split(', ').map((entry) => entry.split(' ')[1])).toEqual(['1200w', '1800w']);
  });

  it('applies the crop as a rect, and the cropped proportions give the height', () => {
    // Keep the left half: 1000 × 1000 pixels from (0, 0).
    const crop = { top: 0, bottom: 0, left: 0, right: 0.5 };
    const attributes = imageAttributes(hosted({ crop }), { width: 300 })!;
    expect(params(attributes.src)).toMatchObject({ rect: '0,0,1000,1000', w: '300' });
    expect(attributes).toMatchObject({ width: 300, height: 300 });
  });

  it('centres a fixed box on the hotspot', () => {
    // A square from a 2:1 image, focal point near the right edge: the square is 1000 wide,
    // centred on x = 1800 but kept inside the image, so it starts at 1000.
    const right = imageAttributes(
      hosted({ hotspot: { x: 0.9, y: 0.5, width: 0.1, height: 0.1 } }),
      {
        width: 160,
        height: 160,
      },
    )!;
    expect(params(right.src)).toEqual({
      rect: '1000,0,1000,1000',
      w: '160',
      h: '160',
      fit: 'crop',
      auto: 'format',
    });
    expect(right).toMatchObject({ width: 160, height: 160 });

    const left = imageAttributes(hosted({ hotspot: { x: 0.3, y: 0.5, width: 0.1, height: 0.1 } }), {
      width: 160,
      height: 160,
    })!;
    expect(params(left.src).rect).toBe('100,0,1000,1000');
    // The 2× candidate is the same rect at twice the size.
    expect(params(left.srcSet!.split(', ')[2]!.split(' ')[0]!)).toMatchObject({
      rect: '100,0,1000,1000',
      w: '320',
      h: '320',
    });
  });

  it('keeps a fixed box inside the crop, whatever the hotspot says', () => {
    const attributes = imageAttributes(
      hosted({
        crop: { top: 0, bottom: 0, left: 0.1, right: 0.4 }, // pixels 200 to 1200
        hotspot: { x: 0.05, y: 0.5, width: 0.1, height: 0.1 },
      }),
      { width: 100, height: 100 },
    )!;
    expect(params(attributes.src).rect).toBe('200,0,1000,1000');
  });

  it('centres on the middle without a hotspot', () => {
    const attributes = imageAttributes(hosted(), { width: 160, height: 160 })!;
    expect(params(attributes.src).rect).toBe('500,0,1000,1000');
  });

  it('ignores a crop or hotspot that is out of range', () => {
    const attributes = imageAttributes(
      hosted({
        crop: { top: 0, bottom: 0, left: 0.7, right: 0.6 },
        hotspot: { x: 4, y: 0.5 },
      }),
      { width: 400 },
    )!;
    expect(params(attributes.src).rect).toBeUndefined();
    expect(attributes.height).toBe(200);
  });

  it('gives an SVG asset the hotspot as object-position too, in case the CDN sends it uncut', () => {
    const attributes = imageAttributes(
      hosted({
        url: 'https://cdn.sanity.io/images/abc123/production/beef-600x600.svg',
        width: 600,
        height: 600,
        hotspot: { x: 0.5, y: 0.42, width: 0.5, height: 0.5 },
      }),
      { width: 160, height: 160 },
    )!;
    expect(attributes.objectPosition).toBe('50% 42%');
    expect(params(attributes.src)).toMatchObject({ w: '160', h: '160', fit: 'crop' });
    // A raster asset is cut to the box by the CDN: no object-position needed.
    expect(
      imageAttributes(hosted({ hotspot: { x: 0.5, y: 0.42 } }), { width: 160, height: 160 })!
        .objectPosition,
    ).toBeUndefined();
  });
});

describe('imageAttributes on the bundled SVGs', () => {
  const svg = (extra: Partial<ProjectedImage> = {}): ProjectedImage => ({
    url: '/content-images/faculty-lee.svg',
    width: 600,
    height: 400,
    ...extra,
  });

  it('uses the file as it is, with the size the page shows it at', () => {
    expect(imageAttributes(svg(), { width: 300 })).toEqual({
      src: '/content-images/faculty-lee.svg',
      width: 300,
      height: 200,
      objectPosition: undefined,
    });
    expect(imageAttributes(svg(), { width: 160, height: 160 })).toMatchObject({
      width: 160,
      height: 160,
    });
  });

  it('turns the hotspot into object-position, so CSS keeps the focal point in the box', () => {
    const attributes = imageAttributes(svg({ hotspot: { x: 0.25, y: 0.125 } }), {
      width: 160,
      height: 160,
    })!;
    expect(attributes.objectPosition).toBe('25% 12.5%');
    expect(attributes.srcSet).toBeUndefined();
  });

  it('gives nothing for an image without an asset', () => {
    expect(imageAttributes(svg({ url: null }), { width: 100 })).toBeNull();
  });
});
