/**
 * Field schemas shared by every form and API body: name, e-mail, phone, the new-password pair,
 * and the text clean-ups they use. Messages are i18n keys (app/i18n/forms.*.ts): pages translate them, APIs send the
 * English (englishText, i18n/english.server.ts). No server imports: the browser validates with the same rules.
 */
import { z } from 'zod';

export const FIELD_LIMITS = { name: 200, email: 254, phone: 40 } as const;

// Control characters (line breaks included) become spaces and runs of spaces one space:
// names and phone numbers end up in e-mail headers and one-line displays.
// eslint-disable-next-line no-control-regex
const CONTROL_OR_SPACE = /[\u0000-\u001f\u007f\s]+/g;
export const singleLine = (value: string) => value.replace(CONTROL_OR_SPACE, ' ').trim();

// Text areas keep their line breaks and tabs; other control characters go.
// eslint-disable-next-line no-control-regex
const CONTROL_BUT_NEWLINE = /[\u0000-\u0008\u000b-\u001f\u007f]/g;
export const multiLine = (value: string) =>
  value.replace(/\r\n?/g, '\n').replace(CONTROL_BUT_NEWLINE, '').trim();

/** A string, or `message` when it is missing or not a string (an API may send a number). */
export const text = (message: string) =>
  z.string({ required_error: message, invalid_type_error: message });

/** An e-mail address as people type it: trimmed, at most 254 characters. */
export function emailAddress(messages: { required: string; invalid: string }) {
  return text(messages.required)
    .transform(singleLine)
    .pipe(
      z
        .string()
        .min(1, messages.required)
        .max(FIELD_LIMITS.email, messages.invalid)
        .email(messages.invalid),
    );
}

// Digits with the usual separators, an optional leading +, and an optional extension.
const PHONE = /^\+?[\d\s().\-/]+(?:\s*(?:ext\.?|x)\s*\d{1,6})?$/i;

export const nameField = text('forms.errors.nameRequired')
  .transform(singleLine)
  .pipe(
    z
      .string()
      .min(1, 'forms.errors.nameRequired')
      .max(FIELD_LIMITS.name, 'forms.errors.nameTooLong'),
  );

export const emailField = emailAddress({
  required: 'forms.errors.emailRequired',
  invalid: 'forms.errors.emailInvalid',
});

export const phoneField = text('forms.errors.phoneRequired')
  .transform(singleLine)
  .pipe(
    z
      .string()
      .min(1, 'forms.errors.phoneRequired')
      .max(FIELD_LIMITS.phone, 'forms.errors.phoneInvalid')
      .regex(PHONE, 'forms.errors.phoneInvalid')
      .refine((value) => value.replace(/\D/g, '').length >= 5, 'forms.errors.phoneInvalid'),
  );

export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 256;

// Passwords are taken as typed: no trimming.
export const password = z
  .string()
  .optional()
  .transform((value) => value ?? '');

/** A new password and its confirmation: mismatch first, then length (docs/product.md#accounts, #messages). */
export function checkNewPassword(
  newPassword: string,
  confirmPassword: string,
): {
  code: 'passwordMismatch' | 'passwordTooShort' | 'passwordTooLong';
  field: 'password' | 'confirmPassword';
} | null {
  if (newPassword !== confirmPassword) {
    return { code: 'passwordMismatch', field: 'confirmPassword' };
  }
  if (newPassword.length < MIN_PASSWORD_LENGTH)
    return { code: 'passwordTooShort', field: 'password' };
  if (newPassword.length > MAX_PASSWORD_LENGTH)
    return { code: 'passwordTooLong', field: 'password' };
  return null;
}

/** A new password typed twice; check the pair with `.superRefine(newPasswordRule)`. */
export const newPasswordFields = { password, confirmPassword: password };

export function newPasswordRule(
  value: { password: string; confirmPassword: string },
  ctx: z.RefinementCtx,
) {
  const problem = checkNewPassword(value.password, value.confirmPassword);
  if (problem) {
    ctx.addIssue({
      code: z.ZodIssueCode.custom,
      path: [problem.field],
      message: `auth.errors.${problem.code}`,
    });
  }
}

/** The contact details every enquiry and registration asks for. */
export const contactFields = { name: nameField, email: emailField, phone: phoneField };

/**
 * The first message per field of a failed parse: `{ field: message }`, with messages about the
 * whole object under `''`. For API answers, which show one message per field.
 */
export function firstErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) errors[String(issue.path[0] ?? '')] ??= issue.message;
  return errors;
}
