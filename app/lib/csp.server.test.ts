import { describe, expect, it } from 'vitest';

import { isPaymentPage } from './csp';
import {
  contentSecurityPolicy,
  createNonce,
  dataSecurityHeaders,
  documentSecurityHeaders,
  PERMISSIONS_POLICY,
  type PolicyOptions,
  strictTransportSecurity,
  withScriptHashes,
} from './csp.server';

const base: PolicyOptions = {
  pathname: '/',
  nonce: 'bm9uY2Vub25jZW5vbmNlMQ==',
  dev: false,
  hostedContent: false,
  payments: 'stand-in',
};

/** The policy as directive name → sources. */
function parse(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      return [name!, sources];
    }),
  );
}

function directives(options: Partial<PolicyOptions> = {}) {
  return parse(contentSecurityPolicy({ ...base, ...options }));
}

describe('contentSecurityPolicy', () => {
  it('runs only the site’s own scripts and the inline ones with this response’s nonce', () => {
    const policy = directives();
    expect(policy.get('script-src')).toEqual([
      "'self'",
      `'nonce-${base.nonce}'`,
      'https://www.instagram.com/embed.js',
    ]);
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
    expect(policy.get('script-src')).not.toContain("'unsafe-eval'");
  });

  it('locks down plugins, the base URL, form targets and who may frame the site', () => {
    const policy = directives();
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
  });

  it("may be framed by the Sanity Studio's origin alone, when there is one", () => {
    const policy = directives({ studioOrigin: 'https://academy.sanity.studio' });
    expect(policy.get('frame-ancestors')).toEqual(["'self'", 'https://academy.sanity.studio']);
  });

  it('frames only the YouTube player, Google Maps and Instagram embeds', () => {
    expect(directives().get('frame-src')).toEqual([
      'https://www.youtube-nocookie.com',
      'https://www.google.com/maps',
      'https://www.google.com/maps/',
      'https://www.instagram.com',
    ]);
  });

  it('takes images from Sanity’s CDN only with hosted content', () => {
    expect(directives().get('img-src')).toEqual(["'self'"]);
    expect(directives({ hostedContent: true }).get('img-src')).toEqual([
      "'self'",
      'https://cdn.sanity.io',
    ]);
  });

  it('allows Stripe.js, its frames and its API on /register with Stripe’s own Stripe.js', () => {
    for (const pathname of ['/register', '/register/']) {
      const policy = directives({ pathname, payments: 'stripe' });
      expect(policy.get('script-src')).toEqual(
        expect.arrayContaining(['https://js.stripe.com', 'https://*.js.stripe.com']),
      );
      expect(policy.get('frame-src')).toEqual(
        expect.arrayContaining([
          'https://js.stripe.com',
          'https://*.js.stripe.com',
          'https://hooks.stripe.com',
        ]),
      );
      expect(policy.get('connect-src')).toEqual(["'self'", 'https://api.stripe.com']);
    }
  });

  it('allows nothing of Stripe’s on other pages, or with the stand-ins or without payments', () => {
    const cases: Array<Partial<PolicyOptions>> = [
      { pathname: '/', payments: 'stripe' },
      { pathname: '/courses', payments: 'stripe' },
      { pathname: '/register-now', payments: 'stripe' },
      // The stand-in is /mocks/stripe.js and calls /mocks/stripe-api on the site itself.
      { pathname: '/register', payments: 'stand-in' },
      { pathname: '/register', payments: 'off' },
    ];
    for (const options of cases) {
      expect(contentSecurityPolicy({ ...base, ...options })).not.toContain('stripe');
    }
  });

  it('relaxes for Vite’s dev server only, and only to let its HMR socket connect', () => {
    const policy = directives({ dev: true });
    expect(policy.get('connect-src')).toEqual(["'self'", 'ws:', 'wss:']);
    expect(policy.get('script-src')).toEqual(directives().get('script-src'));
    expect(contentSecurityPolicy(base)).not.toMatch(/ws:/);
    expect(contentSecurityPolicy({ ...base, dev: true })).not.toMatch(/unsafe-eval/);
  });

  it('allows inline styles (React style attributes, Stripe’s and Instagram’s frames)', () => {
    expect(directives().get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
  });
});

describe('createNonce', () => {
  it('gives 128 random bits in base64, new each time', () => {
    const nonces = new Set(Array.from({ length: 100 }, createNonce));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) {
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    }
  });
});

describe('strictTransportSecurity', () => {
  it('is sent only when the site is https', () => {
    expect(strictTransportSecurity('https://academy.example.com')).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect(strictTransportSecurity('http://localhost:3000')).toBeNull();
    expect(strictTransportSecurity(undefined)).toBeNull();
  });
});

describe('documentSecurityHeaders', () => {
  it('gives the policy, Permissions-Policy and, for https, HSTS', () => {
    const headers = documentSecurityHeaders({ ...base, siteUrl: 'https://academy.example.com' });
    expect(headers['Content-Security-Policy']).toBe(contentSecurityPolicy(base));
    expect(headers['Permissions-Policy']).toBe(PERMISSIONS_POLICY);
    expect(headers['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
    expect(documentSecurityHeaders({ ...base, siteUrl: undefined })).not.toHaveProperty(
      'Strict-Transport-Security',
    );
  });

  it('turns off camera, microphone and location; payment only for the site and Stripe', () => {
    expect(PERMISSIONS_POLICY).toBe(
      'camera=(), microphone=(), geolocation=(), payment=(self "https://js.stripe.com")',
    );
  });
});

describe('dataSecurityHeaders', () => {
  it('lets nothing run or frame a data response', () => {
    expect(dataSecurityHeaders(undefined)).toEqual({
      'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
    });
    expect(dataSecurityHeaders('https://a.example')['Strict-Transport-Security']).toBeDefined();
  });
});

describe('isPaymentPage', () => {
  it('is /register and a monthly payment page only', () => {
    expect(isPaymentPage('/register')).toBe(true);
    expect(isPaymentPage('/register/')).toBe(true);
    expect(isPaymentPage('/registers')).toBe(false);
    expect(isPaymentPage('/')).toBe(false);
    const plan = '/account/plans/0b5c2b4e-8f1e-4d7a-9c11-2f3a4b5c6d7e';
    expect(isPaymentPage(`${plan}/pay`)).toBe(true);
    expect(isPaymentPage(`${plan}/card`)).toBe(true);
    expect(isPaymentPage(`${plan}/cards`)).toBe(false);
    expect(isPaymentPage(plan)).toBe(false);
    expect(isPaymentPage('/account')).toBe(false);
  });
});

describe('withScriptHashes', () => {
  const nonce = 'bm9uY2Vub25jZW5vbmNlMQ==';
  const policy = `default-src 'self'; script-src 'self' 'nonce-${nonce}' https://www.instagram.com/embed.js; style-src 'self'`;
  const sources = (html: string) => {
    const shared = withScriptHashes(html, policy, nonce);
    return { html: shared.html, scripts: parse(shared.policy).get('script-src') };
  };
  // Hashes worked out by `openssl dgst -sha256 -binary | base64` (the first is MDN's example).
  const inline = "'sha256-B2yPHKaXnvFWtRChIbabYmUBFZdVfKKXHbWtWidDVF8='"; // var inline = 1;
  const accented = "'sha256-xG1vBQcbsIkA2QzzOAzIxIQySNQfKDVSUJpMyByptZY='"; // ñ(); in UTF-8
  const host = 'https://www.instagram.com/embed.js';

  const N = `nonce="${nonce}"`;
  it.each([
    ['a script', `<script ${N}>var inline = 1;</script>`, [inline]],
    ['a module', `<script ${N} type="module">var inline = 1;</script>`, [inline]],
    ['text/javascript', `<script type="text/javascript" ${N}>var inline = 1;</script>`, [inline]],
    ['UTF-8 text', `<p>x</p><script ${N}>ñ();</script>`, [accented]],
    [
      'the same script twice',
      `<script ${N}>var inline = 1;</script><script ${N}>var inline = 1;</script>`,
      [inline],
    ],
    [
      'two scripts',
      `<script ${N}>var inline = 1;</script><script ${N}>ñ();</script >`,
      [inline, accented],
    ],
    [
      'an end tag as the browser ends it',
      `<script ${N}>ñ();</script\t><script ${N}>var inline = 1;</script/>`,
      [accented, inline],
    ],
    [
      'a script without the nonce (injected)',
      `<script>var inline = 1;</script><script ${N}>ñ();</script>`,
      [accented],
    ],
    ['a script with another nonce', `<script nonce="b3RoZXI=">var inline = 1;</script>`, []],
    ['JSON-LD (data)', `<script type="application/ld+json" ${N}>{"a":1}</script>`, []],
    ['a file', `<script ${N} src="/assets/a.js"></script>`, []],
    ['no script', `<p>var inline = 1;</p>`, []],
  ])('%s', (_, html, hashes) => {
    const shared = sources(html);
    // Every script's hash, the rest of the policy as it was, and no nonce anywhere.
    expect(shared.scripts).toEqual(["'self'", ...hashes, host]);
    expect(shared.html).not.toContain(nonce);
    expect(shared.html).toBe(html.replaceAll(` nonce="${nonce}"`, ''));
  });

  it('leaves the rest of the policy alone', () => {
    const html = `<script nonce="${nonce}">var inline = 1;</script>`;
    const shared = withScriptHashes(html, policy, nonce).policy;
    expect(shared).toBe(policy.replace(`'nonce-${nonce}'`, inline));
  });
});
