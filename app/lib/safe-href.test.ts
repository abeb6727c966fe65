import { describe, expect, it } from 'vitest';

import { isSitePath, safeHref } from './safe-href';

describe('safeHref', () => {
  it.each([
    'https://www.instagram.com/reel/abc/',
    'http://example.com/a?b=c#d',
    'HTTPS://EXAMPLE.COM',
    'mailto:office@example.com',
    'MAILTO:office@example.com?subject=Hi',
    'tel:+13105550123',
    '/register',
    '/courses?panel=module1#details',
    '/',
    '#main',
  ])('keeps %j', (href) => {
    expect(safeHref(href)).toBe(href);
  });

  it('trims the whitespace browsers ignore', () => {
    expect(safeHref('  https://example.com/ \n')).toBe('https://example.com/');
    expect(safeHref('\t/register')).toBe('/register');
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' javascript:alert(1)',
    '\u0000javascript:alert(1)',
    '\u0001\u001fjavascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'java\rscript:alert(1)',
    'javascript\t:alert(1)',
    'jav&#x09;ascript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'DATA:text/html,<script>alert(1)</script>',
    'file:///etc/passwd',
    'ftp://example.com',
    '//evil.example',
    '/\\evil.example',
    '/\u0000x',
    'courses',
    './courses',
    '?tab=x',
    'https://',
    'http://exa mple.com',
    '',
    '   ',
  ])('drops %j', (href) => {
    expect(safeHref(href)).toBeNull();
  });

  it('drops what is not a string', () => {
    expect(safeHref(null)).toBeNull();
    expect(safeHref(undefined)).toBeNull();
  });
});

describe('isSitePath', () => {
  it('is true for paths of this site only', () => {
    expect(isSitePath('/register')).toBe(true);
    expect(isSitePath('#main')).toBe(false);
    expect(isSitePath('https://example.com')).toBe(false);
    expect(isSitePath('//example.com')).toBe(false);
  });
});
