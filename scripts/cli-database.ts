/**
 * The database of the account CLIs (user:disable, user:staff): DATABASE_URL, or the running
 * app's embedded database when it is up, or an embedded one started for the occasion.
 */
import { connect } from '../app/db/client.server';
import { provideDatabase } from '../app/db/provide.server';
import type { parseEnv } from '../app/env.server';

export async function cliDatabase(
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
