/**
 * The academy's time zone: where its sessions happen and its registrar works, so the zone of
 * "today", of every refund deadline and of the times staff read (docs/decisions/0062). A
 * setting, `ACADEMY_TIME_ZONE`, validated at start-up (app/lib/env.server.ts). The browser reads it
 * from the page's `<meta name="academy-time-zone">` (app/root.tsx), so a hydrated page formats
 * dates as the server did.
 */
export const DEFAULT_ACADEMY_TIME_ZONE = 'America/Los_Angeles';

const checked = new Map<string, boolean>();

/** An IANA zone name this runtime knows ('Europe/Madrid'); abbreviations such as 'PST' are not. */
export function isTimeZone(name: string): boolean {
  let known = checked.get(name);
  if (known === undefined) {
    try {
      // Intl accepts offsets ('+01:00') and a few aliases; a zone is Area/Location or UTC.
      new Intl.DateTimeFormat('en-US', { timeZone: name });
      known = /^([A-Za-z_]+(\/[A-Za-z0-9_+-]+)+|UTC)$/.test(name);
    } catch {
      known = false;
    }
    checked.set(name, known);
  }
  return known;
}

export const ACADEMY_TIME_ZONE_META = 'academy-time-zone';

let inBrowser: string | undefined;

/** The academy's time zone, as set for this deployment. */
export function academyTimeZone(): string {
  if (typeof document !== 'undefined') {
    inBrowser ??=
      document.querySelector<HTMLMetaElement>(`meta[name="${ACADEMY_TIME_ZONE_META}"]`)?.content ||
      DEFAULT_ACADEMY_TIME_ZONE;
    return inBrowser;
  }
  // Read each time rather than kept: start-up has validated it, and tests may set it.
  const named = process.env.ACADEMY_TIME_ZONE?.trim();
  return named && isTimeZone(named) ? named : DEFAULT_ACADEMY_TIME_ZONE;
}
