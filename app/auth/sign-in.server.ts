/**
 * Checking an e-mail and password (docs/product.md#accounts Login, #messages), with the failed-attempt limits, and the
 * remix-auth Authenticator whose FormStrategy the /login page uses.
 */
import { Authenticator } from 'remix-auth';
import { FormStrategy } from 'remix-auth-form';

import { db, type Sql } from '~/db/client.server';
import { MAX_PASSWORD_LENGTH } from '~/forms/fields';
import { addressKey } from '~/lib/client-address.server';
import {
  forgetHits,
  hit,
  hitWithBackoff,
  type RateLimitResult,
  remember,
  remembered,
  restampHits,
} from '~/rate-limit/rate-limit.server';

import type { AuthError } from './errors';
import {
  busyOrThrow,
  hashPassword,
  needsRehash,
  PasswordHashingBusy,
  verifyPassword,
} from './password.server';
import { findUserByEmail, updatePasswordHash } from './users.server';
import { parseEmail } from './validation';

const FIFTEEN_MINUTES = 15 * 60;

/** The sign-in limits, all kept in PostgreSQL; decision 0041 explains the numbers. */
export const SIGN_IN_LIMITS = {
  /** Failures of one e-mail from one address: 5 at once, then 1 s, 2 s, 4 s ... 60 s apart. */
  failedPerPair: {
    bucket: 'sign-in-pair',
    free: 5,
    windowSeconds: FIFTEEN_MINUTES,
    maxDelaySeconds: 60,
  },
  /** Failures from one address, whatever the e-mail (credential stuffing). */
  failedPerAddress: { bucket: 'sign-in-address', limit: 20, windowSeconds: FIFTEEN_MINUTES },
  /**
   * Failures of one e-mail from addresses it has not signed in from lately (guessing from many
   * addresses); its known addresses are never held by it, so it cannot lock the owner out.
   */
  failedPerAccount: { bucket: 'sign-in-email', limit: 50, windowSeconds: FIFTEEN_MINUTES },
  /** Successes: each costs a hash, and through the API a token. */
  succeededPerAccount: { bucket: 'sign-in-ok-email', limit: 20, windowSeconds: FIFTEEN_MINUTES },
  succeededPerAddress: { bucket: 'sign-in-ok-address', limit: 20, windowSeconds: FIFTEEN_MINUTES },
} as const;

/** How long an address an account signed in from counts as known to it. */
export const KNOWN_ADDRESS = { bucket: 'sign-in-known', windowSeconds: 30 * 24 * 60 * 60 };

export interface SignedInUser {
  id: string;
  email: string;
}

export type SignInResult = { ok: true; user: SignedInUser } | { ok: false; error: AuthError };

/** Thrown out of the FormStrategy so the route can show the message. */
export class SignInError extends Error {
  constructor(readonly error: AuthError) {
    super(error.code);
    this.name = 'SignInError';
  }
}

interface Counted {
  /** The per-pair hit, whose growing wait runs from the answer. */
  pairHit: string;
  failureHits: string[];
  successHits: string[];
}

/**
 * Counts the attempt against every limit at once, as a failure and as a success, in one short
 * transaction: parallel attempts cannot slip past the counts, and a refused one costs no hash.
 * Once the password is checked, the hits of the outcome that did not happen are taken back.
 */
async function countAttempt(
  sql: Sql,
  email: string,
  address: string,
): Promise<Counted | { refused: AuthError }> {
  const pair = `${email}|${addressKey(address)}`;
  const known = await remembered(sql, KNOWN_ADDRESS.bucket, pair);
  return sql.begin(async (tx) => {
    const failureHits: string[] = [];
    const successHits: string[] = [];
    const checks: Array<[() => Promise<RateLimitResult>, string[], AuthError['code']]> = [
      [
        () => hitWithBackoff(tx, { ...SIGN_IN_LIMITS.failedPerPair, key: pair }),
        failureHits,
        'tooManySignIns',
      ],
      [
        () => hit(tx, { ...SIGN_IN_LIMITS.failedPerAddress, key: address }),
        failureHits,
        'tooManySignIns',
      ],
      [
        () => hit(tx, { ...SIGN_IN_LIMITS.succeededPerAccount, key: email }),
        successHits,
        'signInsTooFrequent',
      ],
      [
        () => hit(tx, { ...SIGN_IN_LIMITS.succeededPerAddress, key: address }),
        successHits,
        'signInsTooFrequent',
      ],
    ];
    if (!known) {
      checks.push([
        () => hit(tx, { ...SIGN_IN_LIMITS.failedPerAccount, key: email }),
        failureHits,
        'tooManySignIns',
      ]);
    }
    for (const [check, hits, code] of checks) {
      const result = await check();
      if (!result.allowed) {
        // A refused attempt counts nowhere.
        await forgetHits(tx, [...failureHits, ...successHits]);
        return { refused: { code, retryAfterSeconds: result.retryAfterSeconds } };
      }
      hits.push(result.hitId);
    }
    return { pairHit: failureHits[0]!, failureHits, successHits };
  });
}

/**
 * Checks the credentials. Every attempt is counted before the password is checked (see
 * countAttempt); the password hash (scrypt, the slow part) is checked with no connection or
 * lock held, and waits for one of the process's hashing slots: none free in time answers
 * 'busy'.
 */
export async function verifyCredentials(
  input: { email: unknown; password: unknown; clientAddress: string | undefined },
  sql: Sql = db(),
): Promise<SignInResult> {
  const parsed = parseEmail(input.email);
  if (!parsed) return { ok: false, error: { code: 'invalidEmail', field: 'email' } };
  const email = parsed.toLowerCase();
  const address = input.clientAddress ?? 'unknown';
  const password = typeof input.password === 'string' ? input.password : '';
  if (!password || password.length > MAX_PASSWORD_LENGTH) {
    return { ok: false, error: { code: 'invalidCredentials' } };
  }

  const counted = await countAttempt(sql, email, address);
  if ('refused' in counted) return { ok: false, error: counted.refused };
  const failed = async (error: AuthError): Promise<SignInResult> => {
    await forgetHits(sql, counted.successHits);
    // The wait before the next try runs from now, not from before the hash.
    await restampHits(sql, [counted.pairHit]);
    return { ok: false, error };
  };

  const user = await findUserByEmail(sql, parsed);
  if (!user) return failed({ code: 'noAccount', field: 'email' });
  const right = await verifyPassword(password, user.passwordHash).catch(busyOrThrow);
  if (right instanceof PasswordHashingBusy) {
    // Nothing was checked: the attempt does not count.
    await forgetHits(sql, [...counted.failureHits, ...counted.successHits]);
    return { ok: false, error: { code: 'busy', retryAfterSeconds: right.retryAfterSeconds } };
  }
  if (!right) return failed({ code: 'invalidCredentials' });
  // The password was right: the attempt counts as a success, and this address is now known.
  await forgetHits(sql, counted.failureHits);
  await remember(sql, { ...KNOWN_ADDRESS, key: `${email}|${addressKey(address)}` });
  if (user.disabledAt) return { ok: false, error: { code: 'disabled' } };
  // A hash made with older parameters is replaced now that the password is known (or at the
  // next sign-in, when the hashing slots are busy).
  if (needsRehash(user.passwordHash)) {
    const upgraded = await hashPassword(password).catch(busyOrThrow);
    if (typeof upgraded === 'string') await updatePasswordHash(sql, user.id, upgraded);
  }
  return { ok: true, user: { id: user.id, email: user.email } };
}

/**
 * The Authenticator for one request: the client address (from the load context) is part of the
 * check, and a strategy's verify function only sees the request.
 */
export function signInAuthenticator(clientAddress: string | undefined, sql?: Sql) {
  return new Authenticator<SignedInUser>().use(
    new FormStrategy(async ({ form }) => {
      const result = await verifyCredentials(
        { email: form.get('email'), password: form.get('password'), clientAddress },
        sql,
      );
      if (!result.ok) throw new SignInError(result.error);
      return result.user;
    }),
    'form',
  );
}
