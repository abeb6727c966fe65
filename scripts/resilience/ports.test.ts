import net from 'node:net';

import { afterEach, describe, expect, it } from 'vitest';

import { choosePort, freePort, freePorts, portAnswers, refuseIfTaken } from './ports';

const servers: net.Server[] = [];

/** Another program's server, listening on a port of its own. */
async function otherProgram(port = 0): Promise<number> {
  const server = net.createServer((socket) => {
    socket.on('error', () => {}); // the check hangs up at once
    socket.end('not the academy');
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return (server.address() as net.AddressInfo).port;
}

afterEach(async () => {
  await Promise.all(
    servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))),
  );
});

describe('the resilience suite’s ports', () => {
  it('picks free ports: distinct, and nothing answers on them', async () => {
    const ports = await freePorts(4);
    expect(new Set(ports).size).toBe(4);
    for (const port of ports) {
      expect(port).toBeGreaterThan(0);
      expect(await portAnswers(port)).toBe(false);
    }
  });

  it('a free port can then be listened on', async () => {
    const port = await freePort();
    expect(await otherProgram(port)).toBe(port);
  });

  it('never picks a port another program listens on', async () => {
    const taken = await otherProgram();
    const picked = await freePorts(20);
    expect(picked).not.toContain(taken);
  });

  it.each([
    ['another program listens there', true],
    ['nothing listens there', false],
  ])('refuses a port when %s: %s', async (_case, taken) => {
    const port = taken ? await otherProgram() : await freePort();
    const check = refuseIfTaken(port, 'instance');
    if (taken) {
      await expect(check).rejects.toThrow(
        `Port ${port} already answers before our instance started`,
      );
    } else {
      await expect(check).resolves.toBeUndefined();
    }
  });

  it('uses a fixed port only when nothing answers there, else a free one', async () => {
    const free = await freePort();
    expect(await choosePort('database', free)).toBe(free);
    const taken = await otherProgram();
    await expect(choosePort('database', taken)).rejects.toThrow(`Port ${taken} already answers`);
    const chosen = await choosePort('database');
    expect(chosen).not.toBe(taken);
    expect(await portAnswers(chosen)).toBe(false);
  });
});
