/**
 * A registration paid through the real path (the Stripe stand-in, its signed webhook): the
 * receipt prints the practice and tax id typed on /register and the card Stripe charged; a
 * refund made at Stripe gets its own receipt naming the payment's.
 */
import { describe, expect, it } from 'vitest';

import { createRegistrationPayment } from '~/payments/payment-intents.server';

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
});
