import en from './en';
import es from './es';

export const supportedLanguages = ['en', 'es'] as const;
export type Language = (typeof supportedLanguages)[number];
export const fallbackLanguage: Language = 'en';

export const resources = { en: { common: en }, es: { common: es } };

/** Options shared by the server's per-request i18next instance and the browser's. */
export const i18nConfig = {
  supportedLngs: [...supportedLanguages],
  fallbackLng: fallbackLanguage,
  defaultNS: 'common',
  ns: ['common'],
  interpolation: { escapeValue: false },
  resources,
};

export function isLanguage(value: unknown): value is Language {
  return supportedLanguages.includes(value as Language);
}
