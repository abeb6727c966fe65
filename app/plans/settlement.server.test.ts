/**
 * The settlement quoted from what is stored: a Mastership plan's charges, a session booked for
 * Clinical 1 (taken on its first day) and the content's individual prices (SPEC §9).
 */
import { describe, expect, it } from 'vitest';

import { addDays, planSchedule } from '~/prices/plan-schedule';
import { bookGrantedSeat } from '~/sessions/seat-bookings.server';

import { paidOrdersHarness } from '../../tests/support/paid-orders';
import { createPlan } from './plans.server';
import { loadCoursePrices, quotePlanCancellation } from './settlement.server';

const { sql, paidOrder, stripe } = await paidOrdersHarness();
const LA = 'America/Los_Angeles';
const noonIn = (day: string) => new Date(`${day}T20:00:00Z`);

describe('quotePlanCancellation', () => {
  it('counts a booked session up to 30 days after notice at its individual price', async () => {
    const email = 'settle@example.com';
    const order = await paidOrder(['mastership'], {
      customer: { name: 'Ada', email, phone: '+1 310 555 0100' },
    });
    const customer = await stripe.customers.create({ email });
    const card = await stripe.paymentMethods.attach('pm_card_visa', { customer: customer.id });
    const [charge] = await sql<{ id: string; amount_cents: number }[]>`
      select id, amount_cents from order_payments where order_id = ${order.orderId}`;
    await sql.begin((tx) =>
      createPlan(tx, {
        orderId: order.orderId,
        programId: 'mastership',
        customerId: customer.id,
        paymentMethodId: card.id,
        priceCents: 3_500_000,
        feeCents: 37_500,
        currency: 'usd',
        language: 'en',
        schedule: planSchedule({
          priceCents: 3_500_000,
          feeCents: 37_500,
          months: 18,
          start: new Date('2027-01-15T20:00:00Z'),
          timeZone: LA,
        }),
        firstChargeId: charge!.id,
      }),
    );
    const courses = await loadCoursePrices();
    const clinical1 = courses.find((course) => course.courseId === 'clinical1')!;
    const dated = clinical1.upcomingDates!.find((date) => date.startDate)!;
    expect(
      await bookGrantedSeat(sql, {
        email,
        seat: { courseId: 'clinical1', sessionKey: dated._key, capacity: dated.spots ?? 6 },
      }),
    ).toBe('booked');
    const paid = charge!.amount_cents;
    const individual = (clinical1.individualPrice ?? clinical1.registrationPrice) * 100;

    const within = await quotePlanCancellation(sql, order.orderId, {
      notice: noonIn(addDays(dated.startDate!, -30)),
      timeZone: LA,
      courses,
    });
    expect(within).toMatchObject({
      kind: 'refund',
      paidCents: paid,
      owedCents: 37_500 + individual,
      amountCents: paid - 37_500 - individual,
    });
    expect(within!.kind === 'refund' && within!.counted.map((c) => c.courseId)).toEqual([
      'clinical1',
    ]);
    expect(within!.kind === 'refund' && within!.parts.map((p) => p.charge.paymentId)).toEqual([
      charge!.id,
    ]);

    const before = await quotePlanCancellation(sql, order.orderId, {
      notice: noonIn(addDays(dated.startDate!, -31)),
      timeZone: LA,
      courses,
    });
    expect(before).toMatchObject({ kind: 'refund', owedCents: 37_500, amountCents: paid - 37_500 });
  });

  it('has nothing to quote for an order paid in full', async () => {
    const order = await paidOrder(['module2'], {
      customer: { name: 'Bo', email: 'bo@example.com', phone: '+1 310 555 0100' },
    });
    expect(
      await quotePlanCancellation(sql, order.orderId, { notice: new Date(), courses: [] }),
    ).toBeNull();
  });
});
