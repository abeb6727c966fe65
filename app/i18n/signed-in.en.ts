import account from './account.en';
import credits from './credits.en';
import staff from './staff.en';
import transcripts from './transcripts.en';

/**
 * The interface texts of the signed-in pages (/account, /staff), loaded by the browser only
 * for those pages (decision 0075).
 */
const signedInEn = { account, staff, transcripts, credits };

export default signedInEn;
export type SignedInTranslation = typeof signedInEn;
