import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom/server';
import { describe, expect, it, vi } from 'vitest';

import { resources } from '~/i18n/resources';
import { TranslationProvider } from '~/i18n/translation';
import { NonceContext } from '~/lib/csp';

import { promoImagePreload, PromoPopup, promoPopupScript } from './PromoPopup';

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

const promo = {
  enabled: true,
  heading: 'Summer intake',
  body: 'Places are limited.',
  ctaLabel: 'See the courses',
  ctaHref: '/courses',
  image: { url: '/content-images/promo.svg', width: 1600, height: 1200, alt: 'Promo' },
} as unknown as Parameters<typeof PromoPopup>[0]['promo'];

describe('PromoPopup on the server', () => {
  const html = renderToString(
    <NonceContext.Provider value="abc123==">
      <TranslationProvider language="en" texts={resources.en.common}>
        <StaticRouter location="/courses">
          <PromoPopup promo={promo} />
        </StaticRouter>
      </TranslationProvider>
    </NonceContext.Provider>,
  );

  it('renders the dialog already open, labelled, with its image loaded at once', () => {
    expect(html).toMatch(
      /^<dialog open="" aria-labelledby="promo-title" aria-describedby="promo-body" class="fixed /,
    );
    expect(html).toContain('<h2 id="promo-title"');
    expect(html).toMatch(/<img src="\/content-images\/promo.svg"[^>]* width="512" height="384"/);
    expect(html).toContain('loading="eager"');
    // Close works without JavaScript.
    expect(html).toMatch(/<form method="dialog"[^>]*><button type="submit"/);
  });

  it('follows the dialog with the look of its backdrop, then its script with the nonce', () => {
    expect(html).toMatch(
      /<\/dialog><div aria-hidden="true" class="promo-backdrop pointer-events-none fixed inset-0 [^"]*bg-slate-950\/70"><\/div><script nonce="abc123==">\(function\(\)/,
    );
    expect(html.endsWith('</script>')).toBe(true);
  });
});

/** Runs the popup's script against a stand-in dialog and sessionStorage. */
function runScript(stored: string | null | 'blocked') {
  const listeners: Record<string, (event: { target: unknown }) => void> = {};
  const dialog = {
    removeAttribute: vi.fn(),
    addEventListener: (type: string, listener: (event: { target: unknown }) => void) => {
      listeners[type] = listener;
    },
  };
  const values = new Map<string, string>(
    stored && stored !== 'blocked' ? [['promoPopupDismissed', stored]] : [],
  );
  const sessionStorage = {
    getItem: (key: string) => {
      if (stored === 'blocked') throw new Error('SecurityError');
      return values.get(key) ?? null;
    },
    setItem: (key: string, value: string) => {
      if (stored === 'blocked') throw new Error('SecurityError');
      values.set(key, value);
    },
  };
  // The script follows the backdrop, which follows the dialog.
  const document = {
    currentScript: { previousElementSibling: { previousElementSibling: dialog } },
  };
  new Function('document', 'sessionStorage', promoPopupScript)(document, sessionStorage);
  const dismissed = () => values.get('promoPopupDismissed') === '1';
  return { dialog, listeners, dismissed };
}

describe('the popup script (before hydration)', () => {
  it('closes the dialog when it was dismissed earlier in the session', () => {
    const { dialog, listeners } = runScript('1');
    expect(dialog.removeAttribute).toHaveBeenCalledWith('open');
    expect(listeners).toEqual({});
  });

  it('leaves it open otherwise, and remembers a Close before hydration', () => {
    const { dialog, listeners, dismissed } = runScript(null);
    expect(dialog.removeAttribute).not.toHaveBeenCalled();
    expect(dismissed()).toBe(false);
    listeners.close!({ target: dialog });
    expect(dismissed()).toBe(true);
  });

  it('remembers a click on its link, not elsewhere in it', () => {
    const { listeners, dismissed } = runScript(null);
    listeners.click!({ target: { closest: () => null } });
    expect(dismissed()).toBe(false);
    listeners.click!({ target: { closest: (selector: string) => selector === 'a' } });
    expect(dismissed()).toBe(true);
  });

  it('shows it when storage is blocked, without throwing', () => {
    const { dialog, listeners } = runScript('blocked');
    expect(dialog.removeAttribute).not.toHaveBeenCalled();
    expect(() => listeners.close!({ target: dialog })).not.toThrow();
  });
});
