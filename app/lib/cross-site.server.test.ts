import { describe, expect, it } from 'vitest';

import { isCrossSiteWrite } from './cross-site.server';

const post = (path: string, headers: Record<string, string>, method = 'POST') =>
  new Request(`http://academy.example${path}`, { method, headers });

describe('isCrossSiteWrite', () => {
  it('refuses a post another site’s page makes the browser send', () => {
    expect(isCrossSiteWrite(post('/login', { Origin: 'https://evil.example' }))).toBe(true);
    expect(isCrossSiteWrite(post('/logout', { 'Sec-Fetch-Site': 'cross-site' }))).toBe(true);
    expect(isCrossSiteWrite(post('/account', { Origin: 'null' }))).toBe(true);
    expect(
      isCrossSiteWrite(post('/api/contacts', { Origin: 'https://academy.example.evil.com' })),
    ).toBe(true);
    expect(isCrossSiteWrite(post('/enquiry', { Origin: 'http://sub.academy.example' }))).toBe(true);
    expect(isCrossSiteWrite(post('/account', { Origin: 'https://evil.example' }, 'DELETE'))).toBe(
      true,
    );
  });

  it('lets the site’s own posts through, also behind a TLS proxy', () => {
    expect(isCrossSiteWrite(post('/login', { Origin: 'http://academy.example' }))).toBe(false);
    expect(
      isCrossSiteWrite(
        post('/login', { Origin: 'https://academy.example', 'Sec-Fetch-Site': 'same-origin' }),
      ),
    ).toBe(false);
    // Another host, even the site's own name on another port: Remix itself would refuse it.
    expect(isCrossSiteWrite(post('/login', { Origin: 'http://academy.example:8080' }))).toBe(true);
  });

  it('lets reads, header-less clients and Stripe’s and Sanity’s webhooks through', () => {
    expect(isCrossSiteWrite(post('/login', { Origin: 'https://evil.example' }, 'GET'))).toBe(false);
    expect(isCrossSiteWrite(post('/api/contacts', {}))).toBe(false);
    expect(isCrossSiteWrite(post('/api/stripe/webhook', { 'Sec-Fetch-Site': 'cross-site' }))).toBe(
      false,
    );
    expect(isCrossSiteWrite(post('/api/sanity/webhook', { Origin: 'https://api.sanity.io' }))).toBe(
      false,
    );
  });
});
