/**
 * Dates of /staff, in UTC so the server's and the browser's renderings agree (no hydration
 * mismatch) and every staff member reads the same time, whatever their time zone.
 */
function localeFor(language: string) {
  return language === 'es' ? 'es-US' : 'en-US';
}

/** "Nov 20, 2026, 15:04 UTC"; '' for no date. */
export function formatDateTime(iso: string | null | undefined, language = 'en'): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(localeFor(language), {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(date);
}

/** The CSV download of a session's attendees (app/routes/staff_.sessions.$courseId.$file.ts). */
export function rosterCsvPath(courseId: string, sessionKey: string): string {
  return `/staff/sessions/${encodeURIComponent(courseId)}/${encodeURIComponent(sessionKey)}.csv`;
}

/** The id of a session's section on the page. */
export function sessionAnchor(courseId: string, sessionKey: string): string {
  return `session-${courseId}-${sessionKey}`.replace(/[^A-Za-z0-9_-]/g, '-');
}
