/**
 * The answers of resource routes (app/routes/api/): JSON that no cache stores, `{ error }`
 * bodies, 405 with `Allow`, and 'failed: log it and answer 503'. Headers given to any of them are
 * added to, or replace, `Cache-Control: no-store` (the account API sends `private, no-store`).
 */
type HeaderRecord = Record<string, string>;

export const NO_STORE = { 'Cache-Control': 'no-store' } as const;

/** `body` as JSON with `Cache-Control: no-store` (or the given headers over it). */
export function json(body: unknown, status = 200, headers: HeaderRecord = {}): Response {
  return Response.json(body, { status, headers: { ...NO_STORE, ...headers } });
}

/** `{ error: message }` with that status. */
export function jsonError(
  status: number,
  message: string,
  headers: HeaderRecord = {},
  extra: Record<string, unknown> = {},
): Response {
  return json({ error: message, ...extra }, status, headers);
}

/** 204 with no body. */
export function noContent(headers: HeaderRecord = {}): Response {
  return new Response(null, { status: 204, headers: { ...NO_STORE, ...headers } });
}

/** 405 `{ error }` naming the methods the route answers in `Allow`, e.g. 'POST' or 'GET'. */
export function methodNotAllowed(
  allow: string,
  {
    message = 'Method not allowed',
    headers = {},
  }: { message?: string; headers?: HeaderRecord } = {},
): Response {
  return jsonError(405, message, { ...headers, Allow: allow });
}

/**
 * Something the route depends on (the database, Stripe, the content) failed: logs `what` with
 * the error and answers `{ error: message }`, 503 unless told otherwise.
 */
export function failed(
  what: string,
  error: unknown,
  message: string,
  { status = 503, headers = {} }: { status?: number; headers?: HeaderRecord } = {},
): Response {
  console.error(`${what}:`, error);
  return jsonError(status, message, headers);
}

/** 404 in plain text: a file route's answer for what is not there, or not the asker's. */
export function fileNotFound(): Response {
  return new Response('Not Found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', ...NO_STORE },
  });
}

/** A PDF (a receipt, a certificate) shown by the browser, saved under `fileName`; never cached. */
export function pdfResponse(pdf: Buffer, fileName: string): Response {
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${fileName}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
