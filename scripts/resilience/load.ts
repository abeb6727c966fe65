/**
 * Load: 1,000 enquiries posted at once (50 in flight) through nginx, each from its own client
 * address. Every one acknowledged (201), stored, and e-mailed to the academy exactly once.
 */
import { countBy, formatCounts, percentile, waitFor } from './checks';
import type { Scenario } from './harness';
import { pool, postEnquiry } from './http-client';
import { receivedByReplyTo } from './mail';

const ENQUIRIES = 1000;
const IN_FLIGHT = 50;
const TAG = 'load';

export const load: Scenario = {
  name: 'load',
  async run({ site, database, balancer }) {
    const started = performance.now();
    const answers = await pool(ENQUIRIES, IN_FLIGHT, (n) => postEnquiry(balancer.port, TAG, n));
    const seconds = (performance.now() - started) / 1000;
    const acknowledged = answers.filter((answer) => answer.status === 201);
    const latencies = answers.map((answer) => answer.ms);

    const storedRows = await database.sql<{ email: string }[]>`
      select email from enquiries where email like ${`${TAG}-%@example.com`}`;
    const stored = new Set(storedRows.map((row) => row.email));
    const ids = acknowledged.map((answer) => answer.id).filter((id): id is string => !!id);
    const [byId] = await database.sql<{ count: number }[]>`
      select count(*)::int as count from enquiries where id = any(${ids}::uuid[])`;

    // The outbox sends within a few seconds; give it up to a minute on a busy machine.
    const mailStarted = performance.now();
    await waitFor(() => receivedByReplyTo(site.smtp, TAG).size >= stored.size, 60_000);
    const mailSeconds = (performance.now() - mailStarted) / 1000;
    const received = receivedByReplyTo(site.smtp, TAG);
    const duplicates = [...received.values()].reduce((sum, count) => sum + count - 1, 0);

    const problems: string[] = [];
    if (acknowledged.length !== ENQUIRIES) {
      problems.push(`answers: ${formatCounts(countBy(answers, (a) => String(a.status)))}`);
    }
    if (storedRows.length !== stored.size) problems.push('the same enquiry stored twice');
    if ((byId?.count ?? 0) !== acknowledged.length) {
      problems.push(`${acknowledged.length - (byId?.count ?? 0)} acknowledged ids not stored`);
    }
    const lostMail = [...stored].filter((email) => !received.has(email));
    if (lostMail.length) problems.push(`${lostMail.length} stored enquiries without an e-mail`);
    if (duplicates) problems.push(`${duplicates} duplicate e-mails`);

    return {
      passed: problems.length === 0,
      figure:
        `${acknowledged.length}/${ENQUIRIES} acknowledged (201) in ${seconds.toFixed(1)} s ` +
        `(${(ENQUIRIES / seconds).toFixed(0)}/s), p50 ${percentile(latencies, 50).toFixed(0)} ms, ` +
        `p99 ${percentile(latencies, 99).toFixed(0)} ms; ${stored.size} stored; ` +
        `${received.size} e-mailed (all within ${mailSeconds.toFixed(1)} s after the last answer), ` +
        `${duplicates} duplicates`,
      problems,
    };
  },
};
