/**
 * Database restart under load: PostgreSQL is stopped for a few seconds and started again while
 * enquiries flow through nginx. Every acknowledged (2xx) enquiry is stored; during the outage the
 * answer is 503 (never 500, never a hang); both instances answer /readyz 200 within 5 s of the
 * database being back.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import {
  type Answer,
  countBy,
  formatCounts,
  INSTANCE_PORTS,
  percentile,
  postEnquiry,
  request,
  type Scenario,
  sleep,
} from './harness';

const LANES = 20;
const BEFORE_MS = 3_000;
const DOWN_MS = 5_000;
const AFTER_MS = 5_000;
const READY_WITHIN_MS = 5_000;
const TAG = 'dbrestart';

/** The first line of the last uncaught error in an instance's log. */
function lastError(dir: string, port: number): string {
  const log = readFileSync(path.join(dir, `instance-${port}.log`), 'utf8').split('\n');
  const line = log.findLast((entry) => /^\w*Error\b/.test(entry));
  return line ?? 'no error in its log';
}

interface Sent extends Answer {
  email: string;
  id?: string;
  sentAt: number;
}

export const databaseRestart: Scenario = {
  name: 'database restart',
  async run({ site, database, balancer, restartInstance }) {
    const answers: Sent[] = [];
    let running = true;
    let n = 0;
    const lane = async () => {
      while (running) {
        const sentAt = performance.now();
        const answer = await postEnquiry(balancer.port, TAG, n++);
        answers.push({ ...answer, sentAt });
        // Failures come back at once; do not turn the outage into a busy loop.
        if (answer.status !== 201) await sleep(100);
      }
    };
    const lanes = Promise.all(Array.from({ length: LANES }, lane));

    await sleep(BEFORE_MS);
    const stopAt = performance.now();
    await database.stop();
    const stoppedIn = performance.now() - stopAt;
    await sleep(DOWN_MS);
    await database.start();
    const backAt = performance.now();

    // Both instances, asked directly, until each answers 200.
    const readyAt = new Map<number, number>();
    while (readyAt.size < INSTANCE_PORTS.length && performance.now() - backAt < 30_000) {
      await Promise.all(
        INSTANCE_PORTS.filter((port) => !readyAt.has(port)).map(async (port) => {
          const answer = await request({ port, path: '/readyz', timeoutMs: 3_000 });
          if (answer.status === 200) readyAt.set(port, performance.now());
        }),
      );
      if (readyAt.size < INSTANCE_PORTS.length) await sleep(100);
    }
    const recoveryMs =
      readyAt.size === INSTANCE_PORTS.length ? Math.max(...readyAt.values()) - backAt : Infinity;

    await sleep(AFTER_MS);
    running = false;
    await lanes;

    // An instance the outage took down: say why (its log's last error), and bring it back.
    const crashed: string[] = [];
    for (const [index, instance] of site.instances.entries()) {
      if (instance.child.exitCode === null && instance.child.signalCode === null) continue;
      crashed.push(
        `instance ${instance.port} exited (${instance.child.exitCode ?? instance.child.signalCode}): ${lastError(site.dir, instance.port)}`,
      );
      await restartInstance(index);
    }

    const acknowledged = answers.filter((answer) => answer.status >= 200 && answer.status < 300);
    const rows = await database.sql<{ email: string }[]>`
      select email from enquiries where email like ${`${TAG}-%@example.com`}`;
    const stored = new Set(rows.map((row) => row.email));
    const lost = acknowledged.filter((answer) => !stored.has(answer.email));
    // Sent while the database was down or coming back: what did clients get?
    const duringOutage = answers.filter(
      (answer) => answer.sentAt >= stopAt && answer.sentAt < backAt,
    );
    const firstAckAfter = acknowledged
      .filter((answer) => answer.sentAt >= backAt)
      .map((answer) => answer.sentAt + answer.ms - backAt);
    const bad = answers.filter((answer) => answer.status !== 201 && answer.status !== 503);
    const slowest = Math.max(...answers.map((answer) => answer.ms));

    const problems: string[] = [...crashed];
    if (lost.length) problems.push(`${lost.length} acknowledged enquiries not stored`);
    if (bad.length) {
      problems.push(
        `answers neither 201 nor 503: ${formatCounts(countBy(bad, (a) => String(a.status || a.error)))}`,
      );
    }
    if (!(recoveryMs <= READY_WITHIN_MS)) {
      problems.push(
        `readyz 200 on both instances ${(recoveryMs / 1000).toFixed(1)} s after the database was back`,
      );
    }
    if (!duringOutage.some((answer) => answer.status === 503))
      problems.push('no 503 during the outage');

    return {
      passed: problems.length === 0,
      figure:
        (crashed.length ? `${crashed.length} instances crashed; ` : '') +
        `${answers.length} enquiries (${formatCounts(countBy(answers, (a) => String(a.status || a.error)))}); ` +
        `${acknowledged.length - lost.length}/${acknowledged.length} acknowledged stored; ` +
        `during the outage: ${formatCounts(countBy(duringOutage, (a) => String(a.status || a.error)))}; ` +
        `slowest answer ${(slowest / 1000).toFixed(1)} s, p99 ${percentile(
          answers.map((a) => a.ms),
          99,
        ).toFixed(0)} ms; ` +
        `stop took ${(stoppedIn / 1000).toFixed(1)} s; both /readyz 200 ${(recoveryMs / 1000).toFixed(2)} s after the database was back, ` +
        `first 201 after ${((Math.min(...firstAckAfter) || NaN) / 1000).toFixed(2)} s`,
      problems,
    };
  },
};
