/**
 * Live seats (issue 27, goal 3) for one build or several in turns: `npm run bench:seats [BUILD ...]`.
 * Each round measures, on each build's server, `/healthz`, the cached `/courses` and the same
 * page while a seat change is announced every SEAT_CHANGE_MS (`seats 50/s`, as bench/pages.ts
 * has it), and prints req/s, the share of the cached page and the p99. SEATS_ROUNDS (3) rounds;
 * builds other than build/ are copies inside the project (`.data/build-before`), as for
 * bench/rush.ts. Figures of runs: docs/performance.md.
 */
import os from 'node:os';
import path from 'node:path';

import { announceSeatChanges, load } from './measure';
import { type Server, startServer, stopServer } from './server';
import { loadAverage } from './table-format';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const ROUNDS = Number(process.env.SEATS_ROUNDS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 4500);

async function main() {
  const builds = process.argv.slice(2);
  const dataset = path.resolve('studio/seed/data.ndjson');
  console.log(
    `seats bench · ${new Date().toISOString()} · ${os.cpus().length} cores · load ${loadAverage()}`,
  );
  const servers: Server[] = [];
  try {
    for (const [index, build] of (builds.length ? builds : ['build']).entries()) {
      servers.push(await startServer(build, PORT + index, dataset, { buildDir: build }));
    }
    for (let round = 1; round <= ROUNDS; round++) {
      for (const server of servers) {
        const healthz = await load(`${server.origin}/healthz`, SECONDS);
        const courses = `${server.origin}/courses`;
        await load(courses, 1);
        const cached = await load(courses, SECONDS);
        const stopChanges = announceSeatChanges(server);
        await load(courses, 1);
        const seats = await load(courses, SECONDS);
        await stopChanges();
        const errors = cached.errors + cached.non2xx + seats.errors + seats.non2xx;
        console.log(
          `round ${round} ${server.label.padEnd(24)} healthz ${healthz.requests.toFixed(0)}` +
            `  cached /courses ${cached.requests.toFixed(0)}` +
            `  seats 50/s ${seats.requests.toFixed(0)}` +
            ` (${(seats.requests / cached.requests).toFixed(2)} of cached, p99 ${seats.p99} ms)` +
            `  errors ${errors}`,
        );
      }
    }
  } finally {
    for (const server of servers) await stopServer(server);
  }
  console.log(`load after: ${loadAverage()}`);
}

await main();
