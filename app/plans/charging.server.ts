/**
 * The charging job (issue 25, docs/decisions/0064): every due monthly payment is charged off
 * session to the plan's saved card, exactly once across instances and restarts.
 *
 * - Each payment is claimed under its row lock (`FOR UPDATE ... SKIP LOCKED`, the plan's row
 *   too), held while Stripe is asked and until its answer is written, in one transaction: a
 *   second instance skips it, and finds it paid once the first commits.
 * - The PaymentIntent is created with an idempotency key built from the plan, the payment's
 *   number and the attempt (retries.ts). A job killed between Stripe's answer and the write
 *   rolls back: the next run asks again under the same key and Stripe answers what it answered,
 *   charging nothing more. The intent's metadata names the plan and the payment too.
 * - The charge is an order_payments row written in the transaction that marks the payment paid
 *   (or failed), with the order's log entry and, when paid, its receipt (0063, 0070).
 * - A decline marks the payment failed and the plan past due, sets the next retry from
 *   PLAN_RETRY_DAYS and, at its first decline, e-mails the student in their language.
 */
import Stripe from 'stripe';

import { dayIn } from '~/courses/sessions';
import type { Sql } from '~/db/client.server';
import { loadEmailAcademy } from '~/email/academy.server';
import { formatCents } from '~/i18n/format';
import { academyTimeZone } from '~/lib/academy-time-zone';
import type { Tx } from '~/orders/intent-order.server';
import { flagAttention, recordCharge } from '~/orders/ledger.server';
import { logNote } from '~/orders/log-note';
import { loadCourseNamesIn } from '~/prices/price-list.server';
import { cardOf, issueReceipts, type ReceiptContent } from '~/receipts/issue.server';
import { stripeClient } from '~/stripe/stripe.server';

import {
  claimColumns,
  type Claimed,
  type DeclineSettings,
  recordDeclined,
  recordPaid,
} from './payment-outcomes.server';
import { chargeKey } from './retries';

const HOUR_MS = 60 * 60 * 1000;

export interface ChargingDependencies extends DeclineSettings {
  sql: Sql;
  stripe?: Stripe;
  /** The job's clock: which payments are due and when retries fall (tests move it). */
  now?: () => Date;
  timeZone?: string;
  /** What a paid payment's receipt prints from content; read from content when absent. */
  receipts?: ReceiptContent;
  log?: Pick<Console, 'info' | 'warn' | 'error'>;
  /** Most payments charged in one run. */
  limit?: number;
  /** Tests: runs after Stripe answered, before the answer is written (a crash there). */
  afterStripeAnswered?: (key: string) => Promise<void>;
}

export interface ChargingResult {
  paid: number;
  declined: number;
  /** Left for later: the student's own payment of it is being processed. */
  postponed: number;
}

/** Charges the payments due at `now`, one transaction each; how many were paid and declined. */
export async function chargeDuePayments(deps: ChargingDependencies): Promise<ChargingResult> {
  const result: ChargingResult = { paid: 0, declined: 0, postponed: 0 };
  const limit = deps.limit ?? 100;
  for (let count = 0; count < limit; count++) {
    const outcome = await chargeNextPayment(deps);
    if (outcome === null) break;
    result[outcome] += 1;
  }
  return result;
}

/** Claims one due payment and charges it; null when none is due (or all are being charged). */
export async function chargeNextPayment(
  deps: ChargingDependencies,
): Promise<'paid' | 'declined' | 'postponed' | null> {
  const now = (deps.now ?? (() => new Date()))();
  const timeZone = deps.timeZone ?? academyTimeZone();
  const today = dayIn(now, timeZone);
  const stripe = deps.stripe ?? stripeClient();
  return deps.sql.begin(async (tx) => {
    const [claimed] = await tx<Claimed[]>`
      ${claimColumns(tx)}
      where pp.status in ('due', 'failed') and pp.due_date <= ${today}::date
        and p.status in ('active', 'past_due')
        and (pp.status = 'due' or (pp.next_retry_at is not null and pp.next_retry_at <= ${now}))
      order by pp.due_date, pp.number
      limit 1
      for update of pp, p skip locked`;
    if (!claimed) return null;
    const receipts = async () => deps.receipts ?? (await loadReceiptContent());
    if (claimed.student_intent_id) {
      // The student's own payment of it first: paid, it is recorded; open, it is cancelled.
      const settled = await settleStudentIntent(tx, stripe, claimed, now);
      if (settled === 'paid') {
        await issueReceipts(tx, claimed.order_id, await receipts());
        return 'paid';
      }
      if (settled === 'processing') {
        await tx`
          update plan_payments set next_retry_at = ${new Date(now.getTime() + HOUR_MS)}
          where plan_id = ${claimed.plan_id} and number = ${claimed.number}`;
        return 'postponed';
      }
    }
    const attempt = claimed.attempts + 1;
    const key = chargeKey(claimed.plan_id, claimed.number, attempt);
    let intent: Stripe.PaymentIntent | null;
    let declined: Stripe.errors.StripeCardError | Stripe.errors.StripeInvalidRequestError | null =
      null;
    try {
      intent = await stripe.paymentIntents.create(
        {
          amount: claimed.amount_cents,
          currency: claimed.currency,
          // Cards only, as the site's other intents: no redirect-based method needs a return_url.
          allowed_payment_method_types: ['card'],
          customer: claimed.stripe_customer_id,
          payment_method: claimed.payment_method_id,
          off_session: true,
          confirm: true,
          description: `${claimed.program_id}: payment ${claimed.number} of ${claimed.months}`,
          metadata: {
            plan_id: claimed.plan_id,
            plan_payment: String(claimed.number),
            attempt: String(attempt),
          },
        },
        { idempotencyKey: key },
      );
    } catch (error) {
      // A decline (or a bank asking for authentication) is Stripe's answer, and so is a refusal
      // of the saved card or customer (detached, deleted): both are written as a failed attempt,
      // so one payment cannot block the others. Anything else (network, Stripe down) leaves the
      // payment as it was, to be asked again under this key.
      const refused =
        error instanceof Stripe.errors.StripeInvalidRequestError &&
        (error.statusCode === 400 || error.statusCode === 404);
      if (!(error instanceof Stripe.errors.StripeCardError && error.payment_intent) && !refused) {
        throw error;
      }
      declined = error as Stripe.errors.StripeCardError | Stripe.errors.StripeInvalidRequestError;
      intent = declined.payment_intent ?? null;
    }
    await deps.afterStripeAnswered?.(key);
    if (!declined && intent?.status === 'succeeded') {
      await recordPaid(tx, claimed, intent, attempt);
      // Last: the receipt counter's lock is held until commit (0063).
      await issueReceipts(tx, claimed.order_id, await receipts(), { cards: cardOf(intent) });
      return 'paid';
    }
    if (!declined) {
      // Off session a card payment succeeds or fails at once; anything else is asked again.
      throw new Error(`PaymentIntent ${intent?.id} for ${key} is ${intent?.status}`);
    }
    await recordDeclined(tx, claimed, intent, declined, attempt, now, timeZone, deps);
    return 'declined';
  });
}

async function loadReceiptContent(): Promise<ReceiptContent> {
  const [academy, courseNamesIn] = await Promise.all([loadEmailAcademy(), loadCourseNamesIn()]);
  return { academy, courseNames: courseNamesIn.en, courseNamesIn };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * What Stripe's webhook says of a plan's PaymentIntent (found by its metadata): a success the
 * job did not write (killed after Stripe answered, and not run again within the key's 24 hours)
 * marks the payment paid, under the payment's lock, once. Declines are the job's to write.
 * False when the intent is not a plan's.
 */
export async function applyIntentToPlan(
  tx: Tx,
  intent: Stripe.PaymentIntent,
  receipts: ReceiptContent,
): Promise<boolean> {
  const planId = intent.metadata?.plan_id;
  // A cancelled plan's final charge: the cancellation recorded it when Stripe answered.
  if (planId && intent.metadata?.settlement === 'true') return true;
  const number = Number(intent.metadata?.plan_payment);
  if (!planId || !UUID.test(planId) || !Number.isInteger(number)) return false;
  if (intent.status !== 'succeeded') return true;
  // Waits for a job charging it right now, then sees what it wrote.
  const [claimed] = await tx<Claimed[]>`
    ${claimColumns(tx)}
    where pp.plan_id = ${planId} and pp.number = ${number}
    for update of pp, p`;
  if (!claimed) return true;
  if (claimed.status !== 'due' && claimed.status !== 'failed') {
    await noteSecondPayment(tx, claimed, intent);
    return true;
  }
  if (intent.amount_received !== claimed.amount_cents || intent.currency !== claimed.currency) {
    // Paid at an amount the payment no longer has (a closure changed it, 0092): the money is
    // recorded and staff told, never dropped; the payment stays open at its own amount.
    await noteOtherAmount(tx, claimed, intent);
    return true;
  }
  const attempt = Math.max(Number(intent.metadata?.attempt) || 1, claimed.attempts + 1);
  await recordPaid(tx, claimed, intent, attempt);
  await issueReceipts(tx, claimed.order_id, receipts, { cards: cardOf(intent) });
  return true;
}

/**
 * Settles the student's own PaymentIntent for the claimed payment before the job charges it:
 * paid (even just now) → recorded as the payment; being processed → left for later; else it is
 * cancelled at Stripe, so it can never be paid, and the job goes on with its own charge.
 */
async function settleStudentIntent(
  tx: Tx,
  stripe: Stripe,
  claimed: Claimed,
  now: Date,
): Promise<'paid' | 'processing' | 'cancelled'> {
  // Its charge says which card paid: the plan's card from then on (recordPaid).
  const expand = { expand: ['latest_charge'] };
  let intent = await stripe.paymentIntents.retrieve(claimed.student_intent_id!, expand);
  if (!['succeeded', 'processing', 'canceled'].includes(intent.status)) {
    try {
      intent = await stripe.paymentIntents.cancel(intent.id, expand);
    } catch (error) {
      // Paid (or being paid) between the two calls: Stripe refuses to cancel it.
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
      intent = await stripe.paymentIntents.retrieve(intent.id, expand);
    }
  }
  if (intent.status === 'succeeded') {
    await recordPaid(tx, claimed, intent, claimed.attempts + 1);
    return 'paid';
  }
  if (intent.status === 'processing') return 'processing';
  await tx`
    update plan_payments set student_intent_id = null, updated_at = ${now}
    where plan_id = ${claimed.plan_id} and number = ${claimed.number}`;
  return 'cancelled';
}

/**
 * A succeeded intent for a payment already settled by another one (cannot happen while the
 * student's intent is cancelled before each retry; kept as a net): the money is recorded on the
 * order and staff are told to refund one of the two.
 */
async function noteOtherAmount(tx: Tx, claimed: Claimed, intent: Stripe.PaymentIntent) {
  await recordCharge(tx, claimed.order_id, {
    stripeId: intent.id,
    amountCents: intent.amount_received,
    currency: intent.currency,
    status: 'succeeded',
  });
  await flagAttention(tx, claimed.order_id, {
    note: logNote(
      'planOtherAmount',
      {
        number: claimed.number,
        months: claimed.months,
        paidCents: intent.amount_received,
        intentId: intent.id,
        dueCents: claimed.amount_cents,
      },
      {
        paidCents: formatCents(intent.amount_received, 'en'),
        dueCents: formatCents(claimed.amount_cents, 'en'),
      },
    ),
    dedupeKey: `plan-paid-other-amount:${intent.id}`,
  });
}

async function noteSecondPayment(tx: Tx, claimed: Claimed, intent: Stripe.PaymentIntent) {
  const [own] = await tx`
    select 1 from plan_payments pp join order_payments op on op.id = pp.order_payment_id
    where pp.plan_id = ${claimed.plan_id} and pp.number = ${claimed.number}
      and op.stripe_id = ${intent.id}`;
  if (own) return;
  await recordCharge(tx, claimed.order_id, {
    stripeId: intent.id,
    amountCents: intent.amount_received,
    currency: intent.currency,
    status: 'succeeded',
  });
  await flagAttention(tx, claimed.order_id, {
    note: logNote('planPaidTwice', {
      number: claimed.number,
      months: claimed.months,
      intentId: intent.id,
    }),
    dedupeKey: `plan-paid-twice:${intent.id}`,
  });
}
