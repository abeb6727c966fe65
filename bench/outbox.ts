/**
 * `npm run bench:outbox`: how fast the outbox sends to a local SMTP server, and how long a
 * password reset waits behind a backlog of notices (issue 15). A database of its own on
 * DATABASE_URL's server (default: the local one), a real SMTP server on loopback, one worker as
 * an instance runs it (8 at a time). Prints the figures; docs/resilience.md keeps a run's.
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';

import { connect } from '../app/db/client.server';
import { migrate } from '../app/db/migrate.server';
import { queueEmail } from '../app/email/outbox.server';
import { createSmtpTransport } from '../app/email/transport.server';
import { startOutboxWorker } from '../app/email/worker.server';
import { startSmtpServer } from '../tests/support/smtp';

const NOTICES = Number(process.env.BENCH_NOTICES ?? 5000);
const server = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `academy_bench_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
const admin = connect(server, { max: 1 });
await admin.unsafe(`create database ${name}`);
const url = new URL(server);
url.pathname = `/${name}`;
const sql = connect(url.toString(), { max: 10 });
const smtp = await startSmtpServer();
const transport = createSmtpTransport(smtp.url);
const quiet = { warn: () => {}, error: console.error };

try {
  await migrate(sql);
  // The backlog: a burst of enquiries' notices to the academy.
  await sql.begin(async (tx) => {
    for (let i = 0; i < NOTICES; i++) {
      await queueEmail(tx, {
        kind: 'enquiry-notification',
        to: 'academy@academy.test',
        subject: `Enquiry ${i}`,
        text: `Enquiry ${i}`,
      });
    }
  });
  const worker = startOutboxWorker({
    sql,
    transport,
    intervalMs: 60 * 60_000,
    concurrency: 8,
    batchSize: 500,
    from: 'Bench <bench@academy.test>',
    logger: quiet,
  });
  const started = performance.now();
  // A student asks for a reset once the sending is under way.
  let resetQueuedAt = 0;
  const run = (async () => {
    while ((await worker.runOnce()).sent > 0) {
      if (!resetQueuedAt) {
        resetQueuedAt = performance.now();
        await sql.begin((tx) =>
          queueEmail(tx, {
            kind: 'password-reset',
            to: 'student@example.com',
            subject: 'Reset your password',
            text: 'The link',
          }),
        );
      }
    }
  })();
  await run;
  const seconds = (performance.now() - started) / 1000;
  const resetAt = smtp.messages.findIndex((mail) => mail.raw.includes('Reset your password'));
  const [row] = await sql<{ waited: number }[]>`
    select extract(epoch from (sent_at - created_at))::float8 as waited
    from outbox_emails where kind = 'password-reset'`;
  await worker.stop();
  const sent = smtp.messages.length;
  console.log(
    `outbox bench · ${new Date().toISOString()} · ${os.cpus().length} cores · node ${process.version}`,
  );
  console.log(
    `sent ${sent} e-mails in ${seconds.toFixed(1)} s: ${(sent / seconds).toFixed(0)} e-mails/s`,
  );
  console.log(
    `password reset queued behind ${NOTICES} notices: sent as e-mail #${resetAt + 1}, ${row!.waited.toFixed(2)} s after it was queued`,
  );
} finally {
  transport.close();
  await smtp.close();
  await sql.end();
  await admin.unsafe(`drop database ${name} with (force)`);
  await admin.end();
}
