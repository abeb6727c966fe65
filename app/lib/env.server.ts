import { z } from 'zod';

import { DEFAULT_ACADEMY_TIME_ZONE, isTimeZone } from './academy-time-zone';
import {
  NO_PROXY,
  parseTrustProxy,
  type TrustProxy,
  trustsNamedProxiesOnly,
} from './trust-proxy.server';

const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

const port = (fallback: number) =>
  z.coerce
    .number({ invalid_type_error: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be between 1 and 65535')
    .max(65535, 'must be between 1 and 65535')
    .default(fallback);

/** An API's base URL (scheme, host, port), for a stand-in on loopback; unset when empty. */
const baseUrl = (example: string) =>
  z
    .string()
    .regex(/^https?:\/\/[^/]+\/?$/, `must be a base URL such as ${example}`)
    .optional()
    .or(z.literal('').transform(() => undefined));

/** A whole number of `unit` from `min` to `max`, `fallback` when unset, said so when it is not. */
const wholeNumber = (unit: string, min: number, max: number, fallback: number) =>
  z.coerce
    .number({ invalid_type_error: `must be a number of ${unit}` })
    .int(`must be a whole number of ${unit}`)
    .min(min, `must be between ${min} and ${max}`)
    .max(max, `must be between ${min} and ${max}`)
    .default(fallback);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: port(3000),
  // Loopback unless told: a laptop's site is not on the network; a server sets 0.0.0.0.
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  EMBEDDED_POSTGRES_DIR: z.string().default('.data/postgres'),
  EMBEDDED_POSTGRES_PORT: port(54329),
  SESSION_SECRET: optionalString.refine(
    (value) =>
      value === undefined || value.split(',').every((secret) => secret.trim().length >= 32),
    'must be one or more comma-separated secrets of at least 32 characters',
  ),
  PREVIEW_SECRET: optionalString.refine(
    (value) => value === undefined || value.length >= 16,
    'must be at least 16 characters',
  ),
  SANITY_PROJECT_ID: optionalString.refine(
    (value) => value === undefined || /^[a-z0-9-]+$/.test(value),
    'must contain only lowercase letters, digits and dashes',
  ),
  SANITY_DATASET: z
    .string()
    .regex(/^[a-z0-9_-]+$/, 'must contain only lowercase letters, digits, _ and -')
    .default('production'),
  SANITY_API_VERSION: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date such as 2025-02-19')
    .default('2025-02-19'),
  SANITY_API_READ_TOKEN: optionalString,
  // Sanity's API at another address: the loopback stand-in of mocks/sanity-api (tests).
  SANITY_API_HOST: baseUrl('http://127.0.0.1:12112'),
  // The Studio that may frame the site (Presentation tool) and that stega's edit links open.
  SANITY_STUDIO_URL: z
    .string()
    .url('must be a full URL such as https://academy.sanity.studio')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  // The secret of the GROQ-powered webhook made in sanity.io/manage (README).
  SANITY_WEBHOOK_SECRET: optionalString.refine(
    (value) => value === undefined || value.length >= 16,
    'must be at least 16 characters',
  ),
  CONTENT_DATASET_PATH: z.string().default('studio/seed/data.ndjson'),
  SITE_URL: z
    .string()
    .url('must be a full URL such as https://academy.example.com')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MAIL_FROM: z.string().default('Implant Academy <no-reply@localhost>'),
  MAIL_DIR: z.string().default('.data/mail'),
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, ctx): TrustProxy => {
      const parsed = parseTrustProxy(value);
      if (!(parsed instanceof Error)) return parsed;
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        message: `must be false, true, a number of proxies, or their address ranges: ${parsed.message}`,
      });
      return NO_PROXY;
    }),
  COUNTRY_HEADER: optionalString.refine(
    (value) => value === undefined || /^[A-Za-z0-9-]+$/.test(value),
    'must be an HTTP header name such as CF-IPCountry',
  ),
  STRIPE_SECRET_KEY: optionalString.refine(
    (value) => value === undefined || /^(sk|rk)_(test|live)_\w+$/.test(value),
    'must be a Stripe secret key (sk_test_... or sk_live_...)',
  ),
  STRIPE_PUBLISHABLE_KEY: optionalString.refine(
    (value) => value === undefined || /^pk_(test|live)_\w+$/.test(value),
    'must be a Stripe publishable key (pk_test_... or pk_live_...)',
  ),
  STRIPE_WEBHOOK_SECRET: optionalString.refine(
    (value) => value === undefined || /^whsec_\w+$/.test(value),
    'must be a Stripe webhook signing secret (whsec_...)',
  ),
  STRIPE_API_URL: baseUrl('http://127.0.0.1:12111'),
  MOCKS: z
    .enum(['true', 'false', '1', '0', ''], { message: 'must be true or false' })
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
  CONTENT_CACHE_SECONDS: z.coerce
    .number({ invalid_type_error: 'must be a number of seconds' })
    .int()
    .min(0, 'must be 0 or more')
    .default(60),
  CONTENT_CACHE_ENTRIES: wholeNumber('entries', 1, 100_000, 500),
  PAGE_CACHE_SECONDS: wholeNumber('seconds', 0, 3600, 10),
  PAGE_CACHE_ENTRIES: wholeNumber('entries', 1, 10_000, 300),
  CATALOG_PAGE_SIZE: wholeNumber('videos', 1, 100, 24),
  PAGE_VISITS_RETENTION_DAYS: wholeNumber('days', 1, 3650, 400),
  // The outbox's first retry after a failed send (then doubling, at most an hour apart).
  OUTBOX_BACKOFF_SECONDS: wholeNumber('seconds', 1, 3600, 30),
  // Sent e-mails (their envelope: the body is cleared once sent) are deleted after this many days.
  // At least a day: MAIL_PER_ADDRESS_PER_DAY counts the last day's rows.
  OUTBOX_RETENTION_DAYS: wholeNumber('days', 1, 3650, 30),
  // E-mails a stranger can have sent to an address not confirmed by an account, all kinds together.
  MAIL_PER_ADDRESS_PER_DAY: wholeNumber('e-mails', 1, 100, 6),
  // Where the academy's "today", refund deadlines and staff's times are (docs/decisions/0062).
  ACADEMY_TIME_ZONE: z
    .string()
    .trim()
    .default(DEFAULT_ACADEMY_TIME_ZONE)
    .transform((value) => value || DEFAULT_ACADEMY_TIME_ZONE)
    .refine(isTimeZone, 'must be an IANA time zone such as America/Los_Angeles or Europe/Madrid'),
  SEAT_HOLD_MINUTES: wholeNumber('minutes', 1, 1440, 30),
  SEAT_HOLDS_PER_ADDRESS: wholeNumber('orders', 1, 100, 4),
  WAITING_LIST_OFFER_HOURS: wholeNumber('hours', 1, 336, 48),
  WAITING_LIST_SWEEP_SECONDS: wholeNumber('seconds', 1, 3600, 60),
  // Programs paid monthly (docs/decisions/0064): days after a payment's first decline on which
  // it is charged again, e.g. "3,7,14"; then only the student's own payment settles it.
  PLAN_RETRY_DAYS: z
    .string()
    .trim()
    .default('3,7,14')
    .transform((value, ctx) => {
      // Empty is the default, as for the other settings.
      const days = (value || '3,7,14').split(',').map((part) => Number(part.trim()));
      const ascending = days.every((day, index) => index === 0 || day > days[index - 1]!);
      if (
        days.length > 10 ||
        !days.every((day) => Number.isInteger(day) && day >= 1 && day <= 60) ||
        !ascending
      ) {
        ctx.addIssue({
          code: z.ZodIssueCode.custom,
          message:
            'must be up to 10 whole numbers of days from 1 to 60, ascending and comma-separated, e.g. 3,7,14',
        });
        return z.NEVER;
      }
      return days;
    }),
  // How often the job looks for monthly payments due (each is charged once, whatever the rate).
  PLAN_CHARGING_SECONDS: wholeNumber('seconds', 1, 3600, 60),
  // Days after a payment first failed, still unpaid, from which new session bookings are refused.
  PLAN_GRACE_DAYS: wholeNumber('days', 0, 90, 14),
  LOG_LEVEL: z
    .enum(['debug', 'info', 'warn', 'error'], { message: 'must be debug, info, warn or error' })
    .default('info'),
  LOG_FORMAT: z
    .enum(['json', 'pretty', ''], { message: 'must be json or pretty' })
    .optional()
    .transform((value) => value || undefined),
  SHUTDOWN_GRACE_SECONDS: wholeNumber('seconds', 1, 300, 20),
});

// Variables that must go together, and what a site others can reach must have (checks below).
const checkedEnvSchema = envSchema.superRefine(checkTogether).superRefine(checkExposed);

/** Variables whose values are never repeated in an error: secrets, or URLs with a password. */
const SECRET_VARIABLES = new Set([
  'SESSION_SECRET',
  'PREVIEW_SECRET',
  'SANITY_API_READ_TOKEN',
  'SANITY_WEBHOOK_SECRET',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'SMTP_URL',
  'DATABASE_URL',
]);

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment: ${problems.join('; ')}`);
    this.name = 'EnvError';
  }
}

/** Validates the environment; every problem names its variable so start-up can say it in one line. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = checkedEnvSchema.safeParse(source);
  if (!result.success) {
    throw new EnvError(
      result.error.issues.map((issue) => {
        const name = issue.path.join('.');
        const got = source[name];
        if (got === undefined) return `${name} ${issue.message}`;
        return `${name} ${issue.message}${SECRET_VARIABLES.has(name) ? ' (value not shown)' : ` (got "${got}")`}`;
      }),
    );
  }
  return result.data;
}

let cached: Env | undefined;

export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

// Checks across variables (the schema above checks each one).
// The developers' shared preview secret is for the bundled dataset only (decision 0029).
// Payments need all three Stripe values, from the same mode: a site that can take money but
// never hears of the payment (no webhook secret) must not start.
export function checkTogether(value: Env, ctx: z.RefinementCtx): void {
  const { STRIPE_SECRET_KEY: secret, STRIPE_PUBLISHABLE_KEY: publishable } = value;
  if (value.PREVIEW_SECRET && value.SANITY_PROJECT_ID) {
    ctx.addIssue({
      code: z.ZodIssueCode.custom,
      path: ['PREVIEW_SECRET'],
      message:
        "must not be set with SANITY_PROJECT_ID: hosted content's preview is turned on from the Studio's Presentation tool (README)",
    });
  }
  if (!secret && !publishable && !value.STRIPE_WEBHOOK_SECRET) return;
  for (const name of [
    'STRIPE_SECRET_KEY',
    'STRIPE_PUBLISHABLE_KEY',
    'STRIPE_WEBHOOK_SECRET',
  ] as const) {
    if (!value[name]) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: [name],
        message: 'must be set too when any Stripe variable is set',
      });
    }
  }
  if (secret && publishable && secret.includes('_live_') !== publishable.includes('_live_')) {
    ctx.addIssue({
      code: z.ZodIssueCode.custom,
      path: ['STRIPE_PUBLISHABLE_KEY'],
      message: 'must be of the same mode (test or live) as STRIPE_SECRET_KEY',
    });
  }
  if (value.MOCKS && secret?.includes('_live_')) {
    ctx.addIssue({
      code: z.ZodIssueCode.custom,
      path: ['MOCKS'],
      message: 'must not be true with live Stripe keys (the stand-ins would take the payments)',
    });
  }
}

// A site others can reach, in production, must not sign cookies with a secret made up on the
// machine, nor build e-mailed links from a guess, nor take payments with the stand-ins, nor let
// whoever reaches it directly pass for a proxy (docs/decisions/0040).
export function checkExposed(value: Env, ctx: z.RefinementCtx): void {
  if (value.NODE_ENV !== 'production' || isLoopback(value.HOST)) return;
  const exposed = `in production when HOST (${value.HOST}) is not a loopback address`;
  for (const name of ['SESSION_SECRET', 'SITE_URL'] as const) {
    if (!value[name]) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: [name],
        message: `must be set ${exposed}`,
      });
    }
  }
  if (value.MOCKS) {
    ctx.addIssue({
      code: z.ZodIssueCode.custom,
      path: ['MOCKS'],
      message: `must not be true ${exposed}: the stand-ins would take the payments and grant courses for free`,
    });
  }
  if (!trustsNamedProxiesOnly(value.TRUST_PROXY)) {
    ctx.addIssue({
      code: z.ZodIssueCode.custom,
      path: ['TRUST_PROXY'],
      message: `must name the proxies' addresses or ranges (such as 10.0.0.5 or 10.0.0.0/24) ${exposed}: with true or a number of proxies (or a /0 range), anyone who reaches the instance directly chooses the address and request id it is known by`,
    });
  }
}

function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
}
