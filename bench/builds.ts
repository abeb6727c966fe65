/**
 * Before and after on the same machine: `npm run bench:builds [BUILD ...]` measures the rows of
 * `npm run bench` that a change to the server is most often judged by, on one build or several in
 * turns (copies inside the project, such as `.data/build-before`, as for bench/rush.ts): `/healthz`
 * and `/robots.txt`, the cached and the rendered `/courses`, `/courses` while seats change
 * (`seats 50/s`, issue 27 goal 3) and a student's payments (`signed in`, with STUDENT_ORDERS
 * paid registrations); or the rows of BUILDS_ROWS, KIND:PATH as bench/profile.ts takes them
 * (`rendered:/register signed-in:/account`). BUILDS_ROUNDS (3) rounds, each row on every build in
 * turn, the order reversed every other round; req/s and its share of that build's `/healthz` in
 * the same round, the p99, and the server's CPU time an answer with `/healthz`'s over it (the
 * share by CPU). Figures of runs: docs/performance.md.
 */
import os from 'node:os';
import path from 'node:path';

import { cpuShare, type Figures, measureRow, parseRow, type Row, signInStudent } from './measure';
import { type Server, startServer, stopServer } from './server';
import { loadAverage, pad } from './table-format';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const ROUNDS = Number(process.env.BUILDS_ROUNDS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 4500);

const DEFAULT_ROWS: Row[] = [
  { kind: 'remix', path: '/robots.txt' },
  { kind: 'cached', path: '/courses' },
  { kind: 'rendered', path: '/courses' },
  { kind: 'seats 50/s', path: '/courses' },
  { kind: 'signed in', path: '/account?tab=payments' },
];

/** `/healthz` first: each row's share is of its build's `/healthz` in the same round. */
const ROWS: Row[] = [
  { kind: 'express', path: '/healthz' },
  ...(process.env.BUILDS_ROWS ? process.env.BUILDS_ROWS.split(/\s+/).map(parseRow) : DEFAULT_ROWS),
];

async function main() {
  const builds = process.argv.slice(2);
  const dataset = path.resolve('studio/seed/data.ndjson');
  console.log(
    `builds bench · ${new Date().toISOString()} · ${os.cpus().length} × ` +
      `${os.cpus()[0]?.model.trim()} · load ${loadAverage()} · ${SECONDS} s a row`,
  );
  const servers: Array<{ server: Server; student: string }> = [];
  try {
    for (const [index, build] of (builds.length ? builds : ['build']).entries()) {
      const server = await startServer(build, PORT + index, dataset, { buildDir: build });
      servers.push({ server, student: await signInStudent(server) });
    }
    for (let round = 1; round <= ROUNDS; round++) {
      const healthz = new Map<Server, Figures>();
      // Every other round in the opposite order: neither build always follows the other's load.
      const order = round % 2 ? servers : [...servers].reverse();
      for (const row of ROWS) {
        for (const { server, student } of order) {
          const { figures } = await measureRow(server, row, { student, seconds: SECONDS });
          if (row.kind === 'express') healthz.set(server, figures);
          const base = healthz.get(server)!;
          console.log(
            `round ${round} ${server.label.padEnd(24)} ${row.kind.padEnd(11)}` +
              `${row.path.padEnd(23)}${pad(figures.requests.toFixed(0), 7)} req/s` +
              `${pad((figures.requests / base.requests).toFixed(3), 7)} of /healthz  ` +
              `p99 ${pad(figures.p99, 4)} ms  CPU ${pad(figures.cpuMicros?.toFixed(0) ?? '—', 6)} µs` +
              `${pad(cpuShare(base, figures), 7)} of /healthz's` +
              (figures.errors + figures.non2xx
                ? `  errors ${figures.errors + figures.non2xx}`
                : ''),
          );
        }
      }
    }
  } finally {
    for (const { server } of servers) await stopServer(server);
  }
  console.log(`load after: ${loadAverage()}`);
}

await main();
