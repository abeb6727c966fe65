/**
 * The environment's checks across variables (app/env.server.ts checks each one): values that must
 * go together, and what a site others can reach in production must have.
 */
import { z } from 'zod';

import type { Env } from './env.server';
import { trustsNamedProxiesOnly } from './lib/trust-proxy.server';

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
