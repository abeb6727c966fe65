/**
 * `npm run bench` (issue 27, goal 5): everything a visitor waits on, side by side in one run.
 *
 * - **Pages**, on the production build with the page cache as deployed: `/healthz` (Express
 *   alone) and `/robots.txt` (a trivial Remix route) as the yardsticks; the anonymous pages as
 *   the page cache answers them (`cached`); the same pages rendered for every request
 *   (`rendered`: a cookie other than the language's makes the cache pass the request to Remix,
 *   as a signed-in visitor's does); a signed-in student's `/account`, its payments tab and `/`
 *   (`signed in`: a student with STUDENT_ORDERS paid registrations); and
 *   the cached `/courses` while a seat change is announced 50 times a second (`seats 50/s`:
 *   its seat counts stay live, the cache rendering it again after each change, decision 0089).
 *   req/s, p50 and p99 under autocannon (BENCH_CONNECTIONS = 16 connections, BENCH_SECONDS = 6
 *   a page after a 1 s warm-up), each as a share of `/healthz`'s req/s in the same run, the
 *   time of one request alone, and the HTML's size. BENCH_ROUNDS (3) rounds, interleaved; the
 *   tables show the medians.
 * - **Content size** (issue 14): a second server on a generated copy of the dataset with
 *   BENCH_CATALOG_ITEMS (2,000; 0 leaves it out) catalog videos measures the cached and rendered
 *   pages too; `÷ bundled` is the bundled server's req/s over this one's.
 * - **The sale-opening rush** (bench/rush.ts): 300 buyers for one six-seat session, and 1,000
 *   over every session, on the first server after the pages.
 * - **First-load JavaScript** per route, gzipped.
 *
 * Needs the build (`npm run bench` builds first) and PostgreSQL at DATABASE_URL (default: the
 * local one); each server gets a database of its own, dropped afterwards. The machine's load
 * average is printed before and after: compare ratios within a run, not figures between runs.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { generateDataset, seed } from './dataset';
import { closeBrowser, printFirstLoadJs } from './javascript';
import {
  CONNECTIONS,
  type Figures,
  measureRow,
  RENDER_COOKIE,
  type Row,
  SEAT_CHANGE_MS,
  signInStudent,
  STUDENT_ORDERS,
} from './measure';
import { formatOutcome, RUSH_ENV, rushScenarios } from './rush';
import { type Server, startServer, stopServer } from './server';
import { kb, loadAverage, median, pad } from './table-format';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
/** Each page is measured this many times, interleaved; the tables show the medians. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CATALOG_ITEMS = Number(process.env.BENCH_CATALOG_ITEMS ?? 2000);
const BASE_PORT = Number(process.env.BENCH_PORT ?? 4200);
const PAGES = ['/', '/courses', '/catalog', '/register'];
const ROWS: Row[] = [
  { kind: 'express', path: '/healthz' },
  { kind: 'remix', path: '/robots.txt' },
  ...PAGES.map((page): Row => ({ kind: 'cached', path: page })),
  ...PAGES.map((page): Row => ({ kind: 'rendered', path: page })),
  { kind: 'signed in', path: '/account', bundledOnly: true },
  { kind: 'signed in', path: '/account?tab=payments', bundledOnly: true },
  { kind: 'signed in', path: '/', bundledOnly: true },
  // Goal 3: the cached page with live seat counts while seats change, each change announced as
  // a hold announces it (the page cache renders it again; docs/decisions/0045 and 0089).
  { kind: 'seats 50/s', path: '/courses', bundledOnly: true },
];

interface Measured {
  server: Server;
  rows: Row[];
  cookie: string;
  figures: Map<Row, Figures[]>;
  alone: Map<Row, { bytes: number; gzip: number; ms: number }>;
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'academy-bench-'));
const servers: Server[] = [];
let failed = false;
try {
  const measured: Measured[] = [];
  const bundled = await startServer('bundled (16 videos)', BASE_PORT, seed, { env: RUSH_ENV });
  servers.push(bundled);
  measured.push({
    server: bundled,
    rows: ROWS,
    cookie: await signInStudent(bundled),
    figures: new Map(),
    alone: new Map(),
  });
  if (CATALOG_ITEMS > 0) {
    const large = generateDataset(dir, CATALOG_ITEMS);
    const server = await startServer(`${CATALOG_ITEMS} videos`, BASE_PORT + 1, large);
    servers.push(server);
    measured.push({
      server,
      rows: ROWS.filter((row) => !row.bundledOnly),
      cookie: '',
      figures: new Map(),
      alone: new Map(),
    });
  }

  console.log(
    `bench · ${new Date().toISOString()} · ${os.cpus().length} × ${os.cpus()[0]?.model.trim()} · ` +
      `node ${process.version} · load average ${loadAverage()} · autocannon ${CONNECTIONS} ` +
      `connections, ${SECONDS} s a page, ${ROUNDS} rounds`,
  );
  // Row by row, each on every server in turn, the whole list ROUNDS times: the machine's other
  // load drifts less between the figures of a row than between whole runs, and a burst of it
  // lands in one round's figures, which the medians leave out.
  for (let round = 0; round < ROUNDS; round++) {
    for (const row of ROWS) {
      for (const one of measured) {
        if (!one.rows.includes(row)) continue;
        const { figures, alone } = await measureRow(one.server, row, {
          student: one.cookie,
          seconds: SECONDS,
          alone: round === 0,
        });
        if (alone) one.alone.set(row, alone);
        one.figures.set(row, [...(one.figures.get(row) ?? []), figures]);
      }
    }
  }

  const pick = (figures: Figures[], figure: (one: Figures) => number) =>
    median(figures.map(figure));
  const base = measured[0]!;
  for (const one of measured) {
    const healthz = pick(one.figures.get(ROWS[0]!)!, (f) => f.requests);
    console.log(`\n${one.server.label}`);
    console.log(
      `${'what'.padEnd(11)}${'page'.padEnd(23)}${pad('req/s', 8)}${pad('÷ healthz', 11)}` +
        `${pad('p50 ms', 8)}${pad('p99 ms', 8)}${pad('alone ms', 10)}` +
        `${one === base ? '' : pad('÷ bundled', 11)}${pad('HTML', 10)}${pad('gzip', 10)}${pad('errors', 8)}`,
    );
    for (const row of one.rows) {
      const figures = one.figures.get(row)!;
      const requests = pick(figures, (f) => f.requests);
      const alone = one.alone.get(row)!;
      const errors = figures.reduce((sum, f) => sum + f.errors + f.non2xx, 0);
      if (errors) failed = true;
      const bundledRequests = pick(base.figures.get(row)!, (f) => f.requests);
      console.log(
        `${row.kind.padEnd(11)}${row.path.padEnd(23)}${pad(requests.toFixed(0), 8)}` +
          `${pad((requests / healthz).toFixed(3), 11)}${pad(
            pick(figures, (f) => f.p50),
            8,
          )}` +
          `${pad(
            pick(figures, (f) => f.p99),
            8,
          )}${pad(alone.ms.toFixed(1), 10)}` +
          `${one === base ? '' : pad((bundledRequests / requests).toFixed(2), 11)}` +
          `${pad(kb(alone.bytes), 10)}${pad(kb(alone.gzip), 10)}${pad(errors, 8)}`,
      );
    }
  }
  console.log(
    '\n÷ healthz: share of /healthz throughput in this run; ÷ bundled: bundled req/s ÷ this req/s; ' +
      'req/s, p50, p99: medians of the rounds; errors: errors, timeouts and non-2xx answers (all rounds); ' +
      `rendered: a cookie (${RENDER_COOKIE}) the page cache does not answer; signed in: a student with ${STUDENT_ORDERS} paid registrations; ` +
      `seats 50/s: the cached page while a seat change is announced every ${SEAT_CHANGE_MS} ms`,
  );

  console.log(
    `\nThe sale-opening rush (bench/rush.ts), ${bundled.label}, load average ${loadAverage()}`,
  );
  for (const outcome of await rushScenarios(bundled, seed)) {
    if (outcome.problems.length) failed = true;
    console.log(formatOutcome(outcome));
  }
  console.log(
    "targets: one session p99 ≤ 1,000 ms; every session p99 ≤ 2,000 ms; CPU: the server's main " +
      'thread + its other threads (V8 compiling and collecting garbage) through the scenario',
  );

  console.log('\nJavaScript loaded on a first visit (the modules the HTML names), bundled dataset');
  await printFirstLoadJs(bundled.origin);
  await closeBrowser();
  console.log(`\nload average after: ${loadAverage()}`);
} finally {
  for (const server of servers) await stopServer(server);
  rmSync(dir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
