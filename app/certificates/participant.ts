/**
 * What a CE certificate prints of the participant besides their name, entered in /account's
 * Account Info before it is issued (docs/decisions/0068). No server imports: the form validates
 * with the same rules.
 */
import { z } from 'zod';

import { singleLine } from '~/forms/fields';

/** Empty is allowed: each is printed only when given. */
const optional = (max: number, pattern: RegExp, message: string) =>
  z
    .string({ invalid_type_error: message })
    .optional()
    .transform((value) => singleLine(value ?? ''))
    .pipe(
      z
        .string()
        .max(max, message)
        .refine((value) => value === '' || pattern.test(value), message),
    )
    .transform((value) => value || null);

export const ceDetailsSchema = z.object({
  intent: z.literal('ce-details'),
  licenseNumber: optional(40, /^[\p{L}\p{N} .\-/#]+$/u, 'forms.errors.licenseNumber'),
  licenseState: optional(60, /^[\p{L}\p{N} .,'-]+$/u, 'forms.errors.licenseState'),
  agdId: optional(12, /^\d{1,12}$/, 'forms.errors.agdId'),
});

export type CeDetails = Omit<z.infer<typeof ceDetailsSchema>, 'intent'>;
