/**
 * Structured logs (docs/decisions/0025): one JSON line per request (method, path, status,
 * duration, request id) and per background event, on stdout; in development a readable line
 * instead. Every line written while a request's work runs carries its `requestId`, taken from
 * the proxy's `X-Request-Id` or made here, and sent back in the answer's header. The site's own
 * `console` calls go through the same logger. Paths are logged without their query strings
 * (links carry tokens); headers, cookies and bodies are never logged.
 */
import { randomUUID } from 'node:crypto';
import { format } from 'node:util';

import type { NextFunction, Request, Response } from 'express';
import pino, { type DestinationStream, type Logger } from 'pino';

import { currentRequestId, withRequestId } from '../app/lib/request-scope.server';

export type LogFormat = 'json' | 'pretty';

export function createLogger(
  options: { format: LogFormat; level?: string; destination?: DestinationStream } = {
    format: 'json',
  },
): Logger {
  return pino(
    {
      level: options.level ?? 'info',
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      mixin: () => {
        const requestId = currentRequestId();
        return requestId ? { requestId } : {};
      },
    },
    options.destination ?? (options.format === 'pretty' ? prettyStream() : process.stdout),
  );
}

/** 'HH:MM:SS level message key=value ...' for a person at a terminal. */
export function prettyStream(
  out: Pick<NodeJS.WritableStream, 'write'> = process.stdout,
): DestinationStream {
  return {
    write(line: string) {
      const { time, level, msg, ...rest } = JSON.parse(line) as Record<string, unknown>;
      const fields = Object.entries(rest)
        .map(
          ([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`,
        )
        .join(' ');
      const clock = String(time).slice(11, 19);
      out.write(
        `${clock} ${String(level).padEnd(5)} ${String(msg ?? '')}${fields ? ` ${fields}` : ''}\n`,
      );
    },
  };
}

/** The site's `console.log/info/warn/error` calls become log lines of the same levels. */
export function routeConsoleTo(logger: Logger): void {
  const line = (args: unknown[]) => format(...args);
  console.log = (...args: unknown[]) => logger.info(line(args));
  console.info = console.log;
  console.warn = (...args: unknown[]) => logger.warn(line(args));
  console.error = (...args: unknown[]) => logger.error(line(args));
}

// What a proxy may hand us as a request id; anything else is replaced.
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Express middleware: the request id, the scope it runs in, and its line when answered. */
export function requestLogging(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction) => {
    // A load balancer polls these every few seconds: not worth a line each.
    if (req.path === '/healthz' || req.path === '/readyz') return next();
    const given = req.get('x-request-id');
    const requestId = given && REQUEST_ID.test(given) ? given : randomUUID();
    res.setHeader('X-Request-Id', requestId);
    const started = process.hrtime.bigint();
    let logged = false;
    const done = () => {
      if (logged) return;
      logged = true;
      const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
      logger.info(
        {
          requestId,
          method: req.method,
          path: req.path,
          status: res.writableFinished ? res.statusCode : 'aborted',
          durationMs: Math.round(durationMs * 10) / 10,
        },
        'request',
      );
    };
    res.on('finish', done).on('close', done);
    withRequestId(requestId, next);
  };
}
