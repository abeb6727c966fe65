/**
 * What can be bought online and at what price (docs/product.md#courses-and-prices), as the page
 * and the server both read it. No server imports; the prices come in as a price list built from
 * content (price-list.server.ts), never from the browser.
 */
import { type CoursePricing, type SessionPrice, sessionPrice } from '~/courses/early-price';
import { type CourseSession, dayIn, sessionsOf, type Today } from '~/courses/sessions';
import { dollarsToCents } from '~/lib/money';

import { planMonths, type PlanTerms } from './plan-schedule';

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
