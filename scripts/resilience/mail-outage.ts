/**
 * Mail outage: the SMTP server stops (its port refuses connections) while enquiries keep coming
 * through nginx, then starts again on the same port. Every enquiry is acknowledged and stored
 * during the outage; its notification waits in the outbox, retried with backoff (the instances
 * run with OUTBOX_BACKOFF_SECONDS=1: 1, 2, 4, 8 s...); once SMTP is back, every
 * acknowledged enquiry's e-mail is sent exactly once.
 */
import { startSmtpServer } from '../../tests/support/smtp';
import { countBy, formatCounts, sleep, waitFor } from './checks';
import type { Scenario } from './harness';
import { postEnquiry } from './http-client';
import { receivedByReplyTo, SMTP_CLOSE_TIMEOUT_MS } from './mail';

const OUTAGE_MS = 8_000;
const LANES = 4;
/** Between one lane's enquiries: about 50 a second in all. */
const PAUSE_MS = 60;
const TAG = 'outage';

export const mailOutage: Scenario = {
  name: 'mail outage',
  async run({ site, database, balancer }) {
    const before = site.smtp;
    await before.close();
    const outageStarted = performance.now();

    const answers: Awaited<ReturnType<typeof postEnquiry>>[] = [];
    let n = 0;
    const lane = async () => {
      while (performance.now() - outageStarted < OUTAGE_MS) {
        answers.push(await postEnquiry(balancer.port, TAG, n++));
        await sleep(PAUSE_MS);
      }
    };
    await Promise.all(Array.from({ length: LANES }, lane));

    // The outbox tried and failed during the outage: SMTP really was away.
    const [during] = await database.sql<{ retried: number; sent: number }[]>`
      select count(*) filter (where attempts > 0 and status = 'pending')::int as retried,
             count(*) filter (where status = 'sent')::int as sent
      from outbox_emails where reply_to like ${`${TAG}-%@example.com`}`;

    site.smtp = await startSmtpServer({ port: before.port, closeTimeoutMs: SMTP_CLOSE_TIMEOUT_MS });
    const back = performance.now();
    const acknowledged = answers.filter((answer) => answer.status === 201);
    const failed = answers.filter((answer) => answer.status !== 201);
    const allMailed = () => {
      const received = receivedByReplyTo(site.smtp, TAG);
      return acknowledged.every((answer) => received.has(answer.email));
    };
    await waitFor(allMailed, 90_000);
    const mailSeconds = (performance.now() - back) / 1000;
    // A moment more: a duplicate would come now, if at all.
    await sleep(2_000);

    const received = receivedByReplyTo(site.smtp, TAG);
    const receivedBefore = receivedByReplyTo(before, TAG).size;
    const unmailed = acknowledged.filter((answer) => !received.has(answer.email)).length;
    const duplicates = [...received.values()].reduce((sum, count) => sum + count - 1, 0);
    const rows = await database.sql<{ email: string }[]>`
      select email from enquiries where email like ${`${TAG}-%@example.com`}`;
    const stored = new Set(rows.map((row) => row.email));
    const lost = acknowledged.filter((answer) => !stored.has(answer.email)).length;
    const [outbox] = await database.sql<{ given_up: number; max_attempts: number }[]>`
      select count(*) filter (where status = 'failed')::int as given_up,
             coalesce(max(attempts), 0)::int as max_attempts
      from outbox_emails where reply_to like ${`${TAG}-%@example.com`}`;

    const problems: string[] = [];
    if (failed.length) {
      problems.push(
        `${failed.length} enquiries not acknowledged: ${formatCounts(countBy(failed, (a) => String(a.status || a.error)))}`,
      );
    }
    if (lost) problems.push(`${lost} acknowledged enquiries not stored`);
    if (during!.sent || receivedBefore) problems.push('e-mails were sent during the outage');
    if (!during!.retried) problems.push('no e-mail was tried during the outage');
    if (unmailed) problems.push(`${unmailed} acknowledged enquiries never e-mailed`);
    if (duplicates) problems.push(`${duplicates} duplicate e-mails`);
    if (outbox!.given_up) problems.push(`${outbox!.given_up} e-mails given up`);

    return {
      passed: problems.length === 0,
      figure:
        `SMTP away ${(OUTAGE_MS / 1000).toFixed(0)} s: ${acknowledged.length}/${answers.length} ` +
        `enquiries acknowledged and stored meanwhile, ${during!.retried} e-mails retried during it ` +
        `(up to ${outbox!.max_attempts} attempts); after SMTP was back ` +
        `${acknowledged.length - unmailed}/${acknowledged.length} e-mailed within ` +
        `${mailSeconds.toFixed(1)} s, ${duplicates} duplicates`,
      problems,
    };
  },
};
