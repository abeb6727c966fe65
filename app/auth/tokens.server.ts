import { createHash, randomBytes } from 'node:crypto';

/** A new secret for a session id, API token or e-mailed link: 256 random bits, URL-safe. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * What the database keeps instead of a secret: its SHA-256 in hex. The secrets are random and
 * long, so a fast hash is enough (no salt or stretching needed), and lookups stay an index hit.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Whether a string could be one of our tokens (cheap check before any query). */
export function looksLikeToken(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);
}
