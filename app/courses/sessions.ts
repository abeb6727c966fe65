/**
 * A course's sessions: its upcoming dates in content, each identified by its array `_key`
 * (docs/decisions/0016). Which are past and which can be booked, given today's date. No React,
 * no server: /courses, /register and the server's checks share these rules.
 */
import type { CourseDate } from '~/content/queries';
import { academyTimeZone } from '~/lib/academy-time-zone';

// The Studio validates with the same rules (this module imports nothing).
import { isScheduledDateText, MAX_SPOTS } from '../../studio/schemaTypes/sessionRules';

export interface CourseSession {
  /** The course date's `_key`: the session's id. */
  key: string;
  dateText: string;
  /** First and last day (YYYY-MM-DD), or null while the date is 'TBD'. */
  startDate: string | null;
  endDate: string | null;
  location: string;
  /** `spots`: how many seats can be booked. */
  capacity: number;
  /** The first day is before today (on the first day itself the session is not past yet). */
  past: boolean;
  /** Scheduled (not 'TBD', with a first and a last day) and not past. */
  bookable: boolean;
}

/** Today as a `Date` (its day in the academy's time zone) or as a day, 'YYYY-MM-DD'. */
export type Today = Date | string;

type SessionInput = Pick<CourseDate, '_key' | 'dateText' | 'startDate' | 'location' | 'spots'> & {
  endDate?: string | null;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The calendar day ('YYYY-MM-DD') of an instant in a time zone, the academy's by default. */
export function dayIn(instant: Date, timeZone: string = academyTimeZone()): string {
  if (Number.isNaN(instant.getTime())) throw new RangeError('Invalid date');
  let format = dayFormats.get(timeZone);
  if (!format) {
    // en-CA writes dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  return format.format(instant);
}

// One per zone: making a formatter costs more than a page's sessions need of it (issue 27).
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** Today in the academy's time zone, 'YYYY-MM-DD'. */
export function academyToday(now: Date = new Date()): string {
  return dayIn(now);
}

function dayOf(today: Today): string {
  if (today instanceof Date) return dayIn(today);
  if (!DAY.test(today) || Number.isNaN(Date.parse(today)))
    throw new RangeError(`Not a YYYY-MM-DD day: ${today}`);
  return today;
}

const validDay = (value: string | null | undefined): value is string =>
  typeof value === 'string' && DAY.test(value) && !Number.isNaN(Date.parse(value));

/** Content's `spots` as a capacity: a whole number from 0 to 50, whatever was stored. */
function capacityOf(spots: unknown): number {
  if (typeof spots !== 'number' || !Number.isFinite(spots)) return 0;
  return Math.min(MAX_SPOTS, Math.max(0, Math.floor(spots)));
}

/** A course's sessions, in content order, each marked past or bookable as of `today` (default: now). */
export function sessionsOf(
  dates: readonly SessionInput[] | null | undefined,
  today: Today = new Date(),
): CourseSession[] {
  const day = dayOf(today);
  return (dates ?? []).map((date) => {
    const startDate = validDay(date.startDate) ? date.startDate : null;
    const endDate = validDay(date.endDate) ? date.endDate : null;
    const past = startDate !== null && startDate < day;
    const scheduled =
      isScheduledDateText(date.dateText) &&
      startDate !== null &&
      endDate !== null &&
      endDate >= startDate;
    return {
      key: date._key,
      dateText: date.dateText,
      startDate,
      endDate,
      location: date.location,
      capacity: capacityOf(date.spots),
      past,
      bookable: scheduled && !past,
    };
  });
}

/** The course's session with this key, if it is bookable as of `today`. */
export function bookableSession(
  dates: readonly SessionInput[] | null | undefined,
  key: string | null | undefined,
  today: Today,
): CourseSession | null {
  if (!key) return null;
  return sessionsOf(dates, today).find((s) => s.key === key && s.bookable) ?? null;
}
