import type Stripe from 'stripe';
import { beforeEach, describe, expect, it } from 'vitest';

import { createTestDatabase, resetDatabase } from '../../tests/support/database';
import { academy } from '../../tests/support/emails';
import { insertOrder } from '../../tests/support/orders';
import { lockOrder } from './intent-order.server';
import { onOrder, orderFailed, orderPaid, orderRefunded } from './transitions.server';

const { sql } = await createTestDatabase();

const context = { academy, courseNames: { 'course-a': 'Course A' }, courseSessions: {} };
const intent = {
  id: 'pi_transitions',
  amount_received: 50000,
  currency: 'usd',
} as Stripe.PaymentIntent;

async function pendingOrder() {
  return insertOrder(sql, {
    email: 'buyer@example.com',
    items: ['course-a'],
    amountCents: 50000,
    status: 'pending',
  });
}

const logOf = (orderId: string) =>
  sql<{ event: string }[]>`select event from order_log where order_id = ${orderId} order by id`;

const statusOf = async (orderId: string) =>
  (await sql<{ status: string }[]>`select status from orders where id = ${orderId}`)[0]!.status;

async function pay(orderId: string) {
  return sql.begin(async (tx) => {
    const order = (await lockOrder(tx, orderId))!;
    return orderPaid(tx, order, { kind: 'card', intent }, context);
  });
}

describe('order transitions', () => {
  beforeEach(async () => {
    await resetDatabase(sql);
  });

  it('pays an order once: repeated, it changes nothing, logs once and runs its hooks once', async () => {
    const orderId = await pendingOrder();
    expect(await pay(orderId)).toBe(true);
    expect(await pay(orderId)).toBe(false);
    expect(await statusOf(orderId)).toBe('completed');
    expect((await logOf(orderId)).map((entry) => entry.event)).toEqual(['paid']);
    const grants = await sql`select 1 from course_grants where order_id = ${orderId}`;
    expect(grants).toHaveLength(1);
    // The paid hook of fulfilment queued the buyer's and the academy's e-mails, once.
    const emails = await sql`select 1 from outbox_emails`;
    expect(emails).toHaveLength(2);
  });

  it('rolls the transition back when a hook throws', async () => {
    const orderId = await pendingOrder();
    const remove = onOrder('paid', 'test: throws', () => Promise.reject(new Error('hook failed')));
    try {
      await expect(pay(orderId)).rejects.toThrow('hook failed');
    } finally {
      remove();
    }
    expect(await statusOf(orderId)).toBe('pending');
    expect(await logOf(orderId)).toEqual([]);
    expect(await sql`select 1 from course_grants where order_id = ${orderId}`).toEqual([]);
    expect(await sql`select 1 from outbox_emails`).toEqual([]);
  });

  it('fails an order once for the same reason, and never a paid one', async () => {
    const orderId = await pendingOrder();
    const fail = () =>
      sql.begin((tx) => orderFailed(tx, orderId, { reason: 'Card declined', intentId: intent.id }));
    expect(await fail()).toBe(true);
    expect(await fail()).toBe(false);
    expect(await statusOf(orderId)).toBe('failed');
    expect(await pay(orderId)).toBe(true);
    expect(await fail()).toBe(false);
    expect(await statusOf(orderId)).toBe('completed');
  });

  it('refunds an order once', async () => {
    const orderId = await pendingOrder();
    await pay(orderId);
    const refund = () => sql.begin((tx) => orderRefunded(tx, orderId, { intentId: intent.id }));
    expect(await refund()).toBe(true);
    expect(await refund()).toBe(false);
    expect(await statusOf(orderId)).toBe('refunded');
  });
});
