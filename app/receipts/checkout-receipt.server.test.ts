/**
 * A registration paid through the real path (the Stripe stand-in, its signed webhook): the
 * receipt prints the practice and tax id typed on /register and the card Stripe charged; a
 * refund made at Stripe gets its own receipt naming the payment's.
 */
import { describe, expect, it } from 'vitest';

import { createRegistrationPayment } from '~/checkout/payment-intents.server';

import { cardData, paidOrdersHarness } from '../../tests/support/paid-orders';
import { sessionsFor } from '../../tests/support/price-list';
import { customer, lastEventOf } from '../../tests/support/stripe';
import { orderReceipts } from './receipts.server';

const { sql, standIn, stripe, deliver } = await paidOrdersHarness();

describe('receipts of a paid registration', () => {
  it('prints the accountant’s details and the card, and a refund names the payment', async () => {
    const order = await createRegistrationPayment(
      {
        customer,
        selectedItems: ['module2'],
        sessions: sessionsFor(['module2']),
        accountant: { practiceName: 'Smile Dental LLC', taxId: '12-3456789' },
      },
      { stripe },
    );
    if (!order.ok) throw new Error(order.error);
    await stripe.paymentIntents.confirm(order.paymentIntentId, {
      payment_method_data: cardData('5555555555554444'),
    });
    expect(
      await deliver(lastEventOf(standIn, 'payment_intent.succeeded', order.paymentIntentId)),
    ).toBe('completed');

    const [payment] = await orderReceipts(sql, order.orderId);
    expect(payment).toMatchObject({
      kind: 'payment',
      priceCents: 285_000,
      creditCents: 0,
      amountCents: 285_000,
      printed: {
        buyer: { practiceName: 'Smile Dental LLC', taxId: '12-3456789' },
        method: { kind: 'card', brand: 'mastercard', last4: '4444' },
      },
    });

    await stripe.refunds.create({ payment_intent: order.paymentIntentId, amount: 85_000 });
    await deliver(lastEventOf(standIn, 'charge.refunded', order.paymentIntentId));
    // Delivered again: nothing more is issued.
    await deliver({
      ...lastEventOf(standIn, 'charge.refunded', order.paymentIntentId),
      id: 'evt_again',
    });
    const receipts = await orderReceipts(sql, order.orderId);
    expect(receipts.map((receipt) => [receipt.kind, receipt.amountCents])).toEqual([
      ['payment', 285_000],
      ['refund', 85_000],
    ]);
    expect(receipts[1]!.printed.refundOf).toBe(payment!.number);
  });

  it('numbers 20 payments whose webhooks arrive at once 1 to 20 after those before, no gap', async () => {
    const before = await sql<{ n: number }[]>`select count(*)::int as n from receipts`;
    const events = [];
    for (let i = 0; i < 20; i++) {
      const order = await createRegistrationPayment(
        {
          customer: { ...customer, email: `buyer${i}@example.com` },
          // A program: its sessions are booked later, so no session fills.
          selectedItems: ['fellowship'],
          sessions: {},
        },
        { stripe },
      );
      if (!order.ok) throw new Error(order.error);
      await stripe.paymentIntents.confirm(order.paymentIntentId, {
        payment_method_data: cardData('4242424242424242'),
      });
      events.push(lastEventOf(standIn, 'payment_intent.succeeded', order.paymentIntentId));
    }
    const results = await Promise.all(events.map((event) => deliver(event)));
    expect(results).toEqual(Array(20).fill('completed'));
    const rows = await sql<{ sequence: number; kind: string }[]>`
      select sequence, kind from receipts order by sequence`;
    const first = before[0]!.n;
    expect(rows.slice(first).map((row) => row.sequence)).toEqual(
      Array.from({ length: 20 }, (_, i) => first + i + 1),
    );
    expect(rows.map((row) => row.sequence)).toEqual(rows.map((_, i) => i + 1));
  });
});
