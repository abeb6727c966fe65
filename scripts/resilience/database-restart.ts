/**
 * Database restart under load: PostgreSQL is stopped for a few seconds and started again while
 * enquiries, sign-ups and Stripe webhooks flow through nginx. Every acknowledged (2xx or, for a
 * sign-up, its redirect) write is stored; during the outage the answer is 503 (never 500, never
 * a hang); both instances answer /readyz 200 within 5 s of the database being back. Webhooks
 * not acknowledged are delivered again, as Stripe does, until the end.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import type { StripeEvent } from '../../mocks/stripe-api/webhooks';
import { countBy, formatCounts, percentile, sleep } from './checks';
import { INSTANCE_PORTS, type Scenario } from './harness';
import { type Answer, nextClientAddress, postEnquiry, request } from './http-client';
import { deliverStripeEvent } from './stripe';

const LANES = 20;
/** Paid registrations whose webhooks are delivered during the restart. */
const PAYMENTS = 20;
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
  kind: 'enquiry' | 'sign-up' | 'webhook';
}

/** `count` registrations paid through the stand-in: their succeeded events, not delivered yet. */
async function paidRegistrations(
  site: Parameters<Scenario['run']>[0]['site'],
  port: number,
  count: number,
): Promise<StripeEvent[]> {
  const events: StripeEvent[] = [];
  for (let n = 0; n < count; n++) {
    const email = `${TAG}-pay-${n}@example.com`;
    const created = await request({
      port,
      method: 'POST',
      path: '/api/create-payment-intent',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': nextClientAddress() },
      body: JSON.stringify({
        email,
        customerData: {
          name: `Payer ${n}`,
          email,
          phone: '+1 555 0100',
          selectedItems: ['module1'],
        },
      }),
    });
    if (created.status !== 200) throw new Error(`create-payment-intent: ${created.status}`);
    const intentId = (JSON.parse(created.body) as { clientSecret: string }).clientSecret.split(
      '_secret_',
    )[0]!;
    await site.stripe.confirm(intentId);
    events.push(
      site.stripe.events.findLast(
        (e) => e.type === 'payment_intent.succeeded' && e.data.object.id === intentId,
      )!,
    );
  }
  return events;
}

export const databaseRestart: Scenario = {
  name: 'database restart',
  async run({ site, database, balancer, restartInstance }) {
    const events = await paidRegistrations(site, balancer.port, PAYMENTS);
    const answers: Sent[] = [];
    let running = true;
    let n = 0;
    const lane = async () => {
      while (running) {
        const sentAt = performance.now();
        const answer = await postEnquiry(balancer.port, TAG, n++);
        answers.push({ ...answer, sentAt, kind: 'enquiry' });
        // Failures come back at once; do not turn the outage into a busy loop.
        if (answer.status !== 201) await sleep(100);
      }
    };
    // Sign-ups: a form posted as a browser without script does (answered with a redirect).
    let signUps = 0;
    const signUpLane = async () => {
      while (running) {
        const sentAt = performance.now();
        const email = `${TAG}-signup-${signUps++}@example.com`;
        const answer = await request({
          port: balancer.port,
          method: 'POST',
          path: '/create-account',
          headers: {
            'Content-Type': 'application/x-www-form-urlencoded',
            'X-Forwarded-For': nextClientAddress(),
          },
          body: new URLSearchParams({
            email,
            password: 'resilience-password',
            confirmPassword: 'resilience-password',
          }).toString(),
        });
        answers.push({ ...answer, email, sentAt, kind: 'sign-up' });
        await sleep(answer.status === 302 ? 50 : 100);
      }
    };
    // Webhooks: each event until acknowledged, as Stripe retries (for days; here, until 30 s
    // after the rest of the load stopped).
    const unacknowledged = [...events];
    let webhooksUntil = Infinity;
    const webhookLane = async () => {
      while (running || performance.now() < webhooksUntil) {
        const event = unacknowledged.shift();
        if (!event) return;
        const sentAt = performance.now();
        const answer = await deliverStripeEvent(balancer.port, event);
        answers.push({ ...answer, email: event.id, sentAt, kind: 'webhook' });
        if (answer.status !== 200) unacknowledged.push(event);
        // About one event in 250 ms: some before, some during, some after the outage.
        await sleep(answer.status === 200 ? 250 : 100);
      }
    };
    const lanes = Promise.all([
      ...Array.from({ length: LANES }, lane),
      signUpLane(),
      webhookLane(),
    ]);

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
    webhooksUntil = performance.now() + 30_000;
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

    const acknowledgedBy = (answer: Sent) =>
      answer.kind === 'sign-up'
        ? answer.status === 302
        : answer.status >= 200 && answer.status < 300;
    const acknowledged = answers.filter(acknowledgedBy);
    const rows = await database.sql<{ email: string }[]>`
      select email from enquiries where email like ${`${TAG}-%@example.com`}
      union all
      select email from users where email like ${`${TAG}-signup-%@example.com`}`;
    const stored = new Set(rows.map((row) => row.email));
    // A webhook is stored when its event is recorded and its order completed.
    const intentOf = new Map(events.map((event) => [event.id, String(event.data.object.id)]));
    const recorded = await database.sql<{ id: string }[]>`
      select id from stripe_events where id in ${database.sql([...intentOf.keys()])}`;
    const completedIntents = new Set(
      (
        await database.sql<{ payment_intent_id: string }[]>`
          select payment_intent_id from orders
          where status = 'completed' and payment_intent_id in ${database.sql([...intentOf.values()])}`
      ).map((row) => row.payment_intent_id),
    );
    for (const { id } of recorded) {
      if (completedIntents.has(intentOf.get(id)!)) stored.add(id);
    }
    const webhooksDone = events.filter((event) => stored.has(event.id)).length;
    const lost = acknowledged.filter((answer) => !stored.has(answer.email));
    // Sent while the database was down or coming back: what did clients get?
    const duringOutage = answers.filter(
      (answer) => answer.sentAt >= stopAt && answer.sentAt < backAt,
    );
    const firstAckAfter = acknowledged
      .filter((answer) => answer.sentAt >= backAt)
      .map((answer) => answer.sentAt + answer.ms - backAt);
    const bad = answers.filter((answer) => !acknowledgedBy(answer) && answer.status !== 503);
    const slowest = Math.max(...answers.map((answer) => answer.ms));

    const problems: string[] = [...crashed];
    // Serving again means storing writes again, not only answering /readyz.
    const firstStoredAfterMs = Math.min(...firstAckAfter);
    if (!(firstStoredAfterMs <= READY_WITHIN_MS)) {
      problems.push(
        `first write acknowledged ${(firstStoredAfterMs / 1000).toFixed(1)} s after the database was back (at most ${READY_WITHIN_MS / 1000} s)`,
      );
    }
    if (lost.length) {
      problems.push(
        `acknowledged but not stored: ${formatCounts(countBy(lost, (answer) => answer.kind))}`,
      );
    }
    if (webhooksDone < events.length) {
      problems.push(`${events.length - webhooksDone} paid orders not completed by the end`);
    }
    if (bad.length) {
      problems.push(
        `answers neither acknowledged nor 503: ${formatCounts(countBy(bad, (a) => `${a.kind} ${a.status || a.error}`))}`,
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
        `${answers.length} requests (${formatCounts(countBy(answers, (a) => `${a.kind} ${a.status || a.error}`))}); ` +
        `${acknowledged.length - lost.length}/${acknowledged.length} acknowledged stored; ` +
        `${webhooksDone}/${events.length} paid orders completed by their webhooks; ` +
        `during the outage: ${formatCounts(countBy(duringOutage, (a) => String(a.status || a.error)))}; ` +
        `slowest answer ${(slowest / 1000).toFixed(1)} s, p99 ${percentile(
          answers.map((a) => a.ms),
          99,
        ).toFixed(0)} ms; ` +
        `stop took ${(stoppedIn / 1000).toFixed(1)} s; both /readyz 200 ${(recoveryMs / 1000).toFixed(2)} s after the database was back, ` +
        `first write acknowledged after ${(firstStoredAfterMs / 1000).toFixed(2)} s`,
      problems,
    };
  },
};
