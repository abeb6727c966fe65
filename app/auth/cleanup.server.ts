import type { Sql } from '~/db/client.server';

import { pruneAccountTokens } from './account-tokens.server';
import { pruneExpiredSessions } from './session-store.server';

/** Deletes expired sessions and e-mailed tokens; run hourly by server/background-jobs.ts. */
export async function pruneExpiredAuthRows(
  sql: Sql,
): Promise<{ sessions: number; tokens: number }> {
  const sessions = await pruneExpiredSessions(sql);
  const tokens = await pruneAccountTokens(sql);
  return { sessions, tokens };
}
