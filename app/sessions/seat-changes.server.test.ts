/**
 * Seat changes reach every instance (docs/decisions/0045): migration 021's triggers NOTIFY the
 * content channel at commit, the sweep announces holds that lapsed by time, and each instance's
 * LISTEN (as server/background-jobs.ts runs it) hears `seats`, not a content change.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';

import type { ContentChange } from '~/content/content-changes.server';
import { listenForContentChanges } from '~/content/content-channel.server';
import { connect, type Sql } from '~/db/client.server';

import { expectConsoleError } from '../../tests/support/console';
import { createTestDatabase } from '../../tests/support/database';
import { announceLapsedPlaces, bookOrderSeats, releaseOrderSeats } from './seat-bookings.server';
import { announceSeatChange, onSeatChange } from './seat-changes.server';
import { holdSeats } from './seat-holds.server';
import type { SeatRequest } from './seats.server';

const { sql, url } = await createTestDatabase();

/** An instance: its own client and LISTEN, and what it heard. */
async function startInstance(name: string) {
  const client: Sql = connect(url, { max: 2, connection: { application_name: name } });
  const heard = { seats: 0, content: [] as ContentChange[] };
  const listener = listenForContentChanges(client, {
    onChange: (change) => heard.content.push(change),
    onSeats: () => heard.seats++,
  });
  await listener.ready;
  return { client, heard, listener };
}
const instances = [await startInstance('seats-first'), await startInstance('seats-second')];
afterAll(async () => {
  for (const instance of instances) {
    await instance.listener.stop();
    await instance.client.end({ timeout: 5 });
  }
});

/** Waits until every instance heard `count` seat changes, or fails after 3 s. */
async function heardEverywhere(count: number) {
  const until = Date.now() + 3_000;
  while (instances.some(({ heard }) => heard.seats < count) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return instances.map(({ heard }) => heard.seats);
}
/** Gives a NOTIFY that should not come the time to arrive. */
const quietFor = (ms = 300) => new Promise((resolve) => setTimeout(resolve, ms));

const april: SeatRequest = { courseId: 'clinical1', sessionKey: 'c1-2027-04', capacity: 6 };
let buyer = 0;
async function newOrder() {
  const email = `seat-change${++buyer}@example.com`;
  const [row] = await sql<{ id: string }[]>`
    insert into orders (email, name, phone, selected_items, course_ids, amount_cents,
                        request_fingerprint)
    values (${email}, 'Buyer', '310 555 0100', '{clinical1}', '{clinical1}', 750000,
            ${`fp-seat-change-${buyer}`})
    returning id`;
  return { id: row!.id, email };
}
const hold = (order: { id: string; email: string }) =>
  sql.begin((tx) =>
    holdSeats(tx, { orderId: order.id, email: order.email, seats: [april], holdMinutes: 30 }),
  );

beforeEach(async () => {
  await quietFor(100);
  for (const { heard } of instances) {
    heard.seats = 0;
    heard.content = [];
  }
});

describe('seat changes', () => {
  it('a hold, its booking and a release are each heard by every instance, once, at commit', async () => {
    const order = await newOrder();
    await hold(order);
    expect(await heardEverywhere(1)).toEqual([1, 1]);
    await sql.begin((tx) => bookOrderSeats(tx, order.id));
    expect(await heardEverywhere(2)).toEqual([2, 2]);
    await releaseOrderSeats(sql, order.id);
    expect(await heardEverywhere(3)).toEqual([3, 3]);
    await quietFor();
    // As seats, not as published content (which would drop every cached page).
    expect(instances.map(({ heard }) => [heard.seats, heard.content.length])).toEqual([
      [3, 0],
      [3, 0],
    ]);
  });

  it('a hold rolled back (the session filled meanwhile) announces nothing', async () => {
    const order = await newOrder();
    await expect(
      sql.begin(async (tx) => {
        await holdSeats(tx, {
          orderId: order.id,
          email: order.email,
          seats: [april],
          holdMinutes: 30,
        });
        throw new Error('the payment intent could not be made');
      }),
    ).rejects.toThrow('could not be made');
    await quietFor();
    expect(instances.map(({ heard }) => heard.seats)).toEqual([0, 0]);
  });

  it('the sweep announces a hold that lapsed since its last look, and only once', async () => {
    const order = await newOrder();
    await hold(order);
    await heardEverywhere(1);
    const since = await announceLapsedPlaces(sql, new Date(Date.now() - 60_000));
    await quietFor();
    expect(instances.map(({ heard }) => heard.seats)).toEqual([1, 1]); // nothing lapsed yet
    // The hold's time runs out (no write of the app's: this update stands for the clock).
    await sql`update session_seats set held_until = now() + interval '200 milliseconds'`;
    await heardEverywhere(2);
    await quietFor(400);
    const next = await announceLapsedPlaces(sql, since);
    expect(await heardEverywhere(3)).toEqual([3, 3]);
    await announceLapsedPlaces(sql, next);
    await quietFor();
    expect(instances.map(({ heard }) => heard.seats)).toEqual([3, 3]);
  });

  it('calls every listener of this process, one failing listener notwithstanding', () => {
    const logged = expectConsoleError();
    const calls: string[] = [];
    const stops = [
      onSeatChange(() => {
        throw new Error('broken listener');
      }),
      onSeatChange(() => calls.push('second')),
    ];
    announceSeatChange();
    stops.forEach((stop) => stop());
    announceSeatChange();
    expect(calls).toEqual(['second']);
    expect(logged).toHaveBeenCalledOnce();
  });
});
