/**
 * The language versions of a page, for `hreflang` alternates, `og:locale` and the sitemap. The
 * site switches language with `?lng=` (and remembers it in a cookie, see i18n.server.ts): the
 * English page is the plain URL (also the `x-default`), the Spanish one the URL with `?lng=es`.
 */
import { fallbackLanguage, type Language, supportedLanguages } from './config';

/** Open Graph locales of the languages. */
export const OG_LOCALES: Record<Language, string> = { en: 'en_US', es: 'es_ES' };

/** The address of a page (origin + path, and `?page=` of a list's page) in a language. */
export function pageUrlIn(pageUrl: string, language: Language): string {
  if (language === fallbackLanguage) return pageUrl;
  return `${pageUrl}${pageUrl.includes('?') ? '&' : '?'}lng=${language}`;
}

export interface Alternate {
  hrefLang: Language | 'x-default';
  href: string;
}

/** Every language version of a page, then the `x-default` (the English page). */
export function alternatesOf(pageUrl: string): Alternate[] {
  return [
    ...supportedLanguages.map((language) => ({
      hrefLang: language,
      href: pageUrlIn(pageUrl, language),
    })),
    { hrefLang: 'x-default', href: pageUrlIn(pageUrl, fallbackLanguage) },
  ];
}

/** The page's `og:locale` and the `og:locale:alternate`s of its other languages. */
export function ogLocalesOf(language: Language): { locale: string; alternates: string[] } {
  return {
    locale: OG_LOCALES[language],
    alternates: supportedLanguages.filter((l) => l !== language).map((l) => OG_LOCALES[l]),
  };
}
