/**
 * How bench/pages.ts, bench/builds.ts and bench/profile.ts measure a page: req/s, p50 and p99
 * under autocannon, the server's CPU time an answer, the HTML's size and the time of one request
 * alone, a signed-in student's cookie, the seat changes announced while the `seats 50/s` row is
 * measured, and rows as a command line names them.
 */
import { gzipSync } from 'node:zlib';

import autocannon from 'autocannon';

import { findUserByEmail } from '../app/auth/users.server';
import { CONTENT_CHANNEL } from '../app/content/content-channel.server';
import { connect } from '../app/db/client.server';
import { SEAT_CHANGE_PAYLOAD } from '../app/sessions/seat-changes.server';
import { insertOrder } from '../tests/support/orders';
import { processCpuMs } from './process-cpu';
import type { Server } from './server';

export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);

/** How often the `seats 50/s` row announces a seat change. */
export const SEAT_CHANGE_MS = 20;

export type Kind = 'express' | 'remix' | 'cached' | 'rendered' | 'signed in' | 'seats 50/s';

/** One line of a bench's table: a path asked for in one way. */
export interface Row {
  kind: Kind;
  path: string;
  /** Only on the bundled server (the large one measures the pages). */
  bundledOnly?: boolean;
}

const KINDS: Kind[] = ['express', 'remix', 'cached', 'rendered', 'signed in', 'seats 50/s'];

/** A row as a bench's command line names it, KIND:PATH: `rendered:/courses`, `signed-in:/account`. */
export function parseRow(text: string): Row {
  const at = text.indexOf(':');
  const kind = text.slice(0, at).replace('-', ' ') as Kind;
  if (at < 0 || !KINDS.includes(kind)) {
    throw new Error(`"${text}" is not KIND:PATH with KIND one of ${KINDS.join(', ')}`);
  }
  return { kind, path: text.slice(at + 1) };
}

/** Any cookie but the language's: the page cache passes the request to Remix. */
export const RENDER_COOKIE = 'bench=rendered';

/**
 * `row` on `server` for `seconds`, after a 1 s warm-up (the first evaluation of each query, V8's
 * optimisation, the page cache), with the time of one request alone when `alone` is set.
 * `student`: the cookie of the signed-in rows.
 */
export async function measureRow(
  server: Server,
  row: Row,
  options: { student: string; seconds: number; alone?: boolean },
): Promise<{
  figures: Figures;
  alone?: Awaited<ReturnType<typeof single>>;
  /** When the measured load began and ended (process.hrtime.bigint, ns), for bench/profile.ts. */
  window: { start: bigint; end: bigint };
}> {
  const url = server.origin + row.path;
  const cookie =
    row.kind === 'rendered'
      ? RENDER_COOKIE
      : row.kind === 'signed in'
        ? options.student
        : undefined;
  const stopChanges = row.kind === 'seats 50/s' ? announceSeatChanges(server) : null;
  try {
    await load(url, 1, cookie);
    const alone = options.alone ? await single(url, cookie) : undefined;
    const start = process.hrtime.bigint();
    const cpuBefore = processCpuMs(server.process.pid);
    const figures = await load(url, options.seconds, cookie);
    const cpuAfter = processCpuMs(server.process.pid);
    if (cpuBefore !== undefined && cpuAfter !== undefined && figures.total > 0) {
      figures.cpuMicros = ((cpuAfter - cpuBefore) * 1000) / figures.total;
    }
    return { figures, alone, window: { start, end: process.hrtime.bigint() } };
  } finally {
    await stopChanges?.();
  }
}

export interface Figures {
  /** A second, on average. */
  requests: number;
  /** In the whole load. */
  total: number;
  /**
   * The server process's CPU time (all its threads) an answer, in µs: what a change to the server
   * alters, though it too grows when other processes crowd the machine. Linux only (/proc).
   */
  cpuMicros?: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

export function load(url: string, seconds: number, cookie?: string): Promise<Figures> {
  const headers: Record<string, string> = { 'accept-encoding': 'gzip' };
  if (cookie) headers.cookie = cookie;
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: seconds, headers }, (error, result) => {
      if (error) reject(error);
      else
        resolve({
          requests: result.requests.average,
          total: result.requests.total,
          p50: result.latency.p50,
          p99: result.latency.p99,
          errors: result.errors + result.timeouts,
          non2xx: result.non2xx,
        });
    });
  });
}

/** The HTML's size, and the time of one request on its own (median of a few). */
export async function single(
  url: string,
  cookie?: string,
): Promise<{ bytes: number; gzip: number; ms: number }> {
  const times: number[] = [];
  let html = '';
  for (let i = 0; i < 15; i++) {
    const started = performance.now();
    html = await fetch(url, { headers: cookie ? { cookie } : {} }).then((response) =>
      response.text(),
    );
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const bytes = Buffer.byteLength(html);
  return { bytes, gzip: gzipSync(html).length, ms: times[7]! };
}

/** A student's account, signed up and in: its session cookie (and the language's, English). */
async function signIn(origin: string, email: string): Promise<string> {
  const password = 'bench-password-0123456789';
  const response = await fetch(`${origin}/create-account`, {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams({
      email,
      password,
      confirmPassword: password,
    }),
  });
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
  if (response.status !== 302 || cookies.length === 0) {
    throw new Error(`Signing up for the bench failed: ${response.status}`);
  }
  return cookies.join('; ');
}

/** How many paid registrations the bench's student has: each a line of `/account`'s payments. */
export const STUDENT_ORDERS = 12;

/**
 * A student with STUDENT_ORDERS paid registrations, signed in, as bench/pages.ts measures a
 * student's pages: its cookie. The orders are written as the payments feature leaves them.
 */
export async function signInStudent(server: Server): Promise<string> {
  const email = `bench-student-${Date.now()}@example.com`;
  const cookie = await signIn(server.origin, email);
  const sql = connect(server.databaseUrl, { max: 1 });
  try {
    const user = await findUserByEmail(sql, email);
    if (!user) throw new Error(`The bench's student ${email} was not made`);
    for (let i = 0; i < STUDENT_ORDERS; i++) {
      await insertOrder(sql, { email, items: ['module1'], amountCents: 285_000, userId: user.id });
    }
  } finally {
    await sql.end();
  }
  return cookie;
}

/** Announces a seat change every SEAT_CHANGE_MS until stopped, as the app does after a hold. */
export function announceSeatChanges(server: Server): () => Promise<void> {
  const sql = connect(server.databaseUrl, { max: 1 });
  const timer = setInterval(() => {
    void sql`select pg_notify(${CONTENT_CHANNEL}, ${SEAT_CHANGE_PAYLOAD})`.catch(() => {});
  }, SEAT_CHANGE_MS);
  return async () => {
    clearInterval(timer);
    await sql.end({ timeout: 1 });
  };
}

/**
 * `/healthz`'s CPU an answer over `figures`': the share of `/healthz`'s throughput the row would
 * have were the server's CPU all that limits both ('—' off Linux).
 */
export function cpuShare(healthz: Figures, figures: Figures): string {
  return healthz.cpuMicros && figures.cpuMicros
    ? (healthz.cpuMicros / figures.cpuMicros).toFixed(3)
    : '—';
}
