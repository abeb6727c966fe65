/**
 * Dates of the account page, formatted in UTC so the server's and the browser's renderings are
 * the same (no hydration mismatch), whatever time zones they are in.
 */

function localeFor(language: string) {
  return language === 'es' ? 'es-US' : 'en-US';
}

function parse(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Member Since: a long US date ("March 5, 2025"), or null when unknown (shown as N/A). */
export function formatLongDate(iso: string | null | undefined, language = 'en'): string | null {
  const date = parse(iso);
  return date
    ? new Intl.DateTimeFormat(localeFor(language), { dateStyle: 'long', timeZone: 'UTC' }).format(
        date,
      )
    : null;
}

/** A payment's date in the history table ("3/5/2025"). */
export function formatShortDate(iso: string | null | undefined, language = 'en'): string {
  const date = parse(iso);
  return date
    ? new Intl.DateTimeFormat(localeFor(language), { dateStyle: 'short', timeZone: 'UTC' }).format(
        date,
      )
    : '';
}
