import { describe, expect, it } from 'vitest';

import { promoImagePreload } from './PromoPopup';

type Promo = Parameters<typeof promoImagePreload>[0];
const promoWith = (url: string | null) =>
  ({ image: { url, width: 1600, height: 1200, alt: 'Promo' } }) as unknown as Promo;

describe('promoImagePreload', () => {
  it('preloads the bundled image as the popup shows it', () => {
    expect(promoImagePreload(promoWith('/content-images/promo.svg'))).toEqual([
      { tagName: 'link', rel: 'preload', as: 'image', href: '/content-images/promo.svg' },
    ]);
  });

  it('preloads the CDN image at the sizes the popup picks from', () => {
    const [link] = promoImagePreload(
      promoWith('https://cdn.sanity.io/images/abc123/production/promo-1600x1200.jpg'),
    );
    expect(link).toMatchObject({
      tagName: 'link',
      rel: 'preload',
      as: 'image',
      imageSizes: '512px',
    });
    expect(String((link as { href: string }).href)).toContain('w=512&h=384');
    expect(String((link as { imageSrcSet: string }).imageSrcSet)).toContain('1024w');
  });

  it('preloads nothing without a popup or an image', () => {
    expect(promoImagePreload(null)).toEqual([]);
    expect(promoImagePreload(promoWith(null))).toEqual([]);
  });
});
