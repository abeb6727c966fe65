/**
 * Checks of what a person types into the auth forms (SPEC §5), shared by the server and tests.
 * No server imports.
 */
import { z } from 'zod';
import type { AuthError } from './errors';

export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 256;

const emailSchema = z.string().trim().max(254).email();

/** The e-mail as typed, trimmed, when it is a plausible address; else null. */
export function parseEmail(value: unknown): string | null {
  const result = emailSchema.safeParse(value);
  return result.success ? result.data : null;
}

export function formText(form: FormData | Record<string, unknown>, name: string): string {
  const value = form instanceof FormData ? form.get(name) : form[name];
  return typeof value === 'string' ? value : '';
}

/** A new password and its confirmation: mismatch first, then length (SPEC §5, §8). */
export function checkNewPassword(password: string, confirmPassword: string): AuthError | null {
  if (password !== confirmPassword) return { code: 'passwordMismatch', field: 'confirmPassword' };
  if (password.length < MIN_PASSWORD_LENGTH) return { code: 'passwordTooShort', field: 'password' };
  if (password.length > MAX_PASSWORD_LENGTH) return { code: 'passwordTooLong', field: 'password' };
  return null;
}
