import en from './en';
import { translate, type TranslateOptions } from './translate';

/**
 * The English text of an i18n key, for answers that have no page language (the JSON APIs,
 * docs/product.md#api). A string that is not a key comes back as it is. Server only: modules the browser
 * loads give i18n keys, which the page translates, so it loads only its language's texts
 * (the build refuses a .server module in the browser).
 */
export function englishText(key: string, values?: TranslateOptions): string {
  return translate(en, 'en', key, values);
}
