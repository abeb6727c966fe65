export const supportedLanguages = ['en', 'es'] as const;
export type Language = (typeof supportedLanguages)[number];
export const fallbackLanguage: Language = 'en';

/**
 * The i18next options our texts are written for (translate.test.ts checks translate.ts against
 * i18next with them); the texts themselves are in ./resources.ts (the server's) and loaded per
 * language in the browser.
 */
export const i18nConfig = {
  supportedLngs: [...supportedLanguages],
  fallbackLng: fallbackLanguage,
  defaultNS: 'common',
  ns: ['common'],
  interpolation: { escapeValue: false },
};

export function isLanguage(value: unknown): value is Language {
  return supportedLanguages.includes(value as Language);
}
