/**
 * What the auth actions answer when they refuse: a code (translated by the pages, English in the
 * API: errors.server.ts) and the field it is about, if any. No server imports: the pages use it
 * too.
 */
import type authEn from '~/i18n/auth.en';

export type AuthErrorCode = keyof typeof authEn.errors;
export type AuthField = 'email' | 'password' | 'confirmPassword';

export interface AuthError {
  code: AuthErrorCode;
  /** The input the message belongs under; none for messages about the whole form. */
  field?: AuthField;
  /** For a refusal that passes with time (429, 503): the Retry-After, in seconds. */
  retryAfterSeconds?: number;
}

/** The Retry-After header of a refusal that passes with time; none for the others. */
export function retryAfterHeaders(error: AuthError): Record<string, string> {
  return error.retryAfterSeconds ? { 'Retry-After': String(error.retryAfterSeconds) } : {};
}

/** How a form shows the error: under its field, or above the form (conform's reply options). */
export function authErrorReply(error: AuthError) {
  const message = [`auth.errors.${error.code}`];
  return error.field ? { fieldErrors: { [error.field]: message } } : { formErrors: message };
}
