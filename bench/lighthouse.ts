/**
 * `npm run bench:lighthouse -- [A] [B]`: Lighthouse (mobile, performance only) on the anonymous
 * pages, LIGHTHOUSE_RUNS runs a page (default 5), and a table of score, FCP, LCP, speed index and
 * TBT per run with the medians. Throttling simulated (Lighthouse's default), or really applied
 * with LIGHTHOUSE_THROTTLING=devtools. Documented in the README, not run in CI: its figures mean
 * something only on a quiet machine, so it prints the load average before and after.
 *
 * A and B are each a running server's URL (http://…) or a build directory (what `npm run build`
 * writes to build/; default: ./build), served here by its own production server on a database of
 * its own, as bench/pages.ts does. Given two, it runs them in turns (A, B, A, B) so the machine's
 * drift falls on both alike. A copied build must stay inside the project (say .data/build-b), where
 * its server finds node_modules; the server build imports @remix-run/react at run time, so a copy
 * that carries its own node_modules/@remix-run/react (a differently patched one) uses that.
 *
 * LIGHTHOUSE_ARTIFACTS=DIR keeps each run's artifacts in a folder of DIR (its number, A or B, the
 * page), for `npm run bench:lantern -- DIR/…` to show what the simulated paints waited for.
 *
 * Lighthouse is not a dependency: install it apart, `npm i -E --prefix /tmp/lh lighthouse@12.2.3`
 * (12: Lighthouse 13 needs Node 22), or point LIGHTHOUSE_CLI at its cli/index.js. Chromium:
 * CHROME_PATH, default /usr/bin/chromium.
 */
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import { type Server, startServer, stopServer } from './server';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const PAGES = (
  process.env.LIGHTHOUSE_PAGES ??
  '/,/about-us,/courses,/catalog,/testimonials,/contact,/middle-east-africa,/register,/login,/create-account,/forgot-password'
).split(',');
const CLI = process.env.LIGHTHOUSE_CLI ?? '/tmp/lh/node_modules/lighthouse/cli/index.js';
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** simulate (Lighthouse's default, Lantern) or devtools (the load really throttled: slower, noisier). */
const THROTTLING = process.env.LIGHTHOUSE_THROTTLING ?? 'simulate';
const BASE_PORT = Number(process.env.BENCH_PORT ?? 4300);

/** A page origin: a URL given, or a build served here (bench/server.ts). */
type Target = Pick<Server, 'label' | 'origin'> & { server?: Server };

interface Run {
  score: number;
  fcp: number;
  lcp: number;
  si: number;
  tbt: number;
}

/** Where each run's artifacts are kept (a folder per run), for `npm run bench:lantern`. */
const ARTIFACTS = process.env.LIGHTHOUSE_ARTIFACTS;
let runNumber = 0;

/** One Lighthouse run in a fresh Chromium (mobile is its default).
 * Not execFileSync: a blocked event loop keeps fetch's idle sockets, which the server has closed
 * meanwhile, and the next warm-up fails with EPIPE. */
async function lighthouse(url: string, name: string): Promise<Run> {
  const keep = ARTIFACTS ? [`-GA=${path.resolve(ARTIFACTS, `${++runNumber}-${name}`)}`] : [];
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      CLI,
      url,
      '--only-categories=performance',
      `--throttling-method=${THROTTLING}`,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      ...keep,
      // As playwright.config.ts: without the background-networking flags Chromium's connections
      // to the outside, refused on a closed network, add noise.
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking --disable-component-update --disable-sync --no-first-run',
    ],
    { env: { ...process.env, CHROME_PATH: CHROME }, maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(stdout) as {
    categories: { performance: { score: number } };
    audits: Record<string, { numericValue: number }>;
  };
  const audit = (id: string) => report.audits[id]!.numericValue;
  return {
    score: Math.round(report.categories.performance.score * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    si: audit('speed-index'),
    tbt: audit('total-blocking-time'),
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(' ');
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

if (!existsSync(CLI)) {
  throw new Error(
    `No Lighthouse at ${CLI}: npm i -E --prefix /tmp/lh lighthouse@12.2.3, or set LIGHTHOUSE_CLI`,
  );
}
/** A build served the way bench/pages.ts serves one, on the bundled dataset. */
async function serve(dir: string, port: number): Promise<Target> {
  const dataset = path.join(process.cwd(), 'studio/seed/data.ndjson');
  const server = await startServer(dir, port, dataset, { buildDir: dir });
  return { label: dir, origin: server.origin, server };
}

const args = process.argv.slice(2);
const targets: Target[] = [];
try {
  if (args.length > 2) throw new Error('One or two builds or URLs: A, or A and B');
  for (const [index, arg] of (args.length ? args : ['build']).entries()) {
    targets.push(
      /^https?:\/\//.test(arg)
        ? { label: arg, origin: arg.replace(/\/$/, '') }
        : await serve(arg, BASE_PORT + index),
    );
  }
  const version = JSON.parse(
    readFileSync(path.join(path.dirname(CLI), '../package.json'), 'utf8'),
  ) as { version: string };
  console.log(
    `lighthouse bench · ${new Date().toISOString()} · ${os.cpus().length} × ${os.cpus()[0]?.model.trim()} · ` +
      `node ${process.version} · Lighthouse ${version.version} (mobile, throttling: ${THROTTLING}) · ${CHROME}`,
  );
  console.log(`load average before: ${loadAverage()}`);
  targets.forEach((target, index) =>
    console.log(`${'AB'[index]}: ${target.label} (${target.origin})`),
  );

  const runs = new Map<string, Run[]>();
  for (const page of PAGES) {
    // Warm up: the first render of each query, the page cache, the assets read from disk.
    for (const target of targets) {
      for (let i = 0; i < 3; i++) await fetch(target.origin + page).then((r) => r.text());
    }
    console.error(`${page}: ${RUNS} runs of each`);
    for (let run = 0; run < RUNS; run++) {
      for (const [index, target] of targets.entries()) {
        const key = `${page} ${index}`;
        const name = `${'AB'[index]}-${page === '/' ? 'home' : page.slice(1).replace(/\W+/g, '-')}`;
        runs.set(key, [...(runs.get(key) ?? []), await lighthouse(target.origin + page, name)]);
      }
    }
  }
  console.log(`load average after: ${loadAverage()}\n`);

  const columns: [string, (run: Run) => number, (value: number) => string][] = [
    ['score', (run) => run.score, (value) => String(value)],
    ['FCP', (run) => run.fcp, seconds],
    ['LCP', (run) => run.lcp, seconds],
    ['SI', (run) => run.si, seconds],
    ['TBT', (run) => run.tbt, (value) => `${Math.round(value)} ms`],
  ];
  // The longest path and a space: /middle-east-africa ran into its column at a fixed 11.
  const width = Math.max(...PAGES.map((page) => page.length)) + 1;
  console.log(
    `${'page'.padEnd(width)}${''.padEnd(3)}${columns.map(([name]) => `${name} median`.padStart(12)).join('')}   runs: score FCP/LCP/SI s/TBT ms`,
  );
  for (const page of PAGES) {
    targets.forEach((_, index) => {
      const all = runs.get(`${page} ${index}`)!;
      const medians = columns.map(([, pick, format]) => format(median(all.map(pick))).padStart(12));
      const each = all
        .map(
          (run) =>
            `${run.score} ${[run.fcp, run.lcp, run.si].map((ms) => (ms / 1000).toFixed(1)).join('/')}/${Math.round(run.tbt)}`,
        )
        .join(', ');
      console.log(`${page.padEnd(width)}${'AB'[index]!.padEnd(3)}${medians.join('')}   ${each}`);
    });
  }
} finally {
  for (const target of targets) if (target.server) await stopServer(target.server);
}
