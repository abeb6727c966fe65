/**
 * What belongs to one request wherever its work runs: its id (in every log line, see
 * server/logging.ts) and what it learned on its way through Remix that its answer's status should
 * show: that the database was unavailable (the error page is then a 503, not a 500). Shared
 * through globalThis: server/ and the Remix build each load their own copy of this module.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

import { isDatabaseUnavailable } from '~/db/pressure.server';

export interface RequestScope {
  requestId?: string;
  databaseUnavailable: boolean;
  /** The key a write claims (app/lib/request-replies.server.ts), when a trusted proxy sent it. */
  replyKey?: string;
  /** This request's write inserted its key: its reply is to be stored. */
  claimed?: boolean;
  /** Another copy of this request had already committed: it is answered with that one's reply. */
  alreadyHandled?: boolean;
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

/** Called with every error a loader or action threw (entry.server's handleError). */
export function noteRequestError(error: unknown): void {
  const scope = storage.getStore();
  if (scope && isDatabaseUnavailable(error)) scope.databaseUnavailable = true;
}
