/**
 * Writes a load balancer may send twice (docs/decisions/0033). nginx resends a POST whose
 * instance died or closed its connection before answering; the copy must not store the enquiry
 * (or sign-up, order, place in line) again, and must get the same answer. A request that came
 * through a trusted proxy carries the proxy's request id; its key (id, method, URL, body and
 * cookies hashed together: no client can reach another's result without all of them) is set on
 * the request's scope by server/remix-handler.ts. A write wrapped in `oncePerRequest` inserts
 * the key with its result in its own transaction; a copy's insert waits for the first copy's
 * transaction and, once that committed, returns the stored result without writing. The route
 * then answers the copy exactly as it answered the first, whatever became of that answer.
 */
import { createHash } from 'node:crypto';

import { currentRequestScope } from '~/lib/request-scope.server';

import type { Queryable, Sql } from './client.server';

/** Results are kept this long: a balancer resends within seconds. */
export const REQUEST_RESULTS_RETENTION_HOURS = 24;

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
 * Runs `write` in `tx` once per request: the first copy of the request runs it and stores its
 * result (JSON) in the same transaction; a copy sent again gets that result back. Without a key
 * (no trusted proxy, no request) it just runs `write`. A request's second, third... write each
 * have keys of their own, so a copy meets each in the same order.
 */
export async function oncePerRequest<T>(tx: Queryable, write: () => Promise<T>): Promise<T> {
  const scope = currentRequestScope();
  if (!scope?.writeKey) return write();
  scope.writes = (scope.writes ?? 0) + 1;
  const key = `${scope.writeKey}#${scope.writes}`;
  const claimed = await tx`
    insert into request_results (key) values (${key})
    on conflict (key) do nothing
    returning key`;
  if (claimed.length === 0) {
    const [row] = await tx<{ result: T }[]>`select result from request_results where key = ${key}`;
    scope.replayed = true;
    return row!.result;
  }
  const result = await write();
  await tx`
    update request_results set result = ${tx.json(result as never)} where key = ${key}`;
  return result;
}

/** Deletes results older than `hours`; returns how many went. */
export async function pruneRequestResults(
  sql: Sql,
  hours = REQUEST_RESULTS_RETENTION_HOURS,
): Promise<number> {
  const result = await sql`
    delete from request_results where created_at < now() - make_interval(hours => ${hours})`;
  return result.count;
}
