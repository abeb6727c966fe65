/**
 * A course's sessions: its upcoming dates in content, identified by the array item's `_key`.
 * No server imports.
 */

export interface CourseSession {
  key: string;
  dateText: string;
  startDate: string | null;
  endDate: string | null;
  location: string;
  capacity: number;
  /** The first day is before today. */
  past: boolean;
  /** Scheduled (not TBD) and not past: seats can be held and booked. */
  bookable: boolean;
}

interface ContentDate {
  _key: string;
  dateText: string;
  startDate: string | null;
  endDate?: string | null;
  spots: number;
  location: string;
}

/** Today as an ISO day (YYYY-MM-DD). */
export const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export function sessionsOf(
  dates: readonly ContentDate[] | null | undefined,
  today: Date | string = new Date(),
): CourseSession[] {
  const day = typeof today === 'string' ? today : isoDay(today);
  return (dates ?? []).map((date) => {
    const scheduled = date.dateText.trim().toUpperCase() !== 'TBD' && Boolean(date.startDate);
    const past = Boolean(date.startDate) && date.startDate! < day;
    return {
      key: date._key,
      dateText: date.dateText,
      startDate: date.startDate,
      endDate: date.endDate ?? null,
      location: date.location,
      capacity: date.spots,
      past,
      bookable: scheduled && !past,
    };
  });
}
