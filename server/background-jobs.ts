import { pruneExpiredAuthRows } from '../app/auth/cleanup.server';
import { connect } from '../app/db/client.server';
import { createMailTransport } from '../app/email/transport.server';
import { startOutboxWorker } from '../app/email/worker.server';
import type { Env } from '../app/env.server';
import { pruneRateLimitHits } from '../app/rate-limit/rate-limit.server';

const HOUR = 60 * 60_000;

/**
 * The work the server does besides answering requests: sending the outbox's e-mails, and hourly
 * clean-ups of rows that already refuse to work (rate-limit hits, expired sessions and links).
 * Safe with several instances (the outbox claims rows with SKIP LOCKED). Returns how to stop.
 */
export function startBackgroundJobs(env: Env): () => Promise<void> {
  // A client of their own: this module and the Remix build each load their own copy of app/db.
  const sql = connect(process.env.DATABASE_URL!, { max: 2 });
  const transport = createMailTransport(env);
  console.log(`E-mail: ${transport.description}`);
  const outbox = startOutboxWorker({ sql, transport, intervalMs: 5_000, from: env.MAIL_FROM });

  const hourly = (what: string, job: () => Promise<unknown>) => {
    const timer = setInterval(() => {
      job().catch((error: unknown) => {
        console.warn(`${what} failed:`, error instanceof Error ? error.message : error);
      });
    }, HOUR);
    timer.unref();
    return timer;
  };
  const timers = [
    hourly('Pruning rate-limit hits', () => pruneRateLimitHits(sql)),
    hourly('Pruning expired sessions and links', () => pruneExpiredAuthRows(sql)),
  ];

  return async () => {
    timers.forEach(clearInterval);
    await outbox.stop();
    await transport.close();
    await sql.end({ timeout: 5 });
  };
}
