/**
 * The `account_tokens` table: the single-use links sent by e-mail (password reset, address
 * confirmation). The link carries the token; the table only its SHA-256.
 */
import { DELETE_BATCH, pruneInBatches } from '~/db/batches.server';
import type { Queryable, Sql } from '~/db/client.server';
import type { Language } from '~/i18n/config';

import { hashToken, looksLikeToken, randomToken } from './tokens.server';

export type TokenPurpose = 'password-reset' | 'email-verification';

export const TOKEN_LIFETIME_SECONDS: Record<TokenPurpose, number> = {
  'password-reset': 60 * 60,
  'email-verification': 7 * 24 * 60 * 60,
};

/**
 * A new token for the user (give it only to the user's mailbox). `language` is the page's that
 * asked for it: the e-mail carrying the link is written in it.
 */
export async function createAccountToken(
  sql: Queryable,
  userId: string,
  purpose: TokenPurpose,
  language: Language = 'en',
): Promise<string> {
  const token = randomToken();
  await sql`
    insert into account_tokens (token_hash, user_id, purpose, expires_at, language)
    values (
      ${hashToken(token)}, ${userId}, ${purpose},
      now() + make_interval(secs => ${TOKEN_LIFETIME_SECONDS[purpose]}), ${language}
    )`;
  return token;
}

/** The user a live, unused token belongs to, or null; the token stays usable. */
export async function peekAccountToken(
  sql: Queryable,
  token: unknown,
  purpose: TokenPurpose,
): Promise<string | null> {
  if (!looksLikeToken(token)) return null;
  const [row] = await sql<{ user_id: string }[]>`
    select user_id from account_tokens
    where token_hash = ${hashToken(token)} and purpose = ${purpose}
      and used_at is null and expires_at > now()`;
  return row?.user_id ?? null;
}

/**
 * Uses up a live token and returns its user, or null when it is unknown, expired, used, or
 * (with `userId`) someone else's. One statement, so two requests with the same token cannot
 * both succeed.
 */
export async function consumeAccountToken(
  sql: Queryable,
  token: unknown,
  purpose: TokenPurpose,
  userId?: string,
): Promise<string | null> {
  if (!looksLikeToken(token)) return null;
  const [row] = await sql<{ user_id: string }[]>`
    update account_tokens set used_at = now()
    where token_hash = ${hashToken(token)} and purpose = ${purpose}
      and used_at is null and expires_at > now()
      ${userId ? sql`and user_id = ${userId}` : sql``}
    returning user_id`;
  return row?.user_id ?? null;
}

/** Makes every unused token of this purpose of the user unusable (after one was used). */
export async function revokeAccountTokens(sql: Queryable, userId: string, purpose: TokenPurpose) {
  await sql`
    update account_tokens set used_at = now()
    where user_id = ${userId} and purpose = ${purpose} and used_at is null`;
}

/** Deletes tokens that expired (used or not), `batch` rows per statement; returns how many went. */
export async function pruneAccountTokens(sql: Sql, batch = DELETE_BATCH): Promise<number> {
  return pruneInBatches(
    sql,
    { table: 'account_tokens', key: 'token_hash', where: sql`expires_at <= now()` },
    batch,
  );
}
