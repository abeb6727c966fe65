/**
 * Cancelling a course of a paid order (docs/decisions/0058): by the student on /account, or by
 * staff entering a notice received by e-mail at the time it was received. In one transaction,
 * with the order's row locked: the policy applied again (a quote that changed since it was shown
 * is answered, not applied), the cancellation written (once per course), the seat freed, the
 * grant taken back, the refunds written as 'requested' or the credit granted, the log and both
 * e-mails. Then Stripe is asked for the refunds (refunds/refund-issuing.server.ts) and the
 * waiting list offered the seat.
 *
 * An order paid partly or wholly with credit (docs/decisions/0061): a refund to the card is
 * never more than its charges can still return; the rest of the amount comes back as credit.
 */

import { grantCredit } from '~/credits/ledger.server';
import { db, type Queryable, type Sql } from '~/db/client.server';
import { loadEmailAcademy } from '~/email/academy.server';
import type { EmailAcademy } from '~/email/message';
import { queueComposedEmail } from '~/email/outbox.server';
import { normalizeEmail } from '~/lib/email-address';
import { takeBackCourse } from '~/orders/grants.server';
import { lockOrder } from '~/orders/intent-order.server';
import { type Actor, logOrderEvent } from '~/orders/ledger.server';
import {
  applyPlanClosure,
  type PlanClosureQuote,
  quotePlanClosure,
  settleStartedPayments,
} from '~/plans/plan-closure.server';
import { courseDisplayName } from '~/prices/course-names';
import { loadCourseNamesIn } from '~/prices/price-list.server';
import { issueRefunds, type RefundDependencies } from '~/refunds/refund-issuing.server';
import { refundableCharges, requestRefunds } from '~/refunds/refund-requests.server';
import { type RefundableCharge, spreadRefund } from '~/refunds/refund-spread';
import { releaseCourseSeat } from '~/sessions/seat-bookings.server';
import { sendWaitingListOffers } from '~/sessions/waiting-list-offers.server';
import { stripeClient } from '~/stripe/stripe.server';

import {
  assessAcademyCancellation,
  assessCancellation,
  type Assessment,
  type CancelPolicy,
} from './assessment';
import { cancellationEmail, cancellationNoticeEmail, type PlanChangeMail } from './emails';
import { type CancelPolicyContent, loadCancelPolicy } from './policy.server';

export interface CancelRequest {
  orderId: string;
  courseId: string;
  /** 'academy': the academy cancelled the session; the whole price comes back, any day. */
  channel: 'account' | 'email' | 'academy';
  /** The instant the policy is applied at: now, or when the academy received the e-mail. */
  requestedAt: Date;
  actor: Extract<Actor, { kind: 'student' | 'staff' }>;
  destination: 'card' | 'credit';
  /** The quote the person confirmed: a different one now is answered, not applied. */
  expected?: { percent: number; amountCents: number };
  /**
   * A student cancels only what their own confirmed address bought (app/auth/owned-address.ts):
   * required on the 'account' channel, where nothing is cancelled without it.
   */
  ownerEmail?: string;
}

export type CancelResult =
  | {
      kind: 'cancelled';
      cancellationId: string;
      percent: number;
      amountCents: number;
      destination: 'card' | 'credit';
      /**
       * The part of amountCents given as credit: all of it for 'credit'; for 'card', what the
       * card's charges could not return (the order was paid partly with credit).
       */
      creditCents: number;
      /** Each refund's row status after Stripe was asked ('requested': to be asked again). */
      refunds: Array<{ id: string; status: string }>;
    }
  | { kind: 'quote-changed'; assessment: Extract<Assessment, { kind: 'cancellable' }> }
  | {
      kind: 'not-cancellable';
      reason:
        | 'no-line'
        | 'already-cancelled'
        | 'not-paid'
        | 'started'
        | 'unknown-session'
        // A monthly payment the closure changes was paid meanwhile: run again after its webhook.
        | 'payment-in-progress';
    };

export interface CancelDependencies extends RefundDependencies {
  policy?: CancelPolicyContent;
  academy?: EmailAcademy;
}

/**
 * A line as the policy needs it, read with the order's row locked (or not, for a quote). What
 * the order keeps: its charges less its refunds (asked for or made), plus the credit it was paid
 * with, less the credit its cancellations gave back.
 */
export async function lineFacts(sql: Queryable, orderId: string, courseId: string) {
  const [row] = await sql<
    {
      order_status: string;
      paid_cents: number;
      kept_cents: number;
      session_key: string | null;
      cancelled: boolean;
      in_plan: boolean;
    }[]
  >`
    select o.status as order_status, l.paid_cents, o.plan_months is not null as in_plan,
           (b.balance_cents
            - coalesce((select sum(amount_cents) from order_payments
                        where order_id = o.id and kind = 'refund'
                          and status in ('requested', 'pending')), 0)
            -- The credit spent on it, net of spends given back, counts as paid...
            + coalesce((select -sum(amount_cents) from credit_entries
                        where order_id = o.id and reason in ('spent', 'spend-returned')), 0)
            -- ...and what its cancellations gave back as credit is no longer kept.
            - coalesce((select sum(amount_cents) from credit_entries
                        where order_id = o.id
                          and reason in ('cancellation', 'academy-cancellation')), 0))::integer
             as kept_cents,
           (select session_key from session_seats
            where order_id = o.id and course_id = l.course_id and status = 'booked') as session_key,
           exists (select 1 from cancellations c
                   where c.order_id = o.id and c.course_id = l.course_id) as cancelled
    from orders o
    join order_lines l on l.order_id = o.id and l.course_id = ${courseId}
    join order_balances b on b.order_id = o.id
    where o.id = ${orderId}`;
  if (!row) return null;
  return {
    cancelled: row.cancelled,
    /**
     * Of a program paid monthly: the student (or staff for them) cancels the program as a whole
     * (docs/decisions/0074), not its courses one by one; the academy may still close a session.
     */
    inPlan: row.in_plan,
    line: {
      orderStatus: row.order_status,
      paidCents: row.paid_cents,
      keptCents: row.kept_cents,
      sessionKey: row.session_key,
    },
  };
}

/**
 * Where a cancellation's amount goes: to the card as far as its charges can still return it
 * (newest first, as spreadRefund takes them), the rest as credit; all of it as credit when the
 * student chose credit. An order paid partly with credit has charges smaller than its price, so
 * what they cannot return is given back as credit: never lost, never returned twice.
 */
export function splitReturn(
  amountCents: number,
  destination: 'card' | 'credit',
  charges: readonly RefundableCharge[],
): { cardCents: number; creditCents: number } {
  if (destination === 'credit') return { cardCents: 0, creditCents: amountCents };
  const left = charges.reduce((sum, charge) => sum + Math.max(charge.leftCents, 0), 0);
  const cardCents = Math.min(amountCents, left);
  return { cardCents, creditCents: amountCents - cardCents };
}

/** The closure's change to a plan as the e-mails say it: the payments left after it. */
function planMail(plan: PlanClosureQuote): PlanChangeMail {
  return {
    shareCents: plan.shareCents,
    removedCents: plan.removedCents,
    left: plan.payments
      .filter((payment) => payment.toCents > 0)
      .map((payment) => ({
        dueDate: plan.dueDates[payment.number]!,
        amountCents: payment.toCents,
      })),
  };
}

/**
 * What the academy closing the course's session gives back (docs/decisions/0060, 0092), the same
 * for the staff preview and the closing itself: everything paid for the course, never more than
 * the order still holds; for a program paid monthly, the part of the course's share paid so far,
 * with the rest taken off the remaining payments (plan). Then where it goes (splitReturn).
 */
export async function academyReturn(
  sql: Queryable,
  orderId: string,
  facts: NonNullable<Awaited<ReturnType<typeof lineFacts>>>,
  destination: 'card' | 'credit',
) {
  const assessed = assessAcademyCancellation(facts.line);
  if (assessed.kind !== 'cancellable') return { ok: false, assessed } as const;
  const plan = facts.inPlan ? await quotePlanClosure(sql, orderId, facts.line.paidCents) : null;
  const amountCents = plan
    ? Math.min(plan.returnCents, Math.max(facts.line.keptCents, 0))
    : assessed.amountCents;
  const chosen = amountCents === 0 ? 'card' : destination;
  const charges = chosen === 'card' ? await refundableCharges(sql, orderId) : [];
  const { cardCents, creditCents } = splitReturn(amountCents, chosen, charges);
  return {
    ok: true,
    assessed: { ...assessed, amountCents },
    plan,
    charges,
    cardCents,
    creditCents,
    // Paid with credit alone, it all comes back as credit: that is where it goes.
    destination: amountCents > 0 && cardCents === 0 ? ('credit' as const) : chosen,
  } as const;
}

export async function cancelCourse(
  request: CancelRequest,
  deps: CancelDependencies & { sql?: Sql } = {},
): Promise<CancelResult> {
  const sql = deps.sql ?? db();
  const [content, academy, names] = await Promise.all([
    deps.policy ?? loadCancelPolicy(),
    deps.academy ?? loadEmailAcademy(),
    loadCourseNamesIn(),
  ]);
  const policy: CancelPolicy = content;
  const outcome = await sql.begin(async (tx) => {
    const order = await lockOrder(tx, request.orderId);
    const owned = request.ownerEmail
      ? order?.email_normalized === normalizeEmail(request.ownerEmail)
      : request.channel !== 'account';
    if (!order || !owned) {
      return { kind: 'not-cancellable', reason: 'no-line' } as const;
    }
    const facts = await lineFacts(tx, order.id, request.courseId);
    if (!facts || (facts.inPlan && request.channel !== 'academy')) {
      return { kind: 'not-cancellable', reason: 'no-line' } as const;
    }
    if (facts.cancelled) return { kind: 'not-cancellable', reason: 'already-cancelled' } as const;
    let plan: PlanClosureQuote | null = null;
    let assessed: Extract<Assessment, { kind: 'cancellable' }>;
    let split: {
      charges: readonly RefundableCharge[];
      cardCents: number;
      creditCents: number;
      destination: 'card' | 'credit';
    };
    if (request.channel === 'academy') {
      const returned = await academyReturn(tx, order.id, facts, request.destination);
      if (!returned.ok) return returned.assessed;
      // A plan cancelled meanwhile was settled as a whole (0065): its courses are not returned
      // again one by one; staff see the registrant as not cancellable and settle it by hand.
      if (facts.inPlan && !returned.plan) {
        return { kind: 'not-cancellable', reason: 'no-line' } as const;
      }
      ({ assessed, plan } = returned);
      split = returned;
    } else {
      const quoted = assessCancellation(request.courseId, facts.line, request.requestedAt, policy);
      if (quoted.kind !== 'cancellable') return quoted;
      assessed = quoted;
      const chosen = assessed.amountCents === 0 ? 'card' : request.destination;
      const charges = chosen === 'card' ? await refundableCharges(tx, order.id) : [];
      const parts = splitReturn(assessed.amountCents, chosen, charges);
      split = {
        charges,
        ...parts,
        // Paid with credit alone, it all comes back as credit: that is where it goes.
        destination: assessed.amountCents > 0 && parts.cardCents === 0 ? 'credit' : chosen,
      };
    }
    if (
      request.expected &&
      (request.expected.percent !== assessed.percent ||
        request.expected.amountCents !== assessed.amountCents)
    ) {
      return { kind: 'quote-changed', assessment: assessed } as const;
    }
    const { charges, cardCents, creditCents, destination } = split;
    if (plan && (await settleStartedPayments(tx, deps.stripe ?? stripeClient(), plan)) === 'paid') {
      return { kind: 'not-cancellable', reason: 'payment-in-progress' } as const;
    }
    const [cancellation] = await tx<{ id: string }[]>`
      insert into cancellations (
        order_id, course_id, channel, requested_at, actor_kind, actor, session_key, first_day,
        percent, amount_cents, destination, plan_removed_cents
      ) values (
        ${order.id}, ${request.courseId}, ${request.channel}, ${request.requestedAt},
        ${request.actor.kind}, ${request.actor.email}, ${assessed.sessionKey}, ${assessed.firstDay},
        ${assessed.percent}, ${assessed.amountCents}, ${destination},
        ${plan ? plan.removedCents : null}
      )
      returning id`;
    const cancellationId = cancellation!.id;
    // The share's unpaid part comes off the remaining payments, in this transaction (0092).
    if (plan) {
      await applyPlanClosure(tx, plan, {
        orderId: order.id,
        courseId: request.courseId,
        actor: request.actor,
      });
    }
    const seat = await releaseCourseSeat(tx, order.id, request.courseId);
    await takeBackCourse(tx, order.email_normalized, order.id, request.courseId);
    await logOrderEvent(tx, order.id, {
      event: 'cancelled',
      actor: request.actor,
      details: {
        courseId: request.courseId,
        sessionKey: seat?.sessionKey ?? null,
        channel: request.channel,
        requestedAt: request.requestedAt.toISOString(),
        percent: assessed.percent,
        amountCents: assessed.amountCents,
        destination,
      },
      dedupeKey: `cancelled:${request.courseId}`,
    });
    let requested: Awaited<ReturnType<typeof requestRefunds>> = [];
    if (cardCents > 0) {
      const parts = spreadRefund(cardCents, charges);
      // Capped by what the charges have left, so they can return it.
      if (!parts) throw new Error(`Order ${order.id}: its charges cannot return the refund`);
      requested = await requestRefunds(tx, order.id, {
        parts,
        currency: order.currency,
        keyPrefix: `cancel-${cancellationId}`,
        cancellationId,
      });
      await logOrderEvent(tx, order.id, {
        event: 'refund-issued',
        actor: request.actor,
        details: { amountCents: cardCents, reason: 'cancellation', parts: parts.length },
        dedupeKey: `refund-issued:cancel-${cancellationId}`,
      });
    }
    if (creditCents > 0) {
      await grantCredit(tx, {
        email: order.email,
        amountCents: creditCents,
        currency: order.currency,
        reason: request.channel === 'academy' ? 'academy-cancellation' : 'cancellation',
        orderId: order.id,
        actor: request.actor,
        note: request.courseId,
        key: `cancellation:${cancellationId}`,
      });
      await logOrderEvent(tx, order.id, {
        event: 'credit-granted',
        actor: request.actor,
        details: { amountCents: creditCents, reason: 'cancellation' },
        dedupeKey: `credit-granted:cancel-${cancellationId}`,
      });
    }
    const session = seat
      ? content.courseSessions[request.courseId]?.find((s) => s.key === seat.sessionKey)
      : undefined;
    const mail = {
      orderId: order.id,
      courseId: request.courseId,
      courseName: courseDisplayName(request.courseId, names[order.language]),
      courseNameEn: courseDisplayName(request.courseId, names.en),
      student: { name: order.name, email: order.email, language: order.language },
      session: session && seat ? { ...session, moves: seat.moves } : null,
      percent: assessed.percent,
      amountCents: assessed.amountCents,
      destination,
      creditCents,
      plan: plan ? planMail(plan) : null,
      channel: request.channel,
      requestedAt: request.requestedAt.toISOString(),
      enteredBy: request.actor.kind === 'student' ? 'the student' : request.actor.email,
    } as const;
    await queueComposedEmail(tx, cancellationEmail(mail, academy), academy);
    await queueComposedEmail(tx, cancellationNoticeEmail(mail, academy), academy);
    return {
      kind: 'cancelled',
      cancellationId,
      percent: assessed.percent,
      amountCents: assessed.amountCents,
      destination,
      creditCents,
      requested,
    } as const;
  });
  if (outcome.kind !== 'cancelled') return outcome;
  const { requested, ...cancelled } = outcome;
  // The cancellation is committed: a refund Stripe cannot be asked for now (no client, an
  // outage) stays 'requested' and the background job asks again.
  const refunds = await issueRefunds(requested, { ...deps, sql }).catch((error: unknown) => {
    (deps.log ?? console).warn(
      `Refunds of cancellation ${cancelled.cancellationId} not asked yet:`,
      error,
    );
    return requested.map((refund) => ({ id: refund.id, status: 'requested' }));
  });
  await sendWaitingListOffers(sql);
  return { ...cancelled, refunds };
}
