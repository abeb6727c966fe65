import type { Sql } from '~/db/client.server';

import { pruneAccountTokens } from './account-tokens.server';
import { pruneExpiredLoginSessions } from './login-session-store.server';

/** Deletes expired login sessions and e-mailed tokens; run hourly by server/background-jobs.ts. */
export async function pruneExpiredAuthRows(
  sql: Sql,
): Promise<{ loginSessions: number; tokens: number }> {
  const loginSessions = await pruneExpiredLoginSessions(sql);
  const tokens = await pruneAccountTokens(sql);
  return { loginSessions, tokens };
}
