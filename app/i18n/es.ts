import type { Translation } from './en';
import publicEs from './public.es';
import signedInEs from './signed-in.es';

/** Every interface text in Spanish (en.ts). */
const es: Translation = { ...publicEs, ...signedInEs };

export default es;
