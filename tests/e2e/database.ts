import { connect } from '../../app/db/client.server';
import { E2E_DATABASE, E2E_EMBEDDED_POSTGRES_PORT } from './settings';

/** The database the server under test uses (see start-server.ts). */
export function e2eDatabaseUrl(): string {
  if (process.env.DATABASE_URL) {
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${E2E_DATABASE}`;
    return url.toString();
  }
  return `postgres://postgres:postgres@127.0.0.1:${E2E_EMBEDDED_POSTGRES_PORT}/academy`;
}

/** A client of that database, for a test to set up what the pages cannot. */
export const e2eDatabase = () => connect(e2eDatabaseUrl(), { max: 1 });

/**
 * Gives back the seats the unpaid orders of `email` hold: a layout check that goes on to the
 * payment step takes no seat another spec counts on (each session has six).
 */
export async function releaseHolds(email: string): Promise<void> {
  const sql = e2eDatabase();
  try {
    await sql`
      delete from session_seats
      where status = 'held' and email_normalized = ${email.trim().toLowerCase()}`;
  } finally {
    await sql.end();
  }
}
