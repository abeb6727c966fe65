/**
 * First-load JavaScript per route (issue 27, goal 4): the scripts Chromium loads for a first
 * visit until the page has hydrated (firstLoadJs), each file's gzipped size from the build.
 * `npm run bench:js` prints it on its own, with each file when BENCH_JS_FILES is set;
 * bench/pages.ts prints it at the end of `npm run bench`.
 */
import { readFileSync } from 'node:fs';
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
  let sources: string[];
  try {
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(() => '__benchHydrating' in window);
    sources = await page.evaluate(() => {
      const started = (window as unknown as { __benchHydrating: number }).__benchHydrating;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime <= started)
        .map((entry) => new URL(entry.name).pathname)
        .filter((pathname) => pathname.startsWith('/assets/') && pathname.endsWith('.js'));
    });
  } finally {
    await page.close();
  }
  const files = [...new Set(sources)].map((source) => {
    const bytes = readFileSync(path.join('build/client', source));
    return { source, raw: bytes.length, gzip: gzipSync(bytes).length };
  });
  return {
    files,
    raw: files.reduce((sum, file) => sum + file.raw, 0),
    gzip: files.reduce((sum, file) => sum + file.gzip, 0),
  };
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
  console.log(`${'page'.padEnd(12)}${pad('files', 7)}${pad('raw', 11)}${pad('gzip', 11)}`);
  for (const page of JS_PATHS) {
    const js = await firstLoadJs(origin + page);
    const budgeted = JS_BUDGET.paths.includes(page);
    console.log(
      `${page.padEnd(12)}${pad(js.files.length, 7)}${pad(kb(js.raw), 11)}${pad(kb(js.gzip), 11)}` +
        (budgeted ? `  (budget ${kb(JS_BUDGET.gzip)})` : ''),
    );
    if (files) {
      for (const file of js.files.sort((a, b) => b.gzip - a.gzip)) {
        console.log(`    ${file.source.padEnd(60)}${pad(kb(file.gzip), 11)}`);
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
