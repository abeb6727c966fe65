import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { LanguageAlternates } from '~/components/LanguageAlternates';

import { alternatesOf, ogLocalesOf, pageUrlIn } from './alternates';

describe('language alternates of a page', () => {
  it('English is the plain URL and the x-default; Spanish adds ?lng=es', () => {
    expect(pageUrlIn('https://academy.test/courses', 'en')).toBe('https://academy.test/courses');
    expect(pageUrlIn('https://academy.test/courses', 'es')).toBe(
      'https://academy.test/courses?lng=es',
    );
    expect(alternatesOf('https://academy.test/')).toEqual([
      { hrefLang: 'en', href: 'https://academy.test/' },
      { hrefLang: 'es', href: 'https://academy.test/?lng=es' },
      { hrefLang: 'x-default', href: 'https://academy.test/' },
    ]);
  });

  it('a list page keeps its ?page= and adds the language after it', () => {
    expect(pageUrlIn('https://academy.test/catalog?page=2', 'es')).toBe(
      'https://academy.test/catalog?page=2&lng=es',
    );
    expect(pageUrlIn('https://academy.test/catalog?page=2', 'en')).toBe(
      'https://academy.test/catalog?page=2',
    );
  });

  it('og:locale is the page language, the other one its alternate', () => {
    expect(ogLocalesOf('en')).toEqual({ locale: 'en_US', alternates: ['es_ES'] });
    expect(ogLocalesOf('es')).toEqual({ locale: 'es_ES', alternates: ['en_US'] });
  });

  it('renders canonical, hreflang and og:locale tags for a Spanish page', () => {
    const html = renderToStaticMarkup(
      <LanguageAlternates
        pageUrl="https://academy.test/courses"
        language="es"
        siteName="Beverly Hills Implant Academy"
      />,
    );
    expect(html).toContain('<link rel="canonical" href="https://academy.test/courses?lng=es"/>');
    expect(html).toContain(
      '<link rel="alternate" hrefLang="en" href="https://academy.test/courses"/>',
    );
    expect(html).toContain(
      '<link rel="alternate" hrefLang="es" href="https://academy.test/courses?lng=es"/>',
    );
    expect(html).toContain(
      '<link rel="alternate" hrefLang="x-default" href="https://academy.test/courses"/>',
    );
    expect(html).toContain('<meta property="og:locale" content="es_ES"/>');
    expect(html).toContain('<meta property="og:locale:alternate" content="en_US"/>');
    expect(html).toContain(
      '<meta property="og:url" content="https://academy.test/courses?lng=es"/>',
    );
  });

  it('renders the English page as canonical for English', () => {
    const html = renderToStaticMarkup(
      <LanguageAlternates pageUrl="https://academy.test/" language="en" siteName="Academy" />,
    );
    expect(html).toContain('<link rel="canonical" href="https://academy.test/"/>');
    expect(html).toContain('<meta property="og:locale" content="en_US"/>');
    expect(html).toContain('<meta property="og:locale:alternate" content="es_ES"/>');
  });
});
