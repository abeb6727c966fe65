/**
 * Starts the site: validates the environment, provides PostgreSQL (DATABASE_URL or an embedded
 * server), applies migrations, then serves the Remix app (the production build, or Vite's dev
 * server with --dev), with /healthz and /readyz. SIGTERM or SIGINT drains it (server/shutdown.ts).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { createRequestHandler, type ServerBuild } from '@remix-run/node';
import express from 'express';

import { closeAllPools, connect } from '../app/db/client.server';
import { provideDatabase } from '../app/db/provide.server';
import { EnvError, parseEnv } from '../app/lib/env.server';
import { ensureSessionSecret } from '../app/lib/secrets.server';
import { startBackgroundJobs } from './background-jobs';
import { healthRoutes } from './health';
import { createLogger, requestLogging, routeConsoleTo } from './logging';
import { createPageCache } from './page-cache';
import { remixHandler, REQUEST_DEADLINE_MS } from './remix-handler';
import { pageCompression } from './shared-page';
import { createDrain } from './shutdown';
import { assetFiles, staticFiles } from './static-files';

const dev = process.argv.includes('--dev');
process.env.NODE_ENV = dev ? 'development' : 'production';

// Things to stop on the way out, in the order started (stopped newest first: the embedded
// database last).
const stops: Array<() => Promise<void>> = [];

async function stopAll() {
  for (const stop of stops.reverse()) await stop().catch(() => {});
}

const drain = createDrain();
/** How long, after SIGTERM, kept-alive connections are answered and closed one by one. */
const DRAIN_NOTICE_MS = 1_000;

async function main() {
  const env = parseEnv(process.env);
  const logger = createLogger({
    format: env.LOG_FORMAT ?? (dev ? 'pretty' : 'json'),
    level: env.LOG_LEVEL,
  });
  routeConsoleTo(logger);

  ensureSessionSecret();

  const database = await provideDatabase(env);
  stops.push(database.stop);

  // MOCKS=true: Stripe's API stood in for on loopback (sets STRIPE_API_URL for the app).
  if (env.MOCKS) {
    const { startStripeStandIns } = await import('../mocks/start');
    stops.push((await startStripeStandIns(env)).close);
  }

  // The app's pools (in the Remix build's copy of app/db too) close before the database stops.
  stops.push(() => closeAllPools());
  stops.push(startBackgroundJobs(env));
  // Readiness asks the database on a connection of its own, not behind a busy pool.
  const healthSql = connect(process.env.DATABASE_URL!, { max: 1, connect_timeout: 2 });
  stops.push(() => healthSql.end({ timeout: 1 }));

  const app = express();
  app.disable('x-powered-by');
  app.use(requestLogging(logger));
  app.use(drain.closeConnections);
  app.use(healthRoutes({ sql: healthSql, isDraining: drain.isDraining }));
  app.use(pageCompression());
  app.use((_req, res, next) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    // A Studio's Presentation tool frames the site: X-Frame-Options cannot name another origin,
    // so then the policy's frame-ancestors alone says who may (app/lib/csp.server.ts).
    if (!env.SANITY_STUDIO_URL) res.setHeader('X-Frame-Options', 'SAMEORIGIN');
    next();
  });

  // Images of the bundled content dataset (used when no Sanity project is configured).
  app.use(
    '/content-images',
    express.static(path.resolve(path.dirname(env.CONTENT_DATASET_PATH), 'images'), {
      maxAge: '1d',
    }),
  );

  let build: ServerBuild | (() => Promise<ServerBuild>);
  if (dev) {
    const vite = await import('vite');
    const devServer = await vite.createServer({ server: { middlewareMode: true } });
    stops.push(() => devServer.close());
    app.use(devServer.middlewares);
    build = () => devServer.ssrLoadModule('virtual:remix/server-build') as Promise<ServerBuild>;
  } else {
    const serverBuild = path.resolve('build/server/index.js');
    if (!existsSync(serverBuild)) {
      console.log('No production build yet: building...');
      const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
      if (result.status !== 0) throw new Error('The build failed; see the output above');
    }
    app.use('/assets', assetFiles('build/client/assets'));
    app.use(staticFiles('build/client', { maxAge: '1h', index: false }));
    build = (await import(pathToFileURL(serverBuild).href)) as ServerBuild;
  }

  // Anonymous pages rendered once per few seconds (server/page-cache.ts); off in development.
  const pageCache = createPageCache({
    seconds: dev ? 0 : env.PAGE_CACHE_SECONDS,
    entries: env.PAGE_CACHE_ENTRIES,
  });
  app.use(pageCache.serveFromMemory);
  app.all(
    '*',
    // The handler catches what Remix throws and passes it to next().
    // eslint-disable-next-line @typescript-eslint/no-misused-promises
    remixHandler(
      pageCache.wrap(createRequestHandler(build, process.env.NODE_ENV)),
      // The socket's peer address; see app/load-context.ts and app/lib/client-address.server.ts.
      (req) => ({ clientAddress: req.socket.remoteAddress }),
      REQUEST_DEADLINE_MS,
      // The proxy's request id keys writes done once per request (docs/decisions/0033).
      env.TRUST_PROXY,
    ),
  );

  const server = app.listen(env.PORT, env.HOST, () => {
    console.log(`Academy site ready at http://localhost:${env.PORT}${dev ? ' (dev)' : ''}`);
  });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: finishing the requests in flight, then stopping...`);
    await drain.drain(server, stops.reverse(), env.SHUTDOWN_GRACE_SECONDS * 1000, DRAIN_NOTICE_MS);
    console.log('Stopped.');
    process.exit(0);
  };
  process.on('uncaughtException', (error) => {
    // postgres.js 3.4.x threw this from a timer when a connection died with a write pending
    // (porsager/postgres#1154, #1208; fixes unreleased). patches/postgres+3.4.9.patch settles such
    // writes instead, so this should no longer happen; if a new version brings it back, the
    // query fails but the process need not. Anything else is a bug: log it and stop, as Node would.
    if (isPostgresLostConnectionBug(error)) {
      console.error('Database connection lost mid-transaction (postgres.js #1154):', error.message);
      return;
    }
    console.error('Uncaught exception:', error);
    process.exit(1);
  });
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch(async (error) => {
  if (error instanceof EnvError) {
    console.error(error.message);
  } else {
    console.error('Start-up failed:', error instanceof Error ? error.message : error);
  }
  await stopAll();
  process.exit(1);
});

function isPostgresLostConnectionBug(error: Error): boolean {
  return (
    error instanceof TypeError &&
    error.message.includes("reading 'write'") &&
    /postgres[\\/]src[\\/]connection\.js/.test(error.stack ?? '')
  );
}
