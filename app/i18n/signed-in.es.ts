import account from './account.es';
import credits from './credits.es';
import type { SignedInTranslation } from './signed-in.en';
import staff from './staff.es';
import transcripts from './transcripts.es';

/** The signed-in pages' texts in Spanish (signed-in.en.ts). */
const signedInEs: SignedInTranslation = { account, staff, transcripts, credits };

export default signedInEs;
