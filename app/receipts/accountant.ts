/**
 * The buyer's details for their accountant, typed on /register before paying and printed on
 * their receipts (docs/decisions/0063): a practice name and a tax id, both optional, each one
 * line, trimmed. Messages are i18n keys (app/i18n/forms.*.ts). No server imports: the browser
 * validates with the same rules.
 */
import { z } from 'zod';

import { singleLine } from '~/forms/fields';

import { ACCOUNTANT_LIMITS } from './receipt';

// Tax ids as countries write them: letters (Ñ too), digits, spaces, '-', '.', '/'.
const TAX_ID = /^[\p{L}\p{N}][\p{L}\p{N} .\-/]*$/u;

/** Missing, empty or blank: null; otherwise one trimmed line. */
const optionalLine = z
  .string({ invalid_type_error: 'forms.errors.notText' })
  .nullish()
  .transform((value) => (value ? singleLine(value) || null : null));

export const accountantFields = {
  practiceName: optionalLine
    .pipe(
      z.string().max(ACCOUNTANT_LIMITS.practiceName, 'forms.errors.practiceNameTooLong').nullable(),
    )
    .optional(),
  taxId: optionalLine
    .pipe(
      z
        .string()
        .max(ACCOUNTANT_LIMITS.taxId, 'forms.errors.taxIdTooLong')
        .regex(TAX_ID, 'forms.errors.taxIdInvalid')
        .nullable(),
    )
    .optional(),
};

export const accountantSchema = z.object(accountantFields);

/** What the receipt prints: each detail, or null. */
export interface AccountantDetails {
  practiceName: string | null;
  taxId: string | null;
}

export function accountantDetails(input: unknown): AccountantDetails | { error: z.ZodIssue } {
  const parsed = accountantSchema.safeParse(input);
  if (!parsed.success) return { error: parsed.error.issues[0]! };
  return { practiceName: parsed.data.practiceName ?? null, taxId: parsed.data.taxId ?? null };
}
