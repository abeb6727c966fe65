/**
 * Hands each request to Remix, with the body read here first, within a limit: a body larger
 * than the limit (declared by Content-Length, or counted as it streams in, chunked or not) is
 * answered 413 without any of it being kept: the rest is read and thrown away (up to
 * DISCARD_LIMIT, so the client, still sending, reads the answer rather than a reset) and the
 * connection closed. The body Remix then sees is the bytes read, once (docs/decisions/0022).
 * A write that came through a trusted proxy is done once: a copy the proxy sends again gets the
 * first copy's stored result (docs/decisions/0033).
 */
import type { IncomingMessage } from 'node:http';

import type { AppLoadContext } from '@remix-run/node';
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from 'express';

import { requestKey } from '../app/db/once-per-request.server';
import { isCrossSiteWrite } from '../app/lib/cross-site.server';
import { currentRequestScope, inRequestScope } from '../app/lib/request-scope.server';
import { isTrustedProxy, type TrustProxy } from '../app/lib/trust-proxy.server';

const KIB = 1024;

/** Forms and JSON bodies: the largest form (an enquiry) is a few KiB. */
export const BODY_LIMIT = 64 * KIB;
/** Stripe's events can carry a whole PaymentIntent with its charges. */
export const WEBHOOK_BODY_LIMIT = 512 * KIB;

export function bodyLimitFor(path: string): number {
  return path === '/api/stripe/webhook' ? WEBHOOK_BODY_LIMIT : BODY_LIMIT;
}

/**
 * How much of a refused upload is read and thrown away before the 413 is sent. A larger one is
 * answered at once and its connection closed under it (the client may see a reset instead).
 */
export const DISCARD_LIMIT = 2 * 1024 * KIB;
/** ...and for how long. */
export const DISCARD_MS = 10_000;

/**
 * Reads the rest of a refused body without keeping it. Resolves true once it ended, false if
 * it is larger than `limit` or still coming after `ms`.
 */
export function discardBody(req: IncomingMessage, limit = DISCARD_LIMIT, ms = DISCARD_MS) {
  if (req.complete) return Promise.resolve(true);
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) return Promise.resolve(false);
  return new Promise<boolean>((resolve) => {
    let size = 0;
    const done = (ended: boolean) => {
      clearTimeout(timer);
      req.off('data', onData).off('end', onEnd).off('error', onError);
      if (!ended) req.pause();
      resolve(ended);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) done(false);
    };
    const onEnd = () => done(true);
    const onError = () => done(false);
    const timer = setTimeout(() => done(false), ms);
    req.on('data', onData).on('end', onEnd).on('error', onError);
    req.resume();
  });
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
  /** Whose request ids key writes done once per request (docs/decisions/0033); none if unset. */
  trustProxy?: TrustProxy,
) {
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    try {
      let body: Buffer | undefined;
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        const read = await readBody(req, bodyLimitFor(req.path));
        if (!read) {
          // The rest is read and dropped first: closing a connection with unread bytes resets
          // it, and the client, still sending, would never read the answer.
          await discardBody(req);
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
      const writeKey = trustProxy && keyOf(req, body, trustProxy);
      const [response, scope] = await inRequestScope(() => {
        const current = currentRequestScope();
        if (current && writeKey) current.writeKey = writeKey;
        return Promise.race([handle(request, loadContext(req)), deadline]);
      });
      clearTimeout(timer);
      const answer = scope.databaseUnavailable ? unavailable(response) : response;
      // A copy the proxy sent again, answered from the first copy's stored result.
      if (scope.replayed) res.setHeader('Idempotent-Replayed', 'true');
      await send(res, answer);
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

/**
 * The key of a write sent by a trusted proxy with its request id; undefined otherwise (a
 * client's own X-Request-Id is never a key: it could name another client's request).
 */
function keyOf(req: ExpressRequest, body: Buffer | undefined, trust: TrustProxy) {
  const requestId = req.get('x-request-id');
  const peer = req.socket.remoteAddress;
  if (body === undefined || !requestId || requestId.length > 128 || !peer) return undefined;
  if (!isTrustedProxy(trust, peer, 0)) return undefined;
  return requestKey({
    requestId,
    method: req.method,
    url: req.originalUrl,
    body,
    cookie: req.get('cookie'),
  });
}

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
  if (!response.body) {
    res.end();
    return;
  }
  // Whole, with its length (no answer of the app streams; docs/decisions/0072): compression()
  // then leaves small answers as they are and compresses the others in one piece.
  const body = Buffer.from(await response.arrayBuffer());
  res.setHeader('Content-Length', body.length);
  res.end(body);
}
