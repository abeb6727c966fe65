/**
 * The enquiry's fields and rules (docs/product.md#enquiries Contact enquiry, #enquiries Enquiry form), one schema for the
 * forms (through conform) and the JSON API. Messages are i18n keys. No server imports.
 */
import { z } from 'zod';

import { contactFields, multiLine, singleLine } from '~/forms/fields';

export const ENQUIRY_LIMITS = {
  questions: 5000,
  courses: 20,
  courseLabel: 100,
  page: 2048,
} as const;

export { ENQUIRY_FAILED } from './messages';

// A path of this site: starts with one slash, no spaces or control characters.
// eslint-disable-next-line no-control-regex
const PATH = /^\/(?!\/)[^\s\u0000-\u001f\u007f\\]*$/;

export const enquirySchema = z.object({
  ...contactFields,
  questions: z
    .string({ invalid_type_error: 'enquiry.errors.questionsNotText' })
    .nullish()
    .transform((value) => (value ? multiLine(value) : ''))
    .pipe(z.string().max(ENQUIRY_LIMITS.questions, 'enquiry.errors.questionsTooLong'))
    .transform((value) => value || null),
  // Labels are kept as sent (bounded), never refused: a lead is worth more than its spelling.
  // The server maps them to the content's options (canonicalCourseLabels).
  selectedCourses: z
    .union([z.string(), z.array(z.string())], {
      errorMap: () => ({ message: 'enquiry.errors.coursesInvalid' }),
    })
    .nullish()
    .transform((value) => {
      const labels = [value ?? []]
        .flat()
        .map((label) => singleLine(label).slice(0, ENQUIRY_LIMITS.courseLabel))
        .filter(Boolean);
      return [...new Set(labels)].slice(0, ENQUIRY_LIMITS.courses);
    }),
  page: z
    .string({ invalid_type_error: 'enquiry.errors.pageInvalid' })
    .nullish()
    .transform((value) => value?.trim() || null)
    .pipe(
      z
        .string()
        .max(ENQUIRY_LIMITS.page, 'enquiry.errors.pageInvalid')
        .regex(PATH, 'enquiry.errors.pageInvalid')
        .nullable(),
    ),
  /** Honeypot: hidden from people (see the form), so only bots fill it in. */
  company: z
    .unknown()
    .transform((value) => (typeof value === 'string' ? value.trim() : value == null ? '' : '?')),
});

export type Enquiry = z.output<typeof enquirySchema>;
/** What the form or the API sends. */
export type EnquiryInput = z.input<typeof enquirySchema>;

/** Whether the honeypot field was filled in (a bot, not a person). */
export function isHoneypotFilled(enquiry: Pick<Enquiry, 'company'>): boolean {
  return enquiry.company !== '';
}

const comparable = (label: string) =>
  label
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * The chosen courses with known ones spelled as the content's options: a label that starts
 * with an option's short label ('Module 2: Advanced and Immediate Implantology, 24 CE, ...'
 * for 'Module 2'), case and punctuation aside, becomes that label; others stay as given.
 */
export function canonicalCourseLabels(
  selected: readonly string[],
  optionLabels: readonly string[],
): string[] {
  // Longest first, so 'Clinical 10' would win over 'Clinical 1'.
  const options = optionLabels
    .map((label) => ({ label, key: comparable(label) }))
    .filter((option) => option.key)
    .sort((a, b) => b.key.length - a.key.length);
  const labels = selected.map((label) => {
    const key = comparable(label);
    const known = options.find((option) => key === option.key || key.startsWith(`${option.key} `));
    return known?.label ?? label;
  });
  return [...new Set(labels)];
}
