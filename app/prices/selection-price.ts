/**
 * What a selection costs, or why it cannot be bought (docs/product.md#registration-and-payment,
 * #api), shared by the page and the server. No server imports.
 */
import type { PriceTier } from '~/courses/early-price';
import { dollarsToCents } from '~/lib/money';

import type { PricedCourse, PriceList } from './price-list';

/** What a form or the JSON API may name at most: items, and an id's characters. */
export const REGISTRATION_LIMITS = { items: 20, itemId: 64 };

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

/** A refusal by its key under register.errors. */
export function refusal(name: string, values?: Record<string, string>): Refusal {
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

/** The total shown on 'Continue to Payment ($total)', in cents; 0 for anything not payable. */
export function selectionTotalCents(
  priceList: PriceList,
  selectedItems: readonly string[],
  sessions: Readonly<Record<string, string>> = {},
): number {
  const priced = priceSelection(priceList, selectedItems, sessions);
  return priced.ok ? priced.amountCents : 0;
}
