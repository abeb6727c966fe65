import { decodeSignatureHeader, isValidSignature, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { z } from 'zod';

import type { ContentChange } from './content-changes.server';

export { SIGNATURE_HEADER_NAME };

// What the webhook's projection `{_id, _type}` sends. Sanity's ids are at most 128 characters.
const payloadSchema = z.object({
  _id: z.string().min(1).max(200),
  _type: z.string().max(200).optional(),
});

/**
 * How old a delivery may be: its signature's `t=` (milliseconds) is signed with the body, but
 * @sanity/webhook checks no age, so a captured delivery would be good forever (each replay
 * empties every instance's caches). A little ahead is a clock's skew; more is refused too.
 */
export const MAX_DELIVERY_AGE_MS = 5 * 60_000;
export const MAX_CLOCK_SKEW_MS = 60_000;

export type WebhookOutcome =
  { ok: true; change: ContentChange } | { ok: false; status: 400 | 401; message: string };

/**
 * Reads a delivery of Sanity's GROQ-powered webhook: the signature (`sanity-webhook-signature`,
 * an HMAC of the raw body with the webhook's secret, with a timestamp) checked first, then its
 * age, then the document it names. A draft's or a release version's id names its published
 * document: that is the one whose cached copies go.
 */
export async function readSanityWebhook(
  rawBody: string,
  signature: string | null,
  secret: string,
): Promise<WebhookOutcome> {
  if (!signature) return { ok: false, status: 401, message: 'Missing signature' };
  // The library throws on a malformed header (not `t=...,v1=...`, or an old timestamp).
  const valid = await isValidSignature(rawBody, signature, secret).catch(() => false);
  if (!valid) return { ok: false, status: 401, message: 'Invalid signature' };
  const age = Date.now() - decodeSignatureHeader(signature).timestamp;
  if (age > MAX_DELIVERY_AGE_MS || age < -MAX_CLOCK_SKEW_MS) {
    return { ok: false, status: 401, message: 'The delivery is too old or from the future' };
  }
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    return { ok: false, status: 400, message: 'The body is not JSON' };
  }
  const parsed = payloadSchema.safeParse(body);
  if (!parsed.success) {
    return { ok: false, status: 400, message: 'The body must be the projection {_id, _type}' };
  }
  return { ok: true, change: { ids: [publishedId(parsed.data._id)] } };
}

/** `drafts.x` and `versions.<release>.x` are versions of `x`. */
export function publishedId(id: string): string {
  if (id.startsWith('drafts.')) return id.slice('drafts.'.length);
  const version = /^versions\.[^.]+\.(.+)$/.exec(id);
  return version ? version[1]! : id;
}
