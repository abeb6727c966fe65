/**
 * The sale-opening rush (issue 27, goal 2): buyers asking for seats all at once, as an alumni
 * e-mail announcing a clinical date makes them. Two scenarios against the production build:
 *
 * - one session: RUSH_BUYERS (300) buyers for one six-seat session. Exactly its capacity held,
 *   every other buyer told it is full (409), no 5xx; target p99 ≤ 1 s;
 * - every session: RUSH_SPREAD_BUYERS (1,000) buyers spread over every bookable session of
 *   every course. Each session's capacity held, the rest told full; target p99 ≤ 2 s.
 *
 * Every buyer is a POST /api/create-payment-intent as the payment step sends it, all fired at
 * once, each from its own client address (the server trusts one proxy hop, X-Forwarded-For) and
 * e-mail. Latency: from the moment all were sent to each answer's last byte; CPU: the server's
 * main thread + its other threads through the scenario (V8 compiling the hot code of a server's
 * first payments, on the same two cores, is most of what makes its first rush slower). Before
 * each scenario the sessions' holds are released (the bench's own database), so a round starts
 * with every seat free.
 *
 * `npm run bench:rush [BUILD ...]` starts the build (default build/) on a database of its own and
 * runs both RUSH_ROUNDS (3) times; given several build directories (copies kept inside the
 * project, as bench/lighthouse.ts says), it runs them in turns, so before and after share the
 * machine's drift. bench/pages.ts runs `rushScenarios` on its own server.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

import type { CourseDate } from '../app/content/queries';
import { sessionsOf } from '../app/courses/sessions';
import { connect, type Sql } from '../app/db/client.server';
import { threadCpuMs } from './process-cpu';
import { type Server, startServer, stopServer } from './server';

export interface RushTarget {
  courseId: string;
  sessionKey: string;
  capacity: number;
}

export interface RushOutcome {
  label: string;
  buyers: number;
  sessions: number;
  /** Answers by HTTP status (0: no answer). */
  statuses: Map<number, number>;
  held: number;
  p50: number;
  p99: number;
  max: number;
  problems: string[];
  /**
   * The server's CPU time through the scenario, ms: its main thread, and its other threads (V8
   * compiling hot code and collecting garbage beside it). Linux only.
   */
  cpu?: { main: number; others: number };
}

/** The bookable sessions of the dataset's courses (published documents), as pages list them. */
export function bookableSessions(dataset: string): RushTarget[] {
  const targets: RushTarget[] = [];
  for (const line of readFileSync(dataset, 'utf8').split('\n')) {
    if (!line.includes('"_type":"course"')) continue;
    const course = JSON.parse(line) as {
      _id: string;
      courseId: string;
      upcomingDates?: CourseDate[];
    };
    if (course._id.startsWith('drafts.')) continue;
    for (const session of sessionsOf(course.upcomingDates)) {
      if (session.bookable && session.capacity > 0) {
        targets.push({
          courseId: course.courseId,
          sessionKey: session.key,
          capacity: session.capacity,
        });
      }
    }
  }
  return targets;
}

let runs = 0;

/**
 * A JSON POST on a connection of its own (each buyer is another browser), read to its end: its
 * status. Node's http client, not fetch: the bench shares the server's two cores, and undici's
 * fetch spent 2.5 times the CPU (2.3–2.8 s against 0.8–1.1 s for 1,000 buyers, 2026-11-27), which
 * the server's answers then waited for.
 */
function post(url: string, headers: Record<string, string>, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        agent: false,
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (response) => {
        response.on('data', () => {});
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/**
 * `buyers` buyers at once, buyer i for targets[i % targets.length]. `sql`: the server's database
 * (its holds are released first and counted after).
 */
export async function rush(
  origin: string,
  sql: Sql,
  label: string,
  buyers: number,
  targets: RushTarget[],
): Promise<RushOutcome> {
  const run = `${process.pid}-${++runs}`;
  // Distinct addresses per run: rate limits and holds per address count across runs.
  const octet = (runs * 37 + process.pid) % 250;
  for (const target of targets) {
    await sql`
      update session_seats set status = 'released', released_at = now()
      where course_id = ${target.courseId} and session_key = ${target.sessionKey}
        and status = 'held'`;
  }
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: buyers }, async (_, i) => {
      const target = targets[i % targets.length]!;
      const email = `rush-${run}-${i}@example.com`;
      try {
        const status = await post(
          `${origin}/api/create-payment-intent`,
          { 'x-forwarded-for': `10.${octet}.${i >> 8}.${i & 255}` },
          JSON.stringify({
            customerData: {
              name: `Rush Buyer ${i}`,
              email,
              phone: '+1 555 0100 123',
              selectedItems: [target.courseId],
            },
            sessions: { [target.courseId]: target.sessionKey },
          }),
        );
        return { status, ms: performance.now() - started };
      } catch {
        return { status: 0, ms: performance.now() - started };
      }
    }),
  );
  const statuses = new Map<number, number>();
  for (const answer of answers) statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
  const latencies = answers.map((answer) => answer.ms).sort((a, b) => a - b);

  const rows = await sql<{ course_id: string; session_key: string; held: number }[]>`
    select course_id, session_key, count(*)::int as held from session_seats
    where email_normalized like ${`rush-${run}-%`} and status = 'held' and held_until > now()
    group by course_id, session_key`;
  const heldBy = new Map(rows.map((row) => [`${row.course_id}:${row.session_key}`, row.held]));
  const problems: string[] = [];
  let expected = 0;
  targets.forEach((target, index) => {
    const wanting = Math.floor(buyers / targets.length) + (index < buyers % targets.length ? 1 : 0);
    const should = Math.min(target.capacity, wanting);
    const held = heldBy.get(`${target.courseId}:${target.sessionKey}`) ?? 0;
    expected += should;
    if (held !== should) {
      problems.push(`${target.courseId}/${target.sessionKey}: ${held} held, not ${should}`);
    }
  });
  const held = rows.reduce((sum, row) => sum + row.held, 0);
  if ((statuses.get(200) ?? 0) !== expected) {
    problems.push(`${statuses.get(200) ?? 0} answered 200, not ${expected}`);
  }
  if ((statuses.get(409) ?? 0) !== buyers - expected) {
    problems.push(`${statuses.get(409) ?? 0} told full (409), not ${buyers - expected}`);
  }
  return {
    label,
    buyers,
    sessions: targets.length,
    statuses,
    held,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? 0,
    problems,
  };
}

export const RUSH_BUYERS = Number(process.env.RUSH_BUYERS ?? 300);
export const RUSH_SPREAD_BUYERS = Number(process.env.RUSH_SPREAD_BUYERS ?? 1000);

/** Both scenarios once, on a server started on `dataset` with TRUST_PROXY=1. */
export async function rushScenarios(server: Server, dataset: string): Promise<RushOutcome[]> {
  const sql = connect(server.databaseUrl, { max: 2 });
  try {
    const targets = bookableSessions(dataset);
    const one = targets.find((target) => target.capacity === 6) ?? targets[0]!;
    // Warm-up: the API's first requests (content, queries, V8) on another session.
    const other = targets.find((target) => target !== one) ?? one;
    await rush(server.origin, sql, 'warm-up', 20, [other]);
    const measured = async (label: string, buyers: number, at: RushTarget[]) => {
      const before = threadCpuMs(server.process.pid);
      const outcome = await rush(server.origin, sql, label, buyers, at);
      const after = threadCpuMs(server.process.pid);
      if (before && after) {
        outcome.cpu = { main: after.main - before.main, others: after.others - before.others };
      }
      return outcome;
    };
    return [
      await measured(`one session, ${RUSH_BUYERS} buyers`, RUSH_BUYERS, [one]),
      await measured(
        `${targets.length} sessions, ${RUSH_SPREAD_BUYERS} buyers`,
        RUSH_SPREAD_BUYERS,
        targets,
      ),
    ];
  } finally {
    await sql.end({ timeout: 1 });
  }
}

/** The environment a server needs for the rush: buyers' addresses from X-Forwarded-For. */
export const RUSH_ENV = { TRUST_PROXY: '1' };

export function formatOutcome(outcome: RushOutcome, label = outcome.label): string {
  const statuses = [...outcome.statuses]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${count}×${status || 'none'}`)
    .join(' ');
  return (
    `${label.padEnd(34)} held ${String(outcome.held).padStart(3)}  ${statuses.padEnd(22)}` +
    ` p50 ${outcome.p50.toFixed(0).padStart(5)} ms  p99 ${outcome.p99.toFixed(0).padStart(5)} ms` +
    `  max ${outcome.max.toFixed(0).padStart(5)} ms` +
    (outcome.cpu
      ? `  CPU ${outcome.cpu.main.toFixed(0).padStart(5)} + ${outcome.cpu.others.toFixed(0).padStart(4)} ms`
      : '') +
    (outcome.problems.length ? `  PROBLEMS: ${outcome.problems.join('; ')}` : '')
  );
}

async function main() {
  const builds = process.argv.slice(2);
  const rounds = Number(process.env.RUSH_ROUNDS ?? 3);
  const port = Number(process.env.BENCH_PORT ?? 3540);
  const dataset = path.resolve('studio/seed/data.ndjson');
  console.log(
    `rush bench · ${new Date().toISOString()} · ${os.cpus().length} cores · load ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')} · node ${process.version}`,
  );
  const servers: Server[] = [];
  let failed = false;
  try {
    for (const [index, build] of (builds.length ? builds : ['build']).entries()) {
      servers.push(
        await startServer(build, port + index, dataset, { env: RUSH_ENV, buildDir: build }),
      );
    }
    for (let round = 1; round <= rounds; round++) {
      for (const server of servers) {
        for (const outcome of await rushScenarios(server, dataset)) {
          if (outcome.problems.length) failed = true;
          console.log(`round ${round} ${server.label.padEnd(20)} ${formatOutcome(outcome)}`);
        }
      }
    }
  } finally {
    for (const server of servers) await stopServer(server);
  }
  console.log(
    `load after: ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}`,
  );
  process.exit(failed ? 1 : 0);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
