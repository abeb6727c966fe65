import certificates from './certificates.en';
import publicEn from './public.en';
import registrationEn from './registration.en';
import signedInEn from './signed-in.en';

/**
 * Every interface text in English: the server's, and the type of every language's. The browser
 * loads them in parts (text-bundles.ts).
 */
const en = { ...publicEn, ...registrationEn, certificates, ...signedInEn };

export default en;
export type Translation = typeof en;
