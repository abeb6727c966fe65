/**
 * The setting of the credit checkout tests (app/payments/credit-checkout*.server.test.ts): a test
 * database and the Stripe stand-in, a signed-in owner of the test customer's address, and the
 * helpers that grant, register, pay and read back. Each test file calls it once, at its top; it
 * registers the file's hooks itself: each test on an empty database, the app's pool closed after.
 */
import type Stripe from 'stripe';
import { afterAll, beforeEach } from 'vitest';

import { createRegistrationPayment } from '../../app/checkout/payment-intents.server';
import { creditBalance, grantCredit } from '../../app/credits/ledger.server';
import { closeDb } from '../../app/db/client.server';
import { handleStripeWebhook } from '../../app/fulfilment/webhook.server';
import { SYSTEM } from '../../app/orders/ledger.server';
import { createTestDatabase, resetDatabase } from './database';
import { sessionsFor } from './price-list';
import { customer, lastEventOf, signedEvent, startTestStripe } from './stripe';

export async function creditCheckout() {
  const { sql, url } = await createTestDatabase();
  process.env.DATABASE_URL = url;
  afterAll(closeDb);
  const { standIn, stripe } = await startTestStripe();
  const quiet = { info() {}, warn() {}, error() {} };
  const deliver = async (event: object) => {
    const { payload, signature } = signedEvent(event);
    const result = await handleStripeWebhook(payload, signature, { stripe, log: quiet });
    return 'result' in result.body ? result.body.result : result.body.error;
  };

  /** A Stripe client that fails the test if anything of it is used. */
  const noStripe = new Proxy({} as Stripe, {
    get(_target, property) {
      throw new Error(`Stripe was called (${String(property)})`);
    },
  });

  let owner: string;

  /** The test customer's account: signed in, its address confirmed unless told otherwise. */
  async function account(
    fields: { email?: string; verified?: boolean; disabled?: boolean } = {},
  ): Promise<string> {
    const [row] = await sql<{ id: string }[]>`
      insert into users (email, password_hash, email_verified_at, disabled_at)
      values (${(fields.email ?? customer.email).toLowerCase()}, 'x',
              ${fields.verified === false ? null : new Date()},
              ${fields.disabled ? new Date() : null})
      returning id`;
    return row!.id;
  }

  const give = (amountCents: number, key = `grant-${amountCents}`, expiresAt?: Date) =>
    grantCredit(sql, {
      email: customer.email,
      amountCents,
      reason: 'staff-grant',
      actor: SYSTEM,
      key,
      expiresAt: expiresAt ?? null,
    });

  const register = (
    items: string[],
    creditCents: number,
    more: {
      userId?: string | null;
      stripe?: Stripe;
      takeOverCredit?: boolean;
      email?: string;
    } = {},
  ) =>
    createRegistrationPayment(
      {
        customer: { ...customer, email: more.email ?? customer.email },
        selectedItems: items,
        sessions: sessionsFor(items),
        ...(creditCents > 0 && { creditCents }),
        ...(more.takeOverCredit && { takeOverCredit: true }),
      },
      { stripe: more.stripe ?? stripe, userId: more.userId === undefined ? owner : more.userId },
    );

  const available = async () => (await creditBalance(sql, customer.email)).availableCents;
  const spendsOf = async (orderId: string) =>
    sql<{ reason: string; amount_cents: number; idempotency_key: string }[]>`
      select reason, amount_cents, idempotency_key from credit_entries
      where order_id = ${orderId} order by id`;
  const orderRow = async (orderId: string) =>
    (
      await sql<
        {
          status: string;
          amount_cents: number;
          credit_cents: number;
          payment_intent_id: string | null;
        }[]
      >`select status, amount_cents, credit_cents, payment_intent_id from orders where id = ${orderId}`
    )[0];
  const logOf = async (orderId: string) =>
    (
      await sql<
        { event: string }[]
      >`select event from order_log where order_id = ${orderId} order by id`
    ).map((row) => row.event);
  const emails = () =>
    sql<{ kind: string; to_address: string; subject: string; text_body: string }[]>`
      select kind, to_address, subject, text_body from outbox_emails
      where receipt_id is null order by id`;

  /** Receipts' e-mails (app/receipts), apart from the confirmation and notices read here. */
  const receiptEmails = () =>
    sql<{ kind: string; to_address: string; number: string }[]>`
      select e.kind, e.to_address, r.number from outbox_emails e join receipts r on r.id = e.receipt_id
      order by e.id`;

  /** The card part paid with the test card, and the stand-in's event delivered. */
  async function payCard(intentId: string, card = 'pm_card_visa') {
    await stripe.paymentIntents.confirm(intentId, { payment_method: card });
    return deliver(lastEventOf(standIn, 'payment_intent.succeeded', intentId));
  }

  beforeEach(async () => {
    await resetDatabase(sql);
    owner = await account();
  });

  return {
    sql,
    stripe,
    standIn,
    deliver,
    noStripe,
    account,
    give,
    register,
    available,
    spendsOf,
    orderRow,
    logOf,
    emails,
    receiptEmails,
    payCard,
  };
}
