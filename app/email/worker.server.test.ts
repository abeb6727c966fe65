import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { requestPasswordReset } from '~/auth/password-reset.server';
import { insertUser } from '~/auth/users.server';
import { closeDb, connect } from '~/db/client.server';
import { parseEnquiry, submitEnquiry } from '~/enquiries/enquiry.server';

import { createTestDatabase, resetDatabase } from '../../tests/support/database';
import { splitMessage, startSmtpServer } from '../../tests/support/smtp';
import { queueEmail } from './outbox.server';
import { createSmtpTransport, type MailTransport } from './transport.server';
import { backoffSeconds, startOutboxWorker } from './worker.server';

const { sql, url } = await createTestDatabase();
process.env.DATABASE_URL = url;
afterAll(closeDb);

const FROM = 'Implant Academy <no-reply@academy.test>';
// The loop is not wanted here: each test calls runOnce itself.
const NEVER = 60 * 60_000;
const quietLogger = () => ({ warn: vi.fn(), error: vi.fn() });

let addressCounter = 0;
async function submitJane() {
  const parsed = parseEnquiry({
    name: 'Jane Doe',
    phone: '+1 310 555 0100',
    email: 'jane@example.com',
    questions: 'Is there parking?',
    selectedCourses: ['Module 1', 'Clinical 2', 'Mastership'],
    page: '/contact',
  });
  if (!parsed.ok) throw new Error('invalid test enquiry');
  const result = await submitEnquiry(parsed.value, {
    clientAddress: `198.51.100.${++addressCounter}`,
  });
  if (!result.ok) throw new Error('enquiry refused');
  return result.id;
}

async function queueMany(count: number) {
  await sql.begin(async (tx) => {
    for (let i = 0; i < count; i++) {
      await queueEmail(tx, {
        kind: 'test',
        to: 'staff@academy.test',
        subject: `Message ${i}`,
        text: `Body ${i}`,
      });
    }
  });
}

/** A port nothing listens on (a server was there a moment ago). */
async function freePort() {
  const server = await startSmtpServer();
  await server.close();
  return server.port;
}

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
      await queueMany(1);
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
      await queueMany(12);
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
      await queueMany(40);
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

  it('runs by itself every interval until stopped', async () => {
    const smtp = await startSmtpServer();
    const transport = createSmtpTransport(smtp.url);
    const worker = startOutboxWorker({ sql, transport, intervalMs: 20, from: FROM });
    try {
      await queueMany(2);
      await vi.waitFor(() => expect(smtp.messages).toHaveLength(2), { timeout: 5000 });
      await worker.stop();
      await queueMany(1);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(smtp.messages).toHaveLength(2);
    } finally {
      await worker.stop();
      transport.close();
      await smtp.close();
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
