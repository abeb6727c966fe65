/**
 * Cancelling a course of an order paid partly or wholly with credit (docs/decisions/0061), on
 * real PostgreSQL with the Stripe stand-in: the card gets back at most what its charges can
 * return, the rest comes back as credit, and nothing is lost or returned twice.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';

import { createRegistrationPayment } from '~/checkout/payment-intents.server';
import { creditBalance, grantCredit } from '~/credits/ledger.server';
import { closeDb } from '~/db/client.server';
import { handleStripeWebhook } from '~/fulfilment/webhook.server';
import { SYSTEM } from '~/orders/ledger.server';

import { createTestDatabase, resetDatabase } from '../../tests/support/database';
import { sessionsFor } from '../../tests/support/price-list';
import { customer, lastEventOf, signedEvent, startTestStripe } from '../../tests/support/stripe';
import { cancelCourse, lineFacts, splitReturn } from './cancel.server';
import { loadCancelPolicy } from './policy.server';

const { sql, url } = await createTestDatabase();
process.env.DATABASE_URL = url;
afterAll(closeDb);
const { standIn, stripe } = await startTestStripe();
const quiet = { info() {}, warn() {}, error() {} };
const policy = await loadCancelPolicy();
const deliver = async (event: object) => {
  const { payload, signature } = signedEvent(event);
  const result = await handleStripeWebhook(payload, signature, { stripe, log: quiet });
  return 'result' in result.body ? result.body.result : result.body.error;
};

/** Instants the policy is applied at: Clinical 1 starts on 15 April 2027 (Pacific time). */
const AT = {
  '100%': '2027-03-01T19:00:00Z',
  '50%': '2027-04-07T19:00:00Z',
  '0%': '2027-04-12T19:00:00Z',
} as const;

let userId: string;

beforeEach(async () => {
  await resetDatabase(sql);
  const [user] = await sql<{ id: string }[]>`
    insert into users (email, password_hash, email_verified_at)
    values (${customer.email.toLowerCase()}, 'x', now()) returning id`;
  userId = user!.id;
});

/** An order of `items` paid with `creditCents` of credit and the card for the rest. */
async function paidWithCredit(items: string[], creditCents: number) {
  await grantCredit(sql, {
    email: customer.email,
    amountCents: creditCents,
    reason: 'staff-grant',
    actor: SYSTEM,
    key: 'grant',
  });
  const result = await createRegistrationPayment(
    { customer, selectedItems: items, sessions: sessionsFor(items), creditCents },
    { stripe, userId },
  );
  if (!result.ok) throw new Error(result.error);
  if ('completed' in result) return { orderId: result.orderId, intentId: null };
  await stripe.paymentIntents.confirm(result.paymentIntentId, { payment_method: 'pm_card_visa' });
  const paid = lastEventOf(standIn, 'payment_intent.succeeded', result.paymentIntentId);
  expect(await deliver(paid)).toBe('completed');
  return { orderId: result.orderId, intentId: result.paymentIntentId };
}

const cancel = (
  orderId: string,
  courseId: string,
  at: keyof typeof AT,
  destination: 'card' | 'credit',
) =>
  cancelCourse(
    {
      orderId,
      courseId,
      channel: 'account',
      requestedAt: new Date(AT[at]),
      actor: { kind: 'student', email: customer.email },
      destination,
      ownerEmail: customer.email,
    },
    { sql, stripe, policy, log: quiet },
  );

const refundedToCard = async (intentId: string | null) =>
  intentId
    ? (await stripe.refunds.list({ payment_intent: intentId, limit: 100 })).data.reduce(
        (sum, refund) => sum + refund.amount,
        0,
      )
    : 0;
const credit = async () => (await creditBalance(sql, customer.email)).availableCents;

describe('splitReturn', () => {
  const charge = (leftCents: number) => ({ paymentId: 'p', stripeId: 'pi', leftCents });
  it.each([
    ['the card can return it all', 325_000, 'card', [450_000], 325_000, 0],
    ['exactly what the card has left', 450_000, 'card', [450_000], 450_000, 0],
    ['a cent more than the card has left', 450_001, 'card', [450_000], 450_000, 1],
    ['no charge at all (paid with credit)', 650_000, 'card', [], 0, 650_000],
    ['a charge refunded in full already', 100_000, 'card', [0], 0, 100_000],
    ['two charges', 500_000, 'card', [300_000, 150_000], 450_000, 50_000],
    ['credit chosen', 325_000, 'credit', [450_000], 0, 325_000],
    ['nothing', 0, 'card', [450_000], 0, 0],
  ] as const)('%s', (_what, amount, destination, charges, cardCents, creditCents) => {
    expect(splitReturn(amount, destination, charges.map(charge))).toEqual({
      cardCents,
      creditCents,
    });
  });
});

describe('cancelling a course paid with credit', () => {
  it.each([
    // what, credit used of Clinical 1's $6,500, when, where to, to the card, as credit
    ['part credit, 100% to the card', 200_000, '100%', 'card', 450_000, 200_000],
    [
      'part credit, 50% to the card: the card can return it all',
      200_000,
      '50%',
      'card',
      325_000,
      0,
    ],
    [
      'mostly credit, 50% to the card: the card’s $500, the rest as credit',
      600_000,
      '50%',
      'card',
      50_000,
      275_000,
    ],
    ['part credit, 100% as credit', 200_000, '100%', 'credit', 0, 650_000],
    [
      'all credit, 100% to the card: no charge, so all as credit',
      650_000,
      '100%',
      'card',
      0,
      650_000,
    ],
    ['all credit, within the week: nothing', 650_000, '0%', 'card', 0, 0],
  ] as const)('%s', async (_what, creditCents, at, destination, toCard, asCredit) => {
    const order = await paidWithCredit(['clinical1'], creditCents);
    const result = await cancel(order.orderId, 'clinical1', at, destination);
    expect(result).toMatchObject({
      kind: 'cancelled',
      amountCents: toCard + asCredit,
      creditCents: asCredit,
      // Where it went: the card when any of it did.
      destination: toCard > 0 || toCard + asCredit === 0 ? 'card' : 'credit',
    });
    expect(await refundedToCard(order.intentId)).toBe(toCard);
    expect(await credit()).toBe(asCredit);
    const [row] = await sql`
      select amount_cents, destination from cancellations where order_id = ${order.orderId}`;
    expect(row!.amount_cents).toBe(toCard + asCredit);
  });

  it('two courses: the card first, then credit, and together exactly what was paid', async () => {
    // Module 3 and Module 4, $5,900: $4,000 of credit, $1,900 by card.
    const order = await paidWithCredit(['module3', 'module4'], 400_000);
    expect(await cancel(order.orderId, 'module3', '100%', 'card')).toMatchObject({
      kind: 'cancelled',
      amountCents: 295_000,
      creditCents: 105_000,
    });
    expect(await refundedToCard(order.intentId)).toBe(190_000);
    expect(await credit()).toBe(105_000);
    // What the order still keeps: the other course's price, all of it paid with credit.
    expect((await lineFacts(sql, order.orderId, 'module4'))?.line.keptCents).toBe(295_000);

    expect(await cancel(order.orderId, 'module4', '100%', 'card')).toMatchObject({
      kind: 'cancelled',
      amountCents: 295_000,
      creditCents: 295_000,
      destination: 'credit',
    });
    expect(await refundedToCard(order.intentId)).toBe(190_000);
    expect(await credit()).toBe(400_000);
    expect((await lineFacts(sql, order.orderId, 'module4'))?.line.keptCents).toBe(0);
  });

  it('tells the student what went to the card and what back to their credit', async () => {
    const order = await paidWithCredit(['clinical1'], 600_000);
    await cancel(order.orderId, 'clinical1', '50%', 'card');
    const [student, registrar] = await sql<{ text_body: string }[]>`
      select text_body from outbox_emails where kind like 'course-cancelled%' order by id`;
    expect(student!.text_body).toContain(
      '$3,250.00 (50% of what the course cost) comes back to you: $500.00 is refunded to the card you paid with (it usually reaches your account within 5 to 10 business days), and $2,750.00, paid with your credit, is added back to your credit at the academy.',
    );
    expect(registrar!.text_body).toContain(
      '$3,250.00 (50%) split: $500.00 to the card, $2,750.00 as credit (paid with credit)',
    );
  });

  it('counts the credit as paid in the quote: a credit-paid order is refundable like a card-paid one', async () => {
    const order = await paidWithCredit(['clinical1'], 650_000);
    expect(await lineFacts(sql, order.orderId, 'clinical1')).toMatchObject({
      cancelled: false,
      line: { orderStatus: 'completed', paidCents: 650_000, keptCents: 650_000 },
    });
  });
});
