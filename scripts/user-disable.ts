/**
 * npm run user:disable -- EMAIL [--enable]
 *
 * Disables the student account of EMAIL: it can no longer sign in, and its login sessions and API
 * tokens end at once. With --enable, allows it again. Uses DATABASE_URL, or the embedded
 * database (the running app's, or started for the occasion).
 */
import { setAccountDisabled } from '../app/auth/disable.server';
import { runAccountCommand } from './cli-database';

await runAccountCommand({
  name: 'user:disable',
  flag: '--enable',
  change: (sql, email, enable) => setAccountDisabled(sql, email, !enable),
  done: (email, enable) => `${enable ? 'Enabled' : 'Disabled'} the account ${email}`,
});
