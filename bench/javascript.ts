/**
 * First-load JavaScript per route (issue 27, goal 4): the modules a first visit's HTML names
 * (Remix's modulepreloads list every module the route needs) and the page language's texts,
 * each file's gzipped size from the build. Code loaded later (the footer's form, Stripe.js) is
 * not counted. `npm run bench:js` prints it on its own, with each file when BENCH_JS_FILES is
 * set; bench/pages.ts prints it at the end of `npm run bench`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

import { startServer, stopServer } from './server';

const SEED = path.resolve('studio/seed/data.ndjson');

/** Pages whose first-load JavaScript is measured. */
export const JS_PATHS = ['/', '/courses', '/catalog', '/register', '/contact', '/login'];
/** Goal 4's budget for the pages with a form. */
export const JS_BUDGET = { paths: ['/register', '/contact', '/login'], gzip: 110 * 1024 };

export async function firstLoadJs(url: string) {
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

/**
 * The built chunk of the public interface texts of `language` (app/i18n/public.en.ts becomes
 * assets/public.en-HASH.js); the measured pages are public ones.
 */
function textsChunk(language: string): string | undefined {
  const file = readdirSync('build/client/assets').find((name) =>
    new RegExp(`^public\\.${language}-[\\w-]+\\.js$`).test(name),
  );
  return file && `/assets/${file}`;
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
    await stopServer(server);
  }
}
