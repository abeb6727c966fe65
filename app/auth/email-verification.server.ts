/**
 * Confirming that an account's owner reads its mailbox. Orders and course grants are linked by
 * e-mail (app/payments), and anyone can create an account with any address, so an account
 * shows what is linked to its address only once this is done (docs/decisions/0012-accounts.md).
 *
 * The link must be opened while signed in to that same account: a stranger who signed up with
 * someone else's address cannot get the owner to confirm it by sending them a link.
 */
import type postgres from 'postgres';

import { db, type Sql } from '~/db/client.server';
import { loadEmailAcademy } from '~/email/academy.server';
import type { EmailAcademy } from '~/email/message';
import { queueComposedEmail } from '~/email/outbox.server';
import type { Language } from '~/i18n/config';
import { hit } from '~/rate-limit/rate-limit.server';

import { consumeAccountToken, createAccountToken } from './account-tokens.server';
import { emailVerificationEmail } from './emails';
import { markEmailVerified } from './users.server';

/** Confirmation e-mails one account may ask for per hour (besides the one at sign-up). */
export const RESEND_LIMIT = { bucket: 'email-verification', limit: 3, windowSeconds: 60 * 60 };

/** Where the e-mail's link points and what language it is written in. */
export interface EmailLinkOptions {
  /** The site's public origin (emailLinkOrigin()), for the link. */
  origin: string;
  /** The language of the page that asked. */
  language: Language;
}

/**
 * Queues the confirmation e-mail, in the caller's transaction (`academy` loaded before it:
 * see loadEmailAcademy). An address at its daily cap gets no e-mail (queueEmail logs it); the
 * callers answer as if it went, so the answer tells a stranger nothing.
 */
export async function sendEmailVerification(
  tx: postgres.TransactionSql,
  user: { id: string; email: string },
  language: Language,
  academy: EmailAcademy,
): Promise<void> {
  const token = await createAccountToken(tx, user.id, 'email-verification', language);
  await queueComposedEmail(
    tx,
    {
      kind: 'email-verification',
      to: user.email,
      content: emailVerificationEmail(token, academy.origin, language),
    },
    academy,
  );
}

/** Sends the confirmation e-mail again; false when the account asked too often. */
export async function resendEmailVerification(
  user: { id: string; email: string },
  link: EmailLinkOptions,
  sql: Sql = db(),
): Promise<boolean> {
  const academy = await loadEmailAcademy(link.origin);
  return sql.begin(async (tx) => {
    const limit = await hit(tx, { ...RESEND_LIMIT, key: user.id });
    if (!limit.allowed) return false;
    await sendEmailVerification(tx, user, link.language, academy);
    return true;
  });
}

/** Confirms the address of `userId` with a token e-mailed to it; false for a bad token. */
export async function confirmEmail(userId: string, token: unknown, sql: Sql = db()) {
  return sql.begin(async (tx) => {
    const owner = await consumeAccountToken(tx, token, 'email-verification', userId);
    if (!owner) return false;
    await markEmailVerified(tx, userId);
    return true;
  });
}
