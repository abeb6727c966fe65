/**
 * The registration's rules (SPEC §3 Registration form, §5, §7, §9), shared by the page and the
 * server: the customer's fields, what may be chosen, and what it costs. No server imports; the
 * prices come in as a catalog built from content, never from the browser.
 */
import { z } from 'zod';

export const REGISTRATION_LIMITS = { name: 200, phone: 40, email: 254, items: 20, itemId: 64 };

export interface CatalogCourse {
  courseId: string;
  shortName: string;
  displayName: string;
  /** Whole US dollars (SPEC §9, "Prices for registration and payment"). */
  registrationPrice: number;
}

export interface CatalogProgram {
  programId: string;
  name: string;
  /** Whole US dollars. */
  price: number;
  courseIds: string[];
}

/** What can be bought online, with prices: the six courses and the priced programs. */
export interface PaymentCatalog {
  courses: CatalogCourse[];
  programs: CatalogProgram[];
}

/** The catalog from content's courses and programs; programs without a price (the residency) are not for sale. */
export function catalogFrom(
  courses: ReadonlyArray<{
    courseId: string;
    shortName: string;
    displayName: string;
    registrationPrice: number;
  }>,
  programs: ReadonlyArray<{
    programId: string;
    name: string;
    price: number | null;
    courseIds: string[] | null;
  }>,
): PaymentCatalog {
  return {
    courses: courses
      .filter((course) => course.registrationPrice > 0)
      .map(({ courseId, shortName, displayName, registrationPrice }) => ({
        courseId,
        shortName,
        displayName,
        registrationPrice,
      })),
    programs: programs
      .filter((program) => (program.price ?? 0) > 0 && (program.courseIds?.length ?? 0) > 0)
      .map((program) => ({
        programId: program.programId,
        name: program.name,
        price: program.price!,
        courseIds: [...program.courseIds!],
      })),
  };
}

export type PricedSelection =
  | {
      ok: true;
      kind: 'program' | 'courses';
      /** The ids as they will be stored: one program id, or course ids in catalog order. */
      items: string[];
      /** The courses the purchase grants. */
      courseIds: string[];
      amountCents: number;
    }
  | { ok: false; error: string };

export const SELECTION_ERRORS = {
  empty: 'Please choose a program or at least one course.',
  mixed: 'Please choose either one program or individual courses, not both.',
  unknown: (id: string) => `Unknown course or program: ${id.slice(0, REGISTRATION_LIMITS.itemId)}`,
};

/**
 * What a selection costs, in cents: a program's price, or the sum of the chosen courses'
 * registration prices. Refuses an empty selection, unknown ids and a program mixed with
 * anything else. The same course twice counts once.
 */
export function priceSelection(
  catalog: PaymentCatalog,
  selectedItems: readonly string[],
): PricedSelection {
  const ids = [...new Set(selectedItems)];
  if (ids.length === 0) return { ok: false, error: SELECTION_ERRORS.empty };
  const unknown = ids.find(
    (id) =>
      !catalog.programs.some((program) => program.programId === id) &&
      !catalog.courses.some((course) => course.courseId === id),
  );
  if (unknown !== undefined) return { ok: false, error: SELECTION_ERRORS.unknown(unknown) };

  const program = catalog.programs.find((candidate) => ids.includes(candidate.programId));
  if (program) {
    if (ids.length > 1) return { ok: false, error: SELECTION_ERRORS.mixed };
    return {
      ok: true,
      kind: 'program',
      items: [program.programId],
      courseIds: [...program.courseIds],
      amountCents: dollarsToCents(program.price),
    };
  }
  const courses = catalog.courses.filter((course) => ids.includes(course.courseId));
  return {
    ok: true,
    kind: 'courses',
    items: courses.map((course) => course.courseId),
    courseIds: courses.map((course) => course.courseId),
    amountCents: courses.reduce((sum, course) => sum + dollarsToCents(course.registrationPrice), 0),
  };
}

/** The total shown on 'Continue to Payment ($total)', in cents; 0 for anything not payable. */
export function selectionTotalCents(
  catalog: PaymentCatalog,
  selectedItems: readonly string[],
): number {
  const priced = priceSelection(catalog, selectedItems);
  return priced.ok ? priced.amountCents : 0;
}

export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

// ---- the page's choice -------------------------------------------------------------------------

/** SPEC §3: fellowship, mastership, or option3 (individual courses). */
export type RegistrationOption = 'fellowship' | 'mastership' | 'option3';

export const INDIVIDUAL_OPTION = 'option3';

/** SPEC §7: the checked course ids for an individual choice, otherwise the chosen program id. */
export function selectedItemsFor(
  option: RegistrationOption | null,
  selectedSubItems: Readonly<Record<string, boolean>>,
  catalog: PaymentCatalog,
): string[] {
  if (!option) return [];
  if (option === INDIVIDUAL_OPTION) {
    return catalog.courses
      .filter((course) => selectedSubItems[course.courseId])
      .map((course) => course.courseId);
  }
  return [option];
}

// ---- the customer's fields ---------------------------------------------------------------------

/** Error codes of the fields; the page words them (register.errors.*), the API in English. */
export type CustomerErrorCode =
  | 'nameRequired'
  | 'nameTooLong'
  | 'emailRequired'
  | 'emailInvalid'
  | 'phoneRequired'
  | 'phoneInvalid';

export const CUSTOMER_ERROR_TEXT: Record<CustomerErrorCode, string> = {
  nameRequired: 'Please enter your name.',
  nameTooLong: `Please enter at most ${REGISTRATION_LIMITS.name} characters.`,
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address.',
  phoneRequired: 'Please enter your phone number.',
  phoneInvalid: 'Please enter a valid phone number.',
};

// Control characters and runs of spaces become one space: these end up in e-mail headers.
// eslint-disable-next-line no-control-regex
const CONTROL_OR_SPACE = /[\u0000-\u001f\u007f\s]+/g;
const singleLine = (value: unknown) =>
  typeof value === 'string' ? value.replace(CONTROL_OR_SPACE, ' ').trim() : '';

// Digits with the usual separators, an optional leading +, and an optional extension.
const PHONE = /^\+?[\d\s().\-/]+(?:\s*(?:ext\.?|x)\s*\d{1,6})?$/i;

export const customerSchema = z.object({
  name: z
    .unknown()
    .transform(singleLine)
    .pipe(
      z
        .string()
        .min(1, 'nameRequired' satisfies CustomerErrorCode)
        .max(REGISTRATION_LIMITS.name, 'nameTooLong' satisfies CustomerErrorCode),
    ),
  email: z
    .unknown()
    .transform(singleLine)
    .pipe(
      z
        .string()
        .min(1, 'emailRequired' satisfies CustomerErrorCode)
        .max(REGISTRATION_LIMITS.email, 'emailInvalid' satisfies CustomerErrorCode)
        .email('emailInvalid' satisfies CustomerErrorCode),
    ),
  phone: z
    .unknown()
    .transform(singleLine)
    .pipe(
      z
        .string()
        .min(1, 'phoneRequired' satisfies CustomerErrorCode)
        .max(REGISTRATION_LIMITS.phone, 'phoneInvalid' satisfies CustomerErrorCode)
        .regex(PHONE, 'phoneInvalid' satisfies CustomerErrorCode)
        .refine(
          (value) => value.replace(/\D/g, '').length >= 5,
          'phoneInvalid' satisfies CustomerErrorCode,
        ),
    ),
});

export type Customer = z.output<typeof customerSchema>;
export type CustomerField = keyof Customer;
export type CustomerFieldErrors = Partial<Record<CustomerField, CustomerErrorCode>>;

export function parseCustomer(
  input: Record<string, unknown>,
): { ok: true; customer: Customer } | { ok: false; fieldErrors: CustomerFieldErrors } {
  const result = customerSchema.safeParse(input);
  if (result.success) return { ok: true, customer: result.data };
  const fieldErrors: CustomerFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as CustomerField;
    fieldErrors[field] ??= issue.message as CustomerErrorCode;
  }
  return { ok: false, fieldErrors };
}
