/**
 * Writes a load balancer may send twice (docs/decisions/0033). nginx resends a POST whose
 * instance died or closed its connection before answering; the copy must not store the enquiry
 * (or sign-up, order, place in line) again. A request that came through a trusted proxy carries
 * the proxy's request id; its key (id, method, URL, body and cookies hashed together: a client
 * cannot reach another's reply without all of them) is inserted by the write's own transaction
 * (`claimRequest`). A second copy's insert waits for the first's transaction, then finds the
 * key: it rolls back, and the handler answers with the first copy's reply, stored just before it
 * was sent (server/remix-handler.ts).
 */
import { createHash } from 'node:crypto';

import type { Queryable, Sql } from '~/db/client.server';

import { currentRequestScope } from './request-scope.server';

/** Replies are kept this long: a balancer resends within seconds. */
export const REQUEST_REPLIES_RETENTION_HOURS = 24;
/** A larger reply is not kept (a copy then gets the 409 below). */
export const MAX_KEPT_REPLY_BYTES = 64 * 1024;

/** Thrown inside the write's transaction when another copy of the request already committed. */
export class RequestAlreadyHandled extends Error {
  constructor() {
    super('This request was already handled (a copy sent again by the load balancer)');
    this.name = 'RequestAlreadyHandled';
  }
}

export function isRequestAlreadyHandled(error: unknown): boolean {
  return error instanceof Error && error.name === 'RequestAlreadyHandled';
}

/** The key of a request, from the proxy's id and everything that makes the request what it is. */
export function requestKey(request: {
  requestId: string;
  method: string;
  url: string;
  body: Uint8Array | undefined;
  cookie: string | undefined;
}): string {
  const hash = createHash('sha256');
  for (const part of [request.requestId, request.method, request.url, request.cookie ?? '']) {
    hash.update(part).update('\0');
  }
  hash.update(request.body ?? new Uint8Array());
  return hash.digest('base64url');
}

/**
 * Called first in a write's transaction. Does nothing for a request with no key (not through a
 * trusted proxy, or outside a request). Throws RequestAlreadyHandled, after waiting for the other
 * copy's transaction to end, when that copy committed.
 */
export async function claimRequest(tx: Queryable): Promise<void> {
  const scope = currentRequestScope();
  if (!scope?.replyKey || scope.claimed) return;
  const rows = await tx`
    insert into request_replies (key) values (${scope.replyKey})
    on conflict (key) do nothing
    returning key`;
  if (rows.length === 0) {
    scope.alreadyHandled = true;
    throw new RequestAlreadyHandled();
  }
  scope.claimed = true;
}

export interface StoredReply {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

// What a reply is replayed with; never Set-Cookie (a reply that sets one is not kept).
const KEPT_HEADERS = ['content-type', 'location', 'cache-control', 'retry-after'];

export function keptHeaders(headers: Headers): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of headers.entries()) {
    if (KEPT_HEADERS.includes(name) || name.startsWith('x-remix-')) {
      kept[name] = value;
    }
  }
  return kept;
}

export async function storeReply(sql: Sql, key: string, reply: StoredReply): Promise<void> {
  await sql`
    update request_replies
    set status = ${reply.status}, headers = ${sql.json(reply.headers)}, body = ${reply.body}
    where key = ${key}`;
}

/** The stored reply; null while the first copy has not stored it (or never committed). */
export async function findReply(sql: Sql, key: string): Promise<StoredReply | null> {
  const [row] = await sql<{ status: number | null; headers: unknown; body: Buffer | null }[]>`
    select status, headers, body from request_replies where key = ${key}`;
  if (!row || row.status === null) return null;
  return {
    status: row.status,
    headers: (row.headers ?? {}) as Record<string, string>,
    body: row.body ?? Buffer.alloc(0),
  };
}

/** Deletes replies older than `hours`; returns how many went. */
export async function pruneRequestReplies(
  sql: Sql,
  hours = REQUEST_REPLIES_RETENTION_HOURS,
): Promise<number> {
  const result = await sql`
    delete from request_replies where created_at < now() - make_interval(hours => ${hours})`;
  return result.count;
}
