import en from './en';
import es from './es';

/**
 * Every language's interface texts. The server holds them all; the browser loads only the
 * page's language (entry.client.tsx), so this module is imported by server code only.
 */
export const resources = { en: { common: en }, es: { common: es } };
