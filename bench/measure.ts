/**
 * How bench/pages.ts measures a page: req/s, p50 and p99 under autocannon, the HTML's size and
 * the time of one request alone, a signed-in student's cookie, and the seat changes announced
 * while the `seats 50/s` row is measured.
 */
import { gzipSync } from 'node:zlib';

import autocannon from 'autocannon';

import { CONTENT_CHANNEL } from '../app/content/content-channel.server';
import { connect } from '../app/db/client.server';
import { SEAT_CHANGE_PAYLOAD } from '../app/sessions/seat-changes.server';
import type { Server } from './server';

export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);

/** How often the `seats 50/s` row announces a seat change. */
export const SEAT_CHANGE_MS = 20;

export interface Figures {
  requests: number;
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

/** A student's account, signed in: its session cookie (and the language's, English). */
export async function signIn(origin: string): Promise<string> {
  const password = 'bench-password-0123456789';
  const response = await fetch(`${origin}/create-account`, {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams({
      email: `bench-${Date.now()}@example.com`,
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
