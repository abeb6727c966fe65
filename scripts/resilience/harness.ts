/**
 * What the resilience suite runs against, all on this machine: an embedded PostgreSQL it may
 * stop and start, a real SMTP server, the built site as two instances, and nginx in front of
 * them (a config generated from deploy/nginx.conf's choices). Plus the HTTP client and the small
 * measuring helpers the scenarios share.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';

import { connect, type Sql } from '../../app/db/client.server';
import { ensureDatabase, startEmbeddedPostgres } from '../../app/db/embedded.server';
import { createStripeClient, STAND_IN_KEYS } from '../../app/payments/stripe.server';
import { startStripeStandIn } from '../../mocks/stripe-api/server';
import { signWebhookPayload, type StripeEvent } from '../../mocks/stripe-api/webhooks';
import { startSmtpServer, type TestSmtpServer } from '../../tests/support/smtp';

export const BALANCER_PORT = 4100;
export const INSTANCE_PORTS = [4101, 4102] as const;
export const DATABASE_PORT = Number(process.env.RESILIENCE_PG_PORT ?? 54600);
export const SESSION_SECRET = 'resilience-suite-session-secret-0123456789abcdef';

// ---------------------------------------------------------------- the database

export interface Database {
  url: string;
  /** The suite's own client, for counting rows. */
  sql: Sql;
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

export async function startDatabase(dir: string): Promise<Database> {
  const dataDir = path.join(dir, 'postgres');
  // PostgreSQL's own log, kept with the instances' (a slow or refused connection shows there).
  const log = createWriteStream(path.join(dir, 'postgres.log'), { flags: 'a' });
  const options = {
    dataDir,
    port: DATABASE_PORT,
    log: (message: unknown) => log.write(`${String(message).trimEnd()}\n`),
    settings: {
      log_connections: 'on',
      log_disconnections: 'on',
      log_min_duration_statement: '1000',
    },
  };
  let server = await startEmbeddedPostgres(options);
  const url = await ensureDatabase(server.serverUrl, 'academy');
  const sql = connect(url, { max: 2 });
  let running = true;
  return {
    url,
    sql,
    async stop() {
      running = false;
      await server.stop();
    },
    async start() {
      server = await startEmbeddedPostgres(options);
      running = true;
    },
    async close() {
      await sql.end({ timeout: 1 }).catch(() => {});
      if (running) await server.stop();
    },
  };
}

// ---------------------------------------------------------------- the site's instances

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

// ---------------------------------------------------------------- Stripe

export interface StripeForSuite {
  url: string;
  /** Every event the stand-in made (none is delivered: the webhooks scenario delivers them). */
  events: StripeEvent[];
  /** Pays a PaymentIntent with a test card, as Stripe.js would. */
  confirm(intentId: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * One Stripe API stand-in for both instances, as they would share Stripe: an intent one made is
 * re-read by the other when its webhook arrives there. The instances get its keys as Stripe
 * keys (STRIPE_SECRET_KEY... and STRIPE_API_URL), not MOCKS=true (each would start its own).
 */
export async function startStripe(): Promise<StripeForSuite> {
  const standIn = await startStripeStandIn({ ...STAND_IN_KEYS });
  const stripe = createStripeClient(STAND_IN_KEYS.secretKey, standIn.url);
  return {
    url: standIn.url,
    events: standIn.events,
    async confirm(intentId) {
      await stripe.paymentIntents.confirm(intentId, { payment_method: 'pm_card_visa' });
    },
    close: () => standIn.close(),
  };
}

/**
 * Starts the built server on `port` and resolves once /readyz answers 200. TRUST_PROXY=2: nginx
 * and, in front of it, a CDN that the suite's client stands for (it writes the client's own
 * address into X-Forwarded-For; see docs/resilience.md).
 */
export async function startInstance(site: Site, port: number): Promise<Instance> {
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

// ---------------------------------------------------------------- the SMTP server and nginx

export { startSmtpServer };
/** How long the suite's SMTP server leaves pooled connections open when it stops. */
export const SMTP_CLOSE_TIMEOUT_MS = 200;

export interface Balancer {
  port: number;
  stop(): Promise<void>;
}

export function nginxAvailable(): boolean {
  return spawnSync('nginx', ['-v']).status === 0;
}

/** nginx in front of both instances, as deploy/nginx.conf (loopback ports, no user switch). */
export async function startNginx(dir: string): Promise<Balancer> {
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    `worker_processes 1;
error_log ${dir}/nginx-error.log warn;
pid ${dir}/nginx.pid;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/nginx-body;
  proxy_temp_path ${dir}/nginx-proxy;
  fastcgi_temp_path ${dir}/nginx-fastcgi;
  uwsgi_temp_path ${dir}/nginx-uwsgi;
  scgi_temp_path ${dir}/nginx-scgi;
  upstream academy {
${INSTANCE_PORTS.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`).join('\n')}
    keepalive 32;
    keepalive_timeout 4s;
  }
  server {
    listen 127.0.0.1:${BALANCER_PORT};
    client_max_body_size 1m;
    location / {
      proxy_pass http://academy;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Request-Id $request_id;
      proxy_next_upstream error timeout non_idempotent;
      proxy_next_upstream_tries 2;
    }
  }
}
`,
  );
  const child = spawn('nginx', ['-p', dir, '-c', conf, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx did not start: ${stderr.trim()}`);
    const answer = await request({ port: BALANCER_PORT, path: '/healthz', timeoutMs: 1_000 });
    if (answer.status === 200) {
      return {
        port: BALANCER_PORT,
        async stop() {
          if (child.exitCode === null) child.kill('SIGQUIT');
          await exited;
        },
      };
    }
    await sleep(100);
  }
  child.kill('SIGKILL');
  throw new Error(`nginx did not answer on ${BALANCER_PORT}: ${stderr.trim()}`);
}

// ---------------------------------------------------------------- HTTP

// Idle kept-alive sockets are closed after 4 s, before the server's keepAliveTimeout (Node's
// 5 s) closes them: a request sent on a socket the server is closing gets no answer.
const agent = new http.Agent({ keepAlive: true, maxSockets: 256, timeout: 4_000 });

export interface Answer {
  /** 0: no answer (connection refused or reset, or the timeout). */
  status: number;
  body: string;
  ms: number;
  error?: string;
  /** Answered from the reply stored for an earlier copy of the request (decision 0033). */
  replayed?: boolean;
  headers?: http.IncomingHttpHeaders;
}

export interface RequestOptions {
  port: number;
  method?: string;
  path: string;
  headers?: Record<string, string | string[]>;
  body?: string | Buffer;
  timeoutMs?: number;
}

export const resent = { count: 0 };

/** A Stripe event delivered to `port` as Stripe would: JSON, signed with the webhook secret. */
export function deliverStripeEvent(port: number, event: object): Promise<Answer> {
  const payload = JSON.stringify(event);
  return request({
    port,
    method: 'POST',
    path: '/api/stripe/webhook',
    headers: {
      'Content-Type': 'application/json',
      'Stripe-Signature': signWebhookPayload(payload, STAND_IN_KEYS.webhookSecret),
    },
    body: payload,
  });
}

/**
 * One HTTP request on loopback; never throws (a failure is status 0 with `error`). A request
 * that got no answer on a kept-alive socket the server was closing is sent once more on a new
 * one, as browsers do (the server closed an idle connection; it never saw the request).
 */
export async function request(options: RequestOptions): Promise<Answer> {
  const answer = await requestOnce(options);
  if (answer.status !== 0 || !answer.reusedSocket || answer.error === 'timeout') return answer;
  resent.count++;
  return requestOnce(options);
}

function requestOnce(options: RequestOptions): Promise<Answer & { reusedSocket?: boolean }> {
  const started = performance.now();
  return new Promise((resolve) => {
    let settled = false;
    const finish = (answer: Omit<Answer, 'ms'> & { reusedSocket?: boolean }) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...answer, ms: performance.now() - started });
    };
    let req: http.ClientRequest;
    try {
      req = http.request(
        {
          host: '127.0.0.1',
          port: options.port,
          method: options.method ?? 'GET',
          path: options.path,
          // Node sends a DELETE's or OPTIONS's body with no length (the server then reads it as
          // the next request): every body goes with its Content-Length, as a browser sends it.
          headers:
            options.body === undefined
              ? options.headers
              : { 'Content-Length': String(Buffer.byteLength(options.body)), ...options.headers },
          agent,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            finish({
              status: res.statusCode ?? 0,
              body: Buffer.concat(chunks).toString('utf8'),
              replayed: res.headers['idempotent-replayed'] === 'true',
              headers: res.headers,
            }),
          );
          res.on('error', (error) => finish({ status: 0, body: '', error: error.message }));
        },
      );
    } catch (error) {
      // A request Node refuses to write (e.g. a path with a space): not the site's answer.
      resolve({ status: -1, body: '', ms: 0, error: (error as Error).message });
      return;
    }
    const timer = setTimeout(() => {
      finish({ status: 0, body: '', error: 'timeout' });
      req.destroy();
    }, options.timeoutMs ?? 15_000);
    req.on('error', (error) =>
      finish({ status: 0, body: '', error: error.message, reusedSocket: req.reusedSocket }),
    );
    req.end(options.body);
  });
}

let enquiryCounter = 0;

/** A unique client address for each enquiry of the run (198.18.0.0/15, for benchmarks). */
export function nextClientAddress(): string {
  const n = enquiryCounter++;
  return `198.${18 + ((n >> 16) & 1)}.${(n >> 8) & 255}.${n & 255}`;
}

export interface EnquiryAnswer extends Answer {
  email: string;
  id?: string;
}

/**
 * Posts one enquiry (docs/product.md#api) as a client of its own: its address in X-Forwarded-For as a CDN
 * would write it, its own e-mail address (`<tag>-<n>@example.com`).
 */
export async function postEnquiry(port: number, tag: string, n: number): Promise<EnquiryAnswer> {
  const email = `${tag}-${n}@example.com`;
  const answer = await request({
    port,
    method: 'POST',
    path: '/api/contacts',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': nextClientAddress() },
    body: JSON.stringify({
      name: `Resilience ${tag} ${n}`,
      phone: '+1 555 0100',
      email,
      questions: `Enquiry ${n} of scenario ${tag}`,
      selectedCourses: ['Module 1'],
      page: '/contact',
    }),
  });
  let id: string | undefined;
  if (answer.status === 201) {
    try {
      id = (JSON.parse(answer.body) as { id?: string }).id;
    } catch {
      // Counted as acknowledged without an id; the check by e-mail address still holds.
    }
  }
  return { ...answer, email, id };
}

/** Runs `count` tasks with at most `concurrency` at a time; resolves with their results in order. */
export async function pool<T>(
  count: number,
  concurrency: number,
  task: (index: number) => Promise<T>,
): Promise<T[]> {
  const results = new Array<T>(count);
  let next = 0;
  const lane = async () => {
    while (next < count) {
      const index = next++;
      results[index] = await task(index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, lane));
  return results;
}

// ---------------------------------------------------------------- checks and figures

/** Reply-To addresses of the e-mails received, counted (enquiry notifications carry the enquirer's). */
export function receivedByReplyTo(smtp: TestSmtpServer, tag: string): Map<string, number> {
  const counts = new Map<string, number>();
  const pattern = new RegExp(`^reply-to:\\s*<?(${tag}-\\d+@example\\.com)>?`, 'im');
  for (const mail of smtp.messages) {
    const match = pattern.exec(mail.raw);
    if (match) counts.set(match[1]!.toLowerCase(), (counts.get(match[1]!.toLowerCase()) ?? 0) + 1);
  }
  return counts;
}

/** Waits until `check` is true or `ms` pass; resolves with whether it became true. */
export async function waitFor(check: () => boolean | Promise<boolean>, ms: number, stepMs = 200) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await sleep(stepMs);
  }
  return check();
}

export function percentile(values: number[], p: number): number {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function countBy<T>(values: T[], key: (value: T) => string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const value of values) counts[key(value)] = (counts[key(value)] ?? 0) + 1;
  return counts;
}

export function formatCounts(counts: Record<string, number>): string {
  return Object.entries(counts)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, count]) => `${key}: ${count}`)
    .join(', ');
}

export function builtSiteExists(): boolean {
  return existsSync('build/server-node/index.js') && existsSync('build/server/index.js');
}

// ---------------------------------------------------------------- scenarios

export interface Context {
  site: Site;
  database: Database;
  balancer: Balancer;
  /** Replaces the instance at `index` (after it exited) with a new one on the same port. */
  restartInstance(index: number): Promise<Instance>;
}

export interface Outcome {
  passed: boolean;
  /** The scenario's figure, on one line. */
  figure: string;
  /** What went wrong, when it did. */
  problems?: string[];
}

export interface Scenario {
  name: string;
  run(context: Context): Promise<Outcome>;
}
