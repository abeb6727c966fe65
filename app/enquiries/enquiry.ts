/**
 * The enquiry form's fields and rules (SPEC §3 Contact enquiry, §5 Enquiry form). Shared by the
 * browser and the server: no server imports here.
 */
import { z } from 'zod';

export const ENQUIRY_LIMITS = {
  name: 200,
  phone: 40,
  email: 254,
  questions: 5000,
  courses: 20,
  courseLabel: 100,
  page: 2048,
} as const;

export const ENQUIRY_ERROR = 'There was a problem submitting your request. Please try again.';

/** The fields a visitor fills in, plus `page` (where the form was sent from). */
export type EnquiryField = 'name' | 'phone' | 'email' | 'questions' | 'selectedCourses' | 'page';

export type EnquiryFieldErrors = Partial<Record<EnquiryField, string>>;

// Control characters (line breaks included) become spaces and runs of spaces one space:
// names and phone numbers end up in e-mail headers and one-line displays.
// eslint-disable-next-line no-control-regex
const CONTROL_OR_SPACE = /[\u0000-\u001f\u007f\s]+/g;
const singleLine = (value: string) => value.replace(CONTROL_OR_SPACE, ' ').trim();

// Text areas keep their line breaks and tabs; other control characters go.
// eslint-disable-next-line no-control-regex
const CONTROL_BUT_NEWLINE = /[\u0000-\u0008\u000b-\u001f\u007f]/g;
const multiLine = (value: string) =>
  value.replace(/\r\n?/g, '\n').replace(CONTROL_BUT_NEWLINE, '').trim();

const text = (required: string) =>
  z.string({ required_error: required, invalid_type_error: required });

// Digits with the usual separators, an optional leading +, and an optional extension.
const PHONE = /^\+?[\d\s().\-/]+(?:\s*(?:ext\.?|x)\s*\d{1,6})?$/i;

// A path of this site: starts with one slash, no spaces or control characters.
// eslint-disable-next-line no-control-regex
const PATH = /^\/(?!\/)[^\s\u0000-\u001f\u007f\\]*$/;

export const enquirySchema = z.object({
  name: text('Please enter your name.')
    .transform(singleLine)
    .pipe(
      z
        .string()
        .min(1, 'Please enter your name.')
        .max(ENQUIRY_LIMITS.name, `Please enter at most ${ENQUIRY_LIMITS.name} characters.`),
    ),
  phone: text('Please enter your phone number.')
    .transform(singleLine)
    .pipe(
      z
        .string()
        .min(1, 'Please enter your phone number.')
        .max(ENQUIRY_LIMITS.phone, 'Please enter a valid phone number.')
        .regex(PHONE, 'Please enter a valid phone number.')
        .refine(
          (value) => value.replace(/\D/g, '').length >= 5,
          'Please enter a valid phone number.',
        ),
    ),
  email: text('Please enter your email address.')
    .transform(singleLine)
    .pipe(
      z
        .string()
        .min(1, 'Please enter your email address.')
        .max(ENQUIRY_LIMITS.email, 'Please enter a valid email address.')
        .email('Please enter a valid email address.'),
    ),
  questions: z
    .string({ invalid_type_error: 'Please enter your questions as text.' })
    .nullish()
    .transform((value) => (value ? multiLine(value) : ''))
    .pipe(
      z
        .string()
        .max(
          ENQUIRY_LIMITS.questions,
          `Please keep your questions under ${ENQUIRY_LIMITS.questions.toLocaleString('en-US')} characters.`,
        ),
    )
    .transform((value) => value || null),
  selectedCourses: z
    .unknown()
    .transform((value, ctx) => {
      // One ticked checkbox may arrive as a plain string; none as nothing at all.
      const list: unknown[] = value == null ? [] : Array.isArray(value) ? value : [value];
      if (!list.every((item) => typeof item === 'string')) {
        ctx.addIssue({
          code: z.ZodIssueCode.custom,
          message: 'Please choose courses from the list.',
        });
        return z.NEVER;
      }
      // The same course twice counts once.
      return [...new Set((list as string[]).map(singleLine))].filter(Boolean);
    })
    .pipe(
      z
        .array(z.string().max(ENQUIRY_LIMITS.courseLabel, 'Please choose courses from the list.'))
        .max(ENQUIRY_LIMITS.courses, 'Please choose courses from the list.'),
    ),
  page: z
    .string({ invalid_type_error: 'The page address is not valid.' })
    .nullish()
    .transform((value) => value?.trim() || null)
    .pipe(
      z
        .string()
        .max(ENQUIRY_LIMITS.page, 'The page address is not valid.')
        .regex(PATH, 'The page address is not valid.')
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

export type ParseEnquiryResult =
  | { success: true; data: Enquiry }
  | { success: false; error: string; fieldErrors: EnquiryFieldErrors };

const FIELDS: readonly EnquiryField[] = [
  'name',
  'phone',
  'email',
  'questions',
  'selectedCourses',
  'page',
];

interface FormDataLike {
  get(name: string): unknown;
  getAll(name: string): unknown[];
}

function isFormDataLike(value: unknown): value is FormDataLike {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as FormDataLike).get === 'function' &&
    typeof (value as FormDataLike).getAll === 'function'
  );
}

/** FormData / URLSearchParams values as the plain object the schema reads. */
function fromForm(form: FormDataLike): Record<string, unknown> {
  const one = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : undefined;
  };
  return {
    name: one('name'),
    phone: one('phone'),
    email: one('email'),
    questions: one('questions'),
    // Repeated fields, one per ticked checkbox; files are not course labels.
    selectedCourses: [
      ...form.getAll('selectedCourses'),
      ...form.getAll('selectedCourses[]'),
    ].filter((value): value is string => typeof value === 'string'),
    page: one('page'),
    company: one('company'),
  };
}

/**
 * Checks an enquiry: a JSON object (the API's body) or a form's FormData (selectedCourses as
 * repeated fields). Field errors are plain English, one per field.
 */
export function parseEnquiry(input: unknown): ParseEnquiryResult {
  const values = isFormDataLike(input)
    ? fromForm(input)
    : typeof input === 'object' && input !== null && !Array.isArray(input)
      ? input
      : {};
  const result = enquirySchema.safeParse(values);
  if (result.success) return { success: true, data: result.data };

  const fieldErrors: EnquiryFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as EnquiryField;
    if (FIELDS.includes(field)) fieldErrors[field] ??= issue.message;
  }
  return { success: false, error: ENQUIRY_ERROR, fieldErrors };
}

/** Whether the honeypot field was filled in (a bot, not a person). */
export function isHoneypotFilled(enquiry: Pick<Enquiry, 'company'>): boolean {
  return enquiry.company !== '';
}
