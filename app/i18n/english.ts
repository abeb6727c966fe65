import i18next from 'i18next';

import { i18nConfig } from './config';
import { resources } from './resources';

// Initialised synchronously from the bundled resources: usable at import time.
const english = i18next.createInstance();
void english.init({ ...i18nConfig, resources, lng: 'en', initImmediate: false });

/**
 * The English text of an i18n key, for answers that have no page language (the JSON APIs,
 * SPEC §7). A string that is not a key comes back as it is.
 */
export function englishText(key: string, values?: Record<string, unknown>): string {
  return english.t(key, values);
}
