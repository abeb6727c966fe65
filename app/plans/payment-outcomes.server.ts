/**
 * What a monthly payment's charge came to, written in the transaction that claimed it (the job's,
 * the webhook's or the student's; docs/decisions/0064, 0073): paid, with its charge row, the
 * plan's standing and, when the student paid, the plan's new card; or declined, with the retry,
 * the plan past due and the student's e-mail at its first decline.
 */
import Stripe from 'stripe';

import { dayIn } from '~/courses/sessions';
import { loadEmailAcademy } from '~/email/academy.server';
import type { EmailAcademy } from '~/email/message';
import { queueComposedEmail } from '~/email/outbox.server';
import type { Language } from '~/i18n/config';
import { env } from '~/lib/env.server';
import type { Tx } from '~/orders/intent-order.server';
import { logOrderEvent, recordCharge, SYSTEM } from '~/orders/ledger.server';

import { cardOfPayment } from './plan-card';
import { planPaymentDeclinedEmail } from './plan-emails';
import { changePlanCard } from './plans.server';
import { nextRetryAt } from './retries';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What a decline's retry, grace and e-mail are set by (the charging job's dependencies). */
export interface DeclineSettings {
  retryDays?: readonly number[];
  graceDays?: number;
  academy?: EmailAcademy;
  /** Program names in English, for the e-mail ('Mastership Program'). */
  programNames?: Readonly<Record<string, string>>;
}

export interface Claimed {
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

/** The claimed payment's columns, its plan's and its order's. */
export const claimColumns = (tx: Tx) => tx`
  select pp.plan_id, pp.number, pp.status, pp.amount_cents, pp.attempts, pp.first_failed_at,
         to_char(pp.due_date, 'YYYY-MM-DD') as due_date, p.order_id, p.program_id,
         p.stripe_customer_id, p.payment_method_id, p.currency, p.language, p.months,
         p.status as plan_status, p.past_due_since, o.name, o.email, pp.student_intent_id
  from plan_payments pp
  join payment_plans p on p.id = pp.plan_id
  join orders o on o.id = p.order_id`;

export async function recordPaid(
  tx: Tx,
  claimed: Claimed,
  intent: Stripe.PaymentIntent,
  attempt: number,
) {
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
    await changePlanCard(tx, claimed.plan_id, cardId, new Date(), cardOfPayment(intent));
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

export async function recordDeclined(
  tx: Tx,
  claimed: Claimed,
  intent: Stripe.PaymentIntent | null,
  error: Stripe.errors.StripeCardError | Stripe.errors.StripeInvalidRequestError,
  attempt: number,
  now: Date,
  timeZone: string,
  deps: DeclineSettings,
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
