import { alternatesOf, ogLocalesOf, pageUrlIn } from '~/i18n/alternates';
import type { Language } from '~/i18n/config';

/**
 * The head tags of a page's languages: its canonical URL (the page in the language shown),
 * `hreflang` alternates (en, es, x-default) and `og:url`, `og:locale`, `og:locale:alternate`.
 */
export function LanguageAlternates({
  pageUrl,
  language,
  siteName,
}: {
  /** Origin and path, without a query. */
  pageUrl: string;
  language: Language;
  siteName: string;
}) {
  const url = pageUrlIn(pageUrl, language);
  const og = ogLocalesOf(language);
  return (
    <>
      <link rel="canonical" href={url} />
      {alternatesOf(pageUrl).map(({ hrefLang, href }) => (
        <link key={hrefLang} rel="alternate" hrefLang={hrefLang} href={href} />
      ))}
      <meta property="og:url" content={url} />
      <meta property="og:site_name" content={siteName} />
      <meta property="og:locale" content={og.locale} />
      {og.alternates.map((locale) => (
        <meta key={locale} property="og:locale:alternate" content={locale} />
      ))}
    </>
  );
}
