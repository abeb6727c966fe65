/** Creating an account (docs/product.md#accounts /create-account, #enquiries, #messages). */
import { db, type Sql } from '~/db/client.server';
import { oncePerRequest } from '~/db/once-per-request.server';
import { loadEmailAcademy } from '~/email/academy.server';
import { checkNewPassword } from '~/forms/fields';
import type { Language } from '~/i18n/config';
import { hit } from '~/rate-limit/rate-limit.server';

import { sendEmailVerification } from './email-verification.server';
import type { AuthError } from './errors';
import { busyOrThrow, hashPassword, PasswordHashingBusy } from './password.server';
import { insertUser } from './users.server';
import { parseEmail } from './validation';

/** Accounts that one client address may create per hour. */
export const SIGN_UP_LIMIT = { bucket: 'sign-up-address', limit: 10, windowSeconds: 60 * 60 };

export type SignUpResult =
  { ok: true; user: { id: string; email: string } } | { ok: false; error: AuthError };

/**
 * Creates the account and queues the e-mail asking to confirm the address, in one transaction.
 * `origin` is the site's public origin, for the link; `language` the e-mail's (English by
 * default).
 */
export async function createAccount(
  input: {
    email: unknown;
    password: string;
    confirmPassword: string;
    clientAddress: string | undefined;
    origin: string;
    /** The page's language: the confirmation e-mail is written in it. */
    language?: Language;
  },
  sql: Sql = db(),
): Promise<SignUpResult> {
  const email = parseEmail(input.email);
  if (!email) return { ok: false, error: { code: 'invalidEmail', field: 'email' } };
  const problem = checkNewPassword(input.password, input.confirmPassword);
  if (problem) return { ok: false, error: problem };

  // Counted first, on its own: a refused request costs no hashing, and every try counts.
  const limit = await hit(sql, { ...SIGN_UP_LIMIT, key: input.clientAddress ?? 'unknown' });
  if (!limit.allowed) return { ok: false, error: { code: 'tooManyRequests' } };
  // Hashed outside the transaction: it takes a while and needs no lock.
  const passwordHash = await hashPassword(input.password).catch(busyOrThrow);
  if (passwordHash instanceof PasswordHashingBusy) {
    return {
      ok: false,
      error: { code: 'busy', retryAfterSeconds: passwordHash.retryAfterSeconds },
    };
  }
  const academy = await loadEmailAcademy(input.origin);
  return sql.begin((tx) =>
    oncePerRequest(tx, async (): Promise<SignUpResult> => {
      const user = await insertUser(tx, email, passwordHash);
      if (!user) return { ok: false, error: { code: 'emailInUse', field: 'email' } };
      await sendEmailVerification(tx, user, input.language ?? 'en', academy);
      return { ok: true, user: { id: user.id, email: user.email } };
    }),
  );
}
