/**
 * First-load JavaScript per route (issue 27, goal 4): the scripts Chromium loads for a first
 * visit until the page has hydrated (firstLoadJs), gzipped (the budget's measure) and as
 * Chromium was sent them (brotli since decision 0079). `npm run bench:js` prints it on its own,
 * with each file when BENCH_JS_FILES is set; bench/pages.ts prints it at the end of
 * `npm run bench`.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

import { type Browser, chromium } from '@playwright/test';

import { startServer, stopServer } from './server';

const SEED = path.resolve('studio/seed/data.ndjson');

/** Pages whose first-load JavaScript is measured. */
export const JS_PATHS = ['/', '/courses', '/catalog', '/register', '/contact', '/login'];
/** Goal 4's budget for the pages with a form. */
export const JS_BUDGET = { paths: ['/register', '/contact', '/login'], gzip: 110 * 1024 };

/**
 * The scripts a first visit of `url` asks for before it hydrates, in Chromium: the modules the
 * HTML names (Remix's modulepreloads), and what entry.client.tsx fetches before hydrating (the
 * language's texts and the page's text bundles, decision 0075). What hydration or a person's
 * action brings later (a lazy part, a form's checks, Stripe.js) is not counted.
 */
export async function firstLoadJs(url: string) {
  browser ??= await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  });
  const page = await browser.newPage();
  // When hydration starts: Remix's browser entry sets window.__remixRouter as it begins.
  // A string: a function here would be sent with the helpers tsx adds to it.
  await page.addInitScript(`{
    let router;
    Object.defineProperty(window, '__remixRouter', {
      configurable: true,
      get: () => router,
      set(value) { window.__benchHydrating = performance.now(); router = value; },
    });
  }`);
  let sources: { pathname: string; sent: number }[];
  try {
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(() => '__benchHydrating' in window);
    sources = await page.evaluate(() => {
      const started = (window as unknown as { __benchHydrating: number }).__benchHydrating;
      return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => entry.startTime <= started)
        .map((entry) => ({ pathname: new URL(entry.name).pathname, sent: entry.encodedBodySize }))
        .filter(({ pathname }) => pathname.startsWith('/assets/') && pathname.endsWith('.js'));
    });
  } finally {
    await page.close();
  }
  const unique = new Map(sources.map((source) => [source.pathname, source.sent]));
  const files = [...unique].map(([source, sent]) => {
    const file = path.join('build/client', source);
    const bytes = readFileSync(file);
    // The build's gzip file (decision 0079), or the file as compression() gzips it.
    const gzip = existsSync(`${file}.gz`) ? statSync(`${file}.gz`).size : gzipSync(bytes).length;
    return { source, raw: bytes.length, gzip, sent };
  });
  const sum = (key: 'raw' | 'gzip' | 'sent') => files.reduce((total, file) => total + file[key], 0);
  return { files, raw: sum('raw'), gzip: sum('gzip'), sent: sum('sent') };
}

let browser: Browser | undefined;

/** Closes the browser firstLoadJs started. */
export async function closeBrowser() {
  await browser?.close();
  browser = undefined;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const pad = (text: string | number, width: number) => String(text).padStart(width);

/** The table of JS_PATHS on a running server. */
export async function printFirstLoadJs(origin: string, files = !!process.env.BENCH_JS_FILES) {
  console.log(
    `${'page'.padEnd(12)}${pad('files', 7)}${pad('raw', 11)}${pad('gzip', 11)}${pad('sent', 11)}`,
  );
  for (const page of JS_PATHS) {
    const js = await firstLoadJs(origin + page);
    const budgeted = JS_BUDGET.paths.includes(page);
    console.log(
      `${page.padEnd(12)}${pad(js.files.length, 7)}${pad(kb(js.raw), 11)}${pad(kb(js.gzip), 11)}` +
        `${pad(kb(js.sent), 11)}` +
        (budgeted ? `  (budget ${kb(JS_BUDGET.gzip)})` : ''),
    );
    if (files) {
      for (const file of js.files.sort((a, b) => b.gzip - a.gzip)) {
        console.log(
          `    ${file.source.padEnd(60)}${pad(kb(file.gzip), 11)}${pad(kb(file.sent), 11)}`,
        );
      }
    }
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const server = await startServer('javascript', Number(process.env.BENCH_PORT ?? 4290), SEED);
  try {
    await printFirstLoadJs(server.origin);
  } finally {
    await closeBrowser();
    await stopServer(server);
  }
}
