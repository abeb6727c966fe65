/**
 * Wall-clock times in a time zone ('2027-03-31T23:59' in Los Angeles) and the instants they
 * stand for, with `Intl` alone: no date library is a dependency (docs/decisions/0059). A time
 * that happens twice (the hour repeated when clocks go back) is its earlier instant; one that
 * does not happen (the hour skipped when they go forward) is moved on by the gap, as Temporal's
 * 'compatible' disambiguation and browsers do. No server imports.
 */

/** What a `datetime-local` input sends: minutes, or seconds with an optional fraction. */
const LOCAL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?$/;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** The wall clock of `instant` in the zone, as milliseconds of the same reading in UTC. */
function wallClockMs(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    formatIn(timeZone)
      .formatToParts(new Date(instant))
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<string, number>;
  const whole = Date.UTC(
    parts.year!,
    parts.month! - 1,
    parts.day!,
    parts.hour!,
    parts.minute!,
    parts.second!,
  );
  return whole + (((instant % 1000) + 1000) % 1000);
}

/** The zone's offset from UTC at `instant`, in milliseconds (Los Angeles in summer: −7 h). */
const offsetAt = (instant: number, timeZone: string) => wallClockMs(instant, timeZone) - instant;

/** A `datetime-local` value's reading as UTC milliseconds, or null when it is not a real time. */
function readingMs(local: string): number | null {
  const match = LOCAL_TIME.exec(local);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match
    .slice(1, 7)
    .map((part) => Number(part ?? 0));
  const fraction = Number((match[7] ?? '').padEnd(3, '0'));
  const ms = Date.UTC(year!, month! - 1, day!, hour!, minute!, second!, fraction);
  const date = new Date(ms);
  // Date.UTC rolls 31 April over to 1 May: a reading that does not come back is not a time.
  const same =
    year! >= 1 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month! - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute &&
    date.getUTCSeconds() === second;
  return same ? ms : null;
}

/**
 * The instant a wall-clock time in the zone stands for ('2027-04-01T00:00' in Los Angeles →
 * 2027-04-01T07:00:00Z), or null for text that is not a date and time.
 */
export function instantOfLocalTime(local: string, timeZone: string): Date | null {
  const reading = readingMs(local);
  if (reading === null) return null;
  // The offsets a day either side: a transition between them is the only one near.
  const before = offsetAt(reading - DAY_MS, timeZone);
  const after = offsetAt(reading + DAY_MS, timeZone);
  const candidates = [reading - before, reading - after].filter(
    (instant) => wallClockMs(instant, timeZone) === reading,
  );
  if (candidates.length) return new Date(Math.min(...candidates));
  // Skipped when the clocks went forward: read with the offset before the change, later by the gap.
  return new Date(reading - before);
}

/** The wall-clock time of an instant in the zone, as a `datetime-local` value ('YYYY-MM-DDTHH:MM'). */
export function localTimeOf(instant: Date, timeZone: string): string {
  return new Date(wallClockMs(instant.getTime(), timeZone)).toISOString().slice(0, 16);
}
