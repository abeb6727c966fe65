/**
 * The student changes the card a monthly plan is charged to, at any time, from /account (issue 48
 * item 8, docs/decisions/0094): a SetupIntent on the plan's customer (`usage: 'off_session'`),
 * confirmed in the browser with the Payment Element. Its card becomes the plan's card only when
 * Stripe says the SetupIntent succeeded, read from Stripe (the signed `setup_intent.succeeded`
 * webhook, or the card page's check on return), never on the browser's word:
 *
 * - the SetupIntent names its plan in its metadata, and must be on the plan's customer and be
 *   the newest the site made for the plan (`payment_plans.setup_intent_id`), so an older change
 *   arriving late never brings an older card back;
 * - applied under the plan's row lock, logged once per SetupIntent (`plan-card-changed`, its
 *   dedupe key), so the webhook and the return check change it once between them;
 * - a failed payment's retry is brought forward onto the new card (changePlanCard).
 */
import { randomUUID } from 'node:crypto';

import Stripe from 'stripe';

import type { Queryable, Sql } from '~/db/client.server';
import { type Actor, logOrderEvent } from '~/orders/ledger.server';

import { cardOfPaymentMethod, type PlanCard, planCardOf } from './plan-card';
import { changePlanCard } from './plans.server';

/** SetupIntent states in which the Payment Element can still collect and confirm a card. */
const OPEN: ReadonlySet<Stripe.SetupIntent.Status> = new Set([
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
]);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SETUP_INTENT_ID = /^seti_[A-Za-z0-9_]{1,250}$/;

/** Stripe's 404 (not in this account, a deleted test object) as null; anything else thrown. */
function notFound(error: unknown): null {
  if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) {
    return null;
  }
  throw error;
}

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** The card of the order's plan, when the plan still charges one (active or past due). */
export interface ChangeablePlan {
  planId: string;
  programId: string;
  card: PlanCard | null;
}

export async function changeablePlan(
  sql: Queryable,
  orderId: string,
): Promise<ChangeablePlan | null> {
  if (!UUID.test(orderId)) return null;
  const [row] = await sql<
    {
      id: string;
      program_id: string;
      card_brand: string | null;
      card_last4: string | null;
      card_exp_month: number | null;
      card_exp_year: number | null;
    }[]
  >`
    select id, program_id, card_brand, card_last4, card_exp_month, card_exp_year
    from payment_plans where order_id = ${orderId} and status in ('active', 'past_due')`;
  return row ? { planId: row.id, programId: row.program_id, card: planCardOf(row) } : null;
}

export type CardChangeStart = { ok: true; clientSecret: string } | { ok: false; reason: 'no-plan' };

/**
 * The SetupIntent the student saves a new card with: the plan's open one again, else a new one,
 * under the plan's row lock. One that succeeded but was not applied yet (its webhook late, the
 * return not checked) is applied first.
 */
export async function startCardChange(
  sql: Sql,
  stripe: Stripe,
  orderId: string,
  actor: Actor,
): Promise<CardChangeStart> {
  if (!UUID.test(orderId)) return { ok: false, reason: 'no-plan' };
  return sql.begin(async (tx) => {
    const [plan] = await tx<
      {
        id: string;
        program_id: string;
        stripe_customer_id: string;
        setup_intent_id: string | null;
      }[]
    >`
      select id, program_id, stripe_customer_id, setup_intent_id from payment_plans
      where order_id = ${orderId} and status in ('active', 'past_due')
      for update`;
    if (!plan) return { ok: false, reason: 'no-plan' } as const;
    if (plan.setup_intent_id) {
      const open = await stripe.setupIntents
        .retrieve(plan.setup_intent_id, { expand: ['payment_method'] })
        .catch(notFound);
      if (open?.status === 'succeeded') await applySetupIntent(tx, open, actor);
      else if (open && OPEN.has(open.status) && open.client_secret) {
        return { ok: true, clientSecret: open.client_secret } as const;
      }
    }
    const intent = await stripe.setupIntents.create(
      {
        customer: plan.stripe_customer_id,
        usage: 'off_session',
        // Cards only, as the site's payments: no redirect-based method needs a return_url.
        allowed_payment_method_types: ['card'],
        description: `${plan.program_id}: card for the monthly payments`,
        metadata: { plan_id: plan.id, order_id: orderId, by: 'student' },
      },
      { idempotencyKey: `plan:${plan.id}:card:${randomUUID()}` },
    );
    await tx`
      update payment_plans set setup_intent_id = ${intent.id}, updated_at = now()
      where id = ${plan.id}`;
    if (!intent.client_secret) throw new Error(`SetupIntent ${intent.id} has no client secret`);
    return { ok: true, clientSecret: intent.client_secret } as const;
  });
}

/**
 * A succeeded SetupIntent (read from Stripe, its payment_method expanded) made the plan's card,
 * in the caller's transaction: 'changed' once, 'unchanged' when it was already, 'ignored' when
 * it is not the plan's newest, not on its customer, not succeeded or the plan no longer charges.
 */
export async function applySetupIntent(
  tx: Queryable,
  intent: Stripe.SetupIntent,
  actor: Actor,
): Promise<'changed' | 'unchanged' | 'ignored'> {
  const planId = intent.metadata?.plan_id;
  const methodId = idOf(intent.payment_method);
  if (!planId || !UUID.test(planId) || intent.status !== 'succeeded' || !methodId) {
    return 'ignored';
  }
  const [plan] = await tx<
    {
      order_id: string;
      stripe_customer_id: string;
      setup_intent_id: string | null;
      status: string;
    }[]
  >`
    select order_id, stripe_customer_id, setup_intent_id, status from payment_plans
    where id = ${planId}
    for update`;
  if (
    !plan ||
    plan.setup_intent_id !== intent.id ||
    plan.stripe_customer_id !== idOf(intent.customer) ||
    (plan.status !== 'active' && plan.status !== 'past_due')
  ) {
    return 'ignored';
  }
  const card = cardOfPaymentMethod(intent.payment_method);
  // Logged first, under the SetupIntent's key: a second delivery (or the return check after the
  // webhook) finds it and changes nothing, even after a later payment changed the card again.
  const fresh = await logOrderEvent(tx, plan.order_id, {
    event: 'plan-card-changed',
    actor,
    details: {
      card: card ? `${card.brand} ${card.last4}` : null,
      setupIntent: intent.id,
    },
    dedupeKey: `plan-card-changed:${intent.id}`,
  });
  if (!fresh) return 'unchanged';
  await changePlanCard(tx, planId, methodId, new Date(), card);
  return 'changed';
}

export type CardChangeCheck = 'changed' | 'pending' | 'failed' | 'unknown';

/**
 * The card page's check when the browser comes back from confirming (or from the bank's page):
 * the SetupIntent is read from Stripe, must be this order's plan's, and is applied if succeeded.
 */
export async function checkCardChange(
  sql: Sql,
  stripe: Stripe,
  orderId: string,
  setupIntentId: string,
  actor: Actor,
): Promise<CardChangeCheck> {
  if (!SETUP_INTENT_ID.test(setupIntentId)) return 'unknown';
  const plan = await changeablePlan(sql, orderId);
  if (!plan) return 'unknown';
  const intent = await stripe.setupIntents
    .retrieve(setupIntentId, { expand: ['payment_method'] })
    .catch(notFound);
  if (!intent || intent.metadata?.plan_id !== plan.planId) return 'unknown';
  if (intent.status === 'succeeded') {
    const applied = await sql.begin((tx) => applySetupIntent(tx, intent, actor));
    return applied === 'ignored' ? 'unknown' : 'changed';
  }
  return intent.status === 'processing' || intent.status === 'requires_action'
    ? 'pending'
    : 'failed';
}

/**
 * Stripe's `setup_intent.succeeded` webhook: the SetupIntent re-read from Stripe and applied,
 * with the event id recorded, in one transaction. A SetupIntent not of a plan is acknowledged.
 */
export async function applySetupIntentEvent(
  sql: Sql,
  stripe: Stripe,
  event: Stripe.Event,
): Promise<'card-changed' | 'duplicate' | 'ignored'> {
  const id = (event.data.object as { id?: unknown }).id;
  if (typeof id !== 'string' || !SETUP_INTENT_ID.test(id)) return 'ignored';
  // Not in this account: nothing to do. Anything else is thrown: the 5xx makes Stripe retry.
  const intent = await stripe.setupIntents
    .retrieve(id, { expand: ['payment_method'] })
    .catch(notFound);
  if (!intent) return 'ignored';
  return sql.begin(async (tx) => {
    const [recorded] = await tx`
      insert into stripe_events (id, type) values (${event.id}, ${event.type})
      on conflict (id) do nothing
      returning id`;
    if (!recorded) return 'duplicate' as const;
    const applied = await applySetupIntent(tx, intent, { kind: 'stripe', eventId: event.id });
    return applied === 'ignored' ? ('ignored' as const) : ('card-changed' as const);
  });
}
