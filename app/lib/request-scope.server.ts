/**
 * What belongs to one request wherever its work runs: its id (in every log line, see
 * server/logging.ts) and what it learned on its way through Remix that its answer's status should
 * show: that the database was unavailable (the error page is then a 503, not a 500). Shared
 * through globalThis: server/ and the Remix build each load their own copy of this module.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export interface RequestScope {
  requestId?: string;
  databaseUnavailable: boolean;
  /** The key of this request's writes (app/db/once-per-request.server.ts), from a trusted proxy. */
  writeKey?: string;
  /** How many of its writes ran so far. */
  writes?: number;
  /** A write was another copy's: this request is answered from its stored result. */
  replayed?: boolean;
}

const KEY = Symbol.for('academy.request-scope');
const holder = globalThis as { [KEY]?: AsyncLocalStorage<RequestScope> };
const storage = (holder[KEY] ??= new AsyncLocalStorage<RequestScope>());

/**
 * Runs the request's handling in its scope (the one the request logger opened, else a new one),
 * and gives the scope back with the result.
 */
export async function inRequestScope<T>(run: () => Promise<T>): Promise<[T, RequestScope]> {
  const current = storage.getStore();
  if (current) return [await run(), current];
  const scope: RequestScope = { databaseUnavailable: false };
  return [await storage.run(scope, run), scope];
}

/** Runs `run` (and everything it starts) as the request `requestId`. */
export function withRequestId<T>(requestId: string, run: () => T): T {
  return storage.run({ requestId, databaseUnavailable: false }, run);
}

/** The scope of the request whose work is running, if any. */
export function currentRequestScope(): RequestScope | undefined {
  return storage.getStore();
}

/** The id of the request whose work is running, if any. */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}
