import { describe, expect, it } from 'vitest';

import { isCrossSiteWrite } from './cross-site.server';

const post = (path: string, headers: Record<string, string>, method = 'POST') =>
  new Request(`http://academy.example${path}`, { method, headers });

describe('isCrossSiteWrite', () => {
  it('refuses a post another site’s page makes the browser send', () => {
    expect(isCrossSiteWrite(post('/login', { Origin: 'https://evil.example' }), undefined)).toBe(
      true,
    );
    expect(isCrossSiteWrite(post('/logout', { 'Sec-Fetch-Site': 'cross-site' }), undefined)).toBe(
      true,
    );
    expect(isCrossSiteWrite(post('/account', { Origin: 'null' }), undefined)).toBe(true);
    expect(
      isCrossSiteWrite(
        post('/api/contacts', { Origin: 'https://academy.example.evil.com' }),
        undefined,
      ),
    ).toBe(true);
    expect(
      isCrossSiteWrite(post('/enquiry', { Origin: 'http://sub.academy.example' }), undefined),
    ).toBe(true);
    expect(
      isCrossSiteWrite(post('/account', { Origin: 'https://evil.example' }, 'DELETE'), undefined),
    ).toBe(true);
  });

  it('lets the site’s own posts through, also behind a TLS proxy', () => {
    expect(isCrossSiteWrite(post('/login', { Origin: 'http://academy.example' }), undefined)).toBe(
      false,
    );
    expect(
      isCrossSiteWrite(
        post('/login', { Origin: 'https://academy.example', 'Sec-Fetch-Site': 'same-origin' }),
        undefined,
      ),
    ).toBe(false);
    expect(
      isCrossSiteWrite(
        post('/login', { Origin: 'https://www.academy.example' }),
        'https://www.academy.example',
      ),
    ).toBe(false);
  });

  it('lets reads, header-less clients and Stripe’s webhook through', () => {
    expect(
      isCrossSiteWrite(post('/login', { Origin: 'https://evil.example' }, 'GET'), undefined),
    ).toBe(false);
    expect(isCrossSiteWrite(post('/api/contacts', {}), undefined)).toBe(false);
    expect(
      isCrossSiteWrite(post('/api/stripe/webhook', { 'Sec-Fetch-Site': 'cross-site' }), undefined),
    ).toBe(false);
  });
});
