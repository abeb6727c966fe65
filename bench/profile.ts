/**
 * Where a page's time goes (issue 27: "profile first"): `npm run bench:profile [ROW ...]` starts
 * the production build under `node --cpu-prof` once per row, loads the row as `npm run bench`
 * does (16 connections, BENCH_SECONDS, after its warm-up) and prints the self time of that load,
 * grouped by package and part of Node, then the functions with the most. A ROW is KIND:PATH, such
 * as `rendered:/courses` or `signed-in:/account` (kinds as bench/measure.ts names them). The
 * profiles stay in PROFILE_DIR (.data/profiles) for Chrome DevTools' Performance panel.
 * PROFILE_BUILD profiles another build than ./build (a copy inside the project).
 */
import { mkdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { type CpuProfile, type Share, summarize, type Summary } from './cpu-profile';
import { measureRow, parseRow, type Row, signInStudent } from './measure';
import { startServer, stopServer } from './server';
import { loadAverage, pad } from './table-format';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const PORT = Number(process.env.BENCH_PORT ?? 4600);
const DIR = path.resolve(process.env.PROFILE_DIR ?? '.data/profiles');
/** Another build than ./build, as bench/builds.ts takes them (a copy inside the project). */
const BUILD = process.env.PROFILE_BUILD ?? 'build';
/**
 * What renders a page's React tree: React DOM's server renderer and the components of React,
 * React Router and Remix (the app's own components are in `app (build/server)`).
 */
const REACT = ['react-dom', 'react', 'react-router', 'react-router-dom', '@remix-run/react'];

/** Issue 27 goal 1's routes, and `/healthz` they are measured against. */
const DEFAULT_ROWS = [
  'express:/healthz',
  'remix:/robots.txt',
  'rendered:/',
  'rendered:/courses',
  'rendered:/register',
  'signed-in:/account',
];

function table(title: string, shares: Share[]) {
  console.log(`| ${title} | share |\n| --- | ---: |`);
  for (const { name, share } of shares) {
    console.log(`| ${name.replaceAll('|', '\\|')} | ${(share * 100).toFixed(1)}% |`);
  }
}

async function main() {
  const rows = (process.argv.length > 2 ? process.argv.slice(2) : DEFAULT_ROWS).map(parseRow);
  const dataset = path.resolve('studio/seed/data.ndjson');
  mkdirSync(DIR, { recursive: true });
  const stamp = new Date().toISOString();
  console.log(
    `profile bench · ${stamp} · ${os.cpus().length} × ${os.cpus()[0]?.model.trim()} · ` +
      `load ${loadAverage()} · ${SECONDS} s a row · ${BUILD}`,
  );
  const results: Array<{ row: Row; requests: number; micros: number; summary: Summary }> = [];
  for (const [index, row] of rows.entries()) {
    const name = `${stamp.replace(/[:.]/g, '-')}-${index}.cpuprofile`;
    const server = await startServer(`profile ${row.kind}`, PORT, dataset, {
      buildDir: BUILD,
      nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${DIR}`, `--cpu-prof-name=${name}`],
    });
    let measured;
    try {
      const student = row.kind === 'signed in' ? await signInStudent(server) : '';
      measured = await measureRow(server, row, { student, seconds: SECONDS });
    } finally {
      await stopServer(server);
    }
    const profile = JSON.parse(readFileSync(path.join(DIR, name), 'utf8')) as CpuProfile;
    const { window, figures } = measured;
    // The profile's clock is process.hrtime's in µs.
    const summary = summarize(profile, Number(window.start / 1000n), Number(window.end / 1000n));
    const micros = (summary.busyMs * 1000) / figures.total;
    results.push({ row, requests: figures.requests, micros, summary });
    console.log(
      `\n## ${row.kind} ${row.path}: ${figures.requests.toFixed(0)} req/s, ` +
        `p99 ${figures.p99} ms; ${pad((summary.busy * 100).toFixed(0), 3)}% busy, ` +
        `${micros.toFixed(0)} µs of CPU an answer on the main thread; ` +
        `${path.relative(process.cwd(), path.join(DIR, name))}\n`,
    );
    table(
      'self time by source',
      summary.groups.filter(({ share }) => share >= 0.005),
    );
    console.log();
    table('functions', summary.functions);
  }
  printSideBySide(results);
  console.log(`\nload after: ${loadAverage()}`);
}

/**
 * Every row's CPU an answer, split by source, in µs: the sources over 3% of some row, React's
 * together, and what is left. With `/healthz` among the rows, what 0.1 and 0.3 of its
 * throughput leave an answer, when the main thread is what limits both.
 */
function printSideBySide(
  results: Array<{ row: Row; requests: number; micros: number; summary: Summary }>,
) {
  const microsOf = (result: (typeof results)[number], names: string[]) =>
    result.summary.groups
      .filter(({ name }) => names.includes(name))
      .reduce((sum, { share }) => sum + share * result.micros, 0);
  const shown = [
    ...new Set(
      results.flatMap(({ summary }) =>
        summary.groups.filter(({ share }) => share >= 0.03).map(({ name }) => name),
      ),
    ),
  ].filter((name) => !REACT.includes(name));
  const healthz = results.find(({ row }) => row.path === '/healthz');
  const cell = (value: number) => value.toFixed(0);
  const lines = [
    `| µs of CPU an answer | ${results.map(({ row }) => `${row.kind} \`${row.path}\``).join(' | ')} |`,
    `| --- | ${results.map(() => '---:').join(' | ')} |`,
    `| req/s | ${results.map(({ requests }) => cell(requests)).join(' | ')} |`,
    `| **all** | ${results.map(({ micros }) => `**${cell(micros)}**`).join(' | ')} |`,
    `| React (${REACT.join(', ')}) | ${results.map((result) => cell(microsOf(result, REACT))).join(' | ')} |`,
    ...shown.map(
      (name) =>
        `| ${name} | ${results.map((result) => cell(microsOf(result, [name]))).join(' | ')} |`,
    ),
    `| the rest | ${results
      .map((result) => cell(result.micros - microsOf(result, [...REACT, ...shown])))
      .join(' | ')} |`,
  ];
  if (healthz) {
    lines.push(
      `| share of \`/healthz\`'s throughput | ${results
        .map(({ requests }) => (requests / healthz.requests).toFixed(3))
        .join(' | ')} |`,
    );
  }
  console.log(`\n## Side by side\n\n${lines.join('\n')}`);
  if (healthz) {
    console.log(
      `\nAt 0.1 of /healthz's throughput an answer may take ${cell(10 * healthz.micros)} µs, ` +
        `at 0.3 ${cell((10 / 3) * healthz.micros)} µs.`,
    );
  }
}

await main();
