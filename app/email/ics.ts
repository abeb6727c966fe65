/**
 * An iCalendar file (RFC 5545) of all-day events: what a confirmation e-mail attaches so the
 * student's calendar gets each session. No server imports.
 */

export interface CalendarEvent {
  /** Stable across resends, so a calendar updates the event rather than adding another. */
  uid: string;
  title: string;
  location: string;
  /** First and last day, 'YYYY-MM-DD' (the last day is included). */
  firstDay: string;
  lastDay: string;
  description?: string;
  /** Raised with each change of the event, so clients apply the latest (RFC 5545 §3.8.7.4). */
  sequence?: number;
}

// TEXT values escape backslash, semicolon, comma and line breaks (RFC 5545 §3.3.11).
const text = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

const day = (iso: string) => iso.replaceAll('-', '');

/** The day after an ISO day: DTEND of an all-day event is exclusive. */
function nextDay(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** Lines longer than 75 octets are folded (RFC 5545 §3.1); these lines are ASCII or short. */
function fold(line: string): string {
  const parts: string[] = [];
  for (let rest = line; rest.length > 0; rest = rest.slice(73)) parts.push(rest.slice(0, 73));
  return parts.join('\r\n ');
}

/**
 * PUBLISH adds or updates the events; CANCEL (iTIP, RFC 5546 §3.2.5) removes the events of the
 * same UID from the reader's calendar, when its SEQUENCE is higher than the one they have.
 */
export type CalendarMethod = 'PUBLISH' | 'CANCEL';

export function calendarOf(
  events: readonly CalendarEvent[],
  now: Date = new Date(),
  method: CalendarMethod = 'PUBLISH',
): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Implant Academy//Registrations//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${method}`,
    ...events.flatMap((event) => [
      'BEGIN:VEVENT',
      `UID:${text(event.uid)}`,
      `DTSTAMP:${stamp}`,
      ...(event.sequence ? [`SEQUENCE:${event.sequence}`] : []),
      ...(method === 'CANCEL' ? ['STATUS:CANCELLED'] : []),
      `DTSTART;VALUE=DATE:${day(event.firstDay)}`,
      `DTEND;VALUE=DATE:${day(nextDay(event.lastDay))}`,
      `SUMMARY:${text(event.title)}`,
      `LOCATION:${text(event.location)}`,
      ...(event.description ? [`DESCRIPTION:${text(event.description)}`] : []),
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}
