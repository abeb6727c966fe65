import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The secret that signs cookies. Production sets SESSION_SECRET; a machine with no configuration
 * gets one generated once and kept in `.data/`, so sign-ins and preview survive restarts.
 */
export function ensureSessionSecret(dataDir = '.data'): { secret: string; generated: boolean } {
  if (process.env.SESSION_SECRET) return { secret: process.env.SESSION_SECRET, generated: false };
  const file = path.resolve(dataDir, 'session-secret');
  let generated = false;
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
    generated = true;
  }
  const secret = readFileSync(file, 'utf8').trim();
  process.env.SESSION_SECRET = secret;
  return { secret, generated };
}

/**
 * The secrets cookies are signed with (SESSION_SECRET, newest first). Never none: a cookie made
 * with no secret would be unsigned, and anyone could write its value.
 */
export function cookieSecrets(): string[] {
  const secrets = (process.env.SESSION_SECRET ?? '')
    .split(',')
    .map((secret) => secret.trim())
    .filter(Boolean);
  if (secrets.length === 0) throw new Error('SESSION_SECRET is not set');
  return secrets;
}
