/** Staff refund of a paid duplicate: exactly once, however often it is asked for. */
import { afterAll, expect, it } from 'vitest';

import { closeDb } from '~/db/client.server';

import { createTestDatabase } from '../../tests/support/database';
import { customer, lastEventOf, signedEvent, startTestStripe } from '../../tests/support/stripe';
import { createRegistrationPayment } from '../checkout/payment-intents.server';
import { refundDuplicate } from './duplicate-refund.server';
import { handleStripeWebhook } from './webhook.server';

const { sql, url } = await createTestDatabase();
process.env.DATABASE_URL = url;
afterAll(closeDb);
const { standIn, stripe } = await startTestStripe();
const quiet = { info() {}, warn() {}, error() {} };

/** Module 1 (no dated session) opened from two tabs with different phones: two orders. */
async function openTab(phone: string) {
  const result = await createRegistrationPayment(
    { customer: { ...customer, phone }, selectedItems: ['module1'], sessions: {} },
    { stripe },
  );
  if (!result.ok) throw new Error(result.error);
  return result;
}

async function pay(intentId: string) {
  await stripe.paymentIntents.confirm(intentId, { payment_method: 'pm_card_visa' });
  const { payload, signature } = signedEvent(
    lastEventOf(standIn, 'payment_intent.succeeded', intentId),
  );
  await handleStripeWebhook(payload, signature, { stripe, log: quiet });
}

it('refunds a paid duplicate once when two staff clicks race, and never the first order', async () => {
  const first = await openTab('+1 310 555 0101');
  const second = await openTab('+1 310 555 0102');
  await pay(first.paymentIntentId);
  await pay(second.paymentIntentId);
  const [original] = await sql<{ id: string }[]>`
    select id from orders where payment_intent_id = ${first.paymentIntentId}`;
  const [duplicate] = await sql<{ id: string; duplicate_of: string | null }[]>`
    select id, duplicate_of from orders where payment_intent_id = ${second.paymentIntentId}`;
  expect(duplicate!.duplicate_of).toBe(original!.id);

  // Two clicks (two instances) at once: Stripe's idempotency key `refund-<id>-duplicate` and the
  // charge's own balance let one refund through. Both answer 'refunded', unless the second read
  // the order after the first had refunded it (then there is nothing left to refund).
  const answers = await Promise.all([
    refundDuplicate(duplicate!.id, { sql, stripe, staffEmail: 'registrar@example.com' }),
    refundDuplicate(duplicate!.id, { sql, stripe, staffEmail: 'registrar@example.com' }),
  ]);
  expect(answers).toContain('refunded');
  expect(answers.every((answer) => ['refunded', 'not-refundable'].includes(answer))).toBe(true);
  const refunds = standIn.events.filter(
    (event) =>
      event.type === 'charge.refunded' &&
      (event.data.object as { payment_intent?: string }).payment_intent === second.paymentIntentId,
  );
  expect(refunds).toHaveLength(1);
  expect((refunds[0]!.data.object as { amount_refunded: number }).amount_refunded).toBe(
    (await stripe.paymentIntents.retrieve(second.paymentIntentId)).amount,
  );
  // The ledger: the charge, one refund row with Stripe's refund id, one refund issued by staff.
  const amount = (await stripe.paymentIntents.retrieve(second.paymentIntentId)).amount;
  expect(
    await sql`
      select kind, stripe_id, amount_cents, status from order_payments
      where order_id = ${duplicate!.id} order by kind`,
  ).toEqual([
    {
      kind: 'charge',
      stripe_id: second.paymentIntentId,
      amount_cents: amount,
      status: 'succeeded',
    },
    {
      kind: 'refund',
      stripe_id: expect.stringMatching(/^re_/),
      amount_cents: amount,
      status: 'succeeded',
    },
  ]);
  expect(
    await sql`
      select actor_kind, actor, details ->> 'amountCents' as cents from order_log
      where order_id = ${duplicate!.id} and event = 'refund-issued'`,
  ).toEqual([{ actor_kind: 'staff', actor: 'registrar@example.com', cents: String(amount) }]);
  // A retry later changes nothing; the original is not a duplicate and is never refunded here.
  expect(await refundDuplicate(duplicate!.id, { sql, stripe })).toBe('not-refundable');
  expect(await refundDuplicate(original!.id, { sql, stripe })).toBe('not-refundable');
  expect(
    await sql`select status from orders where id in (${original!.id}, ${duplicate!.id})
              order by id = ${original!.id} desc`,
  ).toEqual([{ status: 'completed' }, { status: 'refunded' }]);
  expect(
    standIn.events.filter(
      (event) =>
        event.type === 'charge.refunded' &&
        (event.data.object as { payment_intent?: string }).payment_intent === first.paymentIntentId,
    ),
  ).toHaveLength(0);
});
