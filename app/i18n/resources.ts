import en from './en';
import es from './es';
import { SENT_RESOURCES } from './sent-words';

/**
 * Every language's texts: the interface's (`common`), and what the academy sends (`emails`,
 * `receipts`: sent-words.ts). The server holds them all; the browser loads only the page's
 * language of the interface's (entry.client.tsx), so this module is imported by server code only.
 */
export const resources = {
  en: { common: en, ...SENT_RESOURCES.en },
  es: { common: es, ...SENT_RESOURCES.es },
};
