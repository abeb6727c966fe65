/**
 * ContentImg renders what app/content/image-url.ts works out: on hosted Sanity a CDN URL cut
 * around the hotspot with a srcset; on the bundled SVGs the file with the hotspot as
 * object-position. Always with width and height, so the layout does not shift.
 */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { ContentImg } from './ContentImg';

/** The attributes of the one <img> rendered. */
function img(element: React.ReactElement): Record<string, string> {
  const html = renderToString(element);
  const tag = /<img\b[^>]*>/.exec(html)?.[0] ?? '';
  return Object.fromEntries(
    [...tag.matchAll(/\s([a-zA-Z-]+)="([^"]*)"/g)].map(([, name, value]) => [
      name!.toLowerCase(),
      value!.replaceAll('&amp;', '&'),
    ]),
  );
}

const portrait = {
  alt: 'Portrait of Dr. Elena Vasquez',
  url: 'https://cdn.sanity.io/images/abc123/production/f00d-1200x800.jpg',
  width: 1200,
  height: 800,
  hotspot: { x: 0.25, y: 0.5, width: 0.2, height: 0.2 },
  crop: null,
};

describe('ContentImg', () => {
  it('asks the CDN for a square cut around the hotspot, at 1×, 1.5× and 2×', () => {
    const attributes = img(<ContentImg image={portrait} width={160} height={160} />);
    expect(attributes).toMatchObject({
      width: '160',
      height: '160',
      alt: 'Portrait of Dr. Elena Vasquez',
      loading: 'lazy',
      sizes: '160px',
    });
    // 800 × 800 centred on x = 300, kept inside the image: from x = 0.
    expect(attributes.src).toBe(
      'https://cdn.sanity.io/images/abc123/production/f00d-1200x800.jpg?rect=0,0,800,800&w=160&h=160&fit=crop&auto=format',
    );
    expect(attributes.srcset!.split(', ').map((entry) => entry.split(' ')[1])).toEqual([
      '160w',
      '240w',
      '320w',
    ]);
    expect(attributes.style).toBeUndefined();
  });

  it('shows a bundled SVG whole, with the hotspot as object-position', () => {
    const attributes = img(
      <ContentImg
        image={{ ...portrait, url: '/content-images/faculty-elena-vasquez.svg' }}
        width={160}
        height={160}
        eager
      />,
    );
    expect(attributes).toMatchObject({
      src: '/content-images/faculty-elena-vasquez.svg',
      width: '160',
      height: '160',
      loading: 'eager',
      style: 'object-position:25% 50%',
    });
    expect(attributes.srcset).toBeUndefined();
    expect(attributes.sizes).toBeUndefined();
  });

  it('renders nothing for an image without an asset', () => {
    expect(renderToString(<ContentImg image={{ ...portrait, url: null }} width={100} />)).toBe('');
  });
});
