/**
 * Dates of /staff and its CSV, in the academy's time zone (where its sessions happen and its
 * registrar works), with the zone shown: a fixed zone, so the server's and the browser's
 * renderings agree (no hydration mismatch) and every staff member reads the same time.
 */
import { ACADEMY_TIME_ZONE } from '~/courses/sessions';

function localeFor(language: string) {
  return language === 'es' ? 'es-US' : 'en-US';
}

const valid = (iso: string | null | undefined) => {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** "Nov 20, 2026, 07:04 PST"; '' for no date. */
export function formatDateTime(iso: string | null | undefined, language = 'en'): string {
  const date = valid(iso);
  if (!date) return '';
  return new Intl.DateTimeFormat(localeFor(language), {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: ACADEMY_TIME_ZONE,
    timeZoneName: 'short',
  }).format(date);
}

/** "2026-11-20 07:04" in the academy's time zone, for spreadsheets; '' for no date. */
export function csvDateTime(iso: string | null | undefined): string {
  const date = valid(iso);
  if (!date) return '';
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: ACADEMY_TIME_ZONE,
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** The CSV download of a session's attendees (app/routes/staff_.sessions.$courseId.$file.ts). */
export function rosterCsvPath(courseId: string, sessionKey: string): string {
  return `/staff/sessions/${encodeURIComponent(courseId)}/${encodeURIComponent(sessionKey)}.csv`;
}

/** The id of a session's section on the page. */
export function sessionAnchor(courseId: string, sessionKey: string): string {
  return `session-${courseId}-${sessionKey}`.replace(/[^A-Za-z0-9_-]/g, '-');
}
