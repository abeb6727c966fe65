/**
 * The outbox worker when sending fails: SMTP down (pending, with a backoff, until it is back),
 * a message refused until maxAttempts, the database unreachable.
 */
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { closeDb, connect } from '~/db/client.server';

import { createTestDatabase, resetDatabase } from '../../tests/support/database';
import { FROM, NEVER, queueMany, quietLogger, submitJane } from '../../tests/support/outbox-worker';
import { splitMessage, startSmtpServer } from '../../tests/support/smtp';
import { createSmtpTransport, type MailTransport } from './transport.server';
import { startOutboxWorker } from './worker.server';

const { sql, url } = await createTestDatabase();
process.env.DATABASE_URL = url;
afterAll(closeDb);

beforeEach(async () => {
  await resetDatabase(sql);
});

/** A port nothing listens on (a server was there a moment ago). */
async function freePort() {
  const server = await startSmtpServer();
  await server.close();
  return server.port;
}

describe('outbox worker', () => {
  it('keeps the e-mail pending with a backoff while SMTP is down, and sends it once when back', async () => {
    const port = await freePort();
    const transport = createSmtpTransport(`smtp://127.0.0.1:${port}`);
    const logger = quietLogger();
    const worker = startOutboxWorker({ sql, transport, intervalMs: NEVER, from: FROM, logger });
    let smtp: Awaited<ReturnType<typeof startSmtpServer>> | undefined;
    try {
      const enquiryId = await submitJane();

      expect(await worker.runOnce()).toEqual({ sent: 0, retrying: 1, failed: 0 });
      const [row] = await sql`
        select status, attempts, last_error,
               extract(epoch from next_attempt_at - now())::float8 as wait
        from outbox_emails`;
      expect(row).toMatchObject({ status: 'pending', attempts: 1 });
      expect(row!.last_error).toMatch(/ECONNREFUSED|connect/i);
      expect(row!.wait).toBeGreaterThan(25);
      expect(row!.wait).toBeLessThanOrEqual(30);
      expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining('attempt 1 failed'));
      // The enquiry itself is stored all the same.
      expect(await sql`select 1 from enquiries where id = ${enquiryId}`).toHaveLength(1);

      // The server comes back, but the row is not due yet.
      smtp = await startSmtpServer({ port });
      expect(await worker.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0 });
      expect(smtp.messages).toHaveLength(0);

      // Time passes (the row becomes due): it goes out, once.
      await sql`update outbox_emails set next_attempt_at = now()`;
      expect(await worker.runOnce()).toEqual({ sent: 1, retrying: 0, failed: 0 });
      expect(await worker.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0 });
      expect(smtp.messages).toHaveLength(1);
      expect(splitMessage(smtp.messages[0]!.raw).body).toContain(
        'Courses: Module 1, Clinical 2, Mastership',
      );
      const [sent] = await sql`select status, attempts from outbox_emails`;
      expect(sent).toEqual({ status: 'sent', attempts: 2 });
    } finally {
      await worker.stop();
      transport.close();
      await smtp?.close();
    }
  });

  it('gives up after maxAttempts and logs a warning', async () => {
    const failing: MailTransport = {
      description: 'broken',
      send: vi.fn(async () => {
        throw new Error('550 mailbox unavailable');
      }),
      close() {},
    };
    const logger = quietLogger();
    const worker = startOutboxWorker({
      sql,
      transport: failing,
      intervalMs: NEVER,
      from: FROM,
      maxAttempts: 3,
      logger,
    });
    try {
      await queueMany(sql, 1);
      const outcomes = [];
      for (let i = 0; i < 3; i++) {
        outcomes.push(await worker.runOnce());
        await sql`update outbox_emails set next_attempt_at = now()`;
      }
      expect(outcomes).toEqual([
        { sent: 0, retrying: 1, failed: 0 },
        { sent: 0, retrying: 1, failed: 0 },
        { sent: 0, retrying: 0, failed: 1 },
      ]);
      const [row] = await sql`select status, attempts, last_error, sent_at from outbox_emails`;
      expect(row).toEqual({
        status: 'failed',
        attempts: 3,
        last_error: '550 mailbox unavailable',
        sent_at: null,
      });
      expect(logger.warn).toHaveBeenLastCalledWith(
        expect.stringMatching(/gave up .* after 3 attempts: 550 mailbox unavailable/),
      );
      // A failed row is left alone.
      expect(await worker.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0 });
      expect(failing.send).toHaveBeenCalledTimes(3);
    } finally {
      await worker.stop();
    }
  });

  it('keeps running when the database fails, logging each failed run', async () => {
    const broken = new URL(url);
    broken.pathname = '/no_such_database_here';
    const badSql = connect(broken.toString(), { max: 1 });
    const logger = quietLogger();
    const failing: MailTransport = { description: 'unused', send: vi.fn(), close() {} };
    const worker = startOutboxWorker({
      sql: badSql,
      transport: failing,
      intervalMs: 20,
      from: FROM,
      logger,
    });
    try {
      await vi.waitFor(() => expect(logger.error.mock.calls.length).toBeGreaterThanOrEqual(2), {
        timeout: 5000,
      });
      expect(logger.error).toHaveBeenCalledWith(
        'Outbox: run failed:',
        expect.stringContaining('no_such_database_here'),
      );
      await expect(worker.runOnce()).rejects.toThrow();
    } finally {
      await worker.stop();
      await badSql.end();
    }
  });
});
