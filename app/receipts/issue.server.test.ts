/**
 * Issuing receipts on real PostgreSQL: gapless numbers per academy-zone year under concurrent
 * payments and rollbacks, which money gets a receipt, what is printed and kept, the e-mails.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';

import { connect } from '~/db/client.server';
import { recordCharge } from '~/orders/ledger.server';

import { createTestDatabase, resetDatabase } from '../../tests/support/database';
import { academy } from '../../tests/support/emails';
import {
  issueAt,
  LA,
  paidOrder as paidOrderIn,
  receiptContent,
} from '../../tests/support/receipts';
import { issueReceipts } from './issue.server';
import { orderReceipts } from './receipts.server';

const { sql, url } = await createTestDatabase();
// Twenty connections, so twenty payments' transactions really run at once.
const wide = connect(url, { max: 20 });
afterAll(() => wide.end({ timeout: 5 }));

beforeEach(() => resetDatabase(sql));

const content = receiptContent;
const paidOrder = (fields: Parameters<typeof paidOrderIn>[1] = {}) => paidOrderIn(sql, fields);
const issue = (orderId: string, at?: Date) => issueAt(sql, orderId, at);

describe('receipt numbers', () => {
  it('gives 20 concurrent payments 20 distinct consecutive numbers, no gap', async () => {
    const orders = await Promise.all(Array.from({ length: 20 }, () => paidOrder()));
    const at = new Date('2026-06-01T12:00:00Z');
    const issued = await Promise.all(
      orders.map(({ orderId }) =>
        wide.begin((tx) => issueReceipts(tx, orderId, content, { at, timeZone: LA })),
      ),
    );
    const numbers = issued.flat().map((receipt) => receipt.number);
    expect(new Set(numbers).size).toBe(20);
    expect(numbers.toSorted()).toEqual(
      Array.from({ length: 20 }, (_, i) => `2026-${String(i + 1).padStart(6, '0')}`),
    );
    const [counter] = await sql`select last_number from receipt_counters where year = 2026`;
    expect(counter!.last_number).toBe(20);
  });

  it('gives a rolled-back transaction’s number to the next payment', async () => {
    const first = await paidOrder();
    const rolledBack = await paidOrder();
    const next = await paidOrder();
    expect((await issue(first.orderId))[0]!.number).toBe('2026-000001');
    await expect(
      sql.begin(async (tx) => {
        await issueReceipts(tx, rolledBack.orderId, content, {
          at: new Date('2026-06-01T12:00:00Z'),
          timeZone: LA,
        });
        throw new Error('the payment’s transaction fails after the receipt');
      }),
    ).rejects.toThrow(/fails after/);
    expect(await orderReceipts(sql, rolledBack.orderId)).toEqual([]);
    expect((await issue(next.orderId))[0]!.number).toBe('2026-000002');
    // The one rolled back is issued when its money is recorded again.
    expect((await issue(rolledBack.orderId))[0]!.number).toBe('2026-000003');
  });

  it.each([
    // Dec 31 23:59 in Los Angeles is Jan 1 07:59 UTC: still the old year.
    ['2027-01-01T07:59:00Z', LA, '2026-000001'],
    ['2027-01-01T08:00:00Z', LA, '2027-000001'],
    ['2026-12-31T23:30:00Z', 'Europe/Madrid', '2027-000001'],
  ])('at %s in %s numbers %s', async (at, zone, number) => {
    const { orderId } = await paidOrder();
    const [receipt] = await sql.begin((tx) =>
      issueReceipts(tx, orderId, content, { at: new Date(at), timeZone: zone }),
    );
    expect(receipt!.number).toBe(number);
  });

  it('starts each year at 1 and keeps the years apart', async () => {
    const a = await paidOrder();
    const b = await paidOrder();
    const c = await paidOrder();
    expect((await issue(a.orderId, new Date('2027-01-01T07:00:00Z')))[0]!.number).toBe(
      '2026-000001',
    );
    expect((await issue(b.orderId, new Date('2027-01-01T09:00:00Z')))[0]!.number).toBe(
      '2027-000001',
    );
    expect((await issue(c.orderId, new Date('2027-01-01T06:00:00Z')))[0]!.number).toBe(
      '2026-000002',
    );
  });
});

describe('issuing', () => {
  it('issues one receipt per payment however often it is asked', async () => {
    const { orderId } = await paidOrder();
    expect(await issue(orderId)).toHaveLength(1);
    expect(await issue(orderId)).toEqual([]);
    expect(await orderReceipts(sql, orderId)).toHaveLength(1);
  });

  it('keeps what it printed: buyer, practice, tax id, lines, amounts, card', async () => {
    const { orderId, intent } = await paidOrder({
      amountCents: 650_000,
      creditCents: 50_000,
      language: 'es',
      practiceName: 'Clínica Peña',
      taxId: 'NUÑE800101ABC',
    });
    await sql.begin((tx) =>
      issueReceipts(tx, orderId, content, {
        at: new Date('2026-06-01T12:00:00Z'),
        timeZone: LA,
        cards: { [intent!]: { brand: 'visa', last4: '4242' } },
      }),
    );
    const [receipt] = await orderReceipts(sql, orderId);
    expect(receipt).toMatchObject({
      kind: 'payment',
      language: 'es',
      priceCents: 650_000,
      creditCents: 50_000,
      amountCents: 600_000,
      printed: {
        academy: { name: academy.name, email: academy.email },
        buyer: {
          name: 'Dra. Núñez',
          email: 'Buyer@Example.com',
          practiceName: 'Clínica Peña',
          taxId: 'NUÑE800101ABC',
        },
        method: { kind: 'card', brand: 'visa', last4: '4242' },
        refundOf: null,
      },
    });
    expect(receipt!.printed.lines).toEqual([
      { description: expect.any(String), session: expect.stringMatching(/2027/), cents: 650_000 },
    ]);
    // Issued once: the row cannot be changed.
    await expect(sql`update receipts set amount_cents = 1`).rejects.toThrow(/issued once/);
    await expect(sql`delete from receipts`).rejects.toThrow(/issued once/);
  });

  it('gives an order paid by credit alone one receipt showing the credit', async () => {
    const { orderId } = await paidOrder({ amountCents: 285_000, creditCents: 285_000 });
    await issue(orderId);
    await issue(orderId);
    const receipts = await orderReceipts(sql, orderId);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]).toMatchObject({
      kind: 'payment',
      priceCents: 285_000,
      creditCents: 285_000,
      amountCents: 0,
      printed: { method: { kind: 'credit' } },
    });
  });

  it('gives no receipt to an unpaid order, nor to a charge that is not the order’s', async () => {
    const { orderId } = await paidOrder();
    await sql`update orders set status = 'pending', completed_at = null where id = ${orderId}`;
    expect(await issue(orderId)).toEqual([]);
    await sql`update orders set status = 'completed', completed_at = now() where id = ${orderId}`;
    await recordCharge(sql, orderId, {
      stripeId: 'pi_stray',
      amountCents: 100,
      currency: 'usd',
      status: 'succeeded',
    });
    const issued = await issue(orderId);
    expect(issued).toHaveLength(1);
    const [receipt] = await orderReceipts(sql, orderId);
    expect(receipt!.amountCents).toBe(650_000);
  });

  it('gives a succeeded refund a receipt naming the payment’s, after it', async () => {
    const { orderId } = await paidOrder();
    const [payment] = await issue(orderId);
    const [charge] = await sql<{ id: string }[]>`
      select id from order_payments where order_id = ${orderId} and kind = 'charge'`;
    await sql`
      insert into order_payments (order_id, kind, stripe_id, amount_cents, currency, status,
                                  charge_payment_id, succeeded_at)
      values (${orderId}, 'refund', 're_1', 325000, 'usd', 'pending', ${charge!.id}, null)`;
    expect(await issue(orderId)).toEqual([]);
    await sql`
      update order_payments set status = 'succeeded', succeeded_at = now()
      where stripe_id = 're_1'`;
    const [refund] = await issue(orderId);
    expect(refund!.number).toBe('2026-000002');
    const receipts = await orderReceipts(sql, orderId);
    expect(receipts[1]).toMatchObject({
      kind: 'refund',
      amountCents: 325_000,
      priceCents: 0,
      creditCents: 0,
      printed: { refundOf: payment!.number, lines: [] },
    });
  });

  it('queues the buyer’s e-mail and the registrar’s copy, once, with the receipt', async () => {
    const { orderId } = await paidOrder({ language: 'es' });
    const [receipt] = await issue(orderId);
    await issue(orderId);
    const emails = await sql<{ kind: string; to_address: string; subject: string }[]>`
      select kind, to_address, subject from outbox_emails
      where receipt_id = ${receipt!.id} order by kind`;
    expect(emails).toEqual([
      {
        kind: 'receipt',
        to_address: 'Buyer@Example.com',
        subject: `Su recibo 2026-000001 de ${academy.name}`,
      },
      {
        kind: 'receipt-copy',
        to_address: academy.email,
        subject: 'Receipt 2026-000001: Dra. Núñez',
      },
    ]);
  });
});
