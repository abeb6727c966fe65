import { englishText } from '~/i18n/english.server';

import type { AuthErrorCode } from './errors';

/** The English message of a code (SPEC §8 wording), for the API's answers. */
export function authMessage(code: AuthErrorCode): string {
  return englishText(`auth.errors.${code}`);
}
