/**
 * The student changes the card of a monthly plan from /account (issue 48 item 8,
 * docs/decisions/0094), against a real database and the Stripe stand-in: a SetupIntent on the
 * plan's customer, confirmed as the Payment Element does, becomes the plan's card only when read
 * from Stripe as succeeded (the signed webhook or the return check), once; the next off-session
 * charge uses it; a declined card, an older SetupIntent or another plan's change nothing.
 */
import { describe, expect, it } from 'vitest';

import { orderLedger } from '~/orders/ledger-view.server';

import { chargingHarness, monthlyStudent } from '../../tests/support/plans';
import { lastEventOf } from '../../tests/support/stripe';
import { applySetupIntent, checkCardChange, startCardChange } from './card-change.server';
import { chargeDuePayments } from './charging.server';
import { accountPlans, planOfOrder } from './plan-reads.server';

const { sql, stripe, standIn, deliver, deps, newPlan } = await chargingHarness();
const student = (email: string) => ({ kind: 'student' as const, email });

/** The SetupIntent the card page starts, confirmed with a test card as Stripe.js does. */
async function saveCard(orderId: string, email: string, card: string) {
  const started = await startCardChange(sql, stripe, orderId, student(email));
  if (!started.ok) throw new Error(started.reason);
  const id = started.clientSecret.split('_secret_')[0]!;
  const confirmed = await stripe.setupIntents
    .confirm(id, { payment_method: card })
    .catch((error: unknown) => error as Error);
  return { id, confirmed };
}

const planCard = async (planId: string) => {
  const [row] = await sql<{ payment_method_id: string; card_last4: string | null }[]>`
    select payment_method_id, card_last4 from payment_plans where id = ${planId}`;
  return row!;
};

/** The payment method of the off-session charge the job made for a plan's payment. */
const chargedWith = (planId: string, number: number) =>
  standIn.events
    .filter(
      (event) =>
        event.type === 'payment_intent.succeeded' &&
        (event.data.object as { metadata?: Record<string, string> }).metadata?.plan_id === planId &&
        (event.data.object as { metadata?: Record<string, string> }).metadata?.plan_payment ===
          String(number),
    )
    .map((event) => (event.data.object as { payment_method: string }).payment_method);

const cardChanges = async (orderId: string) =>
  (await orderLedger(sql, orderId))!.log.filter((entry) => entry.event === 'plan-card-changed');

describe('the card a plan is charged to', () => {
  it('is kept from the first payment for /account: brand, last four and expiry', async () => {
    const started = await monthlyStudent({ stripe, standIn, deliver }, 'first-card@example.com');
    const [shown] = await accountPlans(sql, {
      userId: '00000000-0000-4000-8000-000000000000',
      paidToEmail: 'first-card@example.com',
    });
    expect(shown).toMatchObject({ orderId: started.orderId, status: 'active' });
    expect(shown!.card).toEqual({
      brand: 'visa',
      last4: '4242',
      expMonth: expect.any(Number) as number,
      expYear: expect.any(Number) as number,
    });
  });
});

describe('changing the card of a monthly plan', () => {
  it('makes the next off-session charge use the new payment method', async () => {
    const { planId, orderId, email } = await newPlan('pm_card_visa');
    const before = await planCard(planId);
    const { id, confirmed } = await saveCard(orderId, email, 'pm_card_mastercard');
    expect(confirmed).toMatchObject({ status: 'succeeded' });
    const newCard = (confirmed as { payment_method: string }).payment_method;
    // Nothing changes on the browser's word: only when Stripe's signed event is read back.
    expect((await planCard(planId)).payment_method_id).toBe(before.payment_method_id);
    expect(await deliver(lastEventOf(standIn, 'setup_intent.succeeded', id))).toBe('card-changed');
    expect(await planCard(planId)).toEqual({ payment_method_id: newCard, card_last4: '4444' });
    expect(await cardChanges(orderId)).toHaveLength(1);

    const plan = (await planOfOrder(sql, orderId))!;
    const due = new Date(`${plan.payments[1]!.dueDate}T20:00:00Z`);
    await chargeDuePayments({ ...deps, now: () => due });
    expect(chargedWith(planId, 2)).toEqual([newCard]);
    // /account shows the new card.
    const [shown] = await accountPlans(sql, {
      userId: '00000000-0000-4000-8000-000000000000',
      paidToEmail: email,
    });
    expect(shown!.card).toMatchObject({ brand: 'mastercard', last4: '4444' });
  });

  it('is applied once by the return check and the webhook between them', async () => {
    const { planId, orderId, email } = await newPlan('pm_card_visa');
    const { id } = await saveCard(orderId, email, 'pm_card_mastercard');
    expect(await checkCardChange(sql, stripe, orderId, id, student(email))).toBe('changed');
    expect((await planCard(planId)).card_last4).toBe('4444');
    expect(await deliver(lastEventOf(standIn, 'setup_intent.succeeded', id))).toBe('card-changed');
    expect(await checkCardChange(sql, stripe, orderId, id, student(email))).toBe('changed');
    expect(await cardChanges(orderId)).toHaveLength(1);
  });

  it('leaves the old card when the new one is declined', async () => {
    const { planId, orderId, email } = await newPlan('pm_card_visa');
    const before = await planCard(planId);
    const { id, confirmed } = await saveCard(orderId, email, 'pm_card_chargeDeclined');
    expect(confirmed).toBeInstanceOf(Error);
    expect(await checkCardChange(sql, stripe, orderId, id, student(email))).toBe('failed');
    expect(await planCard(planId)).toEqual(before);
    expect(await cardChanges(orderId)).toHaveLength(0);
    // Opening the page again offers the same SetupIntent, for another card.
    const again = await startCardChange(sql, stripe, orderId, student(email));
    expect(again.ok && again.clientSecret.startsWith(`${id}_secret_`)).toBe(true);

    const plan = (await planOfOrder(sql, orderId))!;
    const due = new Date(`${plan.payments[1]!.dueDate}T20:00:00Z`);
    await chargeDuePayments({ ...deps, now: () => due });
    expect(chargedWith(planId, 2)).toEqual([before.payment_method_id]);
  });

  it('ignores an older SetupIntent, and one of another plan, arriving late', async () => {
    const { planId, orderId, email } = await newPlan('pm_card_visa');
    const older = await saveCard(orderId, email, 'pm_card_mastercard');
    // Applied by the next start (the webhook late, the return never checked), then a newer one.
    const newer = await saveCard(orderId, email, 'pm_card_visa');
    expect(newer.id).not.toBe(older.id);
    expect(await deliver(lastEventOf(standIn, 'setup_intent.succeeded', newer.id))).toBe(
      'card-changed',
    );
    const current = await planCard(planId);
    expect(current.payment_method_id).toBe(
      (newer.confirmed as { payment_method: string }).payment_method,
    );
    expect(await deliver(lastEventOf(standIn, 'setup_intent.succeeded', older.id))).toBe('ignored');
    expect(await planCard(planId)).toEqual(current);
    expect(await cardChanges(orderId)).toHaveLength(2);

    // Another student's plan's SetupIntent, checked against this order: nothing.
    const other = await newPlan('pm_card_visa');
    const theirs = await saveCard(other.orderId, other.email, 'pm_card_mastercard');
    expect(await checkCardChange(sql, stripe, orderId, theirs.id, student(email))).toBe('unknown');
    const intent = await stripe.setupIntents.retrieve(theirs.id, { expand: ['payment_method'] });
    // Named for this plan but on the other customer: refused.
    const forged = { ...intent, metadata: { ...intent.metadata, plan_id: planId } };
    expect(await sql.begin((tx) => applySetupIntent(tx, forged, student(email)))).toBe('ignored');
    expect(await planCard(planId)).toEqual(current);
  });
});
