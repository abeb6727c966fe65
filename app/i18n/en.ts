import publicEn from './public.en';
import signedInEn from './signed-in.en';

/** Every interface text in English: the server's, and the type of every language's. */
const en = { ...publicEn, ...signedInEn };

export default en;
export type Translation = typeof en;
