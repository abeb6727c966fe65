/**
 * The auth forms' schemas (docs/product.md#accounts, #messages), shared by the browser and the server, and the rules
 * the auth modules check their inputs with. Messages are i18n keys (`auth.errors.*`).
 */
import { z } from 'zod';

import {
  emailAddress,
  MAX_PASSWORD_LENGTH,
  newPasswordFields,
  newPasswordRule,
  password,
} from '~/forms/fields';

const signInEmail = emailAddress({
  required: 'auth.errors.invalidEmail',
  invalid: 'auth.errors.invalidEmail',
});

/** The e-mail as typed, trimmed, when it is a plausible address; else null. */
export function parseEmail(value: unknown): string | null {
  const result = signInEmail.safeParse(value);
  return result.success ? result.data : null;
}

/** docs/product.md#accounts Login: e-mail and password required; a missing password reads like a wrong one. */
export const loginSchema = z
  .object({ email: signInEmail, password, redirectTo: z.string().optional() })
  .superRefine((value, ctx) => {
    if (!value.password || value.password.length > MAX_PASSWORD_LENGTH) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: 'auth.errors.invalidCredentials' });
    }
  });

export const createAccountSchema = z
  .object({ email: signInEmail, ...newPasswordFields })
  .superRefine(newPasswordRule);

export const forgotPasswordSchema = z.object({
  email: emailAddress({
    required: 'auth.errors.resetMissingEmail',
    invalid: 'auth.errors.resetInvalidEmail',
  }),
});

export const resetPasswordSchema = z
  .object({ token: z.string().optional(), ...newPasswordFields })
  .superRefine(newPasswordRule);

/** The account page's buttons: confirm the address with the e-mailed token, or send a new link. */
export const emailConfirmationSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('verify'), token: z.string().optional() }),
  z.object({ intent: z.literal('resend') }),
]);
