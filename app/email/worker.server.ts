import type { Sql } from '~/db/client.server';
import { env } from '~/lib/env.server';

import { attachmentFor } from './attachments.server';
import type { MailTransport } from './transport.server';

/** First retry after 30 s, doubling each time, never more than an hour apart. */
export const BACKOFF_BASE_SECONDS = 30;
export const BACKOFF_MAX_SECONDS = 60 * 60;
/** After this many failed attempts (about a day of retries) a row is marked failed. */
export const MAX_ATTEMPTS = 30;

/**
 * Seconds to wait after the `attempts`-th failed attempt: 30, 60, 120, ... capped at 3600 (from
 * another first wait with `baseSeconds`: OUTBOX_BACKOFF_SECONDS).
 */
export function backoffSeconds(
  attempts: number,
  { baseSeconds = BACKOFF_BASE_SECONDS }: { baseSeconds?: number } = {},
): number {
  return Math.min(baseSeconds * 2 ** Math.max(0, attempts - 1), BACKOFF_MAX_SECONDS);
}

export interface OutboxWorkerOptions {
  sql: Sql;
  transport: MailTransport;
  /** Pause between runs. */
  intervalMs: number;
  /** The From header; MAIL_FROM by default. */
  from?: string;
  maxAttempts?: number;
  /** The first retry's wait; BACKOFF_BASE_SECONDS by default. */
  backoffBaseSeconds?: number;
  /** Most rows one run handles (then the next run starts at once if that many were handled). */
  batchSize?: number;
  /** Rows sent at the same time, each in its own transaction (so as many connections). */
  concurrency?: number;
  logger?: Pick<Console, 'warn' | 'error'> & Partial<Pick<Console, 'info'>>;
}

export interface RunResult {
  sent: number;
  retrying: number;
  failed: number;
}

export interface OutboxWorker {
  /** Sends the rows due now; resolves when done. Throws only if the database does. */
  runOnce(): Promise<RunResult>;
  /** Stops the loop and waits for a run in progress. */
  stop(): Promise<void>;
}

interface OutboxRow {
  id: string;
  kind: string;
  to_address: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  html_body: string | null;
  calendar: string | null;
  receipt_id: string | null;
  certificate_id: string | null;
  attempts: number;
}

/**
 * Sends pending `outbox_emails` rows every `intervalMs` (the first run after one interval).
 *
 * Each row is handled in a transaction of its own that claims it with
 * `FOR UPDATE SKIP LOCKED`, sends it, and records the outcome, so several workers (several app
 * instances) never send a row twice at the same time. Delivery is at least once: a crash
 * between the SMTP server's acceptance and the commit sends the row again.
 */
export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const {
    sql,
    transport,
    intervalMs,
    maxAttempts = MAX_ATTEMPTS,
    batchSize = 500,
    concurrency = 8,
    logger = console,
  } = options;
  const from = options.from ?? env().MAIL_FROM;

  async function processOne(): Promise<keyof RunResult | null> {
    return sql.begin(async (tx) => {
      const [row] = await tx<OutboxRow[]>`
        select id::text, kind, to_address, reply_to, subject, text_body, html_body, calendar,
               receipt_id::text, certificate_id, attempts
        from outbox_emails
        where status = 'pending' and next_attempt_at <= now()
        order by priority, next_attempt_at, id
        limit 1
        for update skip locked`;
      if (!row) return null;

      let sent;
      try {
        // A receipt's or certificate's PDF is drawn from its row when sent: the outbox keeps no file.
        const attachments = [
          ...(row.receipt_id ? [await attachmentFor(tx, 'receipt', row.receipt_id)] : []),
          ...(row.certificate_id
            ? [await attachmentFor(tx, 'certificate', row.certificate_id)]
            : []),
        ];
        sent = await transport.send({
          from,
          to: row.to_address,
          replyTo: row.reply_to,
          subject: row.subject,
          text: row.text_body,
          html: row.html_body,
          calendar: row.calendar,
          attachments,
        });
      } catch (error) {
        const attempts = row.attempts + 1;
        const message = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
        if (attempts >= maxAttempts) {
          await tx`
            update outbox_emails
            set status = 'failed', attempts = ${attempts}, last_error = ${message}
            where id = ${row.id}`;
          logger.warn(
            `Outbox: gave up on e-mail ${row.id} (${row.kind}) after ${attempts} attempts: ${message}`,
          );
          return 'failed';
        }
        const delay = backoffSeconds(attempts, { baseSeconds: options.backoffBaseSeconds });
        await tx`
          update outbox_emails
          set attempts = ${attempts},
              last_error = ${message},
              next_attempt_at = now() + make_interval(secs => ${delay})
          where id = ${row.id}`;
        logger.warn(
          `Outbox: e-mail ${row.id} (${row.kind}) attempt ${attempts} failed, retrying in ${delay} s: ${message}`,
        );
        return 'retrying';
      }

      // The body goes with the sending: its links (reset, confirmation, offer) must not lie in
      // the table in clear text. Kind, recipient and times stay for the daily cap and support.
      await tx`
        update outbox_emails
        set status = 'sent', sent_at = now(), attempts = ${row.attempts + 1}, last_error = null,
            message_id = ${sent?.messageId ?? null},
            text_body = null, html_body = null, calendar = null
        where id = ${row.id}`;
      return 'sent';
    });
  }

  /**
   * Sends what is due, `concurrency` rows at a time (each lane claims its next row, urgent
   * first), until nothing is due or `batchSize` rows were handled.
   */
  async function runOnce(): Promise<RunResult> {
    const result: RunResult = { sent: 0, retrying: 0, failed: 0 };
    let claimed = 0;
    const lane = async () => {
      while (claimed < batchSize) {
        claimed++;
        const outcome = await processOne();
        if (!outcome) return;
        result[outcome]++;
      }
    };
    await Promise.all(Array.from({ length: concurrency }, lane));
    return result;
  }

  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | undefined;

  function schedule(delay: number) {
    if (stopped) return;
    timer = setTimeout(() => {
      let backlog = false;
      running = runOnce()
        .then(
          ({ sent, retrying, failed }) => {
            // One line per run that did something: a background event in the logs.
            if (sent + retrying + failed > 0) {
              logger.info?.(`Outbox: sent ${sent}, retrying ${retrying}, failed ${failed}`);
            }
            backlog = sent + retrying + failed >= batchSize;
          },
          (error: unknown) => {
            logger.error(
              'Outbox: run failed:',
              error instanceof Error ? error.message : String(error),
            );
          },
        )
        .finally(() => {
          running = undefined;
          // A full batch: more is probably due, so no pause.
          schedule(backlog ? 0 : intervalMs);
        });
    }, delay);
    // The worker alone does not keep the process alive.
    timer.unref?.();
  }

  schedule(intervalMs);

  return {
    runOnce,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
