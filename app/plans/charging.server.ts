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
import type { EmailAcademy } from '~/email/message';
import { queueComposedEmail } from '~/email/outbox.server';
import { env } from '~/env.server';
import type { Language } from '~/i18n/config';
import { academyTimeZone } from '~/lib/academy-time-zone';
import type { Tx } from '~/payments/intent-order.server';
import { flagAttention, logOrderEvent, recordCharge, SYSTEM } from '~/payments/ledger.server';
import { loadCourseNamesIn } from '~/payments/price-list.server';
import { stripeClient } from '~/payments/stripe.server';
import { cardOf, issueReceipts, type ReceiptContent } from '~/receipts/issue.server';

import { planPaymentDeclinedEmail } from './plan-emails';
import { changePlanCard } from './plans.server';
import { chargeKey, nextRetryAt } from './retries';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export interface ChargingDependencies {
  sql: Sql;
  stripe?: Stripe;
  /** The job's clock: which payments are due and when retries fall (tests move it). */
  now?: () => Date;
  timeZone?: string;
  retryDays?: readonly number[];
  graceDays?: number;
  academy?: EmailAcademy;
  /** Program names in English, for the e-mail ('Mastership Program'). */
  programNames?: Readonly<Record<string, string>>;
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

interface Claimed {
  plan_id: string;
  number: number;
  status: 'due' | 'paid' | 'failed' | 'cancelled';
  amount_cents: number;
  attempts: number;
  first_failed_at: Date | null;
  due_date: string;
  order_id: string;
  program_id: string;
  stripe_customer_id: string;
  payment_method_id: string;
  currency: string;
  language: Language;
  months: number;
  plan_status: 'active' | 'past_due';
  past_due_since: Date | null;
  name: string;
  email: string;
  student_intent_id: string | null;
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

/** The claimed payment's columns, its plan's and its order's. */
const claimColumns = (tx: Tx) => tx`
  select pp.plan_id, pp.number, pp.status, pp.amount_cents, pp.attempts, pp.first_failed_at,
         to_char(pp.due_date, 'YYYY-MM-DD') as due_date, p.order_id, p.program_id,
         p.stripe_customer_id, p.payment_method_id, p.currency, p.language, p.months,
         p.status as plan_status, p.past_due_since, o.name, o.email, pp.student_intent_id
  from plan_payments pp
  join payment_plans p on p.id = pp.plan_id
  join orders o on o.id = p.order_id`;

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
    return true;
  }
  const attempt = Math.max(Number(intent.metadata?.attempt) || 1, claimed.attempts + 1);
  await recordPaid(tx, claimed, intent, attempt);
  await issueReceipts(tx, claimed.order_id, receipts, { cards: cardOf(intent) });
  return true;
}

async function recordPaid(tx: Tx, claimed: Claimed, intent: Stripe.PaymentIntent, attempt: number) {
  await recordCharge(tx, claimed.order_id, {
    stripeId: intent.id,
    amountCents: intent.amount_received,
    currency: intent.currency,
    status: 'succeeded',
  });
  const [row] = await tx<{ id: string }[]>`
    select id from order_payments where stripe_id = ${intent.id}`;
  await tx`
    update plan_payments
    set status = 'paid', attempts = ${attempt}, order_payment_id = ${row!.id}, paid_at = now(),
        next_retry_at = null, student_intent_id = null, updated_at = now()
    where plan_id = ${claimed.plan_id} and number = ${claimed.number}`;
  // Paid by the student with a card they chose: the plan's card from now on (0073).
  const card = intent.payment_method;
  const cardId = typeof card === 'string' ? card : (card?.id ?? null);
  if (intent.metadata?.by === 'student' && cardId) {
    await changePlanCard(tx, claimed.plan_id, cardId, new Date());
  }
  await logOrderEvent(tx, claimed.order_id, {
    event: 'plan-payment-paid',
    actor: SYSTEM,
    details: {
      payment: claimed.number,
      amountCents: intent.amount_received,
      paymentIntent: intent.id,
      ...(intent.metadata?.by === 'student' && { by: 'student' }),
    },
    dedupeKey: `plan-payment-paid:${claimed.plan_id}:${claimed.number}`,
  });
  // Back in good standing once nothing failed is left unpaid; completed with the last payment.
  const [left] = await tx<{ failed: number; open: number; oldest_failure: Date | null }[]>`
    select count(*) filter (where status = 'failed')::int as failed,
           count(*) filter (where status in ('due', 'failed'))::int as open,
           min(first_failed_at) filter (where status = 'failed') as oldest_failure
    from plan_payments where plan_id = ${claimed.plan_id}`;
  const status = left!.open === 0 ? 'completed' : left!.failed === 0 ? 'active' : 'past_due';
  await tx`
    update payment_plans
    set status = ${status},
        past_due_since = ${status === 'past_due' ? left!.oldest_failure : null},
        updated_at = now()
    where id = ${claimed.plan_id}`;
  if (status === 'completed') {
    await logOrderEvent(tx, claimed.order_id, {
      event: 'plan-completed',
      actor: SYSTEM,
      dedupeKey: `plan-completed:${claimed.plan_id}`,
    });
  }
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
  let intent = await stripe.paymentIntents.retrieve(claimed.student_intent_id!);
  if (!['succeeded', 'processing', 'canceled'].includes(intent.status)) {
    try {
      intent = await stripe.paymentIntents.cancel(intent.id);
    } catch (error) {
      // Paid (or being paid) between the two calls: Stripe refuses to cancel it.
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
      intent = await stripe.paymentIntents.retrieve(intent.id);
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
    note: `Monthly payment ${claimed.number} of ${claimed.months} was paid twice (${intent.id}); refund one`,
    dedupeKey: `plan-paid-twice:${intent.id}`,
  });
}

async function recordDeclined(
  tx: Tx,
  claimed: Claimed,
  intent: Stripe.PaymentIntent | null,
  error: Stripe.errors.StripeCardError | Stripe.errors.StripeInvalidRequestError,
  attempt: number,
  now: Date,
  timeZone: string,
  deps: ChargingDependencies,
) {
  const cardError = error instanceof Stripe.errors.StripeCardError;
  const reason = `${error.code ?? error.rawType ?? error.type}${error.decline_code && error.decline_code !== error.code ? ` (${error.decline_code})` : ''}: ${error.message}`;
  // A refusal made no PaymentIntent, so no charge row: the payment's reason and the log say it.
  if (intent) {
    await recordCharge(tx, claimed.order_id, {
      stripeId: intent.id,
      amountCents: intent.amount,
      currency: intent.currency,
      status: 'failed',
      failureReason: reason,
    });
  }
  const firstFailedAt = claimed.first_failed_at ?? now;
  const retryDays = deps.retryDays ?? env().PLAN_RETRY_DAYS;
  const graceDays = deps.graceDays ?? env().PLAN_GRACE_DAYS;
  const retryAt = nextRetryAt(firstFailedAt, attempt, retryDays);
  await tx`
    update plan_payments
    set status = 'failed', attempts = ${attempt}, first_failed_at = ${firstFailedAt},
        next_retry_at = ${retryAt}, failure_reason = ${reason.slice(0, 1000)}, updated_at = now()
    where plan_id = ${claimed.plan_id} and number = ${claimed.number}`;
  const pastDueSince = claimed.past_due_since ?? firstFailedAt;
  await tx`
    update payment_plans
    set status = 'past_due', past_due_since = ${pastDueSince}, updated_at = now()
    where id = ${claimed.plan_id}`;
  await logOrderEvent(tx, claimed.order_id, {
    event: 'plan-payment-failed',
    actor: SYSTEM,
    details: { payment: claimed.number, attempt, paymentIntent: intent?.id ?? null, reason },
    dedupeKey: `plan-payment-failed:${claimed.plan_id}:${claimed.number}:${attempt}`,
  });
  if (claimed.plan_status !== 'past_due') {
    await logOrderEvent(tx, claimed.order_id, {
      event: 'plan-past-due',
      actor: SYSTEM,
      details: { payment: claimed.number, graceDays },
    });
  }
  // The student hears of the first decline of each payment; retries that fail again say nothing
  // new (the account shows them).
  if (attempt === 1) {
    const academy = deps.academy ?? (await loadEmailAcademy());
    const email = planPaymentDeclinedEmail(
      {
        orderId: claimed.order_id,
        name: claimed.name,
        email: claimed.email,
        language: claimed.language,
        programId: claimed.program_id,
        number: claimed.number,
        months: claimed.months,
        dueDate: claimed.due_date,
        amountCents: claimed.amount_cents,
        code: cardError ? (error.code ?? null) : 'card_unusable',
        nextRetryDay: retryAt ? dayIn(retryAt, timeZone) : null,
        bookingsRefusedDay: dayIn(new Date(pastDueSince.getTime() + graceDays * DAY_MS), timeZone),
      },
      academy,
      deps.programNames ?? {},
    );
    await queueComposedEmail(tx, email, academy);
  }
}
