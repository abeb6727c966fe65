/**
 * The outbox worker sends what is queued over SMTP and marks it sent. What it does when SMTP or
 * the database fails is in worker-failures.server.test.ts; several workers, and urgent mail
 * first, in worker-concurrency.server.test.ts.
 */
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { requestPasswordReset } from '~/auth/password-reset.server';
import { insertUser } from '~/auth/users.server';
import { closeDb } from '~/db/client.server';

import { createTestDatabase, resetDatabase } from '../../tests/support/database';
import { FROM, NEVER, queueMany, quietLogger, submitJane } from '../../tests/support/outbox-worker';
import { splitMessage, startSmtpServer } from '../../tests/support/smtp';
import { createSmtpTransport, type MailTransport } from './transport.server';
import { backoffSeconds, startOutboxWorker } from './worker.server';

const { sql, url } = await createTestDatabase();
process.env.DATABASE_URL = url;
afterAll(closeDb);

beforeEach(async () => {
  await resetDatabase(sql);
});

describe('backoffSeconds', () => {
  it('waits 30 s after the first failure, doubling, at most an hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map((attempts) => backoffSeconds(attempts))).toEqual([
      30, 60, 120, 240, 480, 960, 1920, 3600, 3600,
    ]);
  });

  it('starts from another first wait when configured (OUTBOX_BACKOFF_SECONDS)', () => {
    expect([1, 2, 3, 13].map((attempts) => backoffSeconds(attempts, { baseSeconds: 1 }))).toEqual([
      1, 2, 4, 3600,
    ]);
  });
});

describe('outbox worker', () => {
  it("sends an enquiry's notification over SMTP and marks it sent", async () => {
    const smtp = await startSmtpServer();
    const transport = createSmtpTransport(smtp.url);
    const worker = startOutboxWorker({ sql, transport, intervalMs: NEVER, from: FROM });
    try {
      await submitJane();
      expect(await worker.runOnce()).toEqual({ sent: 1, retrying: 0, failed: 0 });

      expect(smtp.messages).toHaveLength(1);
      const [mail] = smtp.messages;
      expect(mail!.from).toBe('no-reply@academy.test');
      expect(mail!.to).toEqual(['info@bhimplantacademy.com']);
      const { headers, body } = splitMessage(mail!.raw);
      expect(headers.subject).toBe('New enquiry from Jane Doe');
      expect(headers['reply-to']).toBe('jane@example.com');
      expect(body).toContain('Name: Jane Doe');
      expect(body).toContain('Phone: +1 310 555 0100');
      expect(body).toContain('E-mail: jane@example.com');
      expect(body).toContain('Courses: Module 1, Clinical 2, Mastership');
      expect(body).toContain('Page: /contact');
      expect(body).toContain('Is there parking?');

      const [row] = await sql`select status, attempts, sent_at, last_error from outbox_emails`;
      expect(row).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
      expect(row!.sent_at).toBeInstanceOf(Date);
      // Nothing is sent twice.
      expect(await worker.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0 });
      expect(smtp.messages).toHaveLength(1);
    } finally {
      await worker.stop();
      transport.close();
      await smtp.close();
    }
  });

  it("clears a sent e-mail's body, link included, and keeps its envelope and Message-ID", async () => {
    const user = await insertUser(sql, 'reader@example.com', 'not-a-real-hash');
    await sql`update users set email_verified_at = now() where id = ${user!.id}`;
    const asked = await requestPasswordReset(
      {
        email: 'reader@example.com',
        clientAddress: '198.51.100.7',
        origin: 'https://academy.example',
      },
      sql,
    );
    expect(asked).toEqual({ ok: true });
    const failing: MailTransport = {
      description: 'down',
      send: vi.fn(async () => {
        throw new Error('421 try again later');
      }),
      close() {},
    };
    const down = startOutboxWorker({
      sql,
      transport: failing,
      intervalMs: NEVER,
      from: FROM,
      logger: quietLogger(),
    });
    await down.runOnce();
    await down.stop();
    // Not sent yet: the body is still needed to send it.
    const [pending] = await sql<{ status: string; text_body: string }[]>`
      select status, text_body from outbox_emails`;
    expect(pending!.status).toBe('pending');
    expect(pending!.text_body).toMatch(/reset-password\?token=[\w-]+/);

    const smtp = await startSmtpServer();
    const transport = createSmtpTransport(smtp.url);
    const worker = startOutboxWorker({ sql, transport, intervalMs: NEVER, from: FROM });
    try {
      await sql`update outbox_emails set next_attempt_at = now()`;
      expect(await worker.runOnce()).toEqual({ sent: 1, retrying: 0, failed: 0 });
      const { headers, body } = splitMessage(smtp.messages[0]!.raw);
      const token = /reset-password\?token=([\w-]+)/.exec(body.replace(/=\r?\n/g, ''))![1]!;

      const [row] = await sql`select * from outbox_emails`;
      expect(row).toMatchObject({
        kind: 'password-reset',
        to_address: 'reader@example.com',
        status: 'sent',
        text_body: null,
        html_body: null,
        calendar: null,
        message_id: headers['message-id'],
      });
      expect(row!.message_id).toMatch(/^<.+@.+>$/);
      expect(row!.created_at).toBeInstanceOf(Date);
      expect(row!.sent_at).toBeInstanceOf(Date);
      // No column of the row carries the link any more.
      expect(JSON.stringify(row)).not.toContain(token);
      expect(JSON.stringify(row)).not.toContain('reset-password');
    } finally {
      await worker.stop();
      transport.close();
      await smtp.close();
    }
  });

  it('runs by itself every interval until stopped', async () => {
    const smtp = await startSmtpServer();
    const transport = createSmtpTransport(smtp.url);
    const worker = startOutboxWorker({ sql, transport, intervalMs: 20, from: FROM });
    try {
      await queueMany(sql, 2);
      await vi.waitFor(() => expect(smtp.messages).toHaveLength(2), { timeout: 5000 });
      await worker.stop();
      await queueMany(sql, 1);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(smtp.messages).toHaveLength(2);
    } finally {
      await worker.stop();
      transport.close();
      await smtp.close();
    }
  });
});
