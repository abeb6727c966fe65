/**
 * `npm run bench`: how fast the production build answers its pages, and how that changes with
 * the size of the content (issue 14). Two servers run side by side in the same run: one on the
 * bundled dataset (16 catalog videos), one on a generated copy with BENCH_CATALOG_ITEMS (2,000)
 * catalog videos (a temp file, not committed). For each: req/s, p50 and p99 under autocannon
 * (16 connections) for /robots.txt and the pages (medians of BENCH_ROUNDS rounds), each page's
 * HTML size, and the JavaScript a first visit loads per route (gzipped). Prints the tables;
 * docs/performance.md keeps a run's.
 *
 * Needs the build (`npm run bench` builds first) and PostgreSQL at DATABASE_URL (default: the
 * local one); each server gets a database of its own, dropped afterwards.
 */
import {
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import autocannon from 'autocannon';

import { type Server, startServer, stopServer } from './server';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
/** Each page is measured this many times, interleaved; the tables show the medians. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const CATALOG_ITEMS = Number(process.env.BENCH_CATALOG_ITEMS ?? 2000);
const BASE_PORT = Number(process.env.BENCH_PORT ?? 4200);
const PATHS = ['/robots.txt', '/', '/courses', '/catalog', '/register'];
/** Pages whose first-load JavaScript is measured. */
const JS_PATHS = ['/', '/courses', '/catalog', '/register', '/contact', '/login'];

const seed = path.resolve('studio/seed/data.ndjson');

interface Figures {
  requests: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** The bundled dataset with `items` catalog videos in all (the seed's and generated ones). */
function generateDataset(dir: string, items: number): string {
  const lines = readFileSync(seed, 'utf8').split('\n').filter(Boolean);
  const videos = lines.filter((line) => line.includes('"_type":"catalogItem"'));
  const template = JSON.parse(videos[0]!) as Record<string, unknown>;
  for (let i = videos.length; i < items; i++) {
    const title = `Generated lecture ${i + 1}: implant case review`;
    lines.push(
      JSON.stringify({
        ...template,
        _id: `catalogItem.generated-${i}`,
        title: [
          { _key: 'en', _type: 'internationalizedArrayStringValue', value: title },
          { _key: 'es', _type: 'internationalizedArrayStringValue', value: `Lección ${i + 1}` },
        ],
        videoId: `gen${String(i).padStart(8, '0')}`,
        orderRank: 1000 + i,
      }),
    );
  }
  const file = path.join(dir, 'data.ndjson');
  writeFileSync(file, lines.join('\n') + '\n');
  // Images are looked up beside the dataset file.
  symlinkSync(path.resolve('studio/seed/images'), path.join(dir, 'images'));
  return file;
}

function load(url: string, seconds: number): Promise<Figures> {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections: CONNECTIONS, duration: seconds, headers: { 'accept-encoding': 'gzip' } },
      (error, result) => {
        if (error) reject(error);
        else
          resolve({
            requests: result.requests.average,
            p50: result.latency.p50,
            p99: result.latency.p99,
            errors: result.errors + result.timeouts,
            non2xx: result.non2xx,
          });
      },
    );
  });
}

/** The HTML's size, and the time of one request on its own (median of a few). */
async function single(url: string): Promise<{ bytes: number; gzip: number; ms: number }> {
  const times: number[] = [];
  let html = '';
  for (let i = 0; i < 15; i++) {
    const started = performance.now();
    html = await fetch(url).then((response) => response.text());
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const bytes = Buffer.byteLength(html);
  return { bytes, gzip: gzipSync(html).length, ms: times[7]! };
}

/**
 * The JavaScript a first visit of `url` loads: the modules its HTML names (Remix's modulepreloads
 * list every module the route needs) and the page language's texts, each file's gzipped size from
 * the build. Code loaded later (the footer's form, Stripe.js) is not counted.
 */
async function firstLoadJs(url: string) {
  const html = await fetch(url).then((response) => response.text());
  const sources = new Set<string>();
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]*href="([^"]+)"/g)) {
    sources.add(match[1]!);
  }
  for (const match of html.matchAll(/import\(?\s*"(\/assets\/[^"]+\.js)"/g)) sources.add(match[1]!);
  for (const match of html.matchAll(/<script[^>]+src="(\/assets\/[^"]+\.js)"/g)) {
    sources.add(match[1]!);
  }
  // The page's interface texts, which entry.client.tsx imports by the page's language.
  const language = html.match(/<html[^>]*\slang="(\w+)"/)?.[1] ?? 'en';
  const texts = textsChunk(language);
  if (texts) sources.add(texts);
  const files = [...sources].map((source) => {
    const bytes = readFileSync(path.join('build/client', source));
    return { source, raw: bytes.length, gzip: gzipSync(bytes).length };
  });
  return {
    files,
    raw: files.reduce((sum, file) => sum + file.raw, 0),
    gzip: files.reduce((sum, file) => sum + file.gzip, 0),
  };
}

/** The built chunk of the interface texts of `language` (app/i18n/en.ts becomes assets/en-HASH.js). */
function textsChunk(language: string): string | undefined {
  const file = readdirSync('build/client/assets').find((name) =>
    new RegExp(`^${language}-[\\w-]+\\.js$`).test(name),
  );
  return file && `/assets/${file}`;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const tailRatio = (figures: Figures) => figures.p99 / Math.max(figures.p50, 1);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const pad = (text: string | number, width: number) => String(text).padStart(width);

const dir = mkdtempSync(path.join(os.tmpdir(), 'academy-bench-'));
const servers: Server[] = [];
try {
  const large = generateDataset(dir, CATALOG_ITEMS);
  servers.push(await startServer('bundled (16 videos)', BASE_PORT, seed));
  servers.push(await startServer(`${CATALOG_ITEMS} videos`, BASE_PORT + 1, large));

  console.log(
    `pages bench · ${new Date().toISOString()} · ${os.cpus().length} × ${os.cpus()[0]?.model.trim()} · ` +
      `node ${process.version} · autocannon ${CONNECTIONS} connections, ${SECONDS} s a page`,
  );
  const rounds = new Map<string, Map<string, Figures[]>>();
  const alone = new Map<string, Map<string, { bytes: number; gzip: number; ms: number }>>();
  for (const server of servers) {
    rounds.set(server.label, new Map(PATHS.map((page) => [page, []])));
    alone.set(server.label, new Map());
  }
  // Page by page, each on both servers in turn, the whole list ROUNDS times: the machine's other
  // load drifts less between the figures of a page than between whole runs, and a burst of it
  // lands in one round's figures, which the medians leave out.
  for (let round = 0; round < ROUNDS; round++) {
    for (const page of PATHS) {
      for (const server of servers) {
        const url = server.origin + page;
        // Warm up: the first evaluation of each query, V8's optimisation, the page cache.
        await load(url, 1);
        if (round === 0) alone.get(server.label)!.set(page, await single(url));
        const figures = await load(url, SECONDS);
        rounds.get(server.label)!.get(page)!.push(figures);
      }
    }
  }
  type Result = Figures & { p99OverP50: number[]; bytes: number; gzip: number; ms: number };
  const results = new Map<string, Map<string, Result>>();
  for (const server of servers) {
    const byPath = new Map<string, Result>();
    for (const [page, figures] of rounds.get(server.label)!) {
      const pick = (figure: (one: Figures) => number) => median(figures.map(figure));
      byPath.set(page, {
        requests: pick((one) => one.requests),
        p50: pick((one) => one.p50),
        p99: pick((one) => one.p99),
        errors: figures.reduce((sum, one) => sum + one.errors, 0),
        non2xx: figures.reduce((sum, one) => sum + one.non2xx, 0),
        p99OverP50: figures.map(tailRatio),
        ...alone.get(server.label)!.get(page)!,
      });
    }
    results.set(server.label, byPath);
  }

  const bundled = results.get(servers[0]!.label)!;
  for (const server of servers) {
    const byPath = results.get(server.label)!;
    const trivial = byPath.get('/robots.txt')!.requests;
    console.log(`\n${server.label}`);
    console.log(
      `${'page'.padEnd(12)}${pad('req/s', 8)}${pad('÷ robots', 10)}${pad('p50 ms', 8)}${pad('p99 ms', 8)}` +
        `${pad('p99÷p50', 9)}${pad('alone ms', 10)}${pad('÷ bundled', 11)}${pad('HTML', 11)}${pad('gzip', 10)}${pad('errors', 8)}   p99÷p50 by round`,
    );
    for (const [page, figures] of byPath) {
      const base = bundled.get(page)!;
      console.log(
        `${page.padEnd(12)}${pad(figures.requests.toFixed(0), 8)}${pad((figures.requests / trivial).toFixed(2), 10)}` +
          `${pad(figures.p50, 8)}${pad(figures.p99, 8)}${pad(median(figures.p99OverP50).toFixed(1), 9)}` +
          `${pad(figures.ms.toFixed(1), 10)}${pad((base.requests / figures.requests).toFixed(2), 11)}` +
          `${pad(kb(figures.bytes), 11)}${pad(kb(figures.gzip), 10)}${pad(figures.errors + figures.non2xx, 8)}` +
          `   ${figures.p99OverP50.map((ratio) => ratio.toFixed(1)).join(' ')}`,
      );
    }
  }
  console.log(
    "\n÷ robots: share of /robots.txt throughput; ÷ bundled: bundled req/s ÷ this req/s (time per request relative to 16 videos); errors: errors, timeouts and non-2xx answers (all rounds);\nreq/s, p50, p99: medians of the rounds; p99÷p50: the median of the rounds' ratios, each round's after it",
  );

  console.log('\nJavaScript loaded on a first visit (the modules the HTML names), bundled dataset');
  console.log(`${'page'.padEnd(12)}${pad('files', 7)}${pad('raw', 11)}${pad('gzip', 11)}`);
  for (const page of JS_PATHS) {
    const js = await firstLoadJs(servers[0]!.origin + page);
    console.log(
      `${page.padEnd(12)}${pad(js.files.length, 7)}${pad(kb(js.raw), 11)}${pad(kb(js.gzip), 11)}`,
    );
    if (process.env.BENCH_JS_FILES) {
      for (const file of js.files.sort((a, b) => b.gzip - a.gzip)) {
        console.log(`    ${file.source.padEnd(60)}${pad(kb(file.gzip), 11)}`);
      }
    }
  }
} finally {
  for (const server of servers) await stopServer(server);
  rmSync(dir, { recursive: true, force: true });
}
