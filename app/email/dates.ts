/**
 * Dates in e-mails, in the e-mail's language. No server imports.
 */
import type { Language } from '~/i18n/config';

/** The Intl locale of each language's e-mails: the academy is in the US. */
export const EMAIL_LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-US' };

const dayFormats: Record<Language, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat(EMAIL_LOCALES.en, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }),
  es: new Intl.DateTimeFormat(EMAIL_LOCALES.es, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }),
};

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A session's days as the reader's language writes them. English keeps the date text staff
 * wrote in the content ('Apr 15-20, 2027'); Spanish is written from the session's first and last
 * day ('15–20 de abril de 2027'), falling back to the content's text when the session has none.
 */
export function sessionDays(
  session: { dateText: string; startDate: string | null; endDate: string | null },
  language: Language,
): string {
  if (language === 'en' || !session.startDate || !ISO_DAY.test(session.startDate)) {
    return session.dateText;
  }
  const first = new Date(`${session.startDate}T00:00:00Z`);
  const last =
    session.endDate && ISO_DAY.test(session.endDate)
      ? new Date(`${session.endDate}T00:00:00Z`)
      : first;
  return last > first
    ? dayFormats[language].formatRange(first, last)
    : dayFormats[language].format(first);
}
