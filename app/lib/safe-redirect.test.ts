import { describe, expect, it } from 'vitest';

import { safeRedirectPath } from './safe-redirect';

describe('safeRedirectPath', () => {
  it.each([
    '/account',
    '/courses?panel=module1#details',
    '/account?tab=payments&notice=verified',
    // Already encoded (a path as URL.pathname gives it): kept as it is, ASCII only.
    '/courses/caf%C3%A9?q=a%20b',
    "/a-b_c.d~e/!$&'()*+,;=:@",
  ])('keeps the same-site path %j', (to) => {
    expect(safeRedirectPath(to, '/fallback')).toBe(to);
  });

  it.each([
    // Off-site, or read by browsers as off-site.
    'https://evil.example',
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '/\\/evil.example',
    // Control characters: browsers drop tabs and line breaks ("/\t/evil" is "//evil").
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\nSet-Cookie: a=b',
    '/\u0000evil',
    '/\u007fevil',
    // Not ASCII: a Location header cannot carry it (redirect() throws, the sign-in answered 503).
    '/\u3002evil',
    '/\uff0fevil.example',
    '/café',
    '/\u00a0',
    // Encoded forms of the above, and broken escapes.
    '/%2F/evil.example',
    '/%2f%2fevil.example',
    '/%5Cevil.example',
    '/%5c/evil.example',
    '/%09/evil.example',
    '/account%0D%0ASet-Cookie:%20a=b',
    '/%7Fevil',
    '/%',
    '/%E3%8',
    '/%zz',
    // Characters no URL has unencoded.
    '/a b',
    '/<script>',
    '/"quoted"',
    '/a|b',
    '/`evil`',
    '/{x}',
    '/^x',
    // Not a path.
    'account',
    '',
    ' /account',
  ])('refuses %j', (to) => {
    expect(safeRedirectPath(to, '/fallback')).toBe('/fallback');
  });

  it('keeps a path of 2,000 characters, refuses a longer one', () => {
    const long = `/${'a'.repeat(1999)}`;
    expect(safeRedirectPath(long, '/fallback')).toBe(long);
    expect(safeRedirectPath(`${long}a`, '/fallback')).toBe('/fallback');
  });

  it('refuses what is not a string', () => {
    expect(safeRedirectPath(null)).toBe('/');
    expect(safeRedirectPath(new File(['/account'], 'x'))).toBe('/');
  });
});
