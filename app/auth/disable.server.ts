import type { Sql } from '~/db/client.server';

import { deleteUserLoginSessions } from './login-session-store.server';
import { setUserDisabled } from './users.server';

/**
 * Disables (or enables again) the account of an e-mail. Disabling also ends its login sessions and
 * API tokens at once. False when no account has this e-mail. Used by `npm run user:disable`.
 */
export async function setAccountDisabled(sql: Sql, email: string, disabled: boolean) {
  return sql.begin(async (tx) => {
    const userId = await setUserDisabled(tx, email, disabled);
    if (!userId) return false;
    if (disabled) await deleteUserLoginSessions(tx, userId);
    return true;
  });
}
