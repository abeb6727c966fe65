/**
 * GET /healthz: the process answers. GET /readyz: this instance should get traffic: not
 * draining, the database answers and has every migration of this build (docs/decisions/0022).
 * Tiny plain-text bodies, never cached; a load balancer polls them.
 */
import { type Request, type Response, Router } from 'express';

import type { Sql } from '../app/db/client.server';
import { readMigrations } from '../app/db/migrate.server';

/** A check that takes longer than this is a failed one. */
export const READY_TIMEOUT_MS = 2_000;

export function healthRoutes(options: {
  sql: Sql;
  isDraining: () => boolean;
  migrationsDir?: string;
}): Router {
  const router = Router();
  const answer = (res: Response, status: number, text: string) =>
    res.status(status).set('Cache-Control', 'no-store').type('text/plain').send(text);

  router.get('/healthz', (_req: Request, res: Response) => {
    answer(res, 200, 'ok');
  });

  // eslint-disable-next-line @typescript-eslint/no-misused-promises
  router.get('/readyz', async (_req: Request, res: Response) => {
    if (options.isDraining()) return answer(res, 503, 'draining');
    try {
      const missing = await withTimeout(missingMigrations(options), READY_TIMEOUT_MS);
      if (missing.length) return answer(res, 503, `migrations not applied: ${missing.join(', ')}`);
      answer(res, 200, 'ready');
    } catch {
      answer(res, 503, 'database unavailable');
    }
  });
  return router;
}

async function missingMigrations(options: { sql: Sql; migrationsDir?: string }) {
  const [files, rows] = await Promise.all([
    readMigrations(options.migrationsDir),
    options.sql<{ name: string }[]>`select name from schema_migrations`,
  ]);
  const applied = new Set(rows.map((row) => row.name));
  return files.map((file) => file.name).filter((name) => !applied.has(name));
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`No answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
