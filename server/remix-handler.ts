/**
 * Hands each request to Remix, with the body read here first, within a limit: a body larger
 * than the limit (declared by Content-Length, or counted as it streams in, chunked or not) is
 * answered 413 before any of it is kept, and the connection closed, so no upload can fill the
 * memory. The body Remix then sees is the bytes read, once (docs/decisions/0022).
 */
import type { IncomingMessage } from 'node:http';

import { type AppLoadContext, writeReadableStreamToWritable } from '@remix-run/node';
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from 'express';

import { isCrossSiteWrite } from '../app/lib/cross-site.server';
import { inRequestScope } from '../app/lib/request-scope.server';

const KIB = 1024;

/** Forms and JSON bodies: the largest form (an enquiry) is a few KiB. */
export const BODY_LIMIT = 64 * KIB;
/** Stripe's events can carry a whole PaymentIntent with its charges. */
export const WEBHOOK_BODY_LIMIT = 512 * KIB;

export function bodyLimitFor(path: string): number {
  return path === '/api/stripe/webhook' ? WEBHOOK_BODY_LIMIT : BODY_LIMIT;
}

/** The body, or null once it is known to be larger than `limit` (reading then stops). */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = (outcome: () => void) => {
      req.off('data', onData).off('end', onEnd).off('error', onError);
      outcome();
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.pause();
        done(() => resolve(null));
      } else {
        chunks.push(chunk);
      }
    };
    const onEnd = () => done(() => resolve(Buffer.concat(chunks)));
    const onError = (error: Error) => done(() => reject(error));
    req.on('data', onData).on('end', onEnd).on('error', onError);
  });
}

type Handle = (request: Request, context: AppLoadContext) => Promise<Response>;

/**
 * The Express handler: read the body within its limit, build the Fetch request, refuse a
 * cross-site write, send Remix's answer (503 when it is not ready within `deadlineMs`).
 */
export function remixHandler(
  handle: Handle,
  loadContext: (req: ExpressRequest) => AppLoadContext,
  deadlineMs = REQUEST_DEADLINE_MS,
) {
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    try {
      let body: Buffer | undefined;
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        const read = await readBody(req, bodyLimitFor(req.path));
        if (!read) {
          // The rest of the upload is not read: the connection closes after this answer.
          res.set('Connection', 'close');
          const message = 'The request body is too large.';
          if (req.path.startsWith('/api/')) res.status(413).json({ error: message });
          else res.status(413).type('text/plain').send(message);
          return;
        }
        body = read;
      }
      const controller = new AbortController();
      // The client went away before the answer was sent: loaders and actions may stop.
      res.on('close', () => {
        if (!res.writableFinished) controller.abort();
      });
      const request = new Request(`${req.protocol}://${req.get('host')}${req.originalUrl}`, {
        method: req.method,
        headers: fetchHeaders(req),
        body: body && new Uint8Array(body),
        signal: controller.signal,
      });
      // A backslash in the path ('/%5C'): no page has one, and the router takes it for a URL.
      if (/\\|%5c/i.test(req.path)) {
        res.status(404).type('text/plain').send('Not Found');
        return;
      }
      // Remix's old data requests: this app uses single fetch, and Remix answers them badly.
      if (new URL(request.url).searchParams.has('_data')) {
        res.status(400).type('text/plain').send('Bad request.');
        return;
      }
      if (isCrossSiteWrite(request)) {
        const message = 'Cross-site requests are not accepted.';
        if (req.path.startsWith('/api/')) res.status(403).json({ error: message });
        else res.status(403).type('text/plain').send(message);
        return;
      }
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<Response>((resolve) => {
        timer = setTimeout(() => {
          controller.abort();
          resolve(busy(req.path));
        }, deadlineMs);
      });
      const [response, scope] = await inRequestScope(() =>
        Promise.race([handle(request, loadContext(req)), deadline]),
      );
      clearTimeout(timer);
      await send(res, scope.databaseUnavailable ? unavailable(response) : response);
    } catch (error) {
      next(error);
    }
  };
}

/**
 * An answer not ready in this long is given up: the client gets a 503 rather than waiting on
 * work that may never end (a query whose connection died, postgres.js #1154). Longer than the
 * database's statement limit, so a slow query still fails on its own first.
 */
export const REQUEST_DEADLINE_MS = 12_000;

function busy(path: string): Response {
  const message = 'The site is busy. Please try again in a moment.';
  const headers = { 'Retry-After': '5', 'Cache-Control': 'no-store' };
  return path.startsWith('/api/')
    ? Response.json({ error: message }, { status: 503, headers })
    : new Response(message, { status: 503, headers: { ...headers, 'Content-Type': 'text/plain' } });
}

/** Remix's error answer while the database was unavailable: a 503 the client may retry. */
function unavailable(response: Response): Response {
  if (response.status < 500) return response;
  const headers = new Headers(response.headers);
  headers.set('Retry-After', '5');
  headers.set('Cache-Control', 'no-store');
  return new Response(response.body, { status: 503, statusText: 'Service Unavailable', headers });
}

function fetchHeaders(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    // The host is the Host header (the proxy passes it on); a client-written X-Forwarded-Host
    // would only make Remix's own origin check fail with a 500.
    if (name === 'x-forwarded-host') continue;
    for (const one of [value ?? []].flat()) headers.append(name, one);
  }
  return headers;
}

async function send(res: ExpressResponse, response: Response) {
  res.statusMessage = response.statusText;
  res.status(response.status);
  // Each Set-Cookie stays a header of its own.
  for (const [name, value] of response.headers.entries()) res.append(name, value);
  if (response.body) await writeReadableStreamToWritable(response.body, res);
  else res.end();
}
