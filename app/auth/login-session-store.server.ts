/**
 * The `login_sessions` table: login sessions of browsers (the cookie's id) and API tokens (a bearer
 * token is a login session id too). Only the SHA-256 of an id is stored.
 *
 * Expiry slides: a session unused for IDLE_SECONDS ends; using it pushes the end forward, but
 * never past ABSOLUTE_SECONDS after sign-in, so a stolen id does not live for ever.
 */
import { DELETE_BATCH, pruneInBatches } from '~/db/batches.server';
import type { Queryable, Sql } from '~/db/client.server';

import { hashToken, randomToken } from './tokens.server';

export const LOGIN_SESSION_IDLE_SECONDS = 14 * 24 * 60 * 60;
export const LOGIN_SESSION_ABSOLUTE_SECONDS = 90 * 24 * 60 * 60;
/** Live API tokens one user may hold; a new one beyond it ends the oldest. */
export const API_TOKENS_PER_USER = 10;
/** Use is recorded at most this often per session, so most requests only read. */
const TOUCH_INTERVAL_SECONDS = 5 * 60;

export type LoginSessionKind = 'browser' | 'api';

export interface LoginSessionUser {
  id: string;
  email: string;
  emailVerified: boolean;
  createdAt: Date;
}

/** Starts a login session for the user; returns its id (the secret: give it to the client only). */
export async function createLoginSession(
  sql: Queryable,
  userId: string,
  kind: LoginSessionKind,
): Promise<{ id: string; expiresAt: Date }> {
  const id = randomToken();
  const [row] = await sql<{ expires_at: Date }[]>`
    insert into login_sessions (id_hash, user_id, kind, expires_at)
    values (${hashToken(id)}, ${userId}, ${kind}, now() + make_interval(secs => ${LOGIN_SESSION_IDLE_SECONDS}))
    returning expires_at`;
  return { id, expiresAt: row!.expires_at };
}

/**
 * The user of a live session of an account that is not disabled, or null. Slides the expiry
 * when the session was last seen more than a few minutes ago.
 */
export async function findLoginSessionUser(
  sql: Queryable,
  id: string,
): Promise<LoginSessionUser | null> {
  const [row] = await sql<
    {
      user_id: string;
      email: string;
      email_verified_at: Date | null;
      user_created_at: Date;
      stale: boolean;
    }[]
  >`
    select s.user_id, u.email, u.email_verified_at, u.created_at as user_created_at,
           s.last_seen_at < now() - make_interval(secs => ${TOUCH_INTERVAL_SECONDS}) as stale
    from login_sessions s join users u on u.id = s.user_id
    where s.id_hash = ${hashToken(id)} and s.expires_at > now() and u.disabled_at is null`;
  if (!row) return null;
  if (row.stale) {
    await sql`
      update login_sessions
      set last_seen_at = now(),
          expires_at = least(
            now() + make_interval(secs => ${LOGIN_SESSION_IDLE_SECONDS}),
            created_at + make_interval(secs => ${LOGIN_SESSION_ABSOLUTE_SECONDS})
          )
      where id_hash = ${hashToken(id)}`;
  }
  return {
    id: row.user_id,
    email: row.email,
    emailVerified: row.email_verified_at !== null,
    createdAt: row.user_created_at,
  };
}

export async function deleteLoginSession(sql: Queryable, id: string): Promise<void> {
  await sql`delete from login_sessions where id_hash = ${hashToken(id)}`;
}

/** Ends every login session of the user, except `keepId` when given. Returns how many ended. */
export async function deleteUserLoginSessions(
  sql: Queryable,
  userId: string,
  keepId?: string,
): Promise<number> {
  const result = keepId
    ? await sql`delete from login_sessions where user_id = ${userId} and id_hash <> ${hashToken(keepId)}`
    : await sql`delete from login_sessions where user_id = ${userId}`;
  return result.count;
}

/** Ends the user's API tokens beyond the newest `keep`; returns how many ended. */
export async function trimApiLoginSessions(
  sql: Queryable,
  userId: string,
  keep = API_TOKENS_PER_USER,
): Promise<number> {
  const result = await sql`
    delete from login_sessions
    where id_hash in (
      select id_hash from login_sessions
      where user_id = ${userId} and kind = 'api'
      -- Expired ones go first, then the oldest live ones.
      order by expires_at > now() desc, created_at desc, id_hash
      offset ${keep}
    )`;
  return result.count;
}

/** Deletes expired login sessions, `batch` rows per statement; returns how many went. */
export async function pruneExpiredLoginSessions(sql: Sql, batch = DELETE_BATCH): Promise<number> {
  return pruneInBatches(
    sql,
    { table: 'login_sessions', key: 'id_hash', where: sql`expires_at <= now()` },
    batch,
  );
}
