/**
 * Checking an e-mail and password (SPEC §4 Login, §8), with the failed-attempt limits, and the
 * remix-auth Authenticator whose FormStrategy the /login page uses.
 */
import { Authenticator } from 'remix-auth';
import { FormStrategy } from 'remix-auth-form';

import { db, type Sql } from '~/db/client.server';
import { MAX_PASSWORD_LENGTH } from '~/forms/fields';
import { forgetHits, hit } from '~/rate-limit/rate-limit.server';

import type { AuthError } from './errors';
import { hashPassword, needsRehash, verifyPassword } from './password.server';
import { findUserByEmail, updatePasswordHash } from './users.server';
import { parseEmail } from './validation';

/** Failed sign-ins allowed per e-mail, and per client address, in any 15 minutes. */
export const SIGN_IN_LIMITS = {
  perEmail: { bucket: 'sign-in-email', limit: 5, windowSeconds: 15 * 60 },
  perAddress: { bucket: 'sign-in-address', limit: 20, windowSeconds: 15 * 60 },
} as const;

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

/**
 * Checks the credentials. Every attempt is counted against the e-mail and the client address
 * before the password is checked, so parallel guesses cannot slip past the count; a right
 * password takes its attempt's hits back. The count is a short transaction of its own: the
 * password hash (scrypt, the slow part) is checked with no connection or lock held.
 */
export async function verifyCredentials(
  input: { email: unknown; password: unknown; clientAddress: string | undefined },
  sql: Sql = db(),
): Promise<SignInResult> {
  const email = parseEmail(input.email);
  if (!email) return { ok: false, error: { code: 'invalidEmail', field: 'email' } };
  const password = typeof input.password === 'string' ? input.password : '';
  if (!password || password.length > MAX_PASSWORD_LENGTH) {
    return { ok: false, error: { code: 'invalidCredentials' } };
  }

  const counted = await sql.begin(async (tx) => {
    const byEmail = await hit(tx, { ...SIGN_IN_LIMITS.perEmail, key: email.toLowerCase() });
    if (!byEmail.allowed) return null;
    const byAddress = await hit(tx, {
      ...SIGN_IN_LIMITS.perAddress,
      key: input.clientAddress ?? 'unknown',
    });
    return byAddress.allowed ? [byEmail.hitId, byAddress.hitId] : null;
  });
  if (!counted) return { ok: false, error: { code: 'tooManySignIns' } };
  const user = await findUserByEmail(sql, email);
  if (!user) return { ok: false, error: { code: 'noAccount', field: 'email' } };
  if (!(await verifyPassword(password, user.passwordHash))) {
    return { ok: false, error: { code: 'invalidCredentials' } };
  }
  // The password was right: the attempt does not count.
  await forgetHits(sql, counted);
  if (user.disabledAt) return { ok: false, error: { code: 'disabled' } };
  // A hash made with older parameters is replaced now that the password is known.
  if (needsRehash(user.passwordHash)) {
    await updatePasswordHash(sql, user.id, await hashPassword(password));
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
