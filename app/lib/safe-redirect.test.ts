import { describe, expect, it } from 'vitest';

import { safeRedirectPath } from './safe-redirect';

describe('safeRedirectPath', () => {
  it('keeps same-site paths', () => {
    expect(safeRedirectPath('/account')).toBe('/account');
    expect(safeRedirectPath('/courses?panel=module1#details')).toBe(
      '/courses?panel=module1#details',
    );
  });

  it.each([
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'account',
    '',
  ])('refuses %j', (to) => {
    expect(safeRedirectPath(to, '/fallback')).toBe('/fallback');
  });

  it('refuses what is not a string', () => {
    expect(safeRedirectPath(null)).toBe('/');
  });
});
