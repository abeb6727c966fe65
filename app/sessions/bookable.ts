/**
 * The sessions a dentist can book now, from the price list: one rule for /register, /account,
 * the waiting-list pages and the background offers. No server imports.
 */
import type { PriceList } from '~/prices/price-list';

import type { SeatRequest } from './seats.server';

/** A bookable session as a seat request, with what pages and e-mails name it by. */
export interface OpenSession extends SeatRequest {
  /** In the language of the price list it came from. */
  courseName: string;
  dateText: string;
  startDate: string | null;
  endDate: string | null;
  location: string;
}

/** Every bookable session of every course, in content order. */
export function openSessionsOf(priceList: PriceList): OpenSession[] {
  return priceList.courses.flatMap((course) =>
    course.sessions
      .filter((session) => session.bookable)
      .map((session) => ({
        courseId: course.courseId,
        sessionKey: session.key,
        capacity: session.capacity,
        courseName: course.displayName,
        dateText: session.dateText,
        startDate: session.startDate,
        endDate: session.endDate,
        location: session.location,
      })),
  );
}

/** Each course's bookable session keys, by course id (for `preselectionFrom`). */
export function openSessionKeysOf(priceList: PriceList): Record<string, string[]> {
  const keys: Record<string, string[]> = Object.fromEntries(
    priceList.courses.map((course) => [course.courseId, []]),
  );
  for (const session of openSessionsOf(priceList)) keys[session.courseId]!.push(session.sessionKey);
  return keys;
}
