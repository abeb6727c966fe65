/**
 * Instance killed: one instance gets SIGKILL while enquiries flow through nginx. nginx routes
 * around it and sends the requests that were in flight on it again to the other instance (POSTs
 * too: a copy of a write already stored is answered with the stored reply, decision 0033); every
 * enquiry is acknowledged, stored once, and e-mailed by the other instance's worker (rows the
 * killed one had claimed were in transactions that die with its connections). Delivery is at
 * least once by design (app/email/worker.server.ts): an e-mail the SMTP server accepted just
 * before the kill, uncommitted, is sent again; at most one per sending lane (8) may be.
 */
import { countBy, formatCounts, waitFor } from './checks';
import type { Scenario } from './harness';
import { pool, postEnquiry } from './http-client';
import { receivedByReplyTo } from './mail';

const ENQUIRIES = 600;
const IN_FLIGHT = 50;
const KILL_AFTER = 150;
const OUTBOX_LANES = 8;
const TAG = 'killed';

export const instanceKilled: Scenario = {
  name: 'instance killed',
  async run({ site, database, balancer, restartInstance }) {
    const victim = site.instances[1]!;
    let answered = 0;
    let killedAt = 0;
    const answers = await pool(ENQUIRIES, IN_FLIGHT, async (n) => {
      const answer = await postEnquiry(balancer.port, TAG, n);
      if (++answered === KILL_AFTER) {
        killedAt = performance.now();
        victim.child.kill('SIGKILL');
      }
      return { ...answer, afterKill: killedAt > 0 && performance.now() - answer.ms > killedAt };
    });
    const acknowledged = answers.filter((answer) => answer.status === 201);
    const failed = answers.filter((answer) => answer.status !== 201);
    // Sent after the kill was done: nginx must route every one of them to the other instance.
    const failedAfterKill = failed.filter((answer) => answer.afterKill);

    const storedRows = await database.sql<{ email: string }[]>`
      select email from enquiries where email like ${`${TAG}-%@example.com`}`;
    const stored = new Set(storedRows.map((row) => row.email));
    const storedTwice = storedRows.length - stored.size;
    const replayed = answers.filter((answer) => answer.replayed).length;
    const lostAcks = acknowledged.filter((answer) => !stored.has(answer.email));
    const storedUnacknowledged = failed.filter((answer) => stored.has(answer.email)).length;

    const mailStarted = performance.now();
    const allMailed = () => {
      const received = receivedByReplyTo(site.smtp, TAG);
      return [...stored].every((email) => received.has(email));
    };
    await waitFor(allMailed, 60_000);
    const mailSeconds = (performance.now() - mailStarted) / 1000;
    const received = receivedByReplyTo(site.smtp, TAG);
    const unmailed = [...stored].filter((email) => !received.has(email)).length;
    const duplicates = [...received.values()].reduce((sum, count) => sum + count - 1, 0);

    // Back to two instances for the scenarios after this one.
    await restartInstance(1);

    const problems: string[] = [];
    // Every request, in flight on the victim or sent after the kill, is nginx's to resend.
    if (failed.length) problems.push(`${failed.length} requests failed`);
    if (storedTwice) problems.push(`${storedTwice} enquiries stored twice`);
    if (lostAcks.length) problems.push(`${lostAcks.length} acknowledged enquiries not stored`);
    if (unmailed) problems.push(`${unmailed} stored enquiries never e-mailed`);
    if (duplicates > OUTBOX_LANES) problems.push(`${duplicates} duplicate e-mails`);
    const failedStatuses = failed.length
      ? ` (${formatCounts(countBy(failed, (a) => String(a.status || a.error)))})`
      : '';

    return {
      passed: problems.length === 0,
      figure:
        `killed after ${KILL_AFTER} answers; ${acknowledged.length}/${ENQUIRIES} acknowledged, ` +
        `${failed.length} failed${failedStatuses}, ${failedAfterKill.length} of them sent after the kill; ` +
        `${acknowledged.length - lostAcks.length}/${acknowledged.length} acknowledged stored ` +
        `(+${storedUnacknowledged} stored but unacknowledged, ${storedTwice} twice; ${replayed} ` +
        `answered from a stored reply); ${stored.size - unmailed}/${stored.size} ` +
        `e-mailed within ${mailSeconds.toFixed(1)} s, ${duplicates} duplicates`,
      problems,
    };
  },
};
