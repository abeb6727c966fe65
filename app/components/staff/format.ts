/**
 * The CSV's times, in the academy's time zone (where its sessions happen and its registrar
 * works), and the page's links and anchors. The page's own dates: formatDateTime of
 * app/i18n/format.ts.
 */
import { academyTimeZone } from '~/lib/academy-time-zone';
import { localTimeOf } from '~/lib/zoned-time';

const valid = (iso: string | null | undefined) => {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** "2026-11-20 07:04" in the academy's time zone, for spreadsheets; '' for no date. */
export function csvDateTime(iso: string | null | undefined): string {
  const date = valid(iso);
  return date ? localTimeOf(date, academyTimeZone()).replace('T', ' ') : '';
}

/** The page where staff cancel or postpone the session (docs/decisions/0060). */
export function sessionClosePath(courseId: string, sessionKey: string): string {
  return `/staff/sessions/${encodeURIComponent(courseId)}/${encodeURIComponent(sessionKey)}/close`;
}

/** Where staff mark the session's attendance, day by day (issue 26). */
export function sessionAttendancePath(courseId: string, sessionKey: string): string {
  return `/staff/sessions/${encodeURIComponent(courseId)}/${encodeURIComponent(sessionKey)}/attendance`;
}

/** The session's certified attendance in the AGD roster layout (issue 26). */
export function agdRosterPath(courseId: string, sessionKey: string): string {
  return `/staff/sessions/${encodeURIComponent(courseId)}/${encodeURIComponent(sessionKey)}/agd.csv`;
}

/** The CSV download of a session's attendees (app/routes/staff/staff_.sessions.$courseId.$file.ts). */
export function rosterCsvPath(courseId: string, sessionKey: string): string {
  return `/staff/sessions/${encodeURIComponent(courseId)}/${encodeURIComponent(sessionKey)}.csv`;
}

/** The id of a session's section on the page. */
export function sessionAnchor(courseId: string, sessionKey: string): string {
  return `session-${courseId}-${sessionKey}`.replace(/[^A-Za-z0-9_-]/g, '-');
}
