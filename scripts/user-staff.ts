/**
 * npm run user:staff -- EMAIL [--revoke]
 *
 * Makes the existing account of EMAIL staff: signed in, it sees /staff (session rosters, orders
 * needing attention). With --revoke, it is a student account again, at once. Uses DATABASE_URL,
 * or the embedded database (the running app's, or started for the occasion).
 */
import { setAccountStaff } from '../app/auth/staff.server';
import { runAccountCommand } from './cli-database';

await runAccountCommand({
  name: 'user:staff',
  flag: '--revoke',
  change: (sql, email, revoke) => setAccountStaff(sql, email, !revoke),
  done: (email, revoke) =>
    revoke ? `Revoked staff from the account ${email}` : `Made the account ${email} staff`,
});
