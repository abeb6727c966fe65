/**
 * Dates, times and money as each language writes them, the same on pages and in e-mails
 * (docs/decisions/0048). `Intl` with the locale `en-US` / `es-US` (the academy is in the US) and
 * fixed time zones, so the server's and the browser's renderings agree. No server imports.
 */
import { academyTimeZone } from '~/lib/academy-time-zone';

import { isScheduledDateText } from '../../studio/schemaTypes/sessionRules';
import type { Language } from './config';

/** The `Intl` locale of each language. */
export const LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-US' };

/**
 * Intl puts no-break and thin spaces in some outputs ('USD 2,950', '28 de junio – 2 de julio')
 * and ICU versions differ in which: Node wrote thin spaces where Chromium wrote plain ones, a
 * hydration mismatch. Plain spaces everywhere; e-mails and tests read them too.
 */
const plain = (text: string) => text.replace(/[\u00a0\u2009\u202f]/g, ' ');

// Money. Spanish names the currency by its code: to a reader in Mexico or Colombia a bare '$'
// is pesos. English writes '$' (docs/product.md#courses-and-prices: '$2,950', '$2,850.00').
const currency = (language: Language, fractionDigits: number) =>
  new Intl.NumberFormat(LOCALES[language], {
    style: 'currency',
    currency: 'USD',
    currencyDisplay: language === 'es' ? 'code' : 'symbol',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  });

const dollarFormats: Record<Language, Intl.NumberFormat> = {
  en: currency('en', 0),
  es: currency('es', 0),
};
const centFormats: Record<Language, Intl.NumberFormat> = {
  en: currency('en', 2),
  es: currency('es', 2),
};

/** Whole dollars, as pages show prices: 2950 → '$2,950'; in Spanish 'USD 2,950'. */
export function formatDollars(dollars: number, language: Language): string {
  return plain(dollarFormats[language].format(dollars));
}

/** An amount in cents: 285000 → '$2,850.00'; in Spanish 'USD 2,850.00'. */
export function formatCents(cents: number, language: Language): string {
  return plain(centFormats[language].format(cents / 100));
}

// A session's days.
const dayFormats: Record<Language, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat(LOCALES.en, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }),
  es: new Intl.DateTimeFormat(LOCALES.es, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }),
};

/** A calendar day ('2027-03-15') as a page writes it: 'Mar 15, 2027', '15 de marzo de 2027'. */
export function formatDay(day: string, language: Language): string {
  return plain(dayFormats[language].format(new Date(`${day}T00:00:00Z`)));
}

/** First to last day ('Nov 13 – 18, 2025', '13–18 de noviembre de 2025'); one day as formatDay. */
export function formatDayRange(startDate: string, endDate: string, language: Language): string {
  const first = new Date(`${startDate}T00:00:00Z`);
  const last = new Date(`${endDate}T00:00:00Z`);
  const format = dayFormats[language];
  return plain(last > first ? format.formatRange(first, last) : format.format(first));
}

const hourFormats: Record<Language, Intl.NumberFormat> = {
  en: new Intl.NumberFormat(LOCALES.en, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
  es: new Intl.NumberFormat(LOCALES.es, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
};

/** CE hours counted in tenths (app/attendance/hours.ts), with one decimal: 11000 → '1,100.0'. */
export function formatTenths(tenths: number, language: Language): string {
  return plain(hourFormats[language].format(tenths / 10));
}

const wholeHourFormats: Record<Language, Intl.NumberFormat> = {
  en: new Intl.NumberFormat(LOCALES.en),
  es: new Intl.NumberFormat(LOCALES.es),
};

/** A goal of whole CE hours, counted in tenths, as AGD writes it: 11000 → '1,100', not '1,100.0'. */
export function formatWholeTenths(tenths: number, language: Language): string {
  return plain(wholeHourFormats[language].format(tenths / 10));
}

/** What a session not scheduled yet ('TBD' in content) is called in Spanish. */
export const UNSCHEDULED_DAYS_ES = 'Por confirmar';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The part of a session its days are written from. */
export interface SessionDates {
  /** What staff wrote in content: 'Apr 15-20, 2027', 'TBD'. */
  dateText: string;
  /** First and last day (YYYY-MM-DD), or null while the date is 'TBD'. */
  startDate: string | null;
  endDate?: string | null;
}

/**
 * A session's days as the reader's language writes them. English keeps the date text staff
 * wrote in the content ('Apr 15-20, 2027', 'TBD'); Spanish is written from the session's first and
 * last day ('15–20 de abril de 2027'), calls an unscheduled one 'Por confirmar', and falls back to
 * the content's text when a scheduled session has no days (a key standing for a removed date).
 */
export function sessionDays(session: SessionDates, language: Language): string {
  if (language === 'en') return session.dateText;
  if (!isScheduledDateText(session.dateText)) return UNSCHEDULED_DAYS_ES;
  if (!session.startDate || !ISO_DAY.test(session.startDate)) return session.dateText;
  const first = new Date(`${session.startDate}T00:00:00Z`);
  const last =
    session.endDate && ISO_DAY.test(session.endDate)
      ? new Date(`${session.endDate}T00:00:00Z`)
      : first;
  const format = dayFormats[language];
  return plain(last > first ? format.formatRange(first, last) : format.format(first));
}

/**
 * A session's days and place ('Apr 15-20, 2027, Miami, FL'); one no longer in content, named
 * by its key, has no place.
 */
export function sessionDaysAndPlace(
  session: SessionDates & { location: string },
  language: Language,
): string {
  return [sessionDays(session, language), session.location].filter(Boolean).join(', ');
}

// Instants (ISO timestamps from the database).
const instant = (iso: string | Date | null | undefined): Date | null => {
  if (!iso) return null;
  const date = iso instanceof Date ? iso : new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** How instants are written, by name; the time zone is given with each. */
const INSTANT_STYLES = {
  long: { dateStyle: 'long' },
  // Not 'short' ('12/7/26'): read in both languages, and the same as a session's days.
  short: { dateStyle: 'medium' },
  dateTime: {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  },
  deadline: {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

// Made once for each language, style and zone: making one costs 50 to 70 µs, writing with it
// about 2, and a page of payments or a staff list writes dozens of dates.
const instantFormats = new Map<string, Intl.DateTimeFormat>();

/** A date as Intl writes it in `style` and `timeZone`, in plain spaces. */
function written(
  date: Date,
  language: Language,
  style: keyof typeof INSTANT_STYLES,
  timeZone: string,
): string {
  const key = `${language} ${style} ${timeZone}`;
  let format = instantFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[language], { ...INSTANT_STYLES[style], timeZone });
    instantFormats.set(key, format);
  }
  return plain(format.format(date));
}

/** A long date in UTC ('March 5, 2025', '5 de marzo de 2025'), or null when unknown. */
export function formatLongDate(iso: string | null | undefined, language: Language): string | null {
  const date = instant(iso);
  return date ? written(date, language, 'long', 'UTC') : null;
}

/**
 * The day of an instant in the academy's time zone, month abbreviated ('Dec 7, 2026',
 * '7 dic 2026'): lists of payments, receipts and credit. '' when unknown.
 */
export function formatShortDate(iso: string | null | undefined, language: Language): string {
  const date = instant(iso);
  return date ? written(date, language, 'short', academyTimeZone()) : '';
}

/**
 * A time in the academy's time zone with the zone shown ('Nov 20, 2026, 07:04 PST'), as staff
 * read it wherever they are; '' when unknown.
 */
export function formatDateTime(iso: string | null | undefined, language: Language): string {
  const date = instant(iso);
  return date ? written(date, language, 'dateTime', academyTimeZone()) : '';
}

/**
 * A deadline in the academy's time zone, written out: 'Wednesday, November 25, 2026 at 5:00 AM
 * PST' (a waiting-list offer's end).
 */
export function formatDeadline(until: Date, language: Language): string {
  return written(until, language, 'deadline', academyTimeZone());
}
