/**
 * POST /api/stripe/webhook's work. Stripe delivers at least once, late, out of order and
 * concurrently, so:
 * - the signature is checked on the raw body (400 when wrong: the sender is not Stripe);
 * - an event id already in `stripe_events` is acknowledged and skipped;
 * - the intent is re-read from Stripe (the event's copy may be stale or forged by a replay),
 *   and its current state decides;
 * - the event id, the order's change, its grants and its e-mails commit in one transaction, so a
 *   failure anywhere (a database outage) leaves nothing half-done and answers 500: Stripe
 *   retries. Concurrent duplicates wait on the event id's primary key; one of them does the work.
 *
 * A refund's events (`refund.created`, `refund.updated`, `refund.failed`, `charge.refunded`) record
 * every refund of the intent, listed from Stripe, by its id (refunds/stripe-refunds.server.ts), before the
 * intent's own state is applied: a refund the site asked for is found by the row its metadata
 * names, even when its event arrives before Stripe's answer to the request.
 *
 * A dispute (`charge.dispute.created`) is recorded from the signed event's dispute (its reason
 * and amount as opened); its order is found through the intent, re-read from Stripe as above.
 *
 * A SetupIntent's success (`setup_intent.succeeded`): the student's new card for a monthly plan,
 * re-read from Stripe and applied by app/plans/card-change.server.ts (docs/decisions/0094).
 */
import Stripe from 'stripe';

import { db, type Sql } from '~/db/client.server';
import { applySetupIntentEvent } from '~/plans/card-change.server';
import { applyIntentToPlan } from '~/plans/charging.server';
import { sendWaitingListOffers } from '~/sessions/waiting-list-offers.server';

import { lockOrderOf, outcomeOf } from '../orders/intent-order.server';
import { loadOrderContext } from '../orders/order-context.server';
import { paymentsRecorded } from '../orders/transitions.server';
import type { PriceList } from '../prices/price-list';
import { applyRefundsToOrder } from '../refunds/stripe-refunds.server';
import { paymentSetup, stripeClient } from '../stripe/stripe.server';
import { applyIntentToOrder, type FulfilmentResult } from './fulfilment.server';
import { issueLateRefunds } from './late-refunds.server';
import { applyDisputeToOrder, type DisputeInfo } from './order-attention.server';

/** Event types about a refund: the intent's refunds are listed and recorded. */
const REFUND_EVENTS = new Set([
  'charge.refunded',
  'refund.created',
  'refund.updated',
  'refund.failed',
]);

/** Event types about a PaymentIntent's fate; every other type is acknowledged and ignored. */
const HANDLED = new Set([
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'payment_intent.canceled',
  'charge.dispute.created',
  'setup_intent.succeeded',
  ...REFUND_EVENTS,
]);

export interface WebhookDependencies {
  sql?: Sql;
  stripe?: Stripe;
  secret?: string;
  log?: Pick<Console, 'info' | 'warn' | 'error'>;
  /** The price list of the moment (tests: a day after an early deadline); content's by default. */
  priceList?: PriceList;
}

export type WebhookResult =
  | {
      status: 200;
      body: {
        received: true;
        result:
          | FulfilmentResult
          | 'refund-recorded'
          | 'duplicate'
          | 'ignored'
          | 'plan-payment'
          | 'card-changed';
      };
    }
  | { status: 400 | 503; body: { error: string } };

export async function handleStripeWebhook(
  rawBody: string,
  signatureHeader: string | null,
  deps: WebhookDependencies = {},
): Promise<WebhookResult> {
  const log = deps.log ?? console;
  const secret = deps.secret ?? paymentSetup().webhookSecret;
  if (!secret) return { status: 503, body: { error: 'Payments are not configured' } };

  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(rawBody, signatureHeader ?? '', secret);
  } catch (error) {
    return {
      status: 400,
      body: { error: `Webhook signature verification failed: ${(error as Error).message}` },
    };
  }
  if (!HANDLED.has(event.type)) return { status: 200, body: { received: true, result: 'ignored' } };

  const sql = deps.sql ?? db();
  const [seen] = await sql`select 1 from stripe_events where id = ${event.id}`;
  if (seen) return { status: 200, body: { received: true, result: 'duplicate' } };
  if (event.type === 'setup_intent.succeeded') {
    const result = await applySetupIntentEvent(sql, deps.stripe ?? stripeClient(), event);
    return { status: 200, body: { received: true, result } };
  }

  const intentId = intentIdOf(event);
  if (!intentId) return { status: 200, body: { received: true, result: 'ignored' } };
  const stripe = deps.stripe ?? stripeClient();
  const [intent, { context, priceList }] = await Promise.all([
    stripe.paymentIntents.retrieve(intentId, { expand: ['latest_charge'] }).catch((error) => {
      // Not in this account (another site's endpoint, a deleted test object): nothing to do.
      // Any other failure (network, Stripe down) is thrown: the 5xx answer makes Stripe retry.
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) {
        return null;
      }
      throw error;
    }),
    loadOrderContext(deps.priceList),
  ]);
  if (!intent) {
    log.warn(`Stripe event ${event.id}: PaymentIntent ${intentId} not found; ignored`);
    return { status: 200, body: { received: true, result: 'ignored' } };
  }

  const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
  const refunds =
    REFUND_EVENTS.has(event.type) || (charge?.amount_refunded ?? 0) > 0
      ? await stripe.refunds
          .list({ payment_intent: intent.id, limit: 100 })
          .autoPagingToArray({ limit: 1000 })
      : null;

  const result = await sql.begin(async (tx) => {
    const [recorded] = await tx`
      insert into stripe_events (id, type) values (${event.id}, ${event.type})
      on conflict (id) do nothing
      returning id`;
    if (!recorded) return 'duplicate' as const;
    const dispute = disputeOf(event);
    // The order's log names the event that told (docs/decisions/0056).
    const told = { ...context, actor: { kind: 'stripe' as const, eventId: event.id } };
    if (dispute) return applyDisputeToOrder(tx, intent, dispute, told);
    // A monthly payment (app/plans): the charging job's, recorded here only if it was not.
    if (await applyIntentToPlan(tx, intent, told)) return 'plan-payment' as const;
    // The refunds listed are recorded by their ids, not by the charge's refunded total.
    const applied = await applyIntentToOrder(tx, intent, { ...told, refundsListed: !!refunds });
    const order = refunds ? await lockOrderOf(tx, intent) : null;
    const changes = order ? await applyRefundsToOrder(tx, order, intent, refunds!, told) : [];
    // The refunds that succeeded get their receipts, last (the counter's lock; 0063).
    if (order) await paymentsRecorded(tx, { orderId: order.id, context: told, intent });
    if (applied !== 'unchanged' || changes.length === 0) return applied;
    const keptInPart = changes.some((change) => change.external && change.status === 'succeeded');
    return keptInPart && outcomeOf(intent).kind === 'succeeded'
      ? ('partially-refunded' as const)
      : ('refund-recorded' as const);
  });
  if (result === 'mismatch') {
    log.error(
      `Stripe event ${event.id}: PaymentIntent ${intent.id} does not match its order (amount, currency or intent id); order left as it was, marked for attention`,
    );
  } else if (result === 'disputed') {
    log.warn(`Stripe event ${event.id}: PaymentIntent ${intent.id} disputed; order marked`);
  } else if (result === 'no-order') {
    log.warn(`Stripe event ${event.id}: PaymentIntent ${intent.id} belongs to no order of ours`);
  } else if (result === 'refunded-late') {
    // Paid after its hold lapsed when the price or seat had changed: the refund written with it
    // is asked for now (the refunds' follow-up job asks again if Stripe does not answer).
    log.warn(`Stripe event ${event.id}: PaymentIntent ${intent.id} paid late; refunded in full`);
    await issueLateRefunds(sql, intent.metadata.order_id!, {
      stripe,
      context: async () => context,
    });
  } else if (result === 'failed' || result === 'refunded') {
    // Its seats are free again: the waiting list hears now, not at the next minute's run.
    await sendWaitingListOffers(sql, { priceList, logger: log });
  }
  return { status: 200, body: { received: true, result } };
}

function intentIdOf(event: Stripe.Event): string | null {
  const object = event.data.object as { object?: string; id?: string; payment_intent?: unknown };
  if (object.object === 'payment_intent' && typeof object.id === 'string') return object.id;
  if (object.object === 'charge' || object.object === 'dispute' || object.object === 'refund') {
    const intent = object.payment_intent;
    if (typeof intent === 'string') return intent;
    if (intent && typeof intent === 'object' && 'id' in intent) return String(intent.id);
  }
  return null;
}

/** The dispute of a `charge.dispute.created` event; null for other events. */
function disputeOf(event: Stripe.Event): DisputeInfo | null {
  if (event.type !== 'charge.dispute.created') return null;
  const dispute = event.data.object as Partial<Stripe.Dispute>;
  return {
    id: typeof dispute.id === 'string' ? dispute.id : event.id,
    amountCents:
      typeof dispute.amount === 'number' && Number.isInteger(dispute.amount) ? dispute.amount : 0,
    currency: typeof dispute.currency === 'string' ? dispute.currency : 'usd',
    reason: typeof dispute.reason === 'string' && dispute.reason ? dispute.reason : 'general',
  };
}
