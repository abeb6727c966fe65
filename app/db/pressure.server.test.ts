import { connect as connectTcp, createServer, type Server, type Socket } from 'node:net';

import { afterAll, describe, expect, it } from 'vitest';

import { createTestDatabase } from '../../tests/support/database';
import { connect, withTransactionSlots } from './client.server';
import { DatabaseBusy, isDatabaseUnavailable, slots } from './pressure.server';

const { url } = await createTestDatabase({ migrated: false });

describe('slots', () => {
  it('lets `slots` in at once and tells the next it is busy after the wait', async () => {
    const acquire = slots(2, 50);
    const first = await acquire();
    await acquire();
    await expect(acquire()).rejects.toBeInstanceOf(DatabaseBusy);
    // A slot given back goes to the one waiting.
    const waiting = acquire();
    first();
    await expect(waiting).resolves.toBeTypeOf('function');
    // Given back twice, it is still one place: the next waits again.
    first();
    await expect(acquire()).rejects.toBeInstanceOf(DatabaseBusy);
  });

  it('on a real pool: a transaction that cannot start in time is refused, plain queries go on', async () => {
    const sql = withTransactionSlots(connect(url, { max: 2 }), 1, 200);
    let finish!: () => void;
    const held = sql.begin(async (tx) => {
      await tx`select 1`;
      await new Promise<void>((resolve) => (finish = resolve));
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(sql.begin((tx) => tx`select 1`)).rejects.toBeInstanceOf(DatabaseBusy);
    expect(await sql`select 2 as two`).toEqual([{ two: 2 }]);
    finish();
    await held;
    expect(await sql.begin((tx) => tx`select 3 as three`)).toEqual([{ three: 3 }]);
    await sql.end();
  });
});

describe('server-side limits', () => {
  it('every session has a statement, lock and idle-in-transaction limit', async () => {
    const sql = connect(url, { max: 1 });
    const [limits] = await sql`
      select current_setting('statement_timeout') as statement,
             current_setting('lock_timeout') as lock,
             current_setting('idle_in_transaction_session_timeout') as idle`;
    expect(limits).toEqual({ statement: '10s', lock: '3s', idle: '30s' });
    await sql.end();
  });

  it('a statement over its limit fails as unavailable, not as a bug', async () => {
    const sql = connect(url, { max: 1, connection: { statement_timeout: 100 } });
    const error = await sql`select pg_sleep(2)`.catch((caught: unknown) => caught);
    expect(isDatabaseUnavailable(error)).toBe(true);
    await sql.end();
  });
});

describe('a database that goes away and comes back', () => {
  // A TCP relay to PostgreSQL that can be switched off, as a network or server outage.
  const target = new URL(url);
  let relay: Server | undefined;
  const sockets = new Set<Socket>();
  const relayPort = 20000 + Math.floor(Math.random() * 20000);
  function relayOn() {
    relay = createServer((client) => {
      const upstream = connectTcp(Number(target.port || 5432), target.hostname);
      sockets.add(client).add(upstream);
      client.pipe(upstream).pipe(client);
      const drop = () => [client, upstream].forEach((socket) => socket.destroy());
      client.on('error', drop).on('close', drop);
      upstream.on('error', drop).on('close', drop);
    });
    return new Promise<void>((resolve) => relay!.listen(relayPort, '127.0.0.1', resolve));
  }
  async function relayOff() {
    for (const socket of sockets) socket.destroy();
    sockets.clear();
    await new Promise((resolve) => relay?.close(resolve));
  }
  afterAll(relayOff);

  it('fails as unavailable while it is down and recovers by itself', async () => {
    await relayOn();
    const relayed = new URL(url);
    relayed.host = `127.0.0.1:${relayPort}`;
    const sql = connect(relayed.toString(), { max: 2, connect_timeout: 2 });
    expect(await sql`select 1 as up`).toEqual([{ up: 1 }]);

    await relayOff();
    const down = await sql`select 1`.catch((caught: unknown) => caught);
    expect(down).toBeInstanceOf(Error);
    expect(isDatabaseUnavailable(down)).toBe(true);

    await relayOn();
    expect(await sql`select 1 as up`).toEqual([{ up: 1 }]);
    await sql.end({ timeout: 1 });
  });
});

describe('isDatabaseUnavailable', () => {
  it('tells outages and limits from mistakes', () => {
    const withCode = (code: string) => Object.assign(new Error(code), { code });
    for (const code of ['ECONNREFUSED', 'CONNECTION_CLOSED', '57P01', '08006', '53300', '55P03']) {
      expect(isDatabaseUnavailable(withCode(code)), code).toBe(true);
    }
    for (const code of ['23505', '42P01', '22P02', '']) {
      expect(isDatabaseUnavailable(withCode(code)), code).toBe(false);
    }
    expect(isDatabaseUnavailable(new DatabaseBusy(5))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([withCode('ECONNREFUSED')]))).toBe(true);
    expect(isDatabaseUnavailable('down')).toBe(false);
  });
});
