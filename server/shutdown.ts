/**
 * Stopping without cutting anyone off: on SIGTERM the instance reports itself not ready, stops
 * accepting connections, lets the requests in flight finish (each answered with
 * `Connection: close`), and only then stops its background work and closes its database pools;
 * the embedded database, if any, goes last. Requests still running at the deadline are cut.
 */
import type { Server, ServerResponse } from 'node:http';

export interface Drain {
  isDraining: () => boolean;
  /** Express middleware: a request answered while draining closes its connection. */
  closeConnections: (req: unknown, res: ServerResponse, next: () => void) => void;
  /**
   * Stops `server` as above, then runs `stops` in order. Resolves when all is done. For
   * `noticeMs` first, connections are still accepted and each answer closes its connection: a
   * proxy that sends a request on a kept-alive connection as it is closed would get a reset, and
   * does not send a POST again.
   */
  drain: (
    server: Server,
    stops: Array<() => Promise<void>>,
    timeoutMs: number,
    noticeMs?: number,
  ) => Promise<void>;
}

export function createDrain(log: (message: string) => void = console.log): Drain {
  let draining = false;
  return {
    isDraining: () => draining,
    closeConnections(_req, res, next) {
      // Decided when the answer starts, not when the request came: it may have come before.
      const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
      res.writeHead = ((...args: unknown[]) => {
        if (draining && !res.headersSent) res.setHeader('Connection', 'close');
        return writeHead(...args);
      }) as ServerResponse['writeHead'];
      next();
    },
    async drain(server, stops, timeoutMs, noticeMs = 0) {
      draining = true;
      if (noticeMs > 0) await new Promise((resolve) => setTimeout(resolve, noticeMs));
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // Kept-alive connections with no request in flight would hold close() open.
      server.closeIdleConnections();
      const deadline = setTimeout(() => {
        log(`Requests still running after ${timeoutMs} ms: closing their connections`);
        server.closeAllConnections();
      }, timeoutMs);
      await closed;
      clearTimeout(deadline);
      for (const stop of stops) {
        await stop().catch((error: unknown) => {
          log(`Stopping failed: ${error instanceof Error ? error.message : String(error)}`);
        });
      }
    },
  };
}
