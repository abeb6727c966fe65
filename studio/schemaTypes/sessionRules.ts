/**
 * The rules a course's session (a `courseDate`) shares between the Studio's validation and the
 * site. This module imports nothing, so the browser bundle can use it.
 */

/** The most seats one session may offer. */
export const MAX_SPOTS = 50;

/** What staff write as the date while a class is not scheduled. */
export const UNSCHEDULED_DATE_TEXT = 'TBD';

/** A date is scheduled once its text is given and is not "TBD" (in any case). */
export function isScheduledDateText(dateText: unknown): boolean {
  if (typeof dateText !== 'string') return false;
  const text = dateText.trim();
  return text !== '' && text.toUpperCase() !== UNSCHEDULED_DATE_TEXT;
}
