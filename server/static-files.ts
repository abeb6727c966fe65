/**
 * The production build's public files (build/client, beside the hashed /assets), served only for
 * their own paths. express.static asks the file system about every request it sees, and every
 * page's path is one: a `stat` per page view for a file that is never there. The build does not
 * change while the server runs, so its files are listed once.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';

import express, { type RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';

/** The URL paths of the files under `dir` ('/favicon.svg', ...). */
export function listFiles(dir: string): Set<string> {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) =>
    entry.isFile(),
  );
  return new Set(
    files.map((entry) => '/' + path.relative(dir, path.join(entry.parentPath, entry.name))),
  );
}

/** A URL path as a file's name ('/a%20b.txt' is '/a b.txt'), or null when it cannot be one. */
function decodedPath(urlPath: string): string | null {
  try {
    return decodeURIComponent(urlPath);
  } catch {
    return null;
  }
}

/** express.static for `dir`, consulted only for paths of files that are there. */
export function staticFiles(dir: string, options: Parameters<typeof express.static>[1]) {
  const files = listFiles(dir);
  const serve = express.static(dir, options);
  const handler: RequestHandler = (req, res, next) => {
    const file = decodedPath(req.path);
    return file !== null && files.has(file) ? serve(req, res, next) : next();
  };
  return handler;
}

/**
 * The build's hashed /assets, cached for a year, each script and style sent as the build
 * compressed it (vite.config.ts: brotli and gzip at their smallest; docs/decisions/0079): brotli
 * to a browser that takes it, else gzip, else the file as it is. compression() leaves an answer
 * already encoded alone.
 */
export function assetFiles(dir: string): RequestHandler {
  return expressStaticGzip(dir, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: { immutable: true, maxAge: '1y', index: false },
  });
}
