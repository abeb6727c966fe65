/**
 * /staff/orders/<id>: staff enter a cancellation received by e-mail, on real PostgreSQL with
 * refunds through the Stripe stand-in. The policy is applied at the received time (read in Los
 * Angeles time), shown first and applied as shown; a changed quote is shown again. Bad entries
 * and anyone but staff: staff_.orders.$orderId.cancel.refusals.test.ts.
 */
import { describe, expect, it, vi } from 'vitest';

import { creditBalance } from '~/credits/ledger.server';
import { localTimeOf } from '~/lib/zoned-time';

import { cancelEntryHarness, clockAt, entry, LA, NOW } from '../../../tests/support/cancel-entry';
import { type OrderPage, page, post } from '../../../tests/support/staff-order-route';

const cancelEntry = await cancelEntryHarness();
const { sql, staff, paidOrder, quoteThenConfirm, atEitherStep } = cancelEntry;
const { cancellationRows, seatOf, refundsAtStripe } = cancelEntry;

describe('entering a cancellation received by e-mail', () => {
  it.each([
    // 15 days before, its last minute (academy time): the full price.
    ['2027-03-31T23:59', '2027-04-01T06:59:00.000Z', 100, 650_000],
    // 14 days before, its first minute: half.
    ['2027-04-01T00:00', '2027-04-01T07:00:00.000Z', 50, 325_000],
    // 7 days before, its last minute: half; 6 days before, its first minute: nothing.
    ['2027-04-08T23:59', '2027-04-09T06:59:00.000Z', 50, 325_000],
    ['2027-04-09T00:00', '2027-04-09T07:00:00.000Z', 0, 0],
  ])(
    'received %s in Los Angeles (%s): %i%%, shown first, then refunded to the cent',
    async (received, instant, percent, amountCents) => {
      const order = await paidOrder();
      clockAt(NOW);
      const { quote, confirmed } = await quoteThenConfirm(order.orderId, entry(received));
      expect(quote).toEqual({
        courseId: 'clinical1',
        received,
        receivedAt: instant,
        destination: 'card',
        percent,
        amountCents,
        sessionKey: 'clinical1-2027-04',
        firstDay: '2027-04-15',
      });
      expect(confirmed.status).toBe(302);
      expect(confirmed.headers.get('Location')).toBe(
        `/staff/orders/${order.orderId}?logged=cancelled#cancellations-title`,
      );
      expect(await refundsAtStripe(order.paymentIntentId)).toEqual(
        amountCents ? [amountCents] : [],
      );
      expect(await cancellationRows(order.orderId)).toEqual([
        {
          course_id: 'clinical1',
          channel: 'email',
          requested_at: new Date(instant),
          actor_kind: 'staff',
          actor: staff.email,
          session_key: 'clinical1-2027-04',
          percent,
          amount_cents: amountCents,
          destination: 'card',
        },
      ]);
      expect(await seatOf(order.orderId)).toBe('released');
    },
  );

  it('shows the quote without doing anything, and the page then lists the cancellation and its log line', async () => {
    const order = await paidOrder();
    clockAt(NOW);
    const before = (await page(staff.cookie, order.orderId)).body as OrderPage;
    const [paid] = await sql<{ completed_at: Date }[]>`
      select completed_at from orders where id = ${order.orderId}`;
    expect(before.cancelEntry).toEqual({
      courseIds: ['clinical1'],
      min: localTimeOf(paid!.completed_at, LA),
      max: '2027-04-10T12:00',
      timeZone: LA,
    });
    expect(before.cancellations).toEqual([]);

    const quoted = await post(staff.cookie, order.orderId, {
      intent: 'cancel-quote',
      ...entry('2027-04-01T00:00'),
    });
    expect(quoted.body).toMatchObject({ error: null, changed: false, quote: { percent: 50 } });
    expect(await cancellationRows(order.orderId)).toEqual([]);
    expect(await seatOf(order.orderId)).toBe('booked');
    expect(await refundsAtStripe(order.paymentIntentId)).toEqual([]);

    await quoteThenConfirm(order.orderId, entry('2027-04-01T00:00'));
    const after = (await page(staff.cookie, order.orderId)).body as OrderPage;
    expect(after.cancelEntry?.courseIds).toEqual([]);
    expect(after.cancellations).toEqual([
      expect.objectContaining({
        courseId: 'clinical1',
        channel: 'email',
        requestedAt: '2027-04-01T07:00:00.000Z',
        actorKind: 'staff',
        actor: staff.email,
        percent: 50,
        amountCents: 325_000,
        destination: 'card',
        firstDay: '2027-04-15',
      }),
    ]);
    expect(after.ledger.log.find((logged) => logged.event === 'cancelled')).toMatchObject({
      actorKind: 'staff',
      actor: staff.email,
      details: {
        courseId: 'clinical1',
        channel: 'email',
        requestedAt: '2027-04-01T07:00:00.000Z',
        percent: 50,
        amountCents: 325_000,
        destination: 'card',
      },
    });
    // Entering it again: already cancelled, at either step.
    const again = { ...entry('2027-04-01T00:00'), expectedPercent: '50', expectedCents: '325000' };
    for (const answer of await atEitherStep(order.orderId, again)) {
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ error: 'alreadyCancelled' });
    }
    expect(await refundsAtStripe(order.paymentIntentId)).toEqual([325_000]);
  });

  it('gives credit instead when chosen: no refund is asked of Stripe', async () => {
    const order = await paidOrder();
    clockAt(NOW);
    const { quote, confirmed } = await quoteThenConfirm(
      order.orderId,
      entry('2027-03-31T23:59', { destination: 'credit' }),
    );
    expect(quote).toMatchObject({ destination: 'credit', percent: 100, amountCents: 650_000 });
    expect(confirmed.status).toBe(302);
    expect(await refundsAtStripe(order.paymentIntentId)).toEqual([]);
    vi.useRealTimers();
    expect((await creditBalance(sql, order.email)).availableCents).toBe(650_000);
  });

  it('shows a quote that changed since it was shown again, and applies nothing', async () => {
    const order = await paidOrder();
    clockAt(NOW);
    // Shown at 15 days before (100%); the form comes back with 14 days (50%).
    const changed = await post(staff.cookie, order.orderId, {
      intent: 'cancel-confirm',
      ...entry('2027-04-01T00:00'),
      expectedPercent: '100',
      expectedCents: '650000',
    });
    expect(changed.status).toBe(409);
    expect(changed.body).toEqual({
      form: 'cancel',
      fields: entry('2027-04-01T00:00'),
      error: null,
      changed: true,
      quote: expect.objectContaining({ percent: 50, amountCents: 325_000 }),
    });
    expect(await cancellationRows(order.orderId)).toEqual([]);
    expect(await seatOf(order.orderId)).toBe('booked');
    expect(await refundsAtStripe(order.paymentIntentId)).toEqual([]);
  });
});
