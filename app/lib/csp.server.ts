/**
 * The security headers of the site's pages: the Content-Security-Policy (with the response's
 * script nonce), Permissions-Policy and, on an https site, Strict-Transport-Security. See
 * docs/decisions/0020-content-security-policy.md for why each source is there.
 */
import { createHash, randomBytes } from 'node:crypto';

import { isPaymentPage } from './csp';

export interface PolicyOptions {
  /** The page's path: /register alone may load Stripe.js. */
  pathname: string;
  /** This response's nonce (see createNonce); every inline script carries it. */
  nonce: string;
  /** Vite's dev server (`npm run dev`): its HMR socket (a port of its own) needs ws:. */
  dev: boolean;
  /** Content from a Sanity project: images come from Sanity's CDN. */
  hostedContent: boolean;
  /**
   * Which Stripe.js /register loads: Stripe's own (`stripe`), the site's stand-in at
   * /mocks/stripe.js that calls /mocks/stripe-api on the site (`stand-in`, MOCKS=true), or
   * none (`off`). Only Stripe's own needs its origins.
   */
  payments: 'stripe' | 'stand-in' | 'off';
  /**
   * The origin of the Sanity Studio (SANITY_STUDIO_URL), whose Presentation tool shows the site
   * in a frame: the one other site that may frame it.
   */
  studioOrigin?: string;
}

/** A fresh nonce: 128 random bits, base64. */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

const STRIPE_JS = ['https://js.stripe.com', 'https://*.js.stripe.com'];

/**
 * Each inline script of a page and its attributes. A script's text ends where the browser ends
 * it: at `</script` followed by a space, `/` or `>` (React's and Remix's scripts escape `<`).
 */
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script[\s/>]/gi;
/** Types a browser runs; any other (JSON-LD) is data, which no policy governs. */
const RUNNABLE = /^(|module|(text|application)\/(java|ecma)script)$/i;

/**
 * A page answered to more than one visitor (the page cache, decision 0086): the same bytes for
 * everyone, so no nonce. Its policy names by SHA-256 hash each inline script the browser runs
 * that carried the render's nonce (what the nonce vouched for; a script without it, say one
 * injected into the page, stays refused), and the nonce attributes are taken out of the HTML. A
 * script whose text differed from what was hashed would be refused, not run.
 */
export function withScriptHashes(
  html: string,
  policy: string,
  nonce: string,
): { html: string; policy: string } {
  const hashes = new Set<string>();
  const vouched = ` nonce="${nonce}"`;
  for (const [, attributes = '', text = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (!attributes.includes(vouched) || /\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1] ?? '';
    if (!RUNNABLE.test(type.trim())) continue;
    hashes.add(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
  }
  return {
    html: html.replaceAll(vouched, ''),
    policy: policy.replace(` 'nonce-${nonce}'`, hashes.size ? ` ${[...hashes].join(' ')}` : ''),
  };
}

/** The Content-Security-Policy of a page (an HTML document). */
export function contentSecurityPolicy({
  pathname,
  nonce,
  dev,
  hostedContent,
  payments,
  studioOrigin,
}: PolicyOptions): string {
  const stripe = payments === 'stripe' && isPaymentPage(pathname);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      `'nonce-${nonce}'`,
      // InstagramReels adds Instagram's embed script (on /testimonials, and any page reached
      // from there without a new document).
      'https://www.instagram.com/embed.js',
      ...(stripe ? STRIPE_JS : []),
    ],
    // Inline style attributes: React renders `style` (bar widths), Stripe.js and Instagram's
    // script size their frames with them, Vite's dev server injects <style> elements.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", ...(hostedContent ? ['https://cdn.sanity.io'] : [])],
    'font-src': ["'self'"],
    'connect-src': [
      "'self'",
      ...(stripe ? ['https://api.stripe.com'] : []),
      // Vite's HMR socket (its own port in middleware mode).
      ...(dev ? ['ws:', 'wss:'] : []),
    ],
    'frame-src': [
      // VideoFacade's player (/catalog), the contact page's map (…/maps?…&output=embed or
      // …/maps/embed?…), Instagram's reel embeds.
      'https://www.youtube-nocookie.com',
      'https://www.google.com/maps',
      'https://www.google.com/maps/',
      'https://www.instagram.com',
      ...(stripe ? [...STRIPE_JS, 'https://hooks.stripe.com'] : []),
    ],
    'media-src': ["'self'"],
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'", ...(studioOrigin ? [studioOrigin] : [])],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** Browser features no page uses are off; Stripe's frames may use the Payment Request API. */
export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(self "https://js.stripe.com")';

/** Strict-Transport-Security, only for a site served over https (SITE_URL). */
export function strictTransportSecurity(siteUrl: string | undefined): string | null {
  return siteUrl?.startsWith('https://') ? 'max-age=31536000; includeSubDomains' : null;
}

/** The headers of a page (HTML document) response. */
export function documentSecurityHeaders(
  options: PolicyOptions & { siteUrl: string | undefined },
): Record<string, string> {
  const hsts = strictTransportSecurity(options.siteUrl);
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'Permissions-Policy': PERMISSIONS_POLICY,
    ...(hsts ? { 'Strict-Transport-Security': hsts } : {}),
  };
}

/** The headers of the data requests of client-side navigations: nothing in them may run. */
export function dataSecurityHeaders(siteUrl: string | undefined): Record<string, string> {
  const hsts = strictTransportSecurity(siteUrl);
  return {
    'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
    ...(hsts ? { 'Strict-Transport-Security': hsts } : {}),
  };
}
