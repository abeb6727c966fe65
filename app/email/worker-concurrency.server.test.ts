/** Outbox workers side by side (two instances), and urgent mail before a backlog of notices. */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';

import { closeDb, connect } from '~/db/client.server';

import { createTestDatabase, resetDatabase } from '../../tests/support/database';
import { FROM, NEVER, queueMany } from '../../tests/support/outbox-worker';
import { splitMessage, startSmtpServer } from '../../tests/support/smtp';
import { queueEmail } from './outbox.server';
import { createSmtpTransport } from './transport.server';
import { startOutboxWorker } from './worker.server';

const { sql, url } = await createTestDatabase();
process.env.DATABASE_URL = url;
afterAll(closeDb);

beforeEach(async () => {
  await resetDatabase(sql);
});

describe('outbox worker', () => {
  it('sends each row once when two workers (two instances) run at the same time', async () => {
    const smtp = await startSmtpServer({ delayMs: 30 });
    const first = connect(url, { max: 2 });
    const second = connect(url, { max: 2 });
    const transportA = createSmtpTransport(smtp.url);
    const transportB = createSmtpTransport(smtp.url);
    const a = startOutboxWorker({
      sql: first,
      transport: transportA,
      intervalMs: NEVER,
      from: FROM,
    });
    const b = startOutboxWorker({
      sql: second,
      transport: transportB,
      intervalMs: NEVER,
      from: FROM,
    });
    try {
      await queueMany(sql, 12);
      const [ra, rb] = await Promise.all([a.runOnce(), b.runOnce()]);
      expect(ra.sent + rb.sent).toBe(12);
      // Both really worked in parallel.
      expect(ra.sent).toBeGreaterThan(0);
      expect(rb.sent).toBeGreaterThan(0);

      const subjects = smtp.messages.map((mail) => splitMessage(mail.raw).headers.subject);
      expect(subjects).toHaveLength(12);
      expect(new Set(subjects).size).toBe(12);
      const [{ count }] = await sql<
        [{ count: number }]
      >`select count(*)::int from outbox_emails where status = 'sent'`;
      expect(count).toBe(12);
    } finally {
      await a.stop();
      await b.stop();
      transportA.close();
      transportB.close();
      await first.end();
      await second.end();
      await smtp.close();
    }
  });

  it('sends urgent mail before any backlog of notices, several at a time', async () => {
    const smtp = await startSmtpServer({ delayMs: 5 });
    const transport = createSmtpTransport(smtp.url);
    const worker = startOutboxWorker({
      sql,
      transport,
      intervalMs: NEVER,
      from: FROM,
      concurrency: 3,
      batchSize: 6,
    });
    try {
      await queueMany(sql, 40);
      await sql.begin((tx) =>
        queueEmail(tx, {
          kind: 'password-reset',
          to: 'student@example.com',
          subject: 'Reset your password',
          text: 'The link',
        }),
      );
      // One run of six: the reset, queued last, is among them.
      expect(await worker.runOnce()).toEqual({ sent: 6, retrying: 0, failed: 0 });
      const subjects = smtp.messages.map((mail) => splitMessage(mail.raw).headers.subject);
      expect(subjects).toContain('Reset your password');
      expect(new Set(subjects).size).toBe(6);
      const [urgent] = await sql`
        select priority, status from outbox_emails where kind = 'password-reset'`;
      expect(urgent).toEqual({ priority: 0, status: 'sent' });
    } finally {
      await worker.stop();
      transport.close();
      await smtp.close();
    }
  });
});
