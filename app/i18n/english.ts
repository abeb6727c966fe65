import en from './en';
import { translate, type TranslateOptions } from './translate';

/**
 * The English text of an i18n key, for answers that have no page language (the JSON APIs,
 * SPEC §7). A string that is not a key comes back as it is. No i18next and no Spanish here:
 * the registration rules and auth errors that use it are in /register's and /login's chunks.
 */
export function englishText(key: string, values?: TranslateOptions): string {
  return translate(en, 'en', key, values);
}
