/**
 * What the auth actions answer when they refuse: a code (translated by the pages, English in the
 * API) and the field it is about, if any. No server imports: the pages use it too.
 */
import authEn from '~/i18n/auth.en';

export type AuthErrorCode = keyof typeof authEn.errors;
export type AuthField = 'email' | 'password' | 'confirmPassword';

export interface AuthError {
  code: AuthErrorCode;
  /** The input the message belongs under; none for messages about the whole form. */
  field?: AuthField;
}

/** The English message of a code (SPEC §8 wording), e.g. for API answers. */
export function authMessage(code: AuthErrorCode): string {
  const template = authEn.errors[code];
  return template.replace('{{message}}', authEn.errors.unavailable);
}
