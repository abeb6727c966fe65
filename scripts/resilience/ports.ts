/**
 * The suite's ports (issue 48, item 11): chosen free when the suite starts, and checked again
 * just before each of its servers starts. A port that already answers belongs to another
 * program: the suite refuses to start there rather than measure whatever answers (it once
 * reported 0 of 600 enquiries stored against another program's server on its fixed ports).
 */
import net from 'node:net';

const HOST = '127.0.0.1';

/** A port nothing listens on now: the system's choice for port 0, released at once. */
export function freePort(host = HOST): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, host, () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** `count` distinct free ports (each released before the next is asked for). */
export async function freePorts(count: number, host = HOST): Promise<number[]> {
  const ports = new Set<number>();
  while (ports.size < count) ports.add(await freePort(host));
  return [...ports];
}

/** Whether something accepts a TCP connection on the port (within `timeoutMs`). */
export function portAnswers(port: number, host = HOST, timeoutMs = 500): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    const done = (answers: boolean) => {
      socket.destroy();
      resolve(answers);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** Throws, naming the port and what was to start on it, when something already answers there. */
export async function refuseIfTaken(port: number, what: string, host = HOST): Promise<void> {
  if (await portAnswers(port, host)) {
    throw new Error(
      `Port ${port} already answers before our ${what} started: another program is listening there, and the suite would measure it. Stop that program or choose another port.`,
    );
  }
}

/**
 * The port to use for a server: `fixed` (from the environment) when given, after checking that
 * nothing answers there; else a free one.
 */
export async function choosePort(what: string, fixed?: number, host = HOST): Promise<number> {
  if (fixed === undefined) return freePort(host);
  await refuseIfTaken(fixed, what, host);
  return fixed;
}
