import { englishText } from '~/i18n/english.server';

import type { AuthErrorCode } from './errors';

/** The English message of a code (docs/product.md#messages wording), for the API's answers. */
export function authMessage(code: AuthErrorCode): string {
  return englishText(`auth.errors.${code}`);
}
