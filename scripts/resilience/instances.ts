/**
 * The site's instances in the resilience suite: the built server started on a port (ready once
 * /readyz answers) and stopped with a signal, its resident memory, and whether the site is built.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { STAND_IN_KEYS } from '../../app/stripe/stripe.server';
import type { TestSmtpServer } from '../../tests/support/smtp';
import { sleep } from './checks';
import { BALANCER_PORT, SESSION_SECRET } from './harness';
import { request } from './http-client';
import { refuseIfTaken } from './ports';
import type { StripeForSuite } from './stripe';

export interface Instance {
  port: number;
  child: ChildProcess;
  exited: Promise<number | null>;
}

export interface Site {
  dir: string;
  databaseUrl: string;
  smtp: TestSmtpServer;
  stripe: StripeForSuite;
  instances: Instance[];
}

/**
 * Starts the built server on `port` and resolves once /readyz answers 200. TRUST_PROXY=2: nginx
 * and, in front of it, a CDN that the suite's client stands for (it writes the client's own
 * address into X-Forwarded-For; see docs/resilience.md).
 */
export async function startInstance(site: Site, port: number): Promise<Instance> {
  // Something answering already is not ours: its /readyz would pass for this instance's.
  await refuseIfTaken(port, `instance (port ${port})`);
  const log = createWriteStream(path.join(site.dir, `instance-${port}.log`), { flags: 'a' });
  const child = spawn(process.execPath, ['build/server-node/index.js'], {
    cwd: process.cwd(),
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: site.databaseUrl,
      SESSION_SECRET,
      SITE_URL: `http://127.0.0.1:${BALANCER_PORT}`,
      TRUST_PROXY: '2',
      // Payments on, against the suite's Stripe stand-in: bad webhook and payment bodies get
      // their 400s, not the 503 of a site without payments.
      STRIPE_SECRET_KEY: STAND_IN_KEYS.secretKey,
      STRIPE_PUBLISHABLE_KEY: STAND_IN_KEYS.publishableKey,
      STRIPE_WEBHOOK_SECRET: STAND_IN_KEYS.webhookSecret,
      STRIPE_API_URL: site.stripe.url,
      SMTP_URL: site.smtp.url,
      // The mail outage's retries within seconds, not minutes.
      OUTBOX_BACKOFF_SECONDS: '1',
      MAIL_FROM: 'Academy <no-reply@academy.test>',
      SHUTDOWN_GRACE_SECONDS: '10',
      LOG_FORMAT: 'json',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  const instance: Instance = { port, child, exited };
  const deadline = Date.now() + 60_000;
  let done = false;
  void exited.then(() => (done = true));
  while (Date.now() < deadline && !done) {
    const answer = await request({ port, path: '/readyz', timeoutMs: 2_000 });
    if (answer.status === 200) return instance;
    await sleep(200);
  }
  child.kill('SIGKILL');
  throw new Error(`The instance on port ${port} did not become ready (log: ${log.path as string})`);
}

export async function stopInstance(instance: Instance, signal: NodeJS.Signals = 'SIGTERM') {
  if (instance.child.exitCode === null && instance.child.signalCode === null) {
    instance.child.kill(signal);
  }
  await instance.exited;
}

/** The resident memory of a process in bytes (VmRSS of /proc/<pid>/status). */
export function rssBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = /VmRSS:\s+(\d+)\s+kB/.exec(status);
  return match ? Number(match[1]) * 1024 : 0;
}

export function builtSiteExists(): boolean {
  return existsSync('build/server-node/index.js') && existsSync('build/server/index.js');
}
