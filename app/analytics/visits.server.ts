import { z } from 'zod';

import { DELETE_BATCH, pruneInBatches } from '~/db/batches.server';
import type { Queryable, Sql } from '~/db/client.server';
import { hit } from '~/rate-limit/rate-limit.server';

/** Bounds of the page_visits columns (db/migrations/001_page_visits.sql). */
export const MAX_PAGE_LENGTH = 2048;
export const MAX_REFERRER_LENGTH = 2048;
export const MAX_USER_AGENT_LENGTH = 512;
/** A visit report is a few hundred bytes; a request body much bigger is not one. */
export const MAX_REPORT_BYTES = 16 * 1024;

/**
 * Visits one client address may report within ten minutes: a page view every five seconds,
 * far more than a person (or an office behind one address) reads, while a script filling the
 * table is stopped.
 */
export const VISIT_RATE_LIMIT = { bucket: 'track-visit', limit: 120, windowSeconds: 600 } as const;

// Control characters (NUL among them, which PostgreSQL text refuses) never belong in a page path.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;
const CONTROL_CHARACTERS = new RegExp(CONTROL_CHARACTER.source, 'g');

/** Length as PostgreSQL's length() counts it: characters (code points), not UTF-16 units. */
function characters(value: string): number {
  let count = 0;
  for (const _ of value) count++;
  return count;
}

function truncate(value: string, max: number): string {
  return characters(value) <= max ? value : Array.from(value).slice(0, max).join('');
}

/** Only the path of the page is kept: a query or fragment may carry tokens or personal data. */
function pathOnly(page: string): string {
  const end = page.search(/[?#]/);
  return end === -1 ? page : page.slice(0, end);
}

/**
 * The referrer as origin + path of an http(s) URL; null when empty, not such a URL, or longer
 * than the column allows (a visit is still worth recording without it).
 */
function cleanReferrer(value: string | null | undefined): string | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const cleaned = `${url.origin}${url.pathname}`;
  return characters(cleaned) <= MAX_REFERRER_LENGTH ? cleaned : null;
}

/** The user agent with control characters dropped, cut to the column's 512 characters. */
function cleanUserAgent(value: string | null | undefined): string | null {
  if (!value) return null;
  const cleaned = value.replace(CONTROL_CHARACTERS, '').trim();
  return cleaned ? truncate(cleaned, MAX_USER_AGENT_LENGTH) : null;
}

const optionalText = (name: string) =>
  z.string({ invalid_type_error: `${name} must be a string` }).nullish();

/** A page visit as the browser reports it (docs/product.md#location-and-visits "Page visit", #api), normalised for storage. */
export const visitSchema = z.object({
  page: z
    .string({ required_error: 'page is required', invalid_type_error: 'page must be a string' })
    .transform(pathOnly)
    .refine((page) => page.startsWith('/') && !page.startsWith('//'), {
      message: "page must be a path starting with '/'",
    })
    .refine((page) => !CONTROL_CHARACTER.test(page), {
      message: 'page must not contain control characters',
    })
    .refine((page) => characters(page) <= MAX_PAGE_LENGTH, {
      message: `page must be at most ${MAX_PAGE_LENGTH} characters`,
    }),
  referrer: optionalText('referrer').transform(cleanReferrer),
  userAgent: optionalText('userAgent').transform(cleanUserAgent),
});

/** What recordVisit accepts (before normalisation). */
export type VisitInput = z.input<typeof visitSchema>;
/** A visit ready to store. */
export type Visit = z.output<typeof visitSchema>;

export class InvalidVisitError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid page visit: ${problems.join('; ')}`);
    this.name = 'InvalidVisitError';
  }
}

/** Validates and normalises a reported visit; the messages are fit for a 400 answer. */
export function parseVisit(
  input: unknown,
): { success: true; visit: Visit } | { success: false; problems: string[] } {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { success: false, problems: ['the body must be a JSON object'] };
  }
  const result = visitSchema.safeParse(input);
  if (result.success) return { success: true, visit: result.data };
  return { success: false, problems: result.error.issues.map((issue) => issue.message) };
}

/**
 * Stores one page visit. Throws InvalidVisitError when the page is missing or not a path;
 * the referrer and user agent are reduced to what the table allows rather than refused.
 */
export async function recordVisit(sql: Queryable, input: VisitInput): Promise<void> {
  const parsed = parseVisit(input);
  if (!parsed.success) throw new InvalidVisitError(parsed.problems);
  const { page, referrer, userAgent } = parsed.visit;
  await sql`
    insert into page_visits (page, referrer, user_agent)
    values (${page}, ${referrer}, ${userAgent})`;
}

export type TrackVisitResult = { ok: true } | { ok: false; retryAfterSeconds: number };

/**
 * Stores a reported visit unless its client address is over VISIT_RATE_LIMIT. The hit and the
 * row commit together, so a visit that fails to store uses up no slot.
 */
export async function trackVisit(
  sql: Sql,
  visit: VisitInput,
  clientAddress: string | undefined,
): Promise<TrackVisitResult> {
  return sql.begin(async (tx): Promise<TrackVisitResult> => {
    const limit = await hit(tx, { ...VISIT_RATE_LIMIT, key: clientAddress ?? 'unknown' });
    if (!limit.allowed) return { ok: false, retryAfterSeconds: limit.retryAfterSeconds };
    await recordVisit(tx, visit);
    return { ok: true };
  });
}

/**
 * Deletes visits older than `retentionDays` (PAGE_VISITS_RETENTION_DAYS; run hourly by
 * server/background-jobs.ts), `batch` rows per statement until a statement finds fewer: a backlog
 * goes in one call without one huge transaction. Returns how many went.
 */
export async function pruneOldVisits(
  sql: Sql,
  retentionDays: number,
  batch = DELETE_BATCH,
): Promise<number> {
  return pruneInBatches(
    sql,
    {
      table: 'page_visits',
      key: 'id',
      where: sql`visited_at < now() - make_interval(days => ${retentionDays})`,
    },
    batch,
  );
}
