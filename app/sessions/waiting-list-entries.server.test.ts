import { describe, expect, it } from 'vitest';

import { waitingListHarness } from '../../tests/support/waiting-list';
import type { OpenSession } from './bookable';
import { releaseOrderSeats } from './seat-bookings.server';
import { joinWaitingList } from './waiting-list-entries.server';
import { offerFreedSeats } from './waiting-list-offers.server';
import { waitingCounts } from './waiting-list-reads.server';

const { sql, april, context, newOrder, hold, entryOf, statuses, expireOffers } =
  await waitingListHarness();

/** A signed-in student joining with their own confirmed address (no link needed). */
const joinSignedIn = (email: string, session: OpenSession = april) =>
  sql.begin((tx) =>
    joinWaitingList(tx, entryOf(email, 'en', session), {
      session,
      confirmed: true,
      clientAddress: null,
      academy: context.academy,
    }),
  );

describe('joining', () => {
  it('keeps one entry per e-mail and session; a lapsed offer puts them at the back again', async () => {
    const june = { ...april, sessionKey: 'c1-2027-06' };
    const holder = await newOrder();
    await hold(holder);
    await hold(await newOrder(), null, june);
    expect(await joinSignedIn('ada@example.com')).toBe('joined');
    expect(await joinSignedIn('ADA@example.com ')).toBe('already');
    expect(await joinSignedIn('ada@example.com', june)).toBe('joined');
    // Ada is offered the freed seat and lets the offer run out; Bo, behind her, is offered it.
    await releaseOrderSeats(sql, holder.id);
    await offerFreedSeats(sql, [april], context);
    expect(await joinSignedIn('bo@example.com')).toBe('joined');
    await expireOffers();
    await offerFreedSeats(sql, [april], context);
    expect(await joinSignedIn('ada@example.com')).toBe('joined');
    expect(Object.entries(await statuses())).toEqual([
      ['bo@example.com', 'offered'],
      ['ada@example.com', 'waiting'],
    ]);
    expect(await waitingCounts(sql, [april])).toEqual(new Map([['clinical1:c1-2027-04', 2]]));
  });
});
