/**
 * Rolling restart: under steady load through nginx (pages and enquiries), each instance in turn
 * gets SIGTERM, drains and exits, and a new one starts on its port. No request fails at the
 * balancer: every page 200, every enquiry 201. The next instance is restarted only after nginx's
 * fail_timeout (5 s) has passed since the last one was ready again (else nginx has neither).
 */
import { countBy, formatCounts, percentile, sleep } from './checks';
import type { Scenario } from './harness';
import { type Answer, postEnquiry, request } from './http-client';

const LANES = 10;
const TAG = 'rolling';
const BACK_IN_ROTATION_MS = 6_000;

export const rollingRestart: Scenario = {
  name: 'rolling restart',
  async run({ site, database, balancer, restartInstance }) {
    const answers: Array<Answer & { kind: 'page' | 'enquiry'; email?: string }> = [];
    let running = true;
    let n = 0;
    const lane = async (index: number) => {
      while (running) {
        if (index % 2) {
          const answer = await request({ port: balancer.port, path: '/courses' });
          answers.push({ ...answer, kind: 'page' });
        } else {
          answers.push({ ...(await postEnquiry(balancer.port, TAG, n++)), kind: 'enquiry' });
        }
      }
    };
    const lanes = Promise.all(Array.from({ length: LANES }, (_, index) => lane(index)));

    const restarts: string[] = [];
    await sleep(2_000);
    for (const index of site.instances.keys()) {
      const started = performance.now();
      await restartInstance(index);
      restarts.push(
        `${site.instances[index]!.port} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
      // nginx takes a refused instance out for fail_timeout (5 s) and only then tries it again:
      // the next instance may go only once this one is back in rotation.
      await sleep(BACK_IN_ROTATION_MS);
    }
    running = false;
    await lanes;

    const failed = answers.filter((answer) =>
      answer.kind === 'page' ? answer.status !== 200 : answer.status !== 201,
    );
    const problems = failed.length
      ? [`failed: ${formatCounts(countBy(failed, (a) => `${a.kind} ${a.status || a.error}`))}`]
      : [];
    // Sent again by nginx or not, each enquiry is stored once.
    const rows = await database.sql<{ email: string }[]>`
      select email from enquiries where email like ${`${TAG}-%@example.com`}`;
    const stored = new Set(rows.map((row) => row.email));
    const enquiries = answers.filter((a) => a.kind === 'enquiry');
    const lost = enquiries.filter((a) => a.status === 201 && !stored.has(a.email!)).length;
    const storedTwice = rows.length - stored.size;
    if (lost) problems.push(`${lost} acknowledged enquiries not stored`);
    if (storedTwice) problems.push(`${storedTwice} enquiries stored twice`);
    const replayed = answers.filter((a) => a.replayed).length;
    return {
      passed: problems.length === 0,
      figure:
        `${answers.length} requests (${formatCounts(countBy(answers, (a) => a.kind))}) while restarting ` +
        `${restarts.join(', ')}: ${failed.length} failed; ${rows.length} enquiries stored ` +
        `(${storedTwice} twice, ${replayed} answered from a stored reply); p99 ${percentile(
          answers.map((a) => a.ms),
          99,
        ).toFixed(0)} ms`,
      problems,
    };
  },
};
