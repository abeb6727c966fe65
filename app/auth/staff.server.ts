/**
 * Staff accounts (docs/decisions/0018-staff-rosters.md): an account is staff when
 * `users.staff_since` is set, by `npm run user:staff -- EMAIL` (`--revoke` clears it). Staff sign
 * in as students do; /staff asks here on every request, so a revocation holds at once.
 */
import { db, type Queryable } from '~/db/client.server';

import { getLoginSessionUser, type LoginSessionUser } from './login-session-cookie.server';
import { isStaffUser, setUserStaff } from './users.server';

/** Makes the account of an e-mail staff, or not. False when no account has this e-mail. */
export async function setAccountStaff(
  sql: Queryable,
  email: string,
  staff: boolean,
): Promise<boolean> {
  return (await setUserStaff(sql, email, staff)) !== null;
}

/** The signed-in staff member of a browser request, or null (a visitor, a student). */
export async function getStaffUser(request: Request): Promise<LoginSessionUser | null> {
  const user = await getLoginSessionUser(request);
  if (!user) return null;
  return (await isStaffUser(db(), user.id)) ? user : null;
}
