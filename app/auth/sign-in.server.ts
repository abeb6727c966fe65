/**
 * Checking an e-mail and password (SPEC §4 Login, §8), with the failed-attempt limits, and the
 * remix-auth Authenticator whose FormStrategy the /login page uses.
 */
import { Authenticator } from 'remix-auth';
import { FormStrategy } from 'remix-auth-form';

import { db, type Sql } from '~/db/client.server';
import { MAX_PASSWORD_LENGTH } from '~/forms/fields';
import { hit } from '~/rate-limit/rate-limit.server';

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

/** Thrown to roll back the attempt's rate-limit hits when it succeeded (see verifyCredentials). */
class Succeeded {
  constructor(
    readonly result: SignInResult,
    readonly staleHash = false,
  ) {}
}

/**
 * Checks the credentials. A failed attempt counts against the e-mail and the client address;
 * a successful one does not (its hits are rolled back). The limits are checked and the password
 * verified under the rate limiter's advisory locks, so parallel guesses for one e-mail or from
 * one address wait for each other instead of slipping past the count.
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

  try {
    return await sql.begin(async (tx): Promise<SignInResult> => {
      const byEmail = await hit(tx, { ...SIGN_IN_LIMITS.perEmail, key: email.toLowerCase() });
      const byAddress = byEmail.allowed
        ? await hit(tx, { ...SIGN_IN_LIMITS.perAddress, key: input.clientAddress ?? 'unknown' })
        : byEmail;
      if (!byEmail.allowed || !byAddress.allowed) {
        return { ok: false, error: { code: 'tooManySignIns' } };
      }
      const user = await findUserByEmail(tx, email);
      if (!user) return { ok: false, error: { code: 'noAccount', field: 'email' } };
      if (!(await verifyPassword(password, user.passwordHash))) {
        return { ok: false, error: { code: 'invalidCredentials' } };
      }
      // The password was right: tell a disabled account so, and count nothing.
      if (user.disabledAt) throw new Succeeded({ ok: false, error: { code: 'disabled' } });
      throw new Succeeded(
        { ok: true, user: { id: user.id, email: user.email } },
        needsRehash(user.passwordHash),
      );
    });
  } catch (outcome) {
    if (!(outcome instanceof Succeeded)) throw outcome;
    // A hash made with older parameters is replaced now that the password is known.
    if (outcome.result.ok && outcome.staleHash) {
      await updatePasswordHash(sql, outcome.result.user.id, await hashPassword(password));
    }
    return outcome.result;
  }
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
