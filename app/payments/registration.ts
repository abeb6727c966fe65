/**
 * The registration's rules (docs/product.md#registration-and-payment Registration form, #enquiries, #api, #courses-and-prices), shared by the page and the
 * server: the customer's fields, what may be chosen, and what it costs. No server imports; the
 * prices come in as a price list built from content, never from the browser.
 */
import {
  type CoursePricing,
  type PriceTier,
  type SessionPrice,
  sessionPrice,
} from '~/courses/early-price';
import { type CourseSession, dayIn, sessionsOf, type Today } from '~/courses/sessions';
import { dollarsToCents } from '~/lib/money';
import { planMonths, type PlanTerms } from '~/plans/schedule';

export type { Customer, RegistrationValues } from './registration-form';

export const REGISTRATION_LIMITS = { items: 20, itemId: 64 };

/** A session with the price it costs on the price list's day (app/courses/early-price.ts). */
export type PricedSession = CourseSession & { price: SessionPrice };

export interface PricedCourse extends CoursePricing {
  courseId: string;
  shortName: string;
  displayName: string;
  /**
   * Whole US dollars (docs/product.md#courses-and-prices, "Prices for registration and
   * payment"): what the course costs without a dated session, and its weight in a program.
   */
  registrationPrice: number;
  /** Its dated sessions; bought individually, a bookable one is chosen with the course. */
  sessions: PricedSession[];
}

export interface PricedProgram {
  programId: string;
  name: string;
  /** Whole US dollars. */
  price: number;
  courseIds: string[];
  /** Sold in monthly payments too (docs/decisions/0070): how many, and the processing fee. */
  plan?: PlanTerms;
}

/** What can be bought online, with prices: the six courses and the priced programs. */
export interface PriceList {
  courses: PricedCourse[];
  programs: PricedProgram[];
}

/** The price list from content's courses and programs; programs without a price (the residency) are not for sale. */
export function priceListFrom(
  courses: ReadonlyArray<
    CoursePricing & {
      courseId: string;
      shortName: string;
      displayName: string;
      upcomingDates?: Parameters<typeof sessionsOf>[0];
    }
  >,
  programs: ReadonlyArray<{
    programId: string;
    name: string;
    price: number | null;
    courseIds: string[] | null;
    processingFee?: number | null;
    paymentMonths?: number | null;
  }>,
  today: Today = new Date(),
): PriceList {
  const day = typeof today === 'string' ? today : dayIn(today);
  return {
    courses: courses
      .filter((course) => course.registrationPrice > 0)
      .map((course) => {
        const pricing: CoursePricing = {
          registrationPrice: course.registrationPrice,
          individualPrice: course.individualPrice ?? null,
          earlyPrice: course.earlyPrice ?? null,
          earlyLeadTime: course.earlyLeadTime ?? null,
        };
        return {
          courseId: course.courseId,
          shortName: course.shortName,
          displayName: course.displayName,
          ...pricing,
          sessions: sessionsOf(course.upcomingDates, day).map((session) => ({
            ...session,
            price: sessionPrice(pricing, session.startDate, day),
          })),
        };
      }),
    programs: programs
      .filter((program) => (program.price ?? 0) > 0 && (program.courseIds?.length ?? 0) > 0)
      .map((program) => {
        const months = planMonths(program.paymentMonths);
        return {
          programId: program.programId,
          name: program.name,
          price: program.price!,
          courseIds: [...program.courseIds!],
          ...(months && {
            plan: { months, feeCents: dollarsToCents(program.processingFee ?? 0) },
          }),
        };
      }),
  };
}

export type PricedSelection =
  | {
      ok: true;
      kind: 'program' | 'courses';
      /** The ids as they will be stored: one program id, or course ids in price-list order. */
      items: string[];
      /** The courses the purchase grants. */
      courseIds: string[];
      amountCents: number;
      /** Bought one by one: what each course costs, by its session's price (courseIds' order). */
      coursePrices: CoursePrice[];
    }
  | Refusal;

export interface CoursePrice {
  courseId: string;
  cents: number;
  tier: PriceTier;
}

/**
 * What a course costs bought on its own: its chosen session's price on the price list's day
 * (early or regular), else (no session chosen, or one the list does not know, which
 * chooseSessions refuses) its registration price.
 */
export function coursePrice(course: PricedCourse, sessionKey: string | undefined): CoursePrice {
  const session = sessionKey
    ? course.sessions.find((candidate) => candidate.key === sessionKey)
    : undefined;
  const price = session?.price ?? {
    tier: 'registration' as const,
    cents: dollarsToCents(course.registrationPrice),
  };
  return { courseId: course.courseId, cents: price.cents, tier: price.tier };
}

/**
 * Why a registration was refused: an i18n key and its values. The page shows it in its own
 * language; the server gives the JSON API's `error` in English (payment-refusals.server.ts). No
 * English texts here: the browser loads only its page's language.
 */
export interface Refusal {
  ok: false;
  message: { key: string; values?: Record<string, string> };
}

function refusal(name: string, values?: Record<string, string>): Refusal {
  return { ok: false, message: { key: `register.errors.${name}`, values } };
}

/**
 * The price a course's choice shows before it is bought: its chosen session's, else the lowest
 * of its bookable sessions' (each session shows its own), else its registration price.
 */
export function coursePriceShown(course: PricedCourse, sessionKey: string | undefined): number {
  if (sessionKey) return coursePrice(course, sessionKey).cents;
  const bookable = course.sessions.filter((session) => session.bookable);
  if (bookable.length === 0) return coursePrice(course, undefined).cents;
  return Math.min(...bookable.map((session) => session.price.cents));
}

/**
 * What a selection costs, in cents: a program's price, or the sum of the chosen courses' prices
 * (coursePrice: by the session chosen in `sessions`, course id → session key). Refuses an empty
 * selection, unknown ids and a program mixed with anything else. The same course twice counts
 * once.
 */
export function priceSelection(
  priceList: PriceList,
  selectedItems: readonly string[],
  sessions: Readonly<Record<string, string>> = {},
): PricedSelection {
  const ids = [...new Set(selectedItems)];
  if (ids.length === 0) return refusal('empty');
  const unknown = ids.find(
    (id) =>
      !priceList.programs.some((program) => program.programId === id) &&
      !priceList.courses.some((course) => course.courseId === id),
  );
  if (unknown !== undefined) {
    return refusal('unknownItem', { item: unknown.slice(0, REGISTRATION_LIMITS.itemId) });
  }

  const program = priceList.programs.find((candidate) => ids.includes(candidate.programId));
  if (program) {
    if (ids.length > 1) return refusal('mixed');
    return {
      ok: true,
      kind: 'program',
      items: [program.programId],
      courseIds: [...program.courseIds],
      amountCents: dollarsToCents(program.price),
      coursePrices: [],
    };
  }
  const courses = priceList.courses.filter((course) => ids.includes(course.courseId));
  const coursePrices = courses.map((course) => coursePrice(course, sessions[course.courseId]));
  return {
    ok: true,
    kind: 'courses',
    items: courses.map((course) => course.courseId),
    courseIds: courses.map((course) => course.courseId),
    amountCents: coursePrices.reduce((sum, price) => sum + price.cents, 0),
    coursePrices,
  };
}

/**
 * A full session, as the buyer is told; its ids too, so a page in another language than the
 * names finds which of its choices it was (`fullChoices`).
 */
export const sessionFull = (
  course: string,
  date: string,
  session: { courseId: string; sessionKey: string },
) => refusal('full', { course, date, courseId: session.courseId, sessionKey: session.sessionKey });

/** A session of a course being bought, with its capacity (what seats are held against). */
export interface ChosenSession {
  courseId: string;
  sessionKey: string;
  capacity: number;
}

/**
 * The sessions of a priced selection, from the browser's `sessions` map (course id → session
 * key). A course bought on its own that has bookable sessions needs one; a course without
 * (dates TBD) is booked later from the account, as are a program's courses.
 */
export function chooseSessions(
  priceList: PriceList,
  priced: Extract<PricedSelection, { ok: true }>,
  requested: Readonly<Record<string, string>>,
): { ok: true; sessions: ChosenSession[] } | Refusal {
  const asked = Object.keys(requested);
  if (priced.kind === 'program') {
    return asked.length ? refusal('notForPrograms') : { ok: true, sessions: [] };
  }
  const sessions: ChosenSession[] = [];
  for (const courseId of asked) {
    if (!priced.courseIds.includes(courseId)) {
      return refusal('unknownSession', { course: courseId.slice(0, REGISTRATION_LIMITS.itemId) });
    }
  }
  for (const course of priceList.courses.filter((c) => priced.courseIds.includes(c.courseId))) {
    const key = requested[course.courseId];
    if (key === undefined) {
      if (course.sessions.some((session) => session.bookable)) {
        return refusal('choose', { course: course.displayName });
      }
      continue;
    }
    const session = course.sessions.find((candidate) => candidate.key === key);
    if (!session) return refusal('unknownSession', { course: course.displayName });
    if (session.past) {
      return refusal('past', { course: course.displayName, date: session.dateText });
    }
    if (!session.bookable) return refusal('unscheduled', { course: course.displayName });
    sessions.push({ courseId: course.courseId, sessionKey: key, capacity: session.capacity });
  }
  return { ok: true, sessions };
}

/** The total shown on 'Continue to Payment ($total)', in cents; 0 for anything not payable. */
export function selectionTotalCents(
  priceList: PriceList,
  selectedItems: readonly string[],
  sessions: Readonly<Record<string, string>> = {},
): number {
  const priced = priceSelection(priceList, selectedItems, sessions);
  return priced.ok ? priced.amountCents : 0;
}

// ---- the page's choice -------------------------------------------------------------------------

/** docs/product.md#registration-and-payment: fellowship, mastership, or option3 (individual courses). */
export type RegistrationOption = 'fellowship' | 'mastership' | 'option3';

export const INDIVIDUAL_OPTION = 'option3';

/** docs/product.md#api: the checked course ids for an individual choice, otherwise the chosen program id. */
export function selectedItemsFor(
  option: RegistrationOption | null,
  selectedSubItems: readonly string[],
  priceList: PriceList,
): string[] {
  if (!option) return [];
  if (option === INDIVIDUAL_OPTION) {
    return priceList.courses
      .filter((course) => selectedSubItems.includes(course.courseId))
      .map((course) => course.courseId);
  }
  return [option];
}

const REGISTRATION_OPTIONS: readonly RegistrationOption[] = [
  'fellowship',
  'mastership',
  INDIVIDUAL_OPTION,
];

/** The option a form names; anything else is no option. */
export function optionFrom(value: unknown): RegistrationOption | null {
  return REGISTRATION_OPTIONS.includes(value as RegistrationOption)
    ? (value as RegistrationOption)
    : null;
}

/** The ticked courses a form names (one or several), at most REGISTRATION_LIMITS.items. */
export function subItemsFrom(value: string | readonly string[] | null | undefined): string[] {
  return [value ?? []].flat().slice(0, REGISTRATION_LIMITS.items);
}

/** The option, ticked courses and sessions (course id → the chosen session's key). */
export interface Choice {
  selectedOption: RegistrationOption | null;
  selectedSubItems: string[];
  sessions: Record<string, string>;
}

const isText = (value: unknown): value is string => typeof value === 'string';

/**
 * The choice in a form's current values (conform's `form.value`), each part read as the form's
 * schema (registration-form.ts) reads it, a part it would refuse read as nothing chosen.
 */
export function choiceFrom(values: unknown): Choice {
  const record = (values && typeof values === 'object' ? values : {}) as Record<string, unknown>;
  const { selectedSubItems, sessions } = record;
  const items =
    selectedSubItems == null ||
    isText(selectedSubItems) ||
    (Array.isArray(selectedSubItems) && selectedSubItems.every(isText))
      ? subItemsFrom(selectedSubItems as string | string[] | null | undefined)
      : [];
  const chosen =
    sessions &&
    typeof sessions === 'object' &&
    !Array.isArray(sessions) &&
    Object.values(sessions).every(isText)
      ? { ...(sessions as Record<string, string>) }
      : {};
  return {
    selectedOption: optionFrom(record.selectedOption),
    selectedSubItems: items,
    sessions: chosen,
  };
}

/** The ticked courses that have bookable sessions but none chosen yet. */
export function coursesMissingSession(
  priceList: PriceList,
  selectedItems: readonly string[],
  sessions: Readonly<Record<string, string>>,
): PricedCourse[] {
  return priceList.courses.filter(
    (course) =>
      selectedItems.includes(course.courseId) &&
      !sessions[course.courseId] &&
      course.sessions.some((session) => session.bookable),
  );
}

/** The bookable sessions chosen for the selected courses, with their courses. */
export function chosenSessions(
  priceList: PriceList,
  selectedItems: readonly string[],
  sessions: Readonly<Record<string, string>>,
): Array<{ course: PricedCourse; session: CourseSession }> {
  return priceList.courses.flatMap((course) => {
    const session = selectedItems.includes(course.courseId)
      ? course.sessions.find(
          (candidate) => candidate.bookable && candidate.key === sessions[course.courseId],
        )
      : undefined;
    return session ? [{ course, session }] : [];
  });
}

/** The values of a 'full' refusal, as the API gives them. */
export type FullValues = { course?: string; date?: string; courseId?: string; sessionKey?: string };

/**
 * The chosen sessions a 'full' refusal names: by its ids, or by course name and date text from
 * a server without them; all of them when it names none of them.
 */
export function fullChoices<T extends { course: PricedCourse; session: CourseSession }>(
  chosen: readonly T[],
  values: FullValues,
): T[] {
  const match = chosen.find(({ course, session }) =>
    values.courseId
      ? course.courseId === values.courseId && session.key === values.sessionKey
      : course.displayName === values.course && session.dateText === values.date,
  );
  return match ? [match] : [...chosen];
}
