/**
 * Password reset (docs/product.md#accounts /forgot-password, #courses-page, #messages): a single-use link, valid one hour, e-mailed
 * through the outbox; using it sets the new password and ends every login session of the account.
 */
import { db, type Sql } from '~/db/client.server';
import { loadEmailAcademy } from '~/email/academy.server';
import { queueComposedEmail } from '~/email/outbox.server';
import { checkNewPassword } from '~/forms/fields';
import type { Language } from '~/i18n/config';
import { hit } from '~/rate-limit/rate-limit.server';

import {
  consumeAccountToken,
  createAccountToken,
  peekAccountToken,
  revokeAccountTokens,
} from './account-tokens.server';
import { passwordResetEmail } from './emails';
import type { AuthError } from './errors';
import { deleteUserLoginSessions } from './login-session-store.server';
import { busyOrThrow, hashPassword, PasswordHashingBusy } from './password.server';
import {
  findUserByEmail,
  findUserById,
  markEmailVerified,
  updatePasswordHash,
} from './users.server';
import { parseEmail } from './validation';

/** Reset requests allowed per e-mail and per client address in any hour. */
export const RESET_LIMITS = {
  perEmail: { bucket: 'password-reset-email', limit: 3, windowSeconds: 60 * 60 },
  perAddress: { bucket: 'password-reset-address', limit: 10, windowSeconds: 60 * 60 },
} as const;

export type ResetRequestResult = { ok: true } | { ok: false; error: AuthError };

/**
 * Queues the reset e-mail for an account. Every request with a well-formed e-mail counts
 * against both limits, found or not (the answer says whether an account exists, docs/product.md#messages, so
 * the per-address limit is what slows anyone guessing addresses).
 */
export async function requestPasswordReset(
  input: {
    email: unknown;
    clientAddress: string | undefined;
    origin: string;
    /** The page's language: the e-mail is written in it (English by default). */
    language?: Language;
  },
  sql: Sql = db(),
): Promise<ResetRequestResult> {
  if (typeof input.email !== 'string' || input.email.trim() === '') {
    return { ok: false, error: { code: 'resetMissingEmail', field: 'email' } };
  }
  const email = parseEmail(input.email);
  if (!email) return { ok: false, error: { code: 'resetInvalidEmail', field: 'email' } };
  const language = input.language ?? 'en';
  const academy = await loadEmailAcademy(input.origin);

  return sql.begin(async (tx): Promise<ResetRequestResult> => {
    const byAddress = await hit(tx, {
      ...RESET_LIMITS.perAddress,
      key: input.clientAddress ?? 'unknown',
    });
    const byEmail = byAddress.allowed
      ? await hit(tx, { ...RESET_LIMITS.perEmail, key: email.toLowerCase() })
      : byAddress;
    if (!byAddress.allowed || !byEmail.allowed) {
      return { ok: false, error: { code: 'resetTooMany' } };
    }
    const user = await findUserByEmail(tx, email);
    if (!user) return { ok: false, error: { code: 'resetNoAccount', field: 'email' } };
    const token = await createAccountToken(tx, user.id, 'password-reset', language);
    // Not queued when an unconfirmed address is at its daily cap: the answer is the same.
    await queueComposedEmail(
      tx,
      {
        kind: 'password-reset',
        to: user.email,
        content: passwordResetEmail(token, academy.origin, language),
      },
      academy,
    );
    return { ok: true };
  });
}

/** The e-mail of the account a live reset token belongs to (the form shows it), or null. */
export async function resetTokenEmail(token: unknown, sql: Sql = db()): Promise<string | null> {
  const userId = await peekAccountToken(sql, token, 'password-reset');
  return userId ? ((await findUserById(sql, userId))?.email ?? null) : null;
}

export type ResetResult =
  { ok: true; userId: string; disabled: boolean } | { ok: false; error: AuthError };

/**
 * Sets a new password with a reset token, once. Ends every login session of the account and every
 * other reset link; the mailbox is proven, so the address counts as confirmed. The caller
 * starts a new login session for the browser that did it (not for a disabled account).
 */
export async function resetPassword(
  input: { token: unknown; password: string; confirmPassword: string },
  sql: Sql = db(),
): Promise<ResetResult> {
  const problem = checkNewPassword(input.password, input.confirmPassword);
  if (problem) return { ok: false, error: problem };
  if (!(await peekAccountToken(sql, input.token, 'password-reset'))) {
    return { ok: false, error: { code: 'resetLinkInvalid' } };
  }
  const passwordHash = await hashPassword(input.password).catch(busyOrThrow);
  if (passwordHash instanceof PasswordHashingBusy) {
    return {
      ok: false,
      error: { code: 'busy', retryAfterSeconds: passwordHash.retryAfterSeconds },
    };
  }
  return sql.begin(async (tx): Promise<ResetResult> => {
    // Checked again, atomically: the token may have been used while we were hashing.
    const userId = await consumeAccountToken(tx, input.token, 'password-reset');
    if (!userId) return { ok: false, error: { code: 'resetLinkInvalid' } };
    await updatePasswordHash(tx, userId, passwordHash);
    await revokeAccountTokens(tx, userId, 'password-reset');
    await deleteUserLoginSessions(tx, userId);
    await markEmailVerified(tx, userId);
    const user = await findUserById(tx, userId);
    return { ok: true, userId, disabled: Boolean(user?.disabledAt) };
  });
}
