/**
 * /staff/orders/<id>: a cancellation received by e-mail that staff enter badly is refused with
 * its reason, at either step, and changes nothing; anyone but staff gets the 404. Entering one:
 * staff_.orders.$orderId.cancel.test.ts.
 */
import { describe, expect, it } from 'vitest';

import type { StaffCancelAnswer } from '~/cancellations/staff-entry';
import { localTimeOf } from '~/lib/zoned-time';

import { insertOrder, signedInUser, uniqueEmail } from '../../../tests/support/auth';
import { cancelEntryHarness, clockAt, entry, LA, NOW } from '../../../tests/support/cancel-entry';
import { type OrderPage, page, post } from '../../../tests/support/staff-order-route';

const { sql, staff, paidOrder, atEitherStep, cancellationRows, seatOf, refundsAtStripe } =
  await cancelEntryHarness();

describe('entering a cancellation received by e-mail', () => {
  it.each([
    ['no course', { courseId: '' }, NOW, 'lineRequired'],
    ['a course the order did not buy', { courseId: 'clinical2' }, NOW, 'unknownLine'],
    ['a course id that cannot be one', { courseId: "clinical1' --" }, NOW, 'unknownLine'],
    ['no received time', { received: '' }, NOW, 'receivedRequired'],
    ['a received time that is not one', { received: '31/03/2027 10:00' }, NOW, 'receivedInvalid'],
    ['a day that does not exist', { received: '2027-02-29T10:00' }, NOW, 'receivedInvalid'],
    // NOW is 12:00 in Los Angeles.
    ['a received time in the future', { received: '2027-04-10T12:01' }, NOW, 'receivedFuture'],
    [
      'a received time before the payment',
      { received: '2026-01-05T09:00' },
      NOW,
      'receivedBeforePaid',
    ],
    ['no destination', { destination: '' }, NOW, 'destinationRequired'],
    // Received on the first day of the session (after midnight in Los Angeles).
    ['a session begun', { received: '2027-04-15T00:00' }, '2027-04-20T19:00:00Z', 'started'],
  ] as const)('refuses %s, at either step, with a 400', async (_what, change, now, error) => {
    const order = await paidOrder();
    clockAt(now);
    const fields = {
      ...entry('2027-04-01T00:00', change),
      expectedPercent: '50',
      expectedCents: '325000',
    };
    for (const refused of await atEitherStep(order.orderId, fields)) {
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ form: 'cancel', error, quote: null });
    }
    expect(await cancellationRows(order.orderId)).toEqual([]);
    expect(await seatOf(order.orderId)).toBe('booked');
  });

  it('refuses a confirmation without the quote shown, and a course of an unpaid order', async () => {
    const order = await paidOrder();
    clockAt(NOW);
    const unconfirmed = await post(staff.cookie, order.orderId, {
      intent: 'cancel-confirm',
      ...entry('2027-04-01T00:00'),
    });
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.body).toMatchObject({ error: 'quoteMissing' });

    const unpaid = await insertOrder(sql, {
      email: uniqueEmail('unpaid'),
      items: ['clinical1'],
      amountCents: 650_000,
      status: 'pending',
    });
    expect(((await page(staff.cookie, unpaid)).body as OrderPage).cancelEntry).toBeNull();
    const refused = await post(staff.cookie, unpaid, {
      intent: 'cancel-quote',
      ...entry('2027-04-01T00:00'),
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: 'notPaid' });
  });

  it('takes a received time from the minute of the payment to the minute of now', async () => {
    const order = await paidOrder();
    const [paid] = await sql<{ completed_at: Date }[]>`
      select completed_at from orders where id = ${order.orderId}`;
    const paidAt = paid!.completed_at;
    // "Now" is a day after the payment; the times are the readings in Los Angeles.
    const now = new Date(paidAt.getTime() + 24 * 60 * 60 * 1000);
    clockAt(now.toISOString());
    const minute = 60_000;
    for (const [instant, error] of [
      [paidAt.getTime() - minute, 'receivedBeforePaid'],
      [paidAt.getTime(), null],
      [now.getTime(), null],
      [now.getTime() + minute, 'receivedFuture'],
    ] as const) {
      const received = localTimeOf(new Date(instant), LA);
      const answer = await post(staff.cookie, order.orderId, {
        intent: 'cancel-quote',
        ...entry(received),
      });
      expect([received, answer.status, (answer.body as StaffCancelAnswer).error]).toEqual([
        received,
        error ? 400 : 200,
        error,
      ]);
    }
  });

  it('is the 404 of an unknown address for a visitor and a student, who cancel nothing', async () => {
    const order = await paidOrder();
    const student = await signedInUser(sql);
    clockAt(NOW);
    const fields = {
      ...entry('2027-03-31T23:59'),
      expectedPercent: '100',
      expectedCents: '650000',
    };
    for (const cookie of ['', student.cookie]) {
      for (const result of await atEitherStep(order.orderId, fields, cookie)) {
        expect(result.status).toBe(404);
        expect(result.body).toMatchObject({ kind: 'not-found' });
      }
    }
    // An order that does not exist, for staff.
    const unknown = await post(staff.cookie, '00000000-0000-4000-8000-000000000000', {
      intent: 'cancel-quote',
      ...entry('2027-03-31T23:59'),
    });
    expect(unknown.status).toBe(404);
    expect(await cancellationRows(order.orderId)).toEqual([]);
    expect(await refundsAtStripe(order.paymentIntentId)).toEqual([]);
  });
});
