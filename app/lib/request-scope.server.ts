/**
 * What one request learned on its way through Remix that its answer's status should show: that
 * the database was unavailable (the error page is then a 503, not a 500). Shared through
 * globalThis: server/ and the Remix build each load their own copy of this module.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

import { isDatabaseUnavailable } from '~/db/pressure.server';

export interface RequestScope {
  databaseUnavailable: boolean;
}

const KEY = Symbol.for('academy.request-scope');
const holder = globalThis as { [KEY]?: AsyncLocalStorage<RequestScope> };
const storage = (holder[KEY] ??= new AsyncLocalStorage<RequestScope>());

/** Runs the request's handling with a scope of its own, and gives the scope back with the result. */
export async function inRequestScope<T>(run: () => Promise<T>): Promise<[T, RequestScope]> {
  const scope: RequestScope = { databaseUnavailable: false };
  const result = await storage.run(scope, run);
  return [result, scope];
}

/** Called with every error a loader or action threw (entry.server's handleError). */
export function noteRequestError(error: unknown): void {
  const scope = storage.getStore();
  if (scope && isDatabaseUnavailable(error)) scope.databaseUnavailable = true;
}
