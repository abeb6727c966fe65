/**
 * Telling a database under pressure or down from a bug (docs/decisions/0022): such errors are
 * answered 503 with Retry-After, not 500, and the site recovers by itself when the database does.
 */
import { currentRequestScope } from '~/lib/request-scope.server';

import { LockTimeoutError } from './locks.server';

/** No connection was free to start a transaction within the wait. */
export class DatabaseBusy extends Error {
  constructor(waitedMs: number) {
    super(`No database connection was free within ${waitedMs} ms`);
    this.name = 'DatabaseBusy';
  }
}

/**
 * A counting semaphore for work that needs the database, whose waits end with DatabaseBusy after
 * `timeoutMs`: transactions (db()), payment requests (payment-turns.server.ts).
 */
export function slots(count: number, timeoutMs: number) {
  let free = count;
  const waiting: Array<() => void> = [];
  // Each place's own release: giving it back a second time is a no-op, not a place more.
  const releaser = () => {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = waiting.shift();
      if (next) next();
      else free++;
    };
  };
  return function acquire(): Promise<() => void> {
    if (free > 0) {
      free--;
      return Promise.resolve(releaser());
    }
    return new Promise((resolve, reject) => {
      const take = () => {
        clearTimeout(timer);
        resolve(releaser());
      };
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(take), 1);
        reject(new DatabaseBusy(timeoutMs));
      }, timeoutMs);
      waiting.push(take);
    });
  };
}

// Node's codes for a server that cannot be reached, and postgres.js's own.
const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EPIPE',
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_DESTROYED',
  'CONNECTION_ENDED',
]);

// SQLSTATEs of a server going away, refusing connections, or a limit of ours being hit.
const UNAVAILABLE_STATES = new Set([
  '53300', // too many connections
  '57014', // statement timeout (or cancelled)
  '55P03', // lock timeout
  '25P03', // idle in transaction timeout
  '57P01', // admin shutdown
  '57P02', // crash shutdown
  '57P03', // cannot connect now (starting up)
]);

/** Whether `error` says the database is down, unreachable or over a limit, not that we erred. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof DatabaseBusy || error instanceof LockTimeoutError) return true;
  if (typeof error !== 'object' || error === null) return false;
  const code = String((error as { code?: unknown }).code ?? '');
  if (UNREACHABLE.has(code) || UNAVAILABLE_STATES.has(code)) return true;
  // Class 08: connection exceptions.
  if (/^08[0-9A-Z]{3}$/.test(code)) return true;
  // An AggregateError from a failed connect (several addresses tried).
  const errors = (error as { errors?: unknown }).errors;
  return Array.isArray(errors) && errors.some(isDatabaseUnavailable);
}

/** Called with every error a loader or action threw (entry.server's handleError). */
export function noteRequestError(error: unknown): void {
  const scope = currentRequestScope();
  if (scope && isDatabaseUnavailable(error)) scope.databaseUnavailable = true;
}
