import certificates from './certificates.es';
import type { Translation } from './en';
import publicEs from './public.es';
import registrationEs from './registration.es';
import signedInEs from './signed-in.es';

/** Every interface text in Spanish (en.ts). */
const es: Translation = { ...publicEs, ...registrationEs, certificates, ...signedInEs };

export default es;
