/**
 * Cancelling a program paid monthly, from /account (SPEC §9, docs/decisions/0065 and 0074). In
 * one transaction, with the order and the plan locked: the settlement quoted again (a quote
 * that changed since the page showed it is answered, not applied), the plan and its open
 * payments cancelled (and any payment the student had started, at Stripe), the courses not taken
 * by the last counted day given up (grant and seat), the refunds written or the final charge
 * made (under the key `plan:<id>:settlement`, once), the log, the receipts and both e-mails.
 * Then Stripe is asked for the refunds (refund-issuing.server.ts), as a course cancellation's.
 */
import Stripe from 'stripe';

import type { Sql } from '~/db/client.server';
import { loadEmailAcademy } from '~/email/academy.server';
import type { EmailAcademy } from '~/email/message';
import { queueComposedEmail } from '~/email/outbox.server';
import { academyTimeZone } from '~/lib/academy-time-zone';
import { takeBackCourse } from '~/orders/grants.server';
import { lockOrder, type Tx } from '~/orders/intent-order.server';
import { type Actor, flagAttention, logOrderEvent, recordCharge } from '~/orders/ledger.server';
import { loadCourseNamesIn } from '~/prices/price-list.server';
import { issueReceipts, type ReceiptContent } from '~/receipts/issue.server';
import { issueRefunds, type RefundDependencies } from '~/refunds/refund-issuing.server';
import { type RequestedRefund, requestRefunds } from '~/refunds/refund-requests.server';
import { releaseCourseSeat } from '~/sessions/seat-bookings.server';
import { stripeClient } from '~/stripe/stripe.server';

import { planCancelledEmail, planCancelledNotice } from './cancel-emails';
import type { Settlement } from './settlement';
import { type CoursePrices, quotePlanCancellation } from './settlement.server';

/** What the page showed and the student confirmed: a different settlement now is answered. */
export interface ExpectedSettlement {
  kind: 'refund' | 'charge' | 'even';
  amountCents: number;
}

export type PlanCancelResult =
  | { kind: 'cancelled'; settlement: Exclude<Settlement, { kind: 'completed' }> }
  | { kind: 'changed' }
  /** No live plan, or every payment made: nothing to cancel. */
  | { kind: 'unavailable' };

export interface PlanCancelDependencies {
  sql: Sql;
  stripe?: Stripe;
  courses: readonly CoursePrices[];
  timeZone?: string;
  academy?: EmailAcademy;
  content?: ReceiptContent;
  refunds?: RefundDependencies;
}

/** The amount a settlement moves: refunded or charged; 0 when even. */
export const settlementCents = (settlement: Settlement): number =>
  settlement.kind === 'refund' || settlement.kind === 'charge' ? settlement.amountCents : 0;

export async function cancelPlan(
  request: { orderId: string; notice: Date; actor: Actor; expected: ExpectedSettlement },
  deps: PlanCancelDependencies,
): Promise<PlanCancelResult> {
  const stripe = deps.stripe ?? stripeClient();
  const timeZone = deps.timeZone ?? academyTimeZone();
  // Content before the transaction, not while it holds locks.
  const [academy, namesIn] = await Promise.all([
    deps.academy ?? loadEmailAcademy(),
    loadCourseNamesIn(),
  ]);
  const content = deps.content ?? { academy, courseNames: namesIn.en, courseNamesIn: namesIn };
  let requested: RequestedRefund[] = [];
  const result = await deps.sql.begin(async (tx): Promise<PlanCancelResult> => {
    const order = await lockOrder(tx, request.orderId);
    const [plan] = await tx<
      {
        id: string;
        status: string;
        program_id: string;
        stripe_customer_id: string;
        payment_method_id: string;
        currency: string;
      }[]
    >`
      select id, status, program_id, stripe_customer_id, payment_method_id, currency
      from payment_plans where order_id = ${request.orderId}
      for update`;
    if (!order || !plan || plan.status === 'cancelled' || plan.status === 'completed') {
      return { kind: 'unavailable' };
    }
    const settlement = await quotePlanCancellation(tx, request.orderId, {
      notice: request.notice,
      timeZone,
      courses: deps.courses,
    });
    if (!settlement || settlement.kind === 'completed') return { kind: 'unavailable' };
    if (
      settlement.kind !== request.expected.kind ||
      settlementCents(settlement) !== request.expected.amountCents
    ) {
      return { kind: 'changed' };
    }
    // A payment the student started must not be paid after this: cancelled at Stripe first.
    const open = await tx<{ student_intent_id: string }[]>`
      select student_intent_id from plan_payments
      where plan_id = ${plan.id} and student_intent_id is not null`;
    for (const { student_intent_id: intentId } of open) {
      const intent = await stripe.paymentIntents.retrieve(intentId);
      if (intent.status === 'succeeded' || intent.status === 'processing') {
        // Paid meanwhile: what was paid changed; its webhook records it, then the student sees it.
        return { kind: 'changed' };
      }
      if (intent.status !== 'canceled') await stripe.paymentIntents.cancel(intentId);
    }
    await tx`
      update payment_plans
      set status = 'cancelled', cancelled_at = ${request.notice}, past_due_since = null,
          updated_at = now()
      where id = ${plan.id}`;
    await tx`
      update plan_payments
      set status = 'cancelled', next_retry_at = null, student_intent_id = null, updated_at = now()
      where plan_id = ${plan.id} and status in ('due', 'failed')`;
    // Not taken by the last counted day: not paid for, so no longer the student's.
    const counted = new Set(settlement.counted.map((course) => course.courseId));
    const releasedCourses = order.course_ids.filter((courseId) => !counted.has(courseId));
    for (const courseId of releasedCourses) {
      await releaseCourseSeat(tx, order.id, courseId);
      await takeBackCourse(tx, order.email_normalized, order.id, courseId);
    }
    if (settlement.kind === 'refund') {
      requested = await requestRefunds(tx, order.id, {
        parts: settlement.parts,
        currency: plan.currency,
        keyPrefix: `plan-cancel-${plan.id}`,
      });
    }
    if (settlement.kind === 'charge') {
      await chargeSettlement(tx, stripe, {
        orderId: order.id,
        planId: plan.id,
        amountCents: settlement.amountCents,
        currency: plan.currency,
        customer: plan.stripe_customer_id,
        paymentMethod: plan.payment_method_id,
      });
    }
    await logOrderEvent(tx, order.id, {
      event: 'plan-cancelled',
      actor: request.actor,
      details: {
        noticeDay: settlement.noticeDay,
        lastDay: settlement.lastDay,
        paidCents: settlement.paidCents,
        owedCents: settlement.owedCents,
        settlement: settlement.kind,
        amountCents: settlementCents(settlement),
        released: releasedCourses,
      },
      dedupeKey: `plan-cancelled:${plan.id}`,
    });
    const cancelled = {
      orderId: order.id,
      name: order.name,
      email: order.email,
      language: order.language,
      programId: plan.program_id,
      settlement,
      releasedCourses,
    };
    const names = namesIn[order.language] ?? namesIn.en;
    await queueComposedEmail(tx, planCancelledEmail(cancelled, academy, names), academy);
    await queueComposedEmail(tx, planCancelledNotice(cancelled, academy, namesIn.en), academy);
    // Last: the receipt counter's lock (0063).
    await issueReceipts(tx, order.id, content);
    return { kind: 'cancelled', settlement };
  });
  if (requested.length > 0)
    await issueRefunds(requested, { sql: deps.sql, stripe, ...deps.refunds });
  return result;
}

/**
 * The settlement's final charge, off session to the plan's card, once (its key). A decline
 * leaves the cancellation standing and tells staff to collect the amount.
 */
async function chargeSettlement(
  tx: Tx,
  stripe: Stripe,
  charge: {
    orderId: string;
    planId: string;
    amountCents: number;
    currency: string;
    customer: string;
    paymentMethod: string;
  },
) {
  try {
    const intent = await stripe.paymentIntents.create(
      {
        amount: charge.amountCents,
        currency: charge.currency,
        allowed_payment_method_types: ['card'],
        customer: charge.customer,
        payment_method: charge.paymentMethod,
        off_session: true,
        confirm: true,
        description: 'Program cancelled: the settlement',
        metadata: { plan_id: charge.planId, settlement: 'true' },
      },
      { idempotencyKey: `plan:${charge.planId}:settlement` },
    );
    await recordCharge(tx, charge.orderId, {
      stripeId: intent.id,
      amountCents: intent.amount_received,
      currency: intent.currency,
      status: 'succeeded',
    });
    await tx`
      update payment_plans set settlement_intent_id = ${intent.id} where id = ${charge.planId}`;
  } catch (error) {
    if (
      !(error instanceof Stripe.errors.StripeCardError) &&
      !(error instanceof Stripe.errors.StripeInvalidRequestError)
    ) {
      throw error;
    }
    const intent = error instanceof Stripe.errors.StripeCardError ? error.payment_intent : null;
    if (intent) {
      await recordCharge(tx, charge.orderId, {
        stripeId: intent.id,
        amountCents: intent.amount,
        currency: intent.currency,
        status: 'failed',
        failureReason: error.message,
      });
    }
    await flagAttention(tx, charge.orderId, {
      note: `Program cancelled: the final charge of ${(charge.amountCents / 100).toFixed(2)} ${charge.currency.toUpperCase()} was declined (${error.message}); collect it from the student`,
      dedupeKey: `plan-settlement-declined:${charge.planId}`,
    });
  }
}
